#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

extension TableViewHost: ListHeightUpdating {
  /// The height the visible cell of the row needs at `width`, measured as the table measures a
  /// self-sizing cell; `nil` when the row has no visible cell.
  public func measureShownRow(at path: ElementPath, width: Double) -> Double? {
    tableView.cellForRow(at: IndexPath(path)).map { Self.fittingHeight(of: $0, width: width) }
  }

  /// Animates the new heights in one empty batch when the table is on screen: it asks the
  /// heights again and keeps its cells (spec R5.6); off screen, reloads so it forgets the old
  /// ones.
  public func rowHeightsDidChange(at paths: [ElementPath]) {
    guard controller.hostHasLoaded else { return }
    if canAnimateUpdates {
      tableView.performBatchUpdates(nil, completion: nil)
    } else {
      reloadKeepingSelection()
    }
  }
}
