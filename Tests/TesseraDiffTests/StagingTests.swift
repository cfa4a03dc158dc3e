import TesseraDiff
import Testing

/// How changes are split into stages, and how each forbidden combination of spec R3.14 is avoided.
@Suite("Staging and the forbidden combinations of R3.14")
struct StagingTests {
  @Test("#1 a row that moves and changes is reloaded in one stage and moved in the next")
  func movedAndUpdatedRow() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 2, 3])], [TestSection(0, [TestRow(3, 1), TestRow(1), TestRow(2)])])
    #expect(stages.count == 2)
    #expect(stages[0].elementUpdates == [path(0, 2)])
    #expect(stages[0].elementMoves.isEmpty)
    #expect(stages[0].data == [TestSection(0, [TestRow(1), TestRow(2), TestRow(3, 1)])])
    #expect(stages[1].elementMoves == [rowMove((0, 2), (0, 0))])
    #expect(stages[1].elementUpdates.isEmpty)
  }

  @Test("#2 a row is never both reloaded and deleted, even among duplicates")
  func reloadAndDelete() {
    let stages = checkedDiff([TestSection(0, [TestRow(1), TestRow(1)])], [TestSection(0, [TestRow(1, 1)])])
    #expect(stages.count == 1)
    #expect(stages[0].elementUpdates == [path(0, 0)])
    #expect(stages[0].elementDeletes == [path(0, 1)])
  }

  @Test("#3 and #6 rows leaving a deleted section are deleted with it and inserted elsewhere")
  func rowsLeavingDeletedSection() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3])], [TestSection(1, ids: [3, 1])])
    #expect(stages.count == 1)
    #expect(stages[0].sectionDeletes == [0])
    #expect(stages[0].elementInserts == [path(0, 1)])
    #expect(stages[0].elementMoves.isEmpty && stages[0].elementDeletes.isEmpty)
  }

  @Test("#4 and #6 rows entering an inserted section come with it")
  func rowsEnteringInsertedSection() {
    let stages = checkedDiff([TestSection(0, ids: [1, 2])], [TestSection(0, ids: [1]), TestSection(9, ids: [2])])
    #expect(stages.count == 1)
    #expect(stages[0].sectionInserts == [1])
    #expect(stages[0].elementDeletes == [path(0, 1)])
    #expect(stages[0].elementMoves.isEmpty && stages[0].elementInserts.isEmpty)
  }

  @Test("#4 and #5 inserts and moves never share a destination, even with repeated identifiers")
  func movesAndInsertsWithDuplicates() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 1, 2]), TestSection(1, ids: [2, 3])],
      [TestSection(0, ids: [2, 1, 1, 1]), TestSection(1, ids: [3, 2, 2])])
    #expect(!stages.isEmpty)
  }

  @Test("#7 a row update and a section move go into separate stages")
  func rowUpdateWithSectionMove() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1]), TestSection(1, ids: [2])],
      [TestSection(1, ids: [2]), TestSection(0, [TestRow(1, 1)])])
    #expect(stages.count == 2)
    #expect(stages[0].elementUpdates == [path(0, 0)])
    #expect(stages[0].sectionMoves.isEmpty)
    #expect(stages[1].sectionMoves.count == 1)
    #expect(stages[1].elementUpdates.isEmpty)
  }

  @Test("#8 no index path gets two operations")
  func noDuplicateOperations() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 2, 2, 3]), TestSection(0, ids: [4])],
      [TestSection(0, ids: [2, 4, 2]), TestSection(0, ids: [1, 3, 3])])
    #expect(!stages.isEmpty)
  }

  @Test("a section update joins the stage when nothing else touches the section")
  func sectionUpdateJoins() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1]), TestSection(1, ids: [2])],
      [TestSection(0, header: 1, ids: [1]), TestSection(1, ids: [2, 3])])
    #expect(stages.count == 1)
    #expect(stages[0].sectionUpdates == [0])
    #expect(stages[0].elementInserts == [path(1, 1)])
  }

  @Test("a section update waits for a stage of its own when its rows change")
  func sectionUpdateWaits() {
    let stages = checkedDiff([TestSection(0, ids: [1, 2])], [TestSection(0, header: 1, ids: [1, 2, 3])])
    #expect(stages.count == 2)
    #expect(stages[0].elementInserts == [path(0, 2)])
    #expect(stages[0].data[0].header == 0)
    #expect(stages[1].sectionUpdates == [0])
    #expect(stages[1].changeCount == 1)
  }

  @Test("a section update waits when its row changes in place")
  func sectionUpdateWithRowUpdateInPlace() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1]), TestSection(1, ids: [2])],
      [TestSection(0, header: 1, [TestRow(1, 1)]), TestSection(1, header: 1, ids: [2])])
    #expect(stages.count == 2)
    #expect(stages[0].elementUpdates == [path(0, 0)])
    #expect(stages[0].sectionUpdates == [1])
    #expect(stages[1].sectionUpdates == [0])
  }

  @Test("a section update blocked in every stage gets a last stage of its own")
  func blockedSectionUpdate() {
    // Row 3 changes while section 0 moves (#7), and section 0 also changes its header and its
    // rows (L4): section operations, then row operations, then the header.
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3])],
      [TestSection(1, [TestRow(3, 1)]), TestSection(0, header: 1, ids: [1, 9])])
    #expect(stages.count == 3)
    #expect(stages[0].sectionMoves.count == 1 && stages[0].elementUpdates.isEmpty)
    #expect(stages[1].elementDeletes == [path(1, 1)] && stages[1].elementUpdates == [path(0, 0)])
    #expect(stages[1].elementInserts == [path(1, 1)] && stages[1].sectionMoves.isEmpty)
    #expect(stages[1].data[1].header == 0)
    #expect(stages[2].sectionUpdates == [1] && stages[2].changeCount == 1)
  }

  @Test("L4 a moved section carries no row operation in the batch that moves it")
  func movedSectionKeepsItsRowsStill() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3]), TestSection(2, ids: [4])],
      [TestSection(2, ids: [4, 5]), TestSection(0, ids: [1]), TestSection(1, ids: [3, 2])])
    #expect(stages.count == 2)
    for stage in stages where !stage.sectionMoves.isEmpty {
      let moved = Set(stage.sectionMoves.map(\.target))
      #expect(!stage.elementInserts.contains { moved.contains($0.section) })
      #expect(!stage.elementMoves.contains { moved.contains($0.target.section) })
    }
  }

  @Test("the three-step fallback: a row moves and changes inside a section that moves")
  func threeSteps() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 2, 3]), TestSection(1, ids: [4])],
      [TestSection(1, ids: [4]), TestSection(0, [TestRow(3, 1), TestRow(1), TestRow(2)])])
    #expect(stages.count == 3)
    #expect(stages[0].elementUpdates == [path(0, 2)])
    #expect(stages[1].sectionMoves.count == 1 && stages[1].elementMoves.isEmpty)
    #expect(stages[2].elementMoves == [rowMove((1, 2), (1, 0))] && stages[2].sectionMoves.isEmpty)
  }

  @Test("when one stage is enough there is one")
  func oneStageWhenEnough() {
    let source = (0..<7).map { section in TestSection(section, ids: Array((section * 10)..<(section * 10 + 5))) }
    var target = source
    target.swapAt(0, 5)
    target[1].elements.remove(at: 2)
    target[2].elements.insert(TestRow(99), at: 0)
    target[3].elements.append(target[4].elements.removeFirst())
    target[6].header = 1  // a section that nothing else touches
    let stages = checkedDiff(source, target)
    #expect(stages.count == 1)
  }
}
