import Foundation
@testable import TesseraDiff
import TesseraTesting
import Testing

/// The path for lists whose sections keep their identifiers while a few of them rearrange their
/// rows: it diffs only those sections, and must give exactly what the general path gives.
@Suite("Sections diffed apart")
struct AlignedPathTests {
  /// The general path's result and the one `StagedChangeset` gives, compared in full.
  /// Also compares the result of the aligned path itself, which the diff takes only for lists
  /// with many rows in place; returns whether it gave one.
  @discardableResult
  func expectSameAsGeneral(
    _ source: [TestSection], _ target: [TestSection], seed: UInt64? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    var workspace = DiffWorkspace()
    let general = DiffEngine.generalResult(source: source, target: target, workspace: &workspace)
    var tookAlignedPath = false
    if let scan = DiffEngine.inPlaceChanges(source: source, target: target, workspace: &workspace),
      !scan.rearrangedSections.isEmpty,
      let aligned = DiffEngine.alignedResult(scan, source: source, target: target, workspace: &workspace, keep: nil)
    {
      tookAlignedPath = true
      let context = "aligned, seed \(seed.map(String.init) ?? "-"): \(source) -> \(target)"
      #expect(aligned.stages.count == general.stages.count, "\(context)", sourceLocation: sourceLocation)
      for (ours, stage) in zip(aligned.stages, general.stages) {
        #expect(ours.summary == stage.summary, "\(context)", sourceLocation: sourceLocation)
        #expect(ours.data == stage.data, "\(context)", sourceLocation: sourceLocation)
      }
      #expect(aligned.rowMatches == general.rowMatches, "\(context)", sourceLocation: sourceLocation)
    }
    let staged = StagedChangeset(source: source, target: target, workspace: &workspace)
    let context = "seed \(seed.map(String.init) ?? "-"): \(source) -> \(target)"
    #expect(staged.count == general.stages.count, "\(context)", sourceLocation: sourceLocation)
    for (index, stage) in zip(staged.indices, general.stages) {
      let ours = staged[index]
      #expect(ours.summary == stage.summary, "stage \(index), \(context)", sourceLocation: sourceLocation)
      #expect(ours.data == stage.data, "stage \(index) data, \(context)", sourceLocation: sourceLocation)
    }
    #expect(staged.rowMatches == general.rowMatches, "\(context)", sourceLocation: sourceLocation)
    // Repeats among the rows of sections in place are not counted (as on the in-place path), so
    // the counts are compared when no identifier repeats.
    func isUnique(_ list: [TestSection]) -> Bool {
      let ids = list.flatMap { $0.elements.map(\.id) }
      return Set(ids).count == ids.count
    }
    if isUnique(source) && isUnique(target) {
      #expect(staged.duplicateCount == general.duplicates, "\(context)", sourceLocation: sourceLocation)
    }
    return tookAlignedPath
  }

  @Test("one row inserted into one of many sections")
  func insertion() {
    let source = (0..<6).map { section in TestSection(section, ids: Array(section * 10..<(section * 10 + 10))) }
    var target = source
    target[3].elements.insert(TestRow(100), at: 4)
    #expect(expectSameAsGeneral(source, target))
  }

  @Test("a row moved between sections, with content changes in sections in place")
  func moveAndUpdates() {
    let source = (0..<6).map { section in TestSection(section, ids: Array(section * 10..<(section * 10 + 10))) }
    var target = source
    let moved = target[1].elements.remove(at: 2)
    target[4].elements.insert(moved, at: 7)
    target[0].elements[5].content = 1
    target[5].elements[0].content = 2
    target[2].header = 9
    target[4].elements[0].content = 3
    #expect(expectSameAsGeneral(source, target))
  }

  @Test("an identifier shared by a section in place and a rearranged one leaves the path")
  func sharedIdentifier() {
    // Row 5 of section 0 is also inserted into section 2: the occurrence rule decides.
    let source = (0..<3).map { section in TestSection(section, ids: Array(section * 10..<(section * 10 + 10))) }
    var target = source
    target[2].elements.insert(TestRow(5), at: 0)
    #expect(!expectSameAsGeneral(source, target))
    let staged = StagedChangeset(source: source, target: target)
    #expect(staged.duplicateCount == 1)
  }

  @Test("an identifier shared with a section in place stays on the path while its count per section holds")
  func sharedIdentifierReordered() {
    // Row 5 of section 0 also sits in section 2, which only reorders its rows: every section
    // keeps its occurrences of 5, so the sub-diff pairs them as the whole lists do.
    var source = (0..<4).map { section in TestSection(section, ids: Array(section * 10..<(section * 10 + 10))) }
    source[2].elements[3] = TestRow(5)
    var target = source
    target[2].elements.swapAt(1, 7)
    target[2].elements.swapAt(3, 8)
    #expect(expectSameAsGeneral(source, target))
    // Deleting it from section 2 changes its count there: the general path decides.
    var deleted = source
    deleted[2].elements.remove(at: 3)
    deleted[3].elements.swapAt(0, 1)
    #expect(!expectSameAsGeneral(source, deleted))
  }

