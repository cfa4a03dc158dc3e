#if !canImport(UIKit)
import Foundation

// A text view measures its text as a label of unlimited lines does (see the article "Text
// measurement"), inside its text container: the `textContainerInset` (8 points above and below)
// and a line fragment padding of 5 points on either side. Empty text still takes one line, where
// the caret is.
extension UITextView {
  /// The padding on either side of each line, as UIKit's text container's.
  static let lineFragmentPadding: CGFloat = 5

  /// The font the text is measured in.
  private var measuringFont: UIFont { font ?? .systemFont(ofSize: 12) }

  /// The size the text needs at `width` (0 or less: no limit): the offered width (or the text's
  /// own when there is no limit), and the height of its lines plus the insets.
  func fittingSize(forWidth width: CGFloat) -> CGSize {
    let insets = textContainerInset
    let horizontal = insets.left + insets.right + 2 * Self.lineFragmentPadding
    let limit: CGFloat? = width > 0 ? Swift.max(0, width - horizontal) : nil
    let font = measuringFont
    let text = LineLayout.layOut(
      LineLayout.clusters(of: self.text ?? "", font: font), width: limit, numberOfLines: 0,
      lineBreakMode: .byWordWrapping, emptyLineHeight: font.lineHeight)
    let size = text.size(lineSpacing: 0)
    let height = Swift.max(size.height, font.lineHeight) + insets.top + insets.bottom
    return CGSize(width: width > 0 ? width : size.width + horizontal, height: height)
  }

  /// The intrinsic size: the text's at the width layout gives it when the view does not scroll.
  var intrinsicSizeForText: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return fittingSize(forWidth: layoutWrapWidth ?? bounds.width)
  }

  /// A text view that does not scroll wraps at the width layout gives it.
  var wrapsAtLayoutWidth: Bool { !isScrollEnabled }
}
#endif
