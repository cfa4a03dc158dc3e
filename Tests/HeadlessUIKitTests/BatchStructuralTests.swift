import Foundation
import HeadlessUIKit
import Testing

/// The structural checks of R3.6 (S1-S8, R-a..R-o), the count checks of R3.7 and the message
/// styles of R3.9.
@MainActor
struct BatchStructuralTests {
  private func expectFailure(
    before: [Int], after: [Int], _ kind: TableUpdateError.Kind, message: String? = nil,
    _ operations: @escaping (UITableView) -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let error = runBatch(before: before, after: after, operations).error
    #expect(error?.kind == kind, sourceLocation: sourceLocation)
    if let message {
      #expect(collapsed(error?.message(style: .classic) ?? "") == collapsed(message), sourceLocation: sourceLocation)
    }
  }

  private func expectValid(
    before: [Int], after: [Int], _ operations: @escaping (UITableView) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let error = runBatch(before: before, after: after, operations).error
    #expect(error == nil, sourceLocation: sourceLocation)
  }

  // MARK: Sections

  @Test("S1: deleting (or reloading) a section that does not exist")
  func s1() {
    expectFailure(
      before: [2], after: [], .deleteSectionOutOfRange(section: 2, sectionCount: 1),
      message: "attempt to delete section 2, but there are only 1 sections before the update"
    ) { $0.deleteSections([2], with: .fade) }
    expectFailure(before: [2, 2], after: [2, 2], .deleteSectionOutOfRange(section: 3, sectionCount: 2)) {
      $0.reloadSections([3], with: .fade)
    }
  }

  @Test("S2: delete and move from the same section")
  func s2() {
    expectFailure(
      before: [2, 2], after: [2], .deleteAndMoveSameSection(section: 0),
      message: "attempt to perform a delete and a move from the same section (0)"
    ) {
      $0.deleteSections([0], with: .fade)
      $0.moveSection(0, toSection: 0)
    }
  }

  @Test("S3: inserting a section past the new section count")
  func s3() {
    expectFailure(
      before: [2], after: [2, 0], .insertSectionOutOfRange(section: 5, sectionCount: 2),
      message: "attempt to insert section 5 but there are only 2 sections after the update"
    ) { $0.insertSections([5], with: .fade) }
  }

  @Test("S4: insert and move to the same section")
  func s4() {
    expectFailure(
      before: [2, 2], after: [0, 2, 2], .insertAndMoveSameSection(section: 0),
      message: "attempt to perform an insert and a move to the same section (0)"
    ) {
      $0.insertSections([0], with: .fade)
      $0.moveSection(1, toSection: 0)
    }
  }

  @Test("S5: moving a section that does not exist")
  func s5() {
    expectFailure(
      before: [2, 2], after: [2, 2], .moveSectionSourceOutOfRange(section: 4, sectionCount: 2),
      message: "attempt to move section 4, but there are only 2 sections before the update"
    ) { $0.moveSection(4, toSection: 0) }
  }

  @Test("S6: moving a section past the new section count (doubled 'to' as in UIKit)")
  func s6() {
    expectFailure(
      before: [2, 2], after: [2, 2], .moveSectionDestinationOutOfRange(section: 0, destination: 7, sectionCount: 2),
      message: "attempt to to move section 0 to section 7, but there are only 2 sections after the update"
    ) { $0.moveSection(0, toSection: 7) }
  }

  @Test("S7 and S8: one section to two places, two sections to one place")
  func s7s8() {
    expectFailure(
      before: [1, 1, 1], after: [1, 1, 1], .moveSectionToTwoDestinations(section: 0, first: 1, second: 2),
      message: "attempt to move section 0 to both section 1 and section 2"
    ) {
      $0.moveSection(0, toSection: 2)
      $0.moveSection(0, toSection: 1)
    }
    expectFailure(
      before: [1, 1, 1], after: [1, 1, 1], .moveTwoSectionsToOneDestination(first: 0, second: 1, destination: 2),
      message: "attempt to move both section 0 and section 1 to section 2"
    ) {
      $0.moveSection(1, toSection: 2)
      $0.moveSection(0, toSection: 2)
    }
  }

  // MARK: Rows

  @Test("R-c: delete and reload of the same row")
  func rc() {
    expectFailure(
      before: [3], after: [2], .deleteAndReloadSameRow(ip(0, 1)),
      message: "attempt to delete and reload the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 1})"
    ) {
      $0.deleteRows(at: [ip(0, 1)], with: .fade)
      $0.reloadRows(at: [ip(0, 1)], with: .fade)
    }
  }

