/// How tall a row is. Heights are in points on every host; a host with a coarser unit turns them
/// into its own by one scale (a terminal shows 20 points as one line, rounding to whole lines).
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
  ///
  /// A policy is stored as a number and a one-byte tag, so comparing two policies, which the
  /// diff does for every row it scans, compares a byte and a number rather than an enum with a
  /// payload.
  @inlinable
  public var kind: Kind {
    get {
      switch tag {
      case .fixed: .fixed(value)
      case .aspectRatio: .aspectRatio(value)
      case .automatic: .automatic(estimate: nil)
      case .estimated: .automatic(estimate: value)
      }
    }
    set { self = HeightPolicy(newValue) }
  }

  /// The kind of height without its number.
  @usableFromInline
  enum Tag: UInt8, Sendable {
    /// ``Kind/fixed(_:)``.
    case fixed
    /// ``Kind/aspectRatio(_:)``.
    case aspectRatio
    /// ``Kind/automatic(estimate:)`` without an estimate.
    case automatic
    /// ``Kind/automatic(estimate:)`` with an estimate.
    case estimated
  }

  /// The height, ratio or estimate of the kind; 0 for an automatic height without an estimate.
  @usableFromInline
  var value: Double

  /// The kind of height, ``value`` telling its number.
  @usableFromInline
  var tag: Tag

  /// Creates a policy of the given kind.
  @inlinable
  public init(_ kind: Kind) {
    switch kind {
    case .fixed(let height): (value, tag) = (height, .fixed)
    case .aspectRatio(let ratio): (value, tag) = (ratio, .aspectRatio)
    case .automatic(nil): (value, tag) = (0, .automatic)
    case .automatic(let estimate?): (value, tag) = (estimate, .estimated)
    }
  }

  /// Whether two policies are of the same kind with equal numbers. Numbers compare as `Double`s
  /// do, as the cases of ``Kind`` do: a NaN height is equal to no height, not even itself, and
  /// 0 equals -0.
  @inlinable
  public static func == (lhs: HeightPolicy, rhs: HeightPolicy) -> Bool {
    lhs.tag == rhs.tag && lhs.value == rhs.value
  }

  /// Hashes the kind and its number, consistently with ``==(_:_:)``.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tag)
    hasher.combine(value)
  }

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

  /// The tallest height a row, header or footer can have, in points or lines: 100,000.
  ///
  /// Larger finite values are mistakes (a unit mix-up, an uninitialised value) that would make
  /// a host allocate or draw without end; ``problem`` reports them and hosts lay them out at
  /// this height.
  public static let maximumHeight = 100_000.0

  /// The largest aspect ratio (height ÷ width) accepted: 100.
  public static let maximumAspectRatio = 100.0

  /// The height for an available `width`, or `nil` when the row must be measured or the
  /// policy is invalid (see ``problem``). Width and height share a unit.
  @inlinable
  public func resolvedHeight(forWidth width: Double) -> Double? {
    exactHeight(forWidth: width, aspectRatioScale: 1)
  }

  /// The one rule for exact heights, used for rows, headers and footers alike: a valid fixed
  /// height, or `width × ratio × aspectRatioScale` rounded to whole units for a valid aspect
  /// ratio, never above ``maximumHeight``; `nil` for automatic heights and invalid policies
  /// (which are then measured, and reported by ``ListSnapshot/validate()``).
  ///
  /// `aspectRatioScale` is how tall one unit of width is in the host's units: 1 where width and
  /// height share a unit (points), 0.5 in a terminal, whose cells are twice as tall as wide.
  @inlinable
  public func exactHeight(forWidth width: Double, aspectRatioScale: Double) -> Double? {
    guard isValid else { return nil }
    switch kind {
    case .fixed(let height):
      return height
    case .aspectRatio(let ratio):
      let height = (max(width, 0) * ratio * aspectRatioScale).rounded(.toNearestOrAwayFromZero)
      return height.isFinite ? min(height, Self.maximumHeight) : Self.maximumHeight
    case .automatic:
      return nil
    }
  }

  /// The estimate of a valid automatic policy, if it gives one.
  @inlinable
  public var validEstimate: Double? {
    guard case .automatic(let estimate?) = kind, isValid else { return nil }
    return estimate
  }

  /// Whether the policy can be honoured (see ``problem``).
  @inlinable
  public var isValid: Bool {
    // Two comparisons decide it: NaN fails both, and the infinities fail one (a layout reads
    // this for every row, so no separate finiteness test).
    switch tag {
    case .fixed, .estimated: value >= 0 && value <= Self.maximumHeight
    case .aspectRatio: value > 0 && value <= Self.maximumAspectRatio
    case .automatic: true
    }
  }

  /// Why this policy cannot be honoured, or `nil` when it is valid: heights must be finite, not
  /// negative and at most ``maximumHeight``; aspect ratios finite, positive and at most
  /// ``maximumAspectRatio``.
  public var problem: String? {
    if isValid { return nil }
    let maximumHeight = Int(Self.maximumHeight)
    return switch kind {
    case .fixed(let height) where !height.isFinite || height < 0:
      "a fixed height must be finite and not negative, got \(height)"
    case .fixed(let height):
      "a fixed height must be at most \(maximumHeight), got \(height)"
    case .aspectRatio(let ratio) where !ratio.isFinite || ratio <= 0:
      "an aspect ratio must be finite and positive, got \(ratio)"
    case .aspectRatio(let ratio):
      "an aspect ratio must be at most \(Int(Self.maximumAspectRatio)), got \(ratio)"
    case .automatic(let estimate?) where !estimate.isFinite || estimate < 0:
      "an estimated height must be finite and not negative, got \(estimate)"
    case .automatic(let estimate):
      "an estimated height must be at most \(maximumHeight), got \(estimate ?? 0)"
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
