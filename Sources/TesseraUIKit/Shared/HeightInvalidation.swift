#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Rows that ask to be measured again (``ListController/invalidateHeight(ofRowWithID:)``): the
// app asks by row id, a cell through its context; the controller measures them on the next turn
// and the host shows the new heights without touching the cells.

extension TableViewHost: ListHeightUpdating {
  /// Asks for the row with `id` to be measured again: what its cell shows changed size without
  /// its content changing (an image arrived). Requests made in one turn are served together.
  public func invalidateHeight(ofRowWithID id: RowID) {
    controller.invalidateHeight(ofRowWithID: id)
  }

  /// The height the visible cell of the row needs at `width`, measured as the table measures a
  /// self-sizing cell; `nil` when the row has no visible cell.
  public func measureShownRow(at path: ElementPath, width: Double) -> Double? {
    tableView.cellForRow(at: Self.indexPath(path)).map { Self.fittingHeight(of: $0, width: width) }
  }

  /// Animates the new heights in one empty batch when the table is on screen (the table asks
  /// the heights again and keeps its cells); off screen, reloads so it forgets the old ones.
  public func rowHeightsDidChange(at paths: [ElementPath]) {
    guard controller.hostHasLoaded else { return }
    if canAnimateUpdates {
      tableView.performBatchUpdates(nil, completion: nil)
    } else {
      reloadKeepingSelection()
    }
  }
}

extension CollectionViewHost: ListHeightUpdating {
  /// Asks for the row with `id` to be measured again, as on ``TableViewHost``.
  public func invalidateHeight(ofRowWithID id: RowID) {
    controller.invalidateHeight(ofRowWithID: id)
  }

  /// The height the visible cell of the row needs at `width`; `nil` when it has none.
  public func measureShownRow(at path: ElementPath, width: Double) -> Double? {
    collectionView.cellForItem(at: Self.indexPath(path)).map { TableViewHost.fittingHeight(of: $0, width: width) }
  }

  /// Animates the new heights in one batch when the collection view is on screen: its rows
  /// size themselves, so the visible ones among them are reconfigured (which measures them
  /// again); off screen, lays it out again.
  public func rowHeightsDidChange(at paths: [ElementPath]) {
    guard controller.hostHasLoaded else { return }
    guard canAnimateUpdates else {
      collectionView.collectionViewLayout.invalidateLayout()
      return
    }
    let visible = Set(collectionView.indexPathsForVisibleItems)
    let shown = paths.map(Self.indexPath).filter { visible.contains($0) }
    collectionView.performBatchUpdates({ [collectionView] in
      if !shown.isEmpty { collectionView.reconfigureItems(at: shown) }
    }, completion: nil)
  }
}

extension TableViewHost {
  /// The height `view` needs at `width`, with the width required, as a self-sizing list asks.
  static func fittingHeight(of view: UIView, width: Double) -> Double {
    Double(view.systemLayoutSizeFitting(
      CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height)
  }
}
