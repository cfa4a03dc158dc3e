import TesseraDiff
import Testing

/// One hand-written case per kind of operation, each checked by the oracle.
@Suite("Operations")
struct OperationTests {
  @Test("equal lists give no stage, even in separate buffers")
  func equal() {
    let source = [TestSection(0, ids: [1, 2]), TestSection(1, ids: [])]
    #expect(checkedDiff(source, source.map { $0 }).isEmpty)
    #expect(checkedDiff([], []).isEmpty)
  }

  @Test("section delete")
  func sectionDelete() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3]), TestSection(2, ids: [4])],
      [TestSection(0, ids: [1, 2]), TestSection(2, ids: [4])])
    #expect(stages.count == 1)
    #expect(stages.first?.sectionDeletes == [1])
    #expect(stages.first?.changeCount == 1)
  }

  @Test("section insert")
  func sectionInsert() {
    let stages = checkedDiff([TestSection(0, ids: [1])], [TestSection(5, ids: [7, 8]), TestSection(0, ids: [1])])
    #expect(stages.count == 1)
    #expect(stages.first?.sectionInserts == [0])
    #expect(stages.first?.changeCount == 1)
  }

  @Test("section move: only the section that really moved")
  func sectionMove() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1]), TestSection(1, ids: [2]), TestSection(2, ids: [3])],
      [TestSection(2, ids: [3]), TestSection(0, ids: [1]), TestSection(1, ids: [2])])
    #expect(stages.count == 1)
    #expect(stages.first?.sectionMoves == [Move(source: 2, target: 0)])
    #expect(stages.first?.changeCount == 1)
  }

  @Test("section update")
  func sectionUpdate() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1]), TestSection(1, ids: [2])],
      [TestSection(0, ids: [1]), TestSection(1, header: 1, ids: [2])])
    #expect(stages.count == 1)
    #expect(stages.first?.sectionUpdates == [1])
    #expect(stages.first?.changeCount == 1)
  }

  @Test("row delete")
  func rowDelete() {
    let stages = checkedDiff([TestSection(0, ids: [1, 2, 3])], [TestSection(0, ids: [1, 3])])
    #expect(stages.first?.elementDeletes == [path(0, 1)])
    #expect(stages.changeCount == 1)
  }

  @Test("row insert")
  func rowInsert() {
    let stages = checkedDiff([TestSection(0, ids: [1, 3])], [TestSection(0, ids: [1, 2, 3, 4])])
    #expect(stages.first?.elementInserts == [path(0, 1), path(0, 3)])
    #expect(stages.changeCount == 2)
  }

  @Test("row move within a section")
  func rowMoveWithin() {
    let stages = checkedDiff([TestSection(0, ids: [1, 2, 3, 4])], [TestSection(0, ids: [2, 3, 4, 1])])
    #expect(stages.first?.elementMoves == [rowMove((0, 0), (0, 3))])
    #expect(stages.changeCount == 1)
  }

  @Test("row move across sections")
  func rowMoveAcross() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3])],
      [TestSection(0, ids: [1]), TestSection(1, ids: [2, 3])])
    #expect(stages.first?.elementMoves == [rowMove((0, 1), (1, 0))])
    #expect(stages.changeCount == 1)
  }

  @Test("row update")
  func rowUpdate() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 2])], [TestSection(0, [TestRow(1), TestRow(2, 7)])])
    #expect(stages.count == 1)
    #expect(stages.first?.elementUpdates == [path(0, 1)])
    #expect(stages.changeCount == 1)
  }

  @Test("row update beside inserts and deletes stays one stage")
  func rowUpdateWithStructure() {
    let stages = checkedDiff(
      [TestSection(0, ids: [1, 2, 3]), TestSection(1, ids: [4])],
      [TestSection(0, [TestRow(9), TestRow(1), TestRow(3, 1)]), TestSection(1, ids: [4, 5])])
    #expect(stages.count == 1)
    #expect(stages.first?.elementDeletes == [path(0, 1)])
    #expect(stages.first?.elementInserts == [path(0, 0), path(1, 1)])
    #expect(stages.first?.elementUpdates == [path(0, 2)])
  }

  @Test("every structural operation at once fits in one stage when moved sections keep their rows")
  func everythingAtOnce() {
    let source = [
      TestSection(0, ids: [1, 2, 3]), TestSection(1, ids: [4, 5]), TestSection(2, ids: [6]),
      TestSection(3, ids: [7, 8]),
    ]
    let target = [
      TestSection(3, ids: [7, 8]), TestSection(0, ids: [10, 1]), TestSection(9, ids: [11]),
      TestSection(1, ids: [5, 3, 2]),
    ]
    let stages = checkedDiff(source, target)
    #expect(stages.count == 1)
    let stage = stages[0]
    #expect(stage.sectionDeletes == [2])
    #expect(stage.sectionInserts == [2])
    #expect(stage.sectionMoves == [Move(source: 3, target: 0)])
    #expect(stage.elementDeletes == [path(1, 0)])
    #expect(stage.elementInserts == [path(1, 0)])
    #expect(stage.elementMoves.count == 2)  // 2 and 3 change section
  }

  @Test("sections first, then rows, when a moved section also changes its rows (L4)")
  func movedSectionWithRowChanges() {
    let source = [
      TestSection(0, ids: [1, 2, 3]), TestSection(1, ids: [4, 5]), TestSection(2, ids: [6]),
      TestSection(3, ids: [7, 8]),
    ]
    let target = [
      TestSection(3, ids: [8, 7, 2]), TestSection(0, ids: [10, 1]), TestSection(9, ids: [11]),
      TestSection(1, ids: [5, 3]),
    ]
    let stages = checkedDiff(source, target)
    #expect(stages.count == 2)
    // Section 3 moves in the first stage; its rows change only in the second.
    #expect(stages[0].sectionMoves == [Move(source: 3, target: 0)])
    #expect(stages[0].sectionDeletes == [2] && stages[0].sectionInserts == [2])
    #expect(stages[0].elementMoves.isEmpty && stages[0].elementInserts.isEmpty)
    #expect(stages[1].sectionMoves.isEmpty)
    #expect(stages[1].elementInserts == [path(1, 0)])
    #expect(stages[1].elementMoves.count == 3)  // 2 and 3 change section; 7 or 8 changes order
    #expect(stages.rowDeleteCount == 1)
  }

  @Test("empty lists and empty sections")
  func emptiness() {
    #expect(checkedDiff([], [TestSection(0, ids: [1])]).first?.sectionInserts == [0])
    #expect(checkedDiff([TestSection(0, ids: [1])], []).first?.sectionDeletes == [0])
    #expect(checkedDiff([TestSection(0, ids: [])], [TestSection(0, ids: [1])]).first?.elementInserts == [path(0, 0)])
    #expect(checkedDiff([TestSection(0, ids: [1])], [TestSection(0, ids: [])]).first?.elementDeletes == [path(0, 0)])
    let moved = checkedDiff(
      [TestSection(0, ids: []), TestSection(1, ids: [])], [TestSection(1, ids: []), TestSection(0, ids: [])])
    #expect(moved.count == 1 && moved[0].sectionMoves.count == 1)
  }

  @Test("flat lists diff in section 0")
  func flat() {
    let source = [1, 2, 3, 4].map { TestRow($0) }
    let target = [TestRow(4), TestRow(1), TestRow(3, 1), TestRow(5)]
    let stages = StagedChangeset(source: source, target: target)
    #expect(stages.count == 1)
    #expect(stages[0].elementDeletes == [path(0, 1)])
    #expect(stages[0].elementInserts == [path(0, 3)])
    #expect(stages[0].elementUpdates == [path(0, 2)])
    #expect(stages[0].elementMoves == [rowMove((0, 3), (0, 0))])
    #expect(stages[0].data.first?.elements == target)
  }

  @Test("a staged changeset is Sendable when its sections are")
  func sendable() {
    let stages: any Sendable = StagedChangeset(source: [TestSection(0, ids: [1])], target: [])
    #expect(stages is StagedChangeset<TestSection>)
  }
}
