#if !canImport(UIKit)
import Foundation

/// The horizontal alignment of text (part of UIKit's text system; absent from Foundation here).
public enum NSTextAlignment: Int, Sendable {
  /// Aligned to the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Aligned to the right edge.
  case right = 2
  /// Fully justified.
  case justified = 3
  /// The script's natural alignment.
  case natural = 4
}
#endif
