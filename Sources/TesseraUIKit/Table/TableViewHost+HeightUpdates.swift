#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// New heights of rows whose content did not change. A table keeps the height of every row it
// has shown and asks it again only when the row is reloaded, the whole table is, or its width
// changes; an empty batch asks again for the rows on screen only (TableViewContract R5.8). So
// rows on screen take new heights in an empty batch, and rows off screen are reloaded (no cell
// is made for them) so that the table asks for theirs when they come into view.
extension TableViewHost: ListHeightUpdating {
  /// The height the visible cell of the row needs at `width`, measured as the table measures a
  /// self-sizing cell; `nil` when the row has no visible cell.
  package func measureShownRow(at path: ElementPath, width: Double) -> Double? {
    tableView.cellForRow(at: IndexPath(path)).map { Self.fittingHeight(of: $0, width: width) }
  }

  /// Animates the new heights of the rows on screen in one empty batch, keeping their cells
  /// (spec R5.6), and reloads the rows off screen so the table forgets the heights it kept of
  /// them; off screen, reloads the table.
  package func rowHeightsDidChange(at paths: [ElementPath]) {
    guard controller.hostHasLoaded else { return }
    guard canAnimateUpdates else { return reloadKeepingSelection() }
    let shown = forgettingHeightsOffScreen(of: paths)
    if !shown.isEmpty { tableView.performBatchUpdates(nil, completion: nil) }
  }

  /// Reloads the table: it forgets every height it kept and asks the rows on screen again
  /// (estimates for the others, which cost no measurement). Selected rows stay selected.
  package func allRowHeightsDidChange() {
    guard controller.hostHasLoaded else { return }
    reloadKeepingSelection()
  }
}
