import TesseraDiff
import Testing

/// The duplicate policy: the k-th occurrence in the source pairs with the k-th in the target.
@Suite("Duplicate identifiers")
struct DuplicateTests {
  @Test("occurrences pair in order, so swapped duplicates are updates, not moves")
  func pairsInOrder() {
    let stages = checkedDiff(
      [TestSection(0, [TestRow(1, 0), TestRow(1, 1)])], [TestSection(0, [TestRow(1, 1), TestRow(1, 0)])])
    #expect(stages.count == 1)
    #expect(stages[0].elementUpdates == [path(0, 0), path(0, 1)])
    #expect(stages.rowMoveCount == 0)
  }

  @Test("extra occurrences are deleted or inserted, and counted")
  func extraOccurrences() {
    let stages = checkedDiff([TestSection(0, ids: [1, 1, 2])], [TestSection(0, ids: [2, 1, 1, 1])])
    // Source repeats 1 once; the target repeats it twice.
    #expect(stages.duplicateCount == 3)
    #expect(stages.rowInsertCount == 1)
  }

  @Test("repeated section identifiers pair in order; the rows of an unpaired one go with it")
  func duplicateSections() {
    let stages = checkedDiff([TestSection(1, ids: [1]), TestSection(1, ids: [2])], [TestSection(1, ids: [2])])
    #expect(stages.duplicateCount == 1)
    #expect(stages.count == 1)
    #expect(stages[0].sectionDeletes == [1])
    #expect(stages[0].elementDeletes == [path(0, 0)])
    #expect(stages[0].elementInserts == [path(0, 0)])
  }

  @Test("unique identifiers report no duplicate")
  func noDuplicates() {
    let stages = checkedDiff([TestSection(0, ids: [1, 2])], [TestSection(0, ids: [2, 3])])
    #expect(stages.duplicateCount == 0)
  }
}
