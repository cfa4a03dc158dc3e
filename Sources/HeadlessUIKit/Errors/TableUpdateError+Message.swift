#if !canImport(UIKit)
import Foundation

extension TableUpdateError {
  /// UIKit's exception text for this error in the given style (R3.6, R3.7, R3.9).
  ///
  /// Only the count failures (R3.7 and the miscounted R3.14 #7) change with the style; structural
  /// failures and misuse always use their classic text. Spacing follows the older reports (two
  /// spaces after `sections.` / `section %d.`): compare messages with whitespace collapsed.
  public func message(style: MessageStyle) -> String {
    guard isCountFailure else { return classicMessage }
    switch style {
    case .classic:
      return classicMessage
    case .classicWithTableSuffix:
      return classicMessage + " Table view: " + (batch?.table ?? "<UITableView: 0x0>")
    case .ios5:
      return "Invalid table view update.  The application has requested an update to the table view that is "
        + "inconsistent with the state provided by the data source."
    case .batchDetected:
      return batchDetectedMessage
    }
  }

  private var isCountFailure: Bool {
    switch kind {
    case .invalidSectionCount, .invalidRowCount, .reloadWithSectionMove: true
    default: false
    }
  }

  private var batchDetectedMessage: String {
    let summary = batch ?? BatchSummary(before: [], after: [], updates: [], table: "")
    let updates =
      summary.updates.isEmpty ? "[]" : "[\n\t" + summary.updates.map(\.description).joined(separator: ",\n\t") + "\n]"
    return "Invalid batch updates detected: the number of sections and/or rows returned by the data source before "
      + "and after performing the batch updates are inconsistent with the updates.\n"
      + "Data source before updates = \(Self.describeCounts(summary.before))\n"
      + "Data source after updates = \(Self.describeCounts(summary.after))\n"
      + "Updates = \(updates)"
  }

  /// `{ 1 section with row counts: [3] }`.
  static func describeCounts(_ counts: [Int]) -> String {
    let noun = counts.count == 1 ? "section" : "sections"
    return "{ \(counts.count) \(noun) with row counts: [\(counts.map(String.init).joined(separator: ", "))] }"
  }

  private static func rowsMessage(_ values: (Int, Int, Int, Int, Int, Int, Int)) -> String {
    let (section, after, before, inserted, deleted, movedIn, movedOut) = values
    return "Invalid update: invalid number of rows in section \(section).  The number of rows contained in an "
      + "existing section after the update (\(after)) must be equal to the number of rows contained in that section "
      + "before the update (\(before)), plus or minus the number of rows inserted or deleted from that section "
      + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that "
      + "section (\(movedIn) moved in, \(movedOut) moved out)."
  }

