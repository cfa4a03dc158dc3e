#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit).
extension UILabel {
  /// The lines the label shows in its bounds, as drawn: the text wrapped at its width, at most
  /// ``numberOfLines`` lines and those that fit its height, the last one truncated with an
  /// ellipsis (or clipped) as ``lineBreakMode`` says.
  public var displayedLines: [String] { displayedText.lines.map(\.text) }

  /// Whether the label leaves some of its text out: lines past ``numberOfLines`` or its height,
  /// or a line cut short.
  public var isTruncated: Bool { displayedText.isTruncated }
}
#endif
