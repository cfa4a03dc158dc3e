import Foundation
import HeadlessUIKit
import Testing

/// The test vectors T1-T16 of spec R3.17, each with the expected error kind, arguments and
/// message (compared with whitespace collapsed, R3.9).
@MainActor
struct BatchVectorTests {
  /// Runs one batch that swaps the model to `after` counts inside the block (R7.2).
  private func batch(
    _ fixture: Fixture, after: [Int], _ operations: @escaping (UITableView) -> Void
  ) -> TableUpdateError? {
    do {
      try fixture.table.checkedPerformBatchUpdates {
        fixture.source.sections = ListDataSource.titles(after)
        operations(fixture.table)
      }
      return nil
    } catch {
      return error
    }
  }

  private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test("T1 (R3.7): two deletes with the model unchanged raise the rows message")
  func t1() {
    let fixture = Fixture(counts: [3])
    fixture.load()
    let error = batch(fixture, after: [0]) { $0.deleteRows(at: [path(0, 1), path(0, 0)], with: .automatic) }
    #expect(
      error?.kind == .invalidRowCount(section: 0, after: 0, before: 3, inserted: 0, deleted: 2, movedIn: 0, movedOut: 0)
    )
    let message = collapsed(error?.message(style: .classic) ?? "")
    #expect(
      message
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
        + "after the update (0) must be equal to the number of rows contained in that section before the update (3), "
        + "plus or minus the number of rows inserted or deleted from that section (0 inserted, 2 deleted) and plus or "
        + "minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    // The modern rendering of the same failure, as in the 2024 report (R3.9 .batchDetected).
    #expect(
      collapsed(error?.message(style: .batchDetected) ?? "")
        == "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and "
        + "after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 "
        + "section with row counts: [3] } Data source after updates = { 1 section with row counts: [0] } Updates = [ "
        + "Delete row (0 - 1), Delete row (0 - 0) ]")
  }

  @Test("T2 (R3.6 legal list): delete and insert at the same path is a replace")
  func t2() {
    let fixture = Fixture(counts: [5])
    fixture.load()
    let error = batch(fixture, after: [5]) {
      $0.deleteRows(at: [path(0, 2)], with: .fade)
      $0.insertRows(at: [path(0, 2)], with: .fade)
    }
    #expect(error == nil)
    #expect(fixture.table.violations.isEmpty)
  }

  @Test("T3 (R3.4): a row delete inside a deleted section is dropped")
  func t3() {
    let fixture = Fixture(counts: [2, 3])
    fixture.load()
    let error = batch(fixture, after: [3]) {
      $0.deleteSections(IndexSet(integer: 0), with: .fade)
      $0.deleteRows(at: [path(0, 1)], with: .fade)
    }
    #expect(error == nil)
    #expect(fixture.table.eventLog.contains(.batchCommit(ops: [.deleteSection(0)])))
  }

  @Test("T4 (R3.7): a row moved across sections with matching counts is valid")
  func t4() {
    let fixture = Fixture(counts: [2, 3])
    fixture.load()
    let error = batch(fixture, after: [1, 4]) { $0.moveRow(at: path(0, 1), to: path(1, 0)) }
    #expect(error == nil)
  }

  @Test("T5 (R3.7): a move the model does not follow raises the rows message with moved out")
  func t5() {
    let fixture = Fixture(counts: [2, 3])
    fixture.load()
    let error = batch(fixture, after: [2, 4]) { $0.moveRow(at: path(0, 1), to: path(1, 0)) }
    #expect(
      error?.kind == .invalidRowCount(section: 0, after: 2, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1)
    )
  }

  @Test("T6 (R-f): inserting past the new row count")
  func t6() {
    let fixture = Fixture(counts: [8])
    fixture.load()
    let error = batch(fixture, after: [8]) { $0.insertRows(at: [path(0, 8)], with: .automatic) }
    #expect(error?.kind == .insertRowOutOfRange(row: 8, section: 0, rowCount: 8))
    #expect(
      collapsed(error?.message(style: .classic) ?? "")
        == "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update")
  }

  @Test("T7 (R-b): an out-of-range reload reports the delete message")
  func t7() {
    let fixture = Fixture(counts: [2])
    fixture.load()
    let error = batch(fixture, after: [2]) { $0.reloadRows(at: [path(0, 2)], with: .automatic) }
    #expect(error?.kind == .deleteRowOutOfRange(row: 2, section: 0, rowCount: 2))
    #expect(
      error?.message(style: .classic)
        == "attempt to delete row 2 from section 0 which only contains 2 rows before the update")
  }

  @Test("T8 (R-d): reload and move of one row")
  func t8() {
    let fixture = Fixture(counts: [3])
    fixture.load()
    let error = batch(fixture, after: [3]) {
      $0.reloadRows(at: [path(0, 1)], with: .automatic)
      $0.moveRow(at: path(0, 1), to: path(0, 2))
    }
    #expect(error?.kind == .deleteAndMoveSameRow(path(0, 1)))
    #expect(
      error?.message(style: .classic)
        == "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 1})"
    )
  }

  @Test("T9 (R-a): deleting a row of a table without sections")
  func t9() {
    let fixture = Fixture(counts: [])
    fixture.load()
    let error = batch(fixture, after: []) { $0.deleteRows(at: [path(0, 0)], with: .automatic) }
    #expect(error?.kind == .deleteRowSectionOutOfRange(row: 0, section: 0, sectionCount: 0))
    #expect(
      error?.message(style: .classic)
        == "attempt to delete row 0 from section 0, but there are only 0 sections before the update")
  }

  @Test("T10 (R2.5): a batch on an invalid cache loads the already mutated model as 'before'")
  func t10() {
    let fixture = Fixture(counts: [4])
    fixture.load()
    fixture.source.sections = ListDataSource.titles([5])
    fixture.table.reloadData()
    let error = batch(fixture, after: [5]) { $0.insertRows(at: [path(0, 4)], with: .automatic) }
    #expect(
      error?.kind == .invalidRowCount(section: 0, after: 5, before: 5, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
    )
    #expect(fixture.table.eventLog.contains(.implicitReloadBeforeBatch))
  }

  @Test("T11 (R3.13): an empty batch still validates counts against the cache")
  func t11() {
    let fixture = Fixture(counts: [4])
    fixture.load()
    fixture.source.sections = ListDataSource.titles([11])
    fixture.table.beginUpdates()
    fixture.table.endUpdates()
    #expect(
      fixture.table.lastError?.kind
        == .invalidRowCount(section: 0, after: 11, before: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
  }

  @Test("T12 (R3.8): the worked example of an Apple engineer is valid")
  func t12() {
    let fixture = Fixture(counts: [10, 20, 30])
    fixture.load()
    let error = batch(fixture, after: [11, 21, 29]) {
      $0.insertRows(at: [path(0, 0)], with: .automatic)
      $0.reloadRows(at: [path(1, 1)], with: .automatic)
      $0.insertRows(at: [path(1, 2)], with: .automatic)
      $0.deleteRows(at: [path(2, 1)], with: .automatic)
    }
    #expect(error == nil)
    // Any other answer from the data source raises the rows message.
    let other = Fixture(counts: [10, 20, 30])
    other.load()
    let wrong = batch(other, after: [11, 22, 29]) {
      $0.insertRows(at: [path(0, 0)], with: .automatic)
      $0.reloadRows(at: [path(1, 1)], with: .automatic)
      $0.insertRows(at: [path(1, 2)], with: .automatic)
      $0.deleteRows(at: [path(2, 1)], with: .automatic)
    }
    #expect(
      wrong?.kind
        == .invalidRowCount(section: 1, after: 22, before: 20, inserted: 2, deleted: 1, movedIn: 0, movedOut: 0))
  }

  @Test("T13 (R3.14 #7): reloadRows with moveSection is rejected")
  func t13() {
    let fixture = Fixture(counts: [2, 2])
    fixture.load()
    let error = batch(fixture, after: [2, 2]) {
      $0.reloadRows(at: [path(1, 0)], with: .automatic)
      $0.moveSection(1, toSection: 0)
    }
    #expect(error?.kind == .reloadWithSectionMove(section: 0, after: 2, before: 2))
    let message = collapsed(error?.message(style: .classic) ?? "")
    #expect(message.contains("(0 inserted, 1 deleted)"))
  }

  @Test("T14 (outlines): expanding a parent inserts its children below it; its disclosure is reconfigured after")
  func t14() {
    let fixture = Fixture(counts: [3])
    fixture.load()
    let error = batch(fixture, after: [5]) { $0.insertRows(at: [path(0, 1), path(0, 2)], with: .fade) }
    #expect(error == nil)
    fixture.table.reconfigureRows(at: [path(0, 0)])
    #expect(fixture.table.violations.isEmpty)
    // The same reconfigure inside the batch has no documented index space (R3.18).
    let inside = batch(fixture, after: [7]) {
      $0.insertRows(at: [path(0, 1), path(0, 2)], with: .fade)
      $0.reconfigureRows(at: [path(0, 0)])
    }
    #expect(inside?.kind == .reconfigureInStructuralBatch(path(0, 0)))
  }

  @Test("T15 (outlines): collapsing a parent deletes its shown descendants, whatever their depth, in one batch")
  func t15() {
    let fixture = Fixture(counts: [10_003])
    fixture.load()
    let error = batch(fixture, after: [3]) {
      $0.deleteRows(at: (1...10_000).map { path(0, $0) }, with: .fade)
    }
    #expect(error == nil)
    #expect(fixture.table.numberOfRows(inSection: 0) == 3)
  }

  @Test("T16 (outlines): a row that changes parent while shown is one move, refreshed at its new path after")
  func t16() {
    let fixture = Fixture(counts: [5])
    fixture.load()
    let error = batch(fixture, after: [5]) { $0.moveRow(at: path(0, 2), to: path(0, 4)) }
    #expect(error == nil)
    fixture.table.reconfigureRows(at: [path(0, 4)])
    #expect(fixture.table.violations.isEmpty)
  }
}
