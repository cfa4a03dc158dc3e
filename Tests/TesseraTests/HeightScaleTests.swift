import Testing
import Tessera

/// One rule turns heights in points into a host's unit, for every kind of height.
@Suite("HeightScale")
struct HeightScaleTests {
  /// Where the unit is the point, heights are taken as they are, fractions included.
  @Test func aHostOfPointsTakesHeightsAsTheyAre() {
    let scale = HeightScale.points
    #expect(scale.units(fromPoints: 44.5) == 44.5)
    #expect(scale.exactHeight(of: .fixed(44.5), forWidth: 320) == 44.5)
    #expect(scale.exactHeight(of: .aspectRatio(0.5), forWidth: 321) == 161)
    #expect(scale.estimate(of: .automatic(estimate: 88)) == 88)
    #expect(scale.exactHeight(of: .automatic, forWidth: 320) == nil)
  }

  /// A coarser unit rounds to whole units, halves up, and never below one unit for a height
  /// above zero; zero stays zero.
  @Test(
    arguments: [(44.0, 2.0), (50, 3), (49.9, 2), (1, 1), (0.001, 1), (0, 0), (100_000, 5_000)] as [(Double, Double)])
  func aCoarserUnitRoundsToWholeUnits(points: Double, units: Double) {
    let lines = HeightScale(pointsPerUnit: 20, aspectRatioScale: 0.5)
    #expect(lines.units(fromPoints: points) == units)
    #expect(lines.exactHeight(of: .fixed(points), forWidth: 80) == units)
    if points > 0 { #expect(lines.estimate(of: .automatic(estimate: points)) == units) }
  }

  /// An aspect ratio is rounded by the same rule: at least one unit.
  @Test func anAspectRatioIsAtLeastOneUnit() {
    let lines = HeightScale(pointsPerUnit: 20, aspectRatioScale: 0.5)
    #expect(lines.exactHeight(of: .aspectRatio(0.5), forWidth: 32) == 8)
    #expect(lines.exactHeight(of: .aspectRatio(0.01), forWidth: 10) == 1)
  }

  /// A scale that is not a number of points counts as points, so it can never divide by zero.
  @Test(arguments: [0.0, -20, .nan, .infinity])
  func aScaleThatIsNoScaleIsPoints(points: Double) {
    #expect(HeightScale(pointsPerUnit: points, aspectRatioScale: 1) == .points)
  }
}
