import TesseraDiff
import TesseraTesting
import Testing

/// The row matches a diff hands over agree with pairing by identifier, and carry values over.
@Suite("Row matches")
struct RowMatchesTests {
  @Test("every target row's partner and changed flag agree with pairing by id (2,000 random cases)")
  func matchesAgreeWithIdentity() {
    var workspace = DiffWorkspace()
    var checked = 0
    for seed in UInt64(0x3A7C_0000)..<UInt64(0x3A7C_0000 + 2_000) {
      let generated = RandomLists.makeCase(seed: seed)
      guard !generated.mayHaveDuplicates else { continue }
      let stages = StagedChangeset(source: generated.source, target: generated.target, workspace: &workspace)
      let expected = Self.expectedMatches(generated.source, generated.target)
      let matches = stages.rowMatches
      let actual = (0..<matches.targetRowCount).map { row in
        matches.sourceRow(ofTargetRow: row).map { ($0, matches.isContentChanged(targetRow: row)) }
      }
      guard actual.map(\.?.0) == expected.map(\.?.0), actual.map(\.?.1) == expected.map(\.?.1) else {
        Issue.record("seed \(seed): matches \(actual) instead of \(expected)\n\(generated)")
        return
      }
      let sourceValues = (0..<generated.source.reduce(0) { $0 + $1.elements.count }).map { $0 * 10 }
      let carried = matches.carryingOver(sourceValues, unpaired: -1)
      #expect(carried == expected.map { $0.map { $0.source * 10 } ?? -1 }, "seed \(seed)")
      checked += 1
    }
    #expect(checked > 1_000)
  }

  @Test("an in-place change carries values position by position")
  func inPlaceCarry() {
    let source = [TestSection(0, ids: [1, 2, 3])]
    let target = [TestSection(0, [TestRow(1), TestRow(2, 5), TestRow(3)])]
    let matches = StagedChangeset(source: source, target: target).rowMatches
    #expect(matches.isInPlace)
    #expect(matches.changedTargetRows == [1])
    #expect(matches.carryingOver(["a", "b", "c"], unpaired: "-") == ["a", "b", "c"])
    #expect(matches.carryingOver(["a"], unpaired: "-") == ["a", "-", "-"])
  }

  /// For each flat target row: the flat source row with the same id when both rows' sections
  /// are in both lists, and whether its content changed.
  private static func expectedMatches(
    _ source: [TestSection], _ target: [TestSection]
  ) -> [(source: Int, changed: Bool)?] {
    let targetSectionIDs = Set(target.map(\.id))
    let sourceSectionIDs = Set(source.map(\.id))
    var sourceRows: [Int: (flat: Int, row: TestRow)] = [:]
    var flat = 0
    for section in source {
      for row in section.elements {
        if targetSectionIDs.contains(section.id) { sourceRows[row.id] = (flat, row) }
        flat += 1
      }
    }
    return target.flatMap { section in
      section.elements.map { row -> (source: Int, changed: Bool)? in
        guard sourceSectionIDs.contains(section.id), let partner = sourceRows[row.id] else { return nil }
        return (partner.flat, partner.row.content != row.content)
      }
    }
  }
}
