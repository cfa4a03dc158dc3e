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
    var paths: [RowPath] = []
    for path in indexPaths {
      if path.count == 2 {
        paths.append(RowPath(path))
      } else {
        recordViolation(TableUpdateError(.invalidIndexPath(path)))
      }
    }
    if batchSession.isOpen {
      batchSession.pending.reconfigures += paths
      return
    }
    for path in paths { reconfigure(path) }
    if cacheIsValid { updateVisibleRows() }
  }

  /// Reconfigures one displayed row.
  func reconfigure(_ path: RowPath) {
    guard let existing = visibleRows.view(at: path) else {
      return warn(.reconfigureSkipped(path.indexPath))
    }
    log(.reconfigure(path.indexPath))
    let cell = requestCell(for: path, reconfiguring: existing)
    if cell !== existing {
      // The contract is already broken (reported by the dequeue); show what the data source gave.
      endDisplaying(existing, at: path)
      addSubview(cell)
      visibleRows.replaceView(at: path, with: cell)
      sendWillDisplay(cell, at: path)
    }
    let height =
      estimatesHeights
      ? (declaredHeight(for: path) ?? measure(cell, at: path)) : realHeightWithoutCell(path)
    layout.setRowHeight(height, at: path, isMeasured: true)
  }
}
#endif
