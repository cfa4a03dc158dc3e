#if !canImport(UIKit)
import Foundation

/// The priority of a layout constraint, as in UIKit: 1...1000, 1000 being required. Higher
/// priorities are met before lower ones (see the Auto Layout article).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority value, 1...1000.
  public var rawValue: Float

  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint (1000).
  public static let required = UILayoutPriority(1000)
  /// The priority of a button's content hugging (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of a window resize drag that can resize the scene (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which a scene keeps its size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// The priority of a window resize drag that cannot resize the scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// The priority of a label's content hugging (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The priority used when fitting a size as closely as possible (50).
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A priority raised by `rhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

  /// A priority lowered by `rhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
#endif