  @Test("matches keep the stretches of sections in place as runs and read as the general path's")
  func matchesInRuns() throws {
    var source = (0..<8).map { section in TestSection(section, ids: Array(section * 100..<(section * 100 + 30))) }
    source[3].elements = []
    var target = source
    target[5].elements.insert(target[2].elements.remove(at: 4), at: 0)
    target[6].elements.append(TestRow(9_999))
    var workspace = DiffWorkspace()
    let general = DiffEngine.generalResult(source: source, target: target, workspace: &workspace).rowMatches
    let scan = try #require(DiffEngine.inPlaceChanges(source: source, target: target, workspace: &workspace))
    #expect(scan.rearrangedSections == [2, 5, 6])
    let aligned = try #require(
      DiffEngine.alignedResult(scan, source: source, target: target, workspace: &workspace, keep: nil)
    ).rowMatches
    // Sections 0-1 and 3-4 (3 holds no rows) and 7 in place as runs; one number per row of
    // sections 2, 5 and 6 only.
    #expect(aligned.runCount == 3)
    #expect(aligned.sources.count == 29 + 31 + 31 + 4 * 3)
    #expect(aligned == general)
    for row in 0..<general.targetRowCount {
      #expect(aligned.sourceRow(ofTargetRow: row) == general.sourceRow(ofTargetRow: row), "row \(row)")
    }
    var visited: [Int?] = []
    aligned.forEachSourceRow { row, source in
      #expect(row == visited.count)
      visited.append(source)
    }
    #expect(visited == (0..<general.targetRowCount).map { general.sourceRow(ofTargetRow: $0) })
    // Values for every source row, and for only the first rows (a run cut short).
    for count in [240, 75, 0] {
      let values = (0..<count).map { $0 * 10 }
      #expect(aligned.carryingOver(values, unpaired: -1) == general.carryingOver(values, unpaired: -1), "\(count)")
    }
    // Another pairing in the same shape is not equal.
    var sources = aligned.sources
    sources[aligned.runsStart + 1] += 1
    let other = RowMatches(
      sources: sources, runCount: aligned.runCount, targetRowCount: aligned.targetRowCount,
      changedTargetRows: aligned.changedTargetRows)
    #expect(other != general)
    #expect(other != aligned)
  }

  @Test("sections rearranged at both ends and between empty sections in place")
  func rearrangedAtTheEnds() {
    var source = (0..<7).map { section in TestSection(section, ids: Array(section * 100..<(section * 100 + 30))) }
    source[2].elements = []
    source[5].elements = []
    var target = source
    target[6].elements.insert(target[0].elements.remove(at: 17), at: 3)
    target[0].elements.append(TestRow(9_999))
    target[6].elements.removeLast()
    #expect(expectSameAsGeneral(source, target))
  }

  @Test("random edits confined to a few sections give the general path's result")
  func randomEdits() {
    // TESSERA_ALIGNED_SEEDS=n runs n seeds instead of CI's 300.
    let seeds = UInt64(ProcessInfo.processInfo.environment["TESSERA_ALIGNED_SEEDS"] ?? "") ?? 300
    var aligned = 0
    for seed in UInt64(1)...Swift.max(seeds, 1) {
      var random = SeededRandomNumberGenerator(seed: seed)
      let sectionCount = Int.random(in: 2...8, using: &random)
      var nextID = 0
      let source = (0..<sectionCount).map { section in
        TestSection(
          section,
          (0..<Int.random(in: 0...8, using: &random)).map { _ in
            nextID += 1
            // Now and then an identifier repeats.
            return TestRow(Int.random(in: 0..<20, using: &random) == 0 ? nextID / 2 : nextID)
          })
      }
      var target = source
      let touched = (0..<sectionCount).shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random))
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let section = touched.randomElement(using: &random)!
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
          nextID += 1
          target[section].elements.insert(
            TestRow(nextID), at: Int.random(in: 0...target[section].elements.count, using: &random))
        case 1 where !target[section].elements.isEmpty:
          target[section].elements.remove(at: Int.random(in: 0..<target[section].elements.count, using: &random))
        case 2 where !target[section].elements.isEmpty:
          let row = target[section].elements.remove(
            at: Int.random(in: 0..<target[section].elements.count, using: &random))
          let into = touched.randomElement(using: &random)!
          target[into].elements.insert(row, at: Int.random(in: 0...target[into].elements.count, using: &random))
        case 3:
          target[section].header += 1
        default:
          // A content change anywhere, in place or not.
          let any = Int.random(in: 0..<sectionCount, using: &random)
          if !target[any].elements.isEmpty {
            target[any].elements[Int.random(in: 0..<target[any].elements.count, using: &random)].content += 1
          }
        }
      }
      // Edits that left every row in place take the in-place path, not this one.
      guard zip(source, target).contains(where: { $0.elements.map(\.id) != $1.elements.map(\.id) }) else { continue }
      if expectSameAsGeneral(source, target, seed: seed) { aligned += 1 }
    }
    // Most edits leave some section in place and share no id with it: the path was exercised.
    #expect(aligned > Int(seeds) / 4, "\(aligned) of \(seeds) seeds took the aligned path")
  }
}
