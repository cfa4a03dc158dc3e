/// How a host turns the heights a row, header or footer asks for into its own unit of height.
///
/// Height policies speak in points, whatever shows them: `.height(44)` is one standard UIKit
/// row on every host. A host whose unit is the point (UIKit, SwiftUI) takes them as they are; a
/// host with a coarser unit (a terminal line) divides by the points in one unit and rounds to
/// whole units, never below one unit for a height above zero, so that every row it is asked to
/// show takes space. The same rule converts fixed heights, aspect-ratio heights and the
/// estimates rows give, so one snapshot lays out alike, to scale, on every host.
package struct HeightScale: Sendable, Equatable {
  /// Points in one unit of the host's height (``ListHost/pointsPerHeightUnit``): 1 on UIKit.
  package var pointsPerUnit: Double
  /// Units of height in one unit of width, for aspect-ratio heights
  /// (``ListHost/aspectRatioScale``): 1 where width and height share a unit.
  package var aspectRatioScale: Double

  /// Heights in points, widths in points: UIKit's scale.
  package static let points = HeightScale(pointsPerUnit: 1, aspectRatioScale: 1)

  /// Creates a scale; a `pointsPerUnit` that is not a positive finite number counts as 1.
  package init(pointsPerUnit: Double, aspectRatioScale: Double) {
    self.pointsPerUnit = pointsPerUnit.isFinite && pointsPerUnit > 0 ? pointsPerUnit : 1
    self.aspectRatioScale = aspectRatioScale
  }

  /// The scale `host` declares.
  @MainActor
  package init(of host: some ListHost) {
    self.init(pointsPerUnit: host.pointsPerHeightUnit, aspectRatioScale: host.aspectRatioScale)
  }

  /// Whether heights are taken as they are.
  package var isPoints: Bool { pointsPerUnit == 1 }

  /// `points` in the host's unit: as they are on a host of points; else whole units, rounded to
  /// the nearest (halves up), and at least one unit when `points` is above zero.
  package func units(fromPoints points: Double) -> Double {
    guard !isPoints else { return points }
    return Self.wholeUnits(points / pointsPerUnit)
  }

  /// The exact height of a fixed or aspect-ratio policy at `width` (in the host's unit of
  /// width), in the host's unit of height; `nil` for automatic and invalid policies. An aspect
  /// ratio applies to the width in points, so it is rounded by the same rule as a fixed height.
  package func exactHeight(of policy: HeightPolicy, forWidth width: Double) -> Double? {
    guard let exact = policy.exactHeight(forWidth: width, aspectRatioScale: aspectRatioScale) else { return nil }
    guard !isPoints else { return exact }
    switch policy.kind {
    case .aspectRatio(let ratio):
      // width × ratio × aspectRatioScale is the height in units already: rounded here, unrounded.
      let height = max(width, 0) * ratio * aspectRatioScale
      return height.isFinite ? min(Self.wholeUnits(height), HeightPolicy.maximumHeight) : HeightPolicy.maximumHeight
    default:
      return units(fromPoints: exact)
    }
  }

  /// The estimate a valid automatic policy gives, in the host's unit; `nil` when it gives none.
  package func estimate(of policy: HeightPolicy) -> Double? {
    policy.validEstimate.map(units(fromPoints:))
  }

  /// `value` rounded to whole units, at least one when above zero.
  static func wholeUnits(_ value: Double) -> Double {
    guard value > 0 else { return max(value, 0) }
    return max(1, value.rounded(.toNearestOrAwayFromZero))
  }
}
