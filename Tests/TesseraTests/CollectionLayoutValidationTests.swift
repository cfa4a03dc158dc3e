import Testing
import Tessera

private struct Photo: Equatable, Sendable { var name: String }

/// Grid values, as row heights, are bounded: those that cannot be laid out are reported by
/// `validate()`, and `clamped` is what a host lays out instead.
@Suite("Collection layout validation")
struct CollectionLayoutValidationTests {
  private func grid(
    columns: Int = 3, spacing: Double = 8, itemHeight: HeightPolicy = .aspectRatio(1), insets: Double = 0
  ) -> CollectionSectionLayout {
    .grid(columns: columns, spacing: spacing, itemHeight: itemHeight, insets: insets)
  }

  @Test("Sound layouts have no problems and are laid out as given")
  func soundLayouts() {
    let layouts: [CollectionSectionLayout] = [
      .list, .list(.insetGrouped), grid(columns: 1), grid(columns: CollectionSectionLayout.maximumColumns),
      grid(spacing: 0, insets: CollectionSectionLayout.maximumLength), grid(itemHeight: .fixed(0)),
      grid(itemHeight: .fixed(HeightPolicy.maximumHeight)), grid(itemHeight: .automatic(estimate: 0.5)),
      grid(itemHeight: .aspectRatio(HeightPolicy.maximumAspectRatio)),
    ]
    for layout in layouts {
      #expect(layout.problems.isEmpty, "\(layout)")
      #expect(layout.clamped == layout, "\(layout)")
    }
  }

  /// Issue: columns 0, -3 and Int.min were silently one column, 100,000 columns made items 0
  /// points wide, and validate() said nothing.
  @Test(
    "Columns outside 1...100 are reported and clamped",
    arguments: [
      (0, 1), (-3, 1), (Int.min, 1), (101, 100), (100_000, 100), (Int.max, 100),
    ])
  func columns(given: Int, laidOut: Int) throws {
    let layout = grid(columns: given)
    #expect(layout.clamped == grid(columns: laidOut))
    let problem = try #require(layout.problems.first)
    #expect(layout.problems.count == 1)
    #expect(problem.contains("got \(given)") && problem.contains("\(laidOut) column"), "\(problem)")
  }

  /// Issue: NaN or infinite spacing made the content height NaN, so every later section had
  /// y = nan and was never shown.
  @Test(
    "Spacing and insets that are not lengths, or past 100,000 points, are reported and clamped",
    arguments: [
      (Double.nan, 0.0), (.infinity, 0), (-.infinity, 0), (-1, 0), (-0.0001, 0), (100_001, 100_000), (1e300, 100_000),
    ])
  func lengths(given: Double, laidOut: Double) {
    let spaced = grid(spacing: given)
    #expect(spaced.clamped == grid(spacing: laidOut))
    #expect(spaced.problems.count == 1 && spaced.problems[0].hasPrefix("grid spacing must be"), "\(spaced.problems)")
    let inset = grid(insets: given)
    #expect(inset.clamped == grid(insets: laidOut))
    #expect(inset.problems.count == 1 && inset.problems[0].hasPrefix("grid insets must be"), "\(inset.problems)")
  }

  @Test(
    "Item heights: not a height means measured, past the bound means the bound",
    arguments: [
      (HeightPolicy.fixed(.nan), HeightPolicy.automatic(estimate: HeightPolicy.fallbackGridEstimate)),
      (.fixed(-2), .automatic(estimate: HeightPolicy.fallbackGridEstimate)),
      (.fixed(.infinity), .automatic(estimate: HeightPolicy.fallbackGridEstimate)),
      (.fixed(1e300), .fixed(HeightPolicy.maximumHeight)),
      (.automatic(estimate: 0), .automatic(estimate: HeightPolicy.fallbackGridEstimate)),
      (.automatic(estimate: -.infinity), .automatic(estimate: HeightPolicy.fallbackGridEstimate)),
      (.automatic(estimate: 1e6), .automatic(estimate: HeightPolicy.maximumHeight)),
      (.aspectRatio(0), .automatic(estimate: HeightPolicy.fallbackGridEstimate)),
      (.aspectRatio(-1), .automatic(estimate: HeightPolicy.fallbackGridEstimate)),
      (.aspectRatio(.nan), .automatic(estimate: HeightPolicy.fallbackGridEstimate)),
      (.aspectRatio(1e300), .aspectRatio(HeightPolicy.maximumAspectRatio)),
    ])
  func itemHeights(given: HeightPolicy, laidOut: HeightPolicy) throws {
    #expect(given.clampedForGrid == laidOut)
    let problem = try #require(given.gridProblem)
    #expect(problem.contains("grid item"), "\(problem)")
    #expect(grid(itemHeight: given).problems == [problem])
    #expect(grid(itemHeight: given).clamped == grid(itemHeight: laidOut))
  }

