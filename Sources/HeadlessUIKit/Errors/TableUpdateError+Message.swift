#if !canImport(UIKit)
import Foundation

extension TableUpdateError {
  /// UIKit's exception text for this error in the given style (R3.6, R3.7, R3.9).
  ///
  /// Only the count failures (R3.7 and the miscounted R3.14 #7) change with the style; structural
  /// failures and misuse always use their classic text. Spacing follows the older reports (two
  /// spaces after `sections.` / `section %d.`): compare messages with whitespace collapsed.
  public func message(style: MessageStyle) -> String {
    guard kind.isCountFailure else { return classicMessage }
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

  private var batchDetectedMessage: String {
    let summary = batch ?? BatchSummary(before: [], after: [], updates: [], table: "")
    return Kind.batchDetectedMessage(before: summary.before, after: summary.after, updates: summary.updates, .table)
  }

  private var classicMessage: String {
    if let shared = kind.batchMessage(.table) { return shared }
    return switch kind {
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
    default:
      ""  // the failures of the batch rules, worded above
    }
  }
}
#endif
