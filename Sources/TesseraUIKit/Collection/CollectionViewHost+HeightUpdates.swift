#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// New heights of rows whose content did not change. A collection view keeps the size its
// layout measured for every item it has shown, until the item is reloaded, the whole view is,
// or its width changes (CollectionViewContract CV-L9): rows on screen are configured again in
// one batch, which sizes them anew (a list row takes the controller's height then), and rows
// off screen are reloaded so their sizes are taken again when they come into view.
extension CollectionViewHost: ListHeightUpdating {
  /// The height the visible cell of the row needs at `width`, measured with its own
  /// constraints and content; `nil` when the row has no visible cell.
  package func measureShownRow(at path: ElementPath, width: Double) -> Double? {
    guard let cell = collectionView.cellForItem(at: IndexPath(path)) else { return nil }
    return Self.fittingHeight(of: cell, width: width)
  }

  /// Lets the rows on screen take their new heights in one batch (their cells are refreshed in
  /// place, which sizes them again; a cell of a content type registered again since it was made
  /// gets a new one instead, and a selected row stays selected), and reloads the rows off
  /// screen so the view measures them again when they come into view; off screen, reloads the
  /// view.
  package func rowHeightsDidChange(at paths: [ElementPath]) {
    guard controller.hostHasLoaded else { return }
    guard canAnimateUpdates else { return reloadKeepingSelection() }
    let updates = rowUpdates(at: forgettingHeightsOffScreen(of: paths))
    guard !updates.reconfigured.isEmpty || !updates.reloaded.isEmpty else { return }
    keepingSelection {
      collectionView.performBatchUpdates(
        { [collectionView] in
          if !updates.reconfigured.isEmpty { collectionView.reconfigureItems(at: updates.reconfigured) }
          if !updates.reloaded.isEmpty { collectionView.reloadItems(at: updates.reloaded) }
        }, completion: nil)
    }
  }

  /// Reloads the view: it forgets every size it measured and sizes the rows on screen again.
  /// Selected rows stay selected.
  package func allRowHeightsDidChange() {
    guard controller.hostHasLoaded else { return }
    reloadKeepingSelection()
  }
}
