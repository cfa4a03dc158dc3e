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
  /// The row stays selected until tapped again or deselected; single or multiple as the view's
  /// `allowsMultipleSelection` says.
  case persistent
}

// Rows by id, and selection by id. The view's own selection is the single source of truth:
// UIKit carries it through every batch (moves follow, deletes drop), so ids read from it always
// equal what the view shows selected. Only reloads clear it, so the host puts it back after one.
extension UIKitListHost {
  /// The ids of the rows the view shows selected, in no particular order.
  public var selectedRowIDs: Set<RowID> {
    Set(listView.selectedElementPaths.compactMap { rowID(at: $0) })
  }

  /// The index path where the row with `id` is shown now, or `nil` when it is not shown
  /// (absent, or in a collapsed section).
  public func indexPath(forRowID id: RowID) -> IndexPath? {
    guard showsController else { return nil }
    return controller.path(ofRowWithID: id).map(IndexPath.init)
  }

  /// The id of the row shown at `indexPath`, or `nil` when no row is there.
  public func rowID(at indexPath: IndexPath) -> RowID? {
    shownRow(at: indexPath)?.id
  }

  /// Deselects the row with `id` without calling the delegate: every row shown with it, when
  /// duplicate ids put it in several places. Returns `false` when the row is not shown.
  @discardableResult
  public func deselectRow(withID id: RowID, animated: Bool = false) -> Bool {
    let paths = showsController ? controller.paths(ofRowsWithID: id) : []
    for path in paths { listView.setElementSelected(false, at: IndexPath(path), animated: animated) }
    return !paths.isEmpty
  }

  /// Runs `body` with the index path of the row with `id`; `false` when it is not shown.
  func withIndexPath(ofRowWithID id: RowID, _ body: (IndexPath) -> Void) -> Bool {
    guard let indexPath = indexPath(forRowID: id) else { return false }
    body(indexPath)
    return true
  }

  /// The row shown at `indexPath`, if any.
  func shownRow(at indexPath: IndexPath) -> Row? {
    controller.presented.row(at: indexPath.elementPath)
  }

  /// The ids the view shows selected, when selection is persistent (else nothing to keep).
  var persistentlySelectedRowIDs: Set<RowID> {
    selectionBehavior == .persistent ? selectedRowIDs : []
  }

  /// Reloads the view (the list is the same) and selects again the rows that were selected.
  func reloadKeepingSelection() {
    keepingSelection {
      listView.reloadData()
      cellRegistry.forgetChanges()
    }
  }

  /// Gives the rows at `indexPaths` new cells, without animation, and selects again those that
  /// were selected.
  func reloadKeepingSelection(at indexPaths: [IndexPath]) {
    guard !indexPaths.isEmpty else { return }
    keepingSelection { UIView.performWithoutAnimation { listView.reloadElements(at: indexPaths) } }
  }

  /// Runs `reload`, which gives rows new cells (UIKit drops their selection), and selects again
  /// the rows that were selected before, by id (read before `reload` swaps any data).
  func keepingSelection(_ reload: () -> Void) {
    let selected = persistentlySelectedRowIDs
    reload()
    restoreSelection(of: selected)
  }

  /// Selects the rows of `ids` that are shown and not selected (rows that are gone stay gone).
  func restoreSelection(of ids: Set<RowID>) {
    guard !ids.isEmpty else { return }
    let now = selectedRowIDs
    for id in ids where !now.contains(id) {
      _ = withIndexPath(ofRowWithID: id) { listView.setElementSelected(true, at: $0, animated: false) }
    }
  }

  /// What the host does when the user selects a row: a tap that does not persist is undone,
  /// then the row's behaviour runs (an expandable row toggles).
  func userDidSelectRow(at indexPath: IndexPath) {
    if selectionBehavior == .deselectOnTap { listView.setElementSelected(false, at: indexPath, animated: true) }
    controller.selectRow(at: indexPath.elementPath)
    selectionDidChangeHandler?(selectedRowIDs)
  }

  /// What the host does when the user deselects a row.
  func userDidDeselectRow(at indexPath: IndexPath) {
    selectionDidChangeHandler?(selectedRowIDs)
  }
}
