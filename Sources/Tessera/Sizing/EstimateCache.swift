/// The estimate of the last content type asked for, so that a layout looks the running
/// averages up once per run of rows of one type instead of once per row.
struct EstimateCache {
  private var contentType: ObjectIdentifier?
  private var value = 0.0

  /// The estimate of an automatic row without an estimate of its own, of `contentType`.
  mutating func estimate(for contentType: ObjectIdentifier, by sizer: RowSizer) -> Double {
    if contentType != self.contentType {
      self.contentType = contentType
      value = sizer.estimate(for: .automatic, contentType: contentType)
    }
    return value
  }
}

/// What sizes a row that is not measured: the width for exact heights, the running averages
/// of measured heights per content type for estimates. A copy of a sizing's, so a layout can
/// read it while it writes the sizing.
struct RowSizer: Sendable {
  var width: Double
  var heightScale: HeightScale
  var averages: [ObjectIdentifier: (sum: Double, count: Double)]
  var defaultEstimate: Double

  /// The exact height of a fixed or aspect-ratio policy at this width.
  func exactHeight(for policy: HeightPolicy) -> Double? {
    heightScale.exactHeight(of: policy, forWidth: width)
  }

  /// The estimate of an automatic row: its own, else the average of its content type, else
  /// the default.
  func estimate(for policy: HeightPolicy, contentType: ObjectIdentifier) -> Double {
    Self.estimate(
      for: policy, contentType: contentType, scale: heightScale, averages: averages, defaultEstimate: defaultEstimate)
  }

  /// The one rule for estimates, shared with ``ListSizing/estimate(for:contentType:)``.
  static func estimate(
    for policy: HeightPolicy, contentType: ObjectIdentifier, scale: HeightScale,
    averages: [ObjectIdentifier: (sum: Double, count: Double)], defaultEstimate: Double
  ) -> Double {
    if let estimate = scale.estimate(of: policy) { return estimate }
    if let average = averages[contentType], average.count > 0 {
      return (average.sum / average.count).rounded()
    }
    return defaultEstimate
  }

  /// How the row at `row` is sized. `overrides` are the expanded states toggled by id
  /// (``ListSizing/isExpanded(isExpandable:initially:id:overrides:)``).
  @inline(__always)
  func rule(for row: UnsafePointer<Row>, overrides: [RowID: Bool]) -> RowHeightRule {
    let policy = row.pointee.heightPolicy
    let isValid = policy.isValid
    var estimate: Double?
    if isValid {
      guard case .automatic(let valid) = policy.kind else {
        return RowHeightRule(source: .exact, exact: exactHeight(for: policy) ?? 0, estimate: nil, isValid: true)
      }
      estimate = valid.map(heightScale.units(fromPoints:))
    }
    let expanded = ListSizing.isExpanded(
      isExpandable: row.pointee.isExpandable, initially: row.pointee.isInitiallyExpanded, id: row.pointee.id,
      overrides: overrides)
    return RowHeightRule(source: expanded ? .expanded : .collapsed, exact: 0, estimate: estimate, isValid: isValid)
  }
}

/// How one row is sized: the source of its height, its exact height (for an exact source), its
/// own estimate if it has one (else the average of its content type applies), and whether its
/// policy can be honoured (an invalid one counts as automatic).
struct RowHeightRule {
  var source: ListSizing.RowHeightSource
  var exact: Double
  var estimate: Double?
  var isValid: Bool

  /// The row's height when no measurement applies: exact, its own estimate, else `average()`.
  @inline(__always)
  func unmeasuredHeight(average: () -> Double) -> Double {
    source == .exact ? exact : estimate ?? average()
  }
}
