#if !canImport(UIKit)
import Foundation

// reconfigureRows(at:) (R3.16, R4.11).
extension UITableView {
  /// Asks the data source to refresh the cells already shown at these rows: `cellForRowAt` is
  /// called, `dequeueReusableCell(withIdentifier:for:)` returns the very cell on screen (no
  /// `prepareForReuse()`), heights are asked again or the cell re-measured. Rows not displayed
  /// are skipped. Inside a batch, paths refer to the state before the batch and are applied after
  /// the commit (simulator policy; U8).
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    checkMainThread()
    guard let paths = pathsToReconfigureNow(indexPaths) else { return }
    for path in paths { reconfigure(path) }
    if cacheIsValid { updateVisibleRows() }
  }

  /// Reconfigures one displayed row; its height is asked again, or its cell measured again.
  func reconfigure(_ path: RowPath) {
    guard let cell = reconfigureShownCell(at: path) else { return }
    let height =
      estimatesHeights
      ? (declaredHeight(for: path) ?? measure(cell, at: path)) : realHeightWithoutCell(path)
    layout.setRowHeight(height, at: path, isMeasured: true)
  }

  func shownCell(at path: RowPath) -> UITableViewCell? { visibleRows.view(at: path) }

  func replaceShownCell(_ existing: UITableViewCell, with cell: UITableViewCell, at path: RowPath) {
    endDisplaying(existing, at: path)
    addSubview(cell)
    visibleRows.replaceView(at: path, with: cell)
    sendWillDisplay(cell, at: path)
  }
}
#endif
