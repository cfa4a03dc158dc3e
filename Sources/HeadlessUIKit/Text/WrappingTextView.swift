#if !canImport(UIKit)
import Foundation

/// A view whose text wraps at the width layout gives it, so that its intrinsic height depends on
/// its width: a label of several lines without a preferred maximum width, a text view that does
/// not scroll. Its `intrinsicContentSize` is the one measurement of its text for every caller:
/// outside Auto Layout it wraps at the view's width, and the layout engine reads it with the
/// width it offers (UIKit's labels take that width as their automatic preferred width in a
/// second layout pass), so a subclass that overrides it is measured by its override.
@MainActor
protocol WrappingTextView: UIView {
  /// Whether the text wraps at the width layout gives the view.
  var wrapsAtLayoutWidth: Bool { get }
  /// While set, the width the intrinsic size wraps at instead of the view's (0: no limit).
  var layoutWrapWidth: CGFloat? { get set }
}

extension WrappingTextView {
  /// The intrinsic size wrapped at `width` (0: no limit).
  func intrinsicContentSize(wrappingAt width: CGFloat) -> CGSize {
    let saved = layoutWrapWidth
    layoutWrapWidth = Swift.max(width, 0)
    defer { layoutWrapWidth = saved }
    return intrinsicContentSize
  }
}
#endif
