#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// What a tap leaves behind: a momentary highlight, or a selection that stays.
public enum RowSelectionBehavior: Sendable, Hashable {
  /// The row is deselected right after the tap (UIKit's "navigate on tap" style); the default.
  case deselectOnTap
  /// The row stays selected until tapped again or deselected; single or multiple as the table's
  /// `allowsMultipleSelection` says.
  case persistent
}

// Selection by row id. The table's own selection is the single source of truth: UIKit carries
// it through every batch (moves follow, deletes drop), so ids read from it always equal what
// the table shows selected. Only `reloadData` clears it, so the host puts it back after one.
extension TableViewHost {
  /// The ids of the rows the table shows selected, in no particular order.
  public var selectedRowIDs: Set<RowID> {
    Set((tableView.indexPathsForSelectedRows ?? []).compactMap { rowID(at: $0) })
  }

  /// Selects the row with `id` without calling the delegate, as UIKit's `selectRow(at:...)`
  /// does. Returns `false` when the row is not shown.
  @discardableResult
  public func selectRow(
    withID id: RowID, animated: Bool = false, scrollPosition: UITableView.ScrollPosition = .none
  ) -> Bool {
    guard let indexPath = indexPath(forRowID: id) else { return false }
    tableView.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    return true
  }

  /// Deselects the row with `id` without calling the delegate. Returns `false` when the row is
  /// not shown.
  @discardableResult
  public func deselectRow(withID id: RowID, animated: Bool = false) -> Bool {
    guard let indexPath = indexPath(forRowID: id) else { return false }
    tableView.deselectRow(at: indexPath, animated: animated)
    return true
  }

  /// Reloads the table and selects again the rows that were selected and are still shown.
  func reloadKeepingSelection() {
    let selected = selectionBehavior == .persistent ? selectedRowIDs : []
    tableView.reloadData()
    restoreSelection(of: selected)
  }

  /// Selects the rows of `ids` that are shown and not selected (rows that are gone stay gone).
  func restoreSelection(of ids: Set<RowID>) {
    let now = selectedRowIDs
    for id in ids where !now.contains(id) { selectRow(withID: id) }
  }
}
