#if !canImport(UIKit)
import Foundation

/// A view that shows text, as in UIKit.
///
/// Its measurement is deterministic so that self-sizing cells built from labels have stable
/// heights in tests: one line per `\n`-separated line of ``text`` (limited by ``numberOfLines``
/// unless it is 0), each ``UIFont/lineHeight`` tall; the width is half the point size per
/// character of the longest line, capped at the offered width. There is no word wrapping.
@MainActor
open class UILabel: UIView {
  /// The text shown.
  open var text: String? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The font of the text.
  open var font: UIFont! = UIFont.systemFont(ofSize: 17)
  /// The colour of the text.
  open var textColor: UIColor! = UIColor.label
  /// The alignment of the text.
  open var textAlignment: NSTextAlignment = .natural
  /// The maximum number of lines; 0 means no limit.
  open var numberOfLines = 1
  /// Whether the label is enabled.
  open var isEnabled = true

  /// A label fits its text: see the type's discussion for the rule.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if numberOfLines > 0, lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
    let font = self.font ?? UIFont.systemFont(ofSize: 17)
    let longest = lines.map(\.count).max() ?? 0
    var width = CGFloat(longest) * font.pointSize / 2
    if size.width > 0 { width = min(width, size.width) }
    return CGSize(width: width, height: CGFloat(lines.count) * font.lineHeight)
  }

  /// The size of the text without a width limit.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: 0, height: 0))
  }
}
#endif
