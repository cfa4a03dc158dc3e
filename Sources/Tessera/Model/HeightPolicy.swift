/// How tall a row is. Heights are in points on UIKit and in lines in the terminal.
public struct HeightPolicy: Hashable, Sendable, CustomStringConvertible {
  /// The three kinds of height.
  public enum Kind: Hashable, Sendable {
    /// Always this height.
    case fixed(Double)
    /// A fraction of the available width (height = width × ratio).
    case aspectRatio(Double)
    /// Measured by the host; the optional estimate sizes the row before it is measured.
    case automatic(estimate: Double?)
  }

  /// What kind of height this is.
  public var kind: Kind

  /// Creates a policy of the given kind.
  @inlinable
  public init(_ kind: Kind) { self.kind = kind }

  /// A fixed height.
  @inlinable
  public static func fixed(_ height: Double) -> HeightPolicy { HeightPolicy(.fixed(height)) }

  /// A height proportional to the available width: `ratio` = height ÷ width.
  @inlinable
  public static func aspectRatio(_ ratio: Double) -> HeightPolicy { HeightPolicy(.aspectRatio(ratio)) }

  /// A height measured by the host, with no estimate for unmeasured rows.
  @inlinable
  public static var automatic: HeightPolicy { HeightPolicy(.automatic(estimate: nil)) }

  /// A height measured by the host, sized as `estimate` until it has been measured.
  @inlinable
  public static func automatic(estimate: Double) -> HeightPolicy { HeightPolicy(.automatic(estimate: estimate)) }

  /// Whether the host must measure the row.
  public var isAutomatic: Bool {
    if case .automatic = kind { return true }
    return false
  }

  /// The height for an available `width`, or `nil` when the row must be measured.
  @inlinable
  public func resolvedHeight(forWidth width: Double) -> Double? {
    switch kind {
    case .fixed(let height): height
    case .aspectRatio(let ratio): (width * ratio).rounded(.toNearestOrAwayFromZero)
    case .automatic: nil
    }
  }

  /// Why this policy cannot be honoured, or `nil` when it is valid.
  public var problem: String? {
    switch kind {
    case .fixed(let height) where !height.isFinite || height < 0:
      "a fixed height must be finite and not negative, got \(height)"
    case .aspectRatio(let ratio) where !ratio.isFinite || ratio <= 0:
      "an aspect ratio must be finite and positive, got \(ratio)"
    case .automatic(let estimate?) where !estimate.isFinite || estimate < 0:
      "an estimated height must be finite and not negative, got \(estimate)"
    default:
      nil
    }
  }

  /// `fixed(44)`, `aspectRatio(0.375)`, `automatic` or `automatic(estimate: 80)`.
  public var description: String {
    switch kind {
    case .fixed(let height): "fixed(\(height))"
    case .aspectRatio(let ratio): "aspectRatio(\(ratio))"
    case .automatic(nil): "automatic"
    case .automatic(let estimate?): "automatic(estimate: \(estimate))"
    }
  }
}
