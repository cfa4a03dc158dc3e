@testable import TesseraDiff
import TesseraTesting
import Testing

/// A diff that reuses a workspace gives exactly what a fresh diff gives: its tables are never
/// cleared between diffs, so every case below would show stale buckets or match arrays.
@Suite("Diff workspace")
struct WorkspaceTests {
  @Test("one workspace reused over 2,000 random cases gives the fresh diff's stages", arguments: 0..<2)
  func reusedWorkspaceMatchesFreshDiffs(batch: Int) {
    var workspace = DiffWorkspace()
    let first = 0x5EED_8000 + UInt64(batch) * 1_000
    for seed in first..<(first + 1_000) {
      let generated = RandomLists.makeCase(seed: seed)
      let fresh = StagedChangeset(source: generated.source, target: generated.target)
      let reused = StagedChangeset(source: generated.source, target: generated.target, workspace: &workspace)
      guard sameChanges(fresh, reused) else {
        Issue.record(
          "seed \(seed): a reused workspace gave\n\(reused.summary)\ninstead of\n\(fresh.summary)\n\(generated)")
        return
      }
    }
  }

  @Test("lists that grow and shrink between diffs reuse the memory and stay correct")
  func growingAndShrinking() {
    var workspace = DiffWorkspace()
    var rng = SeededRandomNumberGenerator(seed: 91)
    for size in [10, 2_000, 3, 500, 20_000, 7, 0, 1_500, 40] {
      let source = [TestSection(0, ids: Array(0..<size))]
      var ids = Array(0..<(size + size / 3))
      ids.shuffle(using: &rng)
      let target = [TestSection(0, ids: Array(ids.prefix(size)))]
      let stages = StagedChangeset(source: source, target: target, workspace: &workspace)
      let problems = UIKitBatchOracle.problems(applying: stages, to: source, target: target)
      #expect(problems.isEmpty, "size \(size): \(problems)")
      #expect(sameChanges(stages, StagedChangeset(source: source, target: target)), "size \(size)")
    }
    let bytes = workspace.byteCount
    #expect(bytes > 0)
  }

  @Test("the table stamps wrap around without a stale bucket being taken for a live one")
  func epochsWrapAround() {
    var workspace = DiffWorkspace()
    let source = [TestSection(0, ids: Array(0..<300)), TestSection(1, ids: Array(300..<400))]
    let target = [TestSection(1, ids: Array((300..<400).reversed())), TestSection(0, ids: Array(0..<250))]
    let expected = StagedChangeset(source: source, target: target)
    _ = StagedChangeset(source: source, target: target, workspace: &workspace)
    workspace.tableEpoch = MatchTable.lastEpoch - 9
    for round in 0..<8 {
      let stages = StagedChangeset(source: source, target: target, workspace: &workspace)
      let epoch = workspace.tableEpoch
      #expect(sameChanges(stages, expected), "round \(round), epoch \(epoch)")
    }
    let epoch = workspace.tableEpoch
    #expect(epoch < MatchTable.lastEpoch - 9, "the epochs wrapped")
  }

  @Test("the stages own their memory: a later diff in the same workspace changes nothing in them")
  func resultsOutliveTheWorkspace() {
    var workspace = DiffWorkspace()
    let source = [TestSection(0, ids: Array(0..<100))]
    let target = [TestSection(0, ids: Array((0..<100).reversed()))]
    let kept = StagedChangeset(source: source, target: target, workspace: &workspace)
    let copy = StagedChangeset(source: source, target: target)
    _ = StagedChangeset(source: target, target: [TestSection(0, ids: Array(50..<150))], workspace: &workspace)
    #expect(sameChanges(kept, copy))
    #expect(kept.rowMatches == copy.rowMatches)
  }
}

/// Whether two staged changesets hold the same operations, matches and duplicate count.
func sameChanges<Section>(_ lhs: StagedChangeset<Section>, _ rhs: StagedChangeset<Section>) -> Bool {
  guard lhs.count == rhs.count, lhs.duplicateCount == rhs.duplicateCount, lhs.rowMatches == rhs.rowMatches else {
    return false
  }
  return zip(lhs, rhs).allSatisfy { left, right in
    left.sectionDeletes == right.sectionDeletes && left.sectionInserts == right.sectionInserts
      && left.sectionUpdates == right.sectionUpdates && left.sectionMoves == right.sectionMoves
      && left.elementDeletes == right.elementDeletes && left.elementInserts == right.elementInserts
      && left.elementUpdates == right.elementUpdates && left.elementMoves == right.elementMoves
  }
}
