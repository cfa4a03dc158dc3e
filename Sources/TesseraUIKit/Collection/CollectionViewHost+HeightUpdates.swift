#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

extension CollectionViewHost: ListHeightUpdating {
  /// The height the visible cell of the row needs at `width`, measured free of the height it is
  /// pinned to, then pinned to that; `nil` when the row has no visible cell.
  public func measureShownRow(at path: ElementPath, width: Double) -> Double? {
    guard let cell = collectionView.cellForItem(at: IndexPath(path)) else { return nil }
    let pinned = pinnedHeight(forRowAt: path)
    pinHeight(of: cell, to: nil)
    let height = Self.fittingHeight(of: cell, width: width)
    pinHeight(of: cell, to: pinned == nil ? nil : height)
    return height
  }

  /// Lets the rows on screen take their new heights in one batch (their cells are refreshed in
  /// place, which sizes them again; a cell of a content type registered again since it was made
  /// gets a new one instead, and a selected row stays selected); off screen, lays the view out
  /// again.
  public func rowHeightsDidChange(at paths: [ElementPath]) {
    guard controller.hostHasLoaded else { return }
    guard canAnimateUpdates else {
      collectionView.collectionViewLayout.invalidateLayout()
      return
    }
    let visible = Set(collectionView.indexPathsForVisibleItems)
    let updates = rowUpdates(at: paths.filter { visible.contains(IndexPath($0)) })
    keepingSelection {
      collectionView.performBatchUpdates(
        { [collectionView] in
          if !updates.reconfigured.isEmpty { collectionView.reconfigureItems(at: updates.reconfigured) }
          if !updates.reloaded.isEmpty { collectionView.reloadItems(at: updates.reloaded) }
        }, completion: nil)
    }
  }
}