  @Test("R-d: delete and move from the same row")
  func rd() {
    expectFailure(before: [3], after: [2], .deleteAndMoveSameRow(ip(0, 0))) {
      $0.deleteRows(at: [ip(0, 0)], with: .fade)
      $0.moveRow(at: ip(0, 0), to: ip(0, 1))
    }
  }

  @Test("R-e: inserting into a section that does not exist after the update")
  func re() {
    expectFailure(
      before: [1], after: [2], .insertRowSectionOutOfRange(row: 0, section: 3, sectionCount: 1),
      message: "attempt to insert row 0 into section 3, but there are only 1 sections after the update"
    ) { $0.insertRows(at: [ip(3, 0)], with: .fade) }
  }

  @Test("R-g: insert and move to the same row")
  func rg() {
    expectFailure(
      before: [3], after: [4], .insertAndMoveSameRow(ip(0, 1)),
      message:
        "attempt to perform an insert and a move to the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 1})"
    ) {
      $0.insertRows(at: [ip(0, 1)], with: .fade)
      $0.moveRow(at: ip(0, 2), to: ip(0, 1))
    }
  }

  @Test("R-h, R-i: moving a row whose section or row does not exist before the update")
  func rhri() {
    expectFailure(
      before: [3], after: [3], .moveRowSourceSectionOutOfRange(ip(5, 0), sectionCount: 1),
      message: "attempt to move index path (<NSIndexPath: 0x0> {length = 2, path = 5 - 0}) from a section that does "
        + "not exist - there are only 1 sections before the update"
    ) { $0.moveRow(at: ip(5, 0), to: ip(0, 0)) }
    expectFailure(
      before: [3], after: [3], .moveRowSourceOutOfRange(ip(0, 9), rowCount: 3),
      message: "attempt to move index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 9}) that does not exist - "
        + "there are only 3 rows in section 0 before the update"
    ) { $0.moveRow(at: ip(0, 9), to: ip(0, 0)) }
  }

  @Test("R-j, R-k: moving a row past the new sections or rows")
  func rjrk() {
    expectFailure(
      before: [3], after: [3], .moveRowDestinationSectionOutOfRange(from: ip(0, 0), to: ip(4, 0), sectionCount: 1),
      message: "attempt to move index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 0}) to index path "
        + "(<NSIndexPath: 0x0> {length = 2, path = 4 - 0}) in section that does not exist - there are only 1 "
        + "sections after the update"
    ) { $0.moveRow(at: ip(0, 0), to: ip(4, 0)) }
    expectFailure(
      before: [3], after: [3], .moveRowDestinationOutOfRange(from: ip(0, 0), to: ip(0, 7), rowCount: 3),
      message: "attempt to move index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 0}) to index path "
        + "(<NSIndexPath: 0x0> {length = 2, path = 0 - 7}) that does not exist - there are only 3 rows in section 0 "
        + "after the update"
    ) { $0.moveRow(at: ip(0, 0), to: ip(0, 7)) }
  }

  @Test("R-l, R-m: one row to two places, two rows to one place")
  func rlrm() {
    expectFailure(
      before: [3], after: [3], .moveRowToTwoDestinations(from: ip(0, 0), first: ip(0, 1), second: ip(0, 2)),
      message: "attempt to move row at index path <NSIndexPath: 0x0> {length = 2, path = 0 - 0} to both "
        + "<NSIndexPath: 0x0> {length = 2, path = 0 - 1} and <NSIndexPath: 0x0> {length = 2, path = 0 - 2}"
    ) {
      $0.moveRow(at: ip(0, 0), to: ip(0, 2))
      $0.moveRow(at: ip(0, 0), to: ip(0, 1))
    }
    expectFailure(
      before: [3], after: [3], .moveTwoRowsToOneDestination(first: ip(0, 0), second: ip(0, 1), to: ip(0, 2)),
      message: "attempt to move both row at index path <NSIndexPath: 0x0> {length = 2, path = 0 - 0} and "
        + "<NSIndexPath: 0x0> {length = 2, path = 0 - 1} to <NSIndexPath: 0x0> {length = 2, path = 0 - 2}"
    ) {
      $0.moveRow(at: ip(0, 1), to: ip(0, 2))
      $0.moveRow(at: ip(0, 0), to: ip(0, 2))
    }
  }

