import TesseraDiff
import TesseraTesting
import Testing

/// Randomised oracle tests: 10 batches of 1,000 seeded cases, run in parallel.
@Suite("Random lists against the UIKit oracle")
struct PropertyTests {
  static let casesPerBatch: UInt64 = 1_000

  @Test("every stage is a legal batch and the stages lead to the target", arguments: 0..<10)
  func oracle(batch: Int) {
    let first = 0x5EED_0000 + UInt64(batch) * Self.casesPerBatch
    for seed in first..<(first + Self.casesPerBatch) {
      let generated = RandomLists.makeCase(seed: seed)
      let stages = StagedChangeset(source: generated.source, target: generated.target)
      let problems = UIKitBatchOracle.problems(applying: stages, to: generated.source, target: generated.target)
      guard problems.isEmpty else {
        Issue.record("seed \(seed): \(problems)\n\(generated)\n\(stages.summary)")
        return
      }
      guard check(generated, stages) else { return }
    }
  }

  /// Properties beyond validity: zero stages iff equal, bounded stage count, minimal moves,
  /// a single stage when nothing is updated or moves as a section, no duplicates reported for unique identifiers.
  private func check(_ generated: RandomCase, _ stages: StagedChangeset<TestSection>) -> Bool {
    let seed = generated.seed
    let isEqual = UIKitBatchOracle.difference(generated.source, generated.target) == nil
    var ok = true
    func expect(_ condition: Bool, _ what: String) {
      if !condition && ok {
        Issue.record("seed \(seed): \(what)\n\(generated)\n\(stages.summary)")
        ok = false
      }
    }
    expect(stages.isEmpty == isEqual, "zero stages exactly when the lists are equal")
    expect(stages.count <= 4, "at most four stages")
    if generated.isMutation && !generated.mayHaveDuplicates {
      expect(
        stages.rowMoveCount <= generated.rowMoves, "no more row moves than rows really moved (\(generated.rowMoves))")
      expect(
        stages.sectionMoveCount <= generated.sectionMoves,
        "no more section moves than sections really moved (\(generated.sectionMoves))")
      if generated.contentChanges == 0 {
        // Without updates only L4 (a moved section carrying row operations) can force a split,
        // and sections-then-rows always resolves it.
        expect(
          stages.count <= (generated.sectionMoves == 0 ? 1 : 2),
          "one stage, or two with section moves, when nothing is updated")
      }
      expect(stages.duplicateCount == 0, "no duplicates reported for unique identifiers")
    }
    return ok
  }
}