  @Test("validate() names the section, its index and each bad value, and says what is laid out")
  func validateReportsLayouts() {
    let snapshot = ListSnapshot {
      Section("grid") { Row("p1", Photo(name: "a")) }
        .collectionLayout(.grid(columns: 0, spacing: .nan, itemHeight: .fixed(-1), insets: .infinity))
      Section("list") { Row("r1", Photo(name: "b")) }
      Section("wide") { Row("p2", Photo(name: "c")) }.collectionLayout(.grid(columns: 100_000))
    }
    let problems = snapshot.validate()
    #expect(problems.count == 5)
    #expect(
      problems.filter { if case .invalidCollectionLayout("grid", sectionIndex: 0, _) = $0 { true } else { false } }
        .count == 4)
    #expect(
      problems.contains(
        .invalidCollectionLayout(
          "wide", sectionIndex: 2,
          problem: "grid columns must be between 1 and 100, got 100000; 100 columns are laid out")))
    #expect(
      problems.map(\.description).contains(
        "The collection layout of section \"grid\" (index 0): grid spacing must be finite and not negative, got nan; 0 is used. "
          + "Fix the section's collectionLayout."))
    #expect(
      ListSnapshot { Section("fine") { Row("x", Photo(name: "x")) }.collectionLayout(.grid(columns: 4)) }.validate()
        .isEmpty)
  }

  // MARK: Random bad values

  /// Values a layout may be given, good and bad.
  static let lengths: [Double] = [
    0, 2, 8, 99_999, .nan, .infinity, -.infinity, -1, -1e-9, 100_000.5, 1e300, .greatestFiniteMagnitude,
  ]
  static let columnCounts = [1, 2, 3, 100, 0, -3, Int.min, 101, 100_000, Int.max]
  static let heights: [HeightPolicy] =
    lengths.flatMap { [.fixed($0), .automatic(estimate: $0), .aspectRatio($0)] }
    + [.aspectRatio(100), .aspectRatio(100.5), .automatic(estimate: 1e-300)]

  /// How many bad values `layout` holds, judged independently of the code under test.
  private static func badValueCount(_ layout: CollectionSectionLayout) -> Int {
    guard case .grid(let columns, let spacing, let itemHeight, let insets) = layout else { return 0 }
    func badLength(_ value: Double) -> Bool { !(value >= 0 && value <= 100_000) }
    var count = (1...100).contains(columns) ? 0 : 1
    count += badLength(spacing) ? 1 : 0
    count += badLength(insets) ? 1 : 0
    switch itemHeight.kind {
    case .fixed(let height): count += badLength(height) ? 1 : 0
    case .automatic(nil): break
    case .automatic(let height?): count += height > 0 && height <= 100_000 ? 0 : 1
    case .aspectRatio(let ratio): count += ratio > 0 && ratio <= 100 ? 0 : 1
    }
    return count
  }

  /// The height of a grid section laid out from `layout` at `width`, the way a compositional
  /// layout does it (insets, lines of equal items, spacing between lines), estimates counted
  /// as they are.
  private static func sectionHeight(_ layout: CollectionSectionLayout, items: Int, width: Double) -> Double {
    guard case .grid(let columns, let spacing, let itemHeight, let insets) = layout else { return Double(items) * 44 }
    let content = max(0, width - 2 * insets)
    let itemWidth = max(0, (content - Double(columns - 1) * spacing) / Double(columns))
    let height: Double =
      switch itemHeight.kind {
      case .automatic(nil): 44
      case .fixed(let points), .automatic(let points?): points
      case .aspectRatio(let ratio): itemWidth * ratio
      }
    let lines = (items + columns - 1) / columns
    return 2 * insets + Double(lines) * height + Double(max(lines - 1, 0)) * spacing
  }

  @Test("Random bad values: every problem reported, the clamped layout sound and every section placed")
  func randomBadValues() {
    for seed in UInt64(1)...300 {
      var random = SeededRandomNumberGenerator(seed: seed)
      var sections: [Section] = []
      var expectedProblems = 0
      for index in 0..<Int.random(in: 1...5, using: &random) {
        let layout: CollectionSectionLayout =
          Bool.random(using: &random)
          ? .list
          : .grid(
            columns: Self.columnCounts.randomElement(using: &random)!,
            spacing: Self.lengths.randomElement(using: &random)!,
            itemHeight: Self.heights.randomElement(using: &random)!, insets: Self.lengths.randomElement(using: &random)!
          )
        expectedProblems += Self.badValueCount(layout)
        let clamped = layout.clamped
        #expect(clamped.problems.isEmpty, "seed \(seed): \(clamped) still has \(clamped.problems)")
        #expect(clamped.clamped == clamped, "seed \(seed): clamping \(layout) twice changed it")
        #expect((layout.problems.isEmpty) == (clamped == layout), "seed \(seed): \(layout)")
        #expect(layout.problems.count == Self.badValueCount(layout), "seed \(seed): \(layout): \(layout.problems)")
        sections.append(Section("s\(index)") { Row("r\(index)", Photo(name: "\(index)")) }.collectionLayout(layout))
      }
      let snapshot = ListSnapshot(sections: sections)
      let reported = snapshot.validate()
      #expect(reported.count == expectedProblems, "seed \(seed)")
      #expect(reported.allSatisfy { if case .invalidCollectionLayout = $0 { true } else { false } }, "seed \(seed)")

      // Laid out clamped, every section has a finite place below the one before it, at any
      // width: one bad section never hides the next.
      for width in [0.0, 1, 320, 1_366] {
        var top = 0.0
        for section in sections {
          let height = Self.sectionHeight(section.collectionLayout.clamped, items: 7, width: width)
          #expect(
            height.isFinite && height >= 0, "seed \(seed): \(section.collectionLayout) at width \(width): \(height)")
          top += height
        }
        #expect(top.isFinite, "seed \(seed) at width \(width)")
      }
    }
  }
}
