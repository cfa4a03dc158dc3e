import TesseraDiff
import TesseraTesting
import Testing

/// The oracle must reject what UITableView rejects, or the other tests prove nothing.
@Suite("The UIKit oracle rejects illegal batches")
struct OracleSelfTests {
  typealias Oracle = UIKitBatchOracle<TestSection>

  private func problems(_ before: [TestSection], _ stage: Changeset<TestSection>) -> [String] {
    Oracle.apply(stage, to: before).problems
  }

  private func path(_ section: Int, _ row: Int) -> ElementPath { ElementPath(element: row, section: section) }

  @Test("a valid batch mixing every row operation passes (R3.8, T12)")
  func validBatch() {
    let before = [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3, 4, 5])]
    let after = [TestSection(0, ids: [9, 1, 2]), TestSection(1, [TestRow(3), TestRow(4, 1)])]
    let stage = Changeset(
      data: after, elementDeletes: [path(1, 2)], elementInserts: [path(0, 0)], elementUpdates: [path(1, 1)])
    #expect(problems(before, stage) == [])
  }

  @Test("reload and move of one row is rejected (R3.14 #1, T8)")
  func reloadAndMove() {
    let before = [TestSection(0, ids: [1, 2, 3])]
    let after = [TestSection(0, [TestRow(1), TestRow(3), TestRow(2, 1)])]
    let stage = Changeset(
      data: after, elementUpdates: [path(0, 1)], elementMoves: [Move(source: path(0, 1), target: path(0, 2))])
    #expect(problems(before, stage).contains { $0.hasPrefix("R-d reload and move") })
  }

  @Test("reload and delete of one row is rejected (R3.14 #2)")
  func reloadAndDelete() {
    let before = [TestSection(0, ids: [1, 2])]
    let stage = Changeset(data: [TestSection(0, ids: [1])], elementDeletes: [path(0, 1)], elementUpdates: [path(0, 1)])
    #expect(problems(before, stage).contains { $0.hasPrefix("R-c") })
  }

  @Test("delete and move of one row or section is rejected (R3.14 #3)")
  func deleteAndMove() {
    let before = [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3])]
    let rows = Changeset(
      data: [TestSection(0, ids: [2]), TestSection(1, ids: [3])], elementDeletes: [path(0, 0)],
      elementMoves: [Move(source: path(0, 0), target: path(0, 0))])
    #expect(problems(before, rows).contains { $0.hasPrefix("R-d delete and move") })
    let sections = Changeset(
      data: [TestSection(0, ids: [1, 2])], sectionDeletes: [1], sectionMoves: [Move(source: 1, target: 0)])
    #expect(problems(before, sections).contains { $0.hasPrefix("S2") })
  }

  @Test("insert and move to one row or section is rejected (R3.14 #4)")
  func insertAndMove() {
    let before = [TestSection(0, ids: [1, 2])]
    let stage = Changeset(
      data: [TestSection(0, ids: [2, 1])], elementInserts: [path(0, 0)],
      elementMoves: [Move(source: path(0, 1), target: path(0, 0))])
    #expect(problems(before, stage).contains { $0.hasPrefix("R-g") })
    let sections = Changeset(
      data: [TestSection(1, ids: []), TestSection(0, ids: [1, 2])], sectionInserts: [0],
      sectionMoves: [Move(source: 0, target: 0)])
    #expect(problems(before, sections).contains { $0.hasPrefix("S4") })
  }

  @Test("two moves to one place, or one row moved twice, are rejected (R3.14 #5)")
  func doubleMoves() {
    let before = [TestSection(0, ids: [1, 2, 3])]
    let stage = Changeset(
      data: [TestSection(0, ids: [3, 1, 2])],
      elementMoves: [Move(source: path(0, 2), target: path(0, 0)), Move(source: path(0, 1), target: path(0, 0))])
    #expect(problems(before, stage).contains { $0.hasPrefix("R-m") })
    let twice = Changeset(
      data: [TestSection(0, ids: [3, 1, 2])],
      elementMoves: [Move(source: path(0, 2), target: path(0, 0)), Move(source: path(0, 2), target: path(0, 1))])
    #expect(problems(before, twice).contains { $0.hasPrefix("R-l") })
  }

  @Test("row moves out of a deleted or into an inserted section are rejected (R3.14 #6)")
  func movesAcrossDeletedOrInsertedSections() {
    let before = [TestSection(0, ids: [1]), TestSection(1, ids: [2])]
    let out = Changeset(
      data: [TestSection(1, ids: [2, 1])], sectionDeletes: [0],
      elementMoves: [Move(source: path(0, 0), target: path(0, 1))])
    #expect(problems(before, out).contains { $0.hasPrefix("L4/R-n") })
    let into = Changeset(
      data: [TestSection(0, ids: []), TestSection(1, ids: [2]), TestSection(7, ids: [1])], sectionInserts: [2],
      elementMoves: [Move(source: path(0, 0), target: path(2, 0))])
    #expect(problems(before, into).contains { $0.hasPrefix("L4/R-o") })
  }

  @Test("reloadRows together with moveSection is rejected (R3.14 #7, T13)")
  func reloadWithSectionMove() {
    let before = [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3, 4])]
    let stage = Changeset(
      data: [TestSection(1, [TestRow(3, 1), TestRow(4)]), TestSection(0, ids: [1, 2])],
      sectionMoves: [Move(source: 1, target: 0)], elementUpdates: [path(1, 0)])
    #expect(problems(before, stage).contains { $0.hasPrefix("R3.14#7") })
  }

  @Test("duplicate operations on one index path are rejected (R3.14 #8)")
  func duplicateOperations() {
    let before = [TestSection(0, ids: [1, 2])]
    let stage = Changeset(data: [TestSection(0, ids: [1])], elementDeletes: [path(0, 1), path(0, 1)])
    #expect(problems(before, stage).contains { $0.hasPrefix("L5") })
  }

  @Test("row operations inside a deleted section are rejected (L4, T3)")
  func rowDeleteInsideDeletedSection() {
    let before = [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3, 4, 5])]
    let stage = Changeset(data: [TestSection(1, ids: [3, 4, 5])], sectionDeletes: [0], elementDeletes: [path(0, 1)])
    #expect(problems(before, stage).contains { $0.hasPrefix("L4") })
  }

  @Test("wrong row counts are rejected (R3.7, T5)")
  func wrongCounts() {
    let before = [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3, 4, 5])]
    let stage = Changeset(
      data: [TestSection(0, ids: [1, 2]), TestSection(1, ids: [2, 3, 4, 5])],
      elementMoves: [Move(source: path(0, 1), target: path(1, 0))])
    #expect(problems(before, stage).contains { $0.hasPrefix("R3.7") })
  }

  @Test("a count-consistent batch with the wrong rows is caught (R10.5)")
  func wrongIdentity() {
    let before = [TestSection(0, ids: [1, 2])]
    let stage = Changeset(
      data: [TestSection(0, ids: [2, 1])], elementDeletes: [path(0, 1)], elementInserts: [path(0, 1)])
    #expect(problems(before, stage).contains { $0.contains("another identity") })
  }

  @Test("a forgotten update is caught as stale content")
  func forgottenUpdate() {
    let before = [TestSection(0, ids: [1, 2])]
    let stage = Changeset(data: [TestSection(0, [TestRow(1), TestRow(2, 5)])], elementInserts: [])
    #expect(problems(before, Changeset(data: before)).isEmpty)
    #expect(problems(before, stage).contains { $0.contains("stale content") })
  }

  @Test("a section reload together with a row operation inside it is rejected")
  func sectionReloadWithRowOperation() {
    let before = [TestSection(0, ids: [1, 2])]
    let stage = Changeset(
      data: [TestSection(0, header: 1, ids: [1])], sectionUpdates: [0], elementDeletes: [path(0, 1)])
    #expect(problems(before, stage).contains { $0.contains("inside a reloaded section") })
  }
}