  @Test("R-n, R-o: moving rows out of deleted or into inserted sections")
  func rnro() {
    expectFailure(
      before: [2, 2], after: [3], .moveRowFromDeletedSection(section: 0),
      message: "cannot move a row from a deleted section"
    ) {
      $0.deleteSections([0], with: .fade)
      $0.moveRow(at: ip(0, 0), to: ip(0, 1))
    }
    expectFailure(
      before: [2], after: [1, 1], .moveRowIntoInsertedSection(section: 1),
      message: "cannot move a row into a newly inserted section (1)"
    ) {
      $0.insertSections([1], with: .fade)
      $0.moveRow(at: ip(0, 0), to: ip(1, 0))
    }
  }

  @Test("R3.5/R3.6: section checks run before row checks")
  func checkOrder() {
    expectFailure(before: [2], after: [2], .deleteSectionOutOfRange(section: 4, sectionCount: 1)) {
      $0.deleteRows(at: [ip(0, 9)], with: .fade)
      $0.deleteSections([4], with: .fade)
    }
  }

  // MARK: Counts and styles

  @Test("R3.7 #1: the section count must add up")
  func sectionCount() {
    expectFailure(
      before: [2, 2], after: [2, 2], .invalidSectionCount(after: 2, before: 2, inserted: 0, deleted: 1),
      message: "Invalid update: invalid number of sections. The number of sections contained in the table view after "
        + "the update (2) must be equal to the number of sections contained in the table view before the update (2), "
        + "plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
    ) { $0.deleteSections([0], with: .fade) }
  }

  @Test("R3.9: count failures render in every style; structural ones keep the classic text")
  func styles() {
    let (error, fixture) = runBatch(before: [3], after: [3]) { $0.deleteRows(at: [ip(0, 0)], with: .fade) }
    let classic = error?.message(style: .classic) ?? ""
    #expect(
      error?.message(style: .classicWithTableSuffix)
        == classic + " Table view: <UITableView: 0x0; frame = (0 0; 320 440); dataSource: <ListDataSource: 0x0>>")
    #expect(
      error?.message(style: .ios5)
        == "Invalid table view update.  The application has requested an update to the table view that is "
        + "inconsistent with the state provided by the data source.")
    fixture.table.messageStyle = .batchDetected
    #expect(fixture.table.lastViolationMessage?.hasPrefix("Invalid batch updates detected:") == true)
    let structural = TableUpdateError(.deleteSectionOutOfRange(section: 1, sectionCount: 1))
    for style in TableUpdateError.MessageStyle.allCases {
      #expect(structural.message(style: style) == structural.message(style: .classic))
    }
  }

  @Test("R3.6 legal list: replace, insert + reload at one path, moves with moved sections and inserts elsewhere")
  func legalCombinations() {
    expectValid(before: [3], after: [3]) {
      $0.insertRows(at: [ip(0, 1)], with: .fade)
      $0.reloadRows(at: [ip(0, 1)], with: .fade)
      $0.deleteRows(at: [ip(0, 2)], with: .fade)
    }
    expectValid(before: [2, 3], after: [3, 2]) {
      $0.moveSection(1, toSection: 0)
      $0.moveRow(at: ip(1, 0), to: ip(0, 2))
    }
    expectValid(before: [4], after: [5]) {
      $0.moveRow(at: ip(0, 0), to: ip(0, 3))
      $0.insertRows(at: [ip(0, 0)], with: .fade)
    }
  }

  @Test("R3.14 #8: duplicates are violations in strict mode and deduplicated otherwise; R3.4 #1 duplicate moves")
  func duplicates() {
    let strict = runBatch(before: [3], after: [2]) { $0.deleteRows(at: [ip(0, 0), ip(0, 0)], with: .fade) }
    #expect(strict.error?.kind == .duplicateOperation(.deleteRow(ip(0, 0))))
    let lenient = runBatch(before: [3], after: [2], strictness: .uikitCompatible) {
      $0.deleteRows(at: [ip(0, 0), ip(0, 0)], with: .fade)
    }
    #expect(lenient.error == nil)
    let moves = runBatch(before: [3], after: [3]) {
      $0.moveRow(at: ip(0, 0), to: ip(0, 2))
      $0.moveRow(at: ip(0, 0), to: ip(0, 2))
    }
    #expect(moves.error == nil)
  }

  @Test("Index paths must have two elements")
  func malformedIndexPath() {
    let (error, fixture) = runBatch(before: [3], after: [3]) { $0.deleteRows(at: [IndexPath(index: 1)], with: .fade) }
    #expect(error?.kind == .invalidIndexPath(IndexPath(index: 1)))
    #expect(fixture.table.numberOfRows(inSection: 0) == 3)
  }
}
