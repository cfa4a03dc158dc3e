#if !canImport(UIKit)
import Foundation

// Programmatic selection (R4.12): no delegate messages. User selection is simulated by
// `simulateTap(at:)` in the simulation API.
extension UITableView {
  /// The first selected row, or `nil`.
  public var indexPathForSelectedRow: IndexPath? {
    checkMainThread()
    return selectedRows.min()?.indexPath
  }

  /// The selected rows in order, or `nil` when none is selected.
  public var indexPathsForSelectedRows: [IndexPath]? {
    checkMainThread()
    return selectedRows.isEmpty ? nil : selectedRows.sorted().map(\.indexPath)
  }

  /// Selects a row without sending `willSelectRowAt`/`didSelectRowAt` (R4.12); `nil` clears the
  /// selection.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
    checkMainThread()
    loadIfNeeded()
    guard let indexPath else { return clearSelection() }
    let path = RowPath(indexPath)
    guard indexPath.count == 2, layout.contains(path), allowsSelection else { return }
    // In editing mode UIKit uses the "during editing" setting instead, for selection by code too.
    if !(isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection) {
      for other in selectedRows where other != path { setCellSelected(false, at: other) }
      selectedRows = []
    }
    selectedRows.insert(path)
    setCellSelected(true, at: path)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row without sending delegate messages.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    checkMainThread()
    guard indexPath.count == 2 else { return }
    let path = RowPath(indexPath)
    guard selectedRows.remove(path) != nil else { return }
    setCellSelected(false, at: path)
  }

  /// Updates the selected state of the row's cell if it is on screen.
  func setCellSelected(_ selected: Bool, at path: RowPath) {
    visibleRows.view(at: path)?.setSelected(selected, animated: false)
  }
}
#endif