  private var classicMessage: String {
    switch kind {
    case let .deleteSectionOutOfRange(section, count):
      "attempt to delete section \(section), but there are only \(count) sections before the update"
    case let .deleteAndMoveSameSection(section):
      "attempt to perform a delete and a move from the same section (\(section))"
    case let .insertSectionOutOfRange(section, count):
      "attempt to insert section \(section) but there are only \(count) sections after the update"
    case let .insertAndMoveSameSection(section):
      "attempt to perform an insert and a move to the same section (\(section))"
    case let .moveSectionSourceOutOfRange(section, count):
      "attempt to move section \(section), but there are only \(count) sections before the update"
    case let .moveSectionDestinationOutOfRange(section, destination, count):
      "attempt to to move section \(section) to section \(destination), but there are only \(count) sections after the update"
    case let .moveSectionToTwoDestinations(section, first, second):
      "attempt to move section \(section) to both section \(first) and section \(second)"
    case let .moveTwoSectionsToOneDestination(first, second, destination):
      "attempt to move both section \(first) and section \(second) to section \(destination)"
    case let .deleteRowSectionOutOfRange(row, section, count):
      "attempt to delete row \(row) from section \(section), but there are only \(count) sections before the update"
    case let .deleteRowOutOfRange(row, section, count):
      "attempt to delete row \(row) from section \(section) which only contains \(count) rows before the update"
    case let .deleteAndReloadSameRow(path):
      "attempt to delete and reload the same index path (\(path.objectNotation))"
    case let .deleteAndMoveSameRow(path):
      "attempt to perform a delete and a move from the same index path (\(path.objectNotation))"
    case let .insertRowSectionOutOfRange(row, section, count):
      "attempt to insert row \(row) into section \(section), but there are only \(count) sections after the update"
    case let .insertRowOutOfRange(row, section, count):
      "attempt to insert row \(row) into section \(section), but there are only \(count) rows in section \(section) after the update"
    case let .insertAndMoveSameRow(path):
      "attempt to perform an insert and a move to the same index path (\(path.objectNotation))"
    case let .moveRowSourceSectionOutOfRange(path, count):
      "attempt to move index path (\(path.objectNotation)) from a section that does not exist - there are only \(count) sections before the update"
    case let .moveRowSourceOutOfRange(path, count):
      "attempt to move index path (\(path.objectNotation)) that does not exist - there are only \(count) rows in section \(path.section) before the update"
    case let .moveRowDestinationSectionOutOfRange(from, to, count):
      "attempt to move index path (\(from.objectNotation)) to index path (\(to.objectNotation)) in section that does not exist - there are only \(count) sections after the update"
    case let .moveRowDestinationOutOfRange(from, to, count):
      "attempt to move index path (\(from.objectNotation)) to index path (\(to.objectNotation)) that does not exist - there are only \(count) rows in section \(to.section) after the update"
    case let .moveRowToTwoDestinations(from, first, second):
      "attempt to move row at index path \(from.objectNotation) to both \(first.objectNotation) and \(second.objectNotation)"
    case let .moveTwoRowsToOneDestination(first, second, to):
      "attempt to move both row at index path \(first.objectNotation) and \(second.objectNotation) to \(to.objectNotation)"
    case .moveRowFromDeletedSection:
      "cannot move a row from a deleted section"
    case let .moveRowIntoInsertedSection(section):
      "cannot move a row into a newly inserted section (\(section))"
    case let .invalidSectionCount(after, before, inserted, deleted):
      "Invalid update: invalid number of sections.  The number of sections contained in the table view after the "
        + "update (\(after)) must be equal to the number of sections contained in the table view before the update "
        + "(\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case let .invalidRowCount(section, after, before, inserted, deleted, movedIn, movedOut):
      Self.rowsMessage((section, after, before, inserted, deleted, movedIn, movedOut))
    case let .reloadWithSectionMove(section, after, before):
      Self.rowsMessage((section, after, before, 0, 1, 0, 0))
    case let .duplicateOperation(operation):
      "the batch contains the same operation twice: \(operation) (duplicate operations are not allowed in strict mode)"
    case let .invalidIndexPath(path):
      "Invalid index path for use with UITableView (\(path)). Index paths passed to table view must contain exactly "
        + "two indices specifying the section and row."
    case .dataSourceNotSet:
      "UITableView dataSource is not set"
    case let .cellNotDequeued(path):
      "UITableView failed to obtain a cell from its dataSource: the cell returned for index path "
        + "(\(path.objectNotation)) was not obtained from dequeueReusableCell(withIdentifier:for:) during that call"
    case .reloadDataDuringUpdates:
      "reloadData() must not be called inside a batch update or while hasUncommittedUpdates is true"
    case let .scrollOutOfRange(row, count, section):
      "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: "
        + "row (\(row)) beyond bounds (\(count)) for section (\(section))."
    case let .unregisteredIdentifier(identifier):
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
        + "or connect a prototype cell in a storyboard"
    case .invalidReuseIdentifier:
      "must pass a valid reuse identifier to -[UITableView registerClass:forCellReuseIdentifier:]"
    case let .invalidRegisteredClass(name):
      "must pass a class of kind UITableViewCell (or UITableViewHeaderFooterView), got \(name)"
    case let .dequeueOutsideCellForRow(identifier):
      "dequeueReusableCell(withIdentifier: \(identifier), for:) was called outside tableView(_:cellForRowAt:)"
    case let .reconfigureChangedCellType(path, expected, dequeued):
      "reconfigureRows(at:) must dequeue the cell already shown at (\(path.objectNotation)) (identifier "
        + "\(expected ?? "nil")) but dequeued identifier \(dequeued); use reloadRows(at:with:) to change the cell type"
    case let .reconfigureInStructuralBatch(path):
      "reconfigureRows(at:) was called for (\(path.objectNotation)) inside a batch that inserts, deletes or moves rows "
        + "or sections, where the index space of its paths is not documented; reconfigure the row after the batch, "
        + "at its index path after it"
    case let .offMainThread(api):
      "UITableView.\(api) must be used from main thread only"
    case .unbalancedEndUpdates:
      "endUpdates() was called without a matching beginUpdates()"
    case let .identityMismatch(path, expected, actual):
      "the batch was count-consistent but wrong: the row kept at (\(path.objectNotation)) should be \(expected) "
        + "but the data source now has \(actual) there"
    }
  }
}
#endif
