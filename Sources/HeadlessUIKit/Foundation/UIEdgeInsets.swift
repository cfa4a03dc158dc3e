#if !canImport(UIKit)
import Foundation

/// Inset distances for the edges of a rectangle, as in UIKit.
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates insets from the four edge distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Zero on every edge.
  public static let zero = UIEdgeInsets()
}
#endif
