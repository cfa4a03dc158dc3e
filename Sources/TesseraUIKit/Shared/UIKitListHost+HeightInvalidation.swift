#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Rows shown again without a new snapshot. Rows that ask to be measured again
// (``ListController/invalidateHeight(ofRowWithID:reconfiguringShownCell:)``): the app asks by
// row id, a cell through its context; the controller measures them on the next turn (with the
// cell on screen when there is one) and the host shows the new heights. Rows configured again in
// place, by id.
extension UIKitListHost {
  /// Asks for the row with `id` to be measured again: what its cell shows changed size without
  /// its content changing (a picture arrived in the app's cache). Its cell on screen is
  /// configured again first, so it shows what changed, then measured; off screen, the row is
  /// measured as any row. Requests made in one turn are served together, in one batch; a row
  /// no longer shown by then is skipped. A cell that changed itself asks through its context's
  /// `invalidateHeight()` instead, and is measured as it is.
  public func invalidateHeight(ofRowWithID id: some Hashable & Sendable) {
    invalidateHeight(ofRowWithID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func invalidateHeight(ofRowWithID id: RowID) {
    if redirectedToMainActor("invalidateHeight(ofRowWithID:)", { [self] in invalidateHeight(ofRowWithID: id) }) {
      return
    }
    controller.invalidateHeight(ofRowWithID: id)
  }

  /// Configures the cell on screen of the row at `path` again with its row, in place, unless
  /// its type was registered again since the cell was made (the next update gives it a new
  /// cell then).
  package func reconfigureShownRow(at path: ElementPath) {
    let indexPath = IndexPath(path)
    guard let row = controller.dataSourceList.row(at: path), listView.visibleElementView(at: indexPath) != nil,
      keepsCell(at: path, showing: row.content)
    else { return }
    listView.reconfigureElements(at: [indexPath])
  }

  /// Configures the cells of the rows with these ids again with their rows as shown, in place
  /// (see ``ListController/reconfigureRows(withIDs:)``): for a cell that drifted from content
  /// that did not change, such as a switch flipped by the user that the app turned back.
  public func reconfigureRows<ID: Hashable & Sendable>(withIDs ids: some Sequence<ID>) {
    reconfigureRows(withIDs: ids.map { RowID($0) })
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func reconfigureRows(withIDs ids: some Sequence<RowID>) {
    let ids = Array(ids)
    if redirectedToMainActor("reconfigureRows(withIDs:)", { [self] in reconfigureRows(withIDs: ids) }) { return }
    controller.reconfigureRows(withIDs: ids)
  }

  /// Reloads the rows at `paths` that are off screen, without animation and keeping the
  /// selection, so the view forgets the heights it kept of them (no cell is made for a row off
  /// screen) and asks them again when they come into view; returns the others, the rows on
  /// screen. Reloading moves what is on screen (the rows reloaded above it take their estimates),
  /// so rows that were on screen and no longer are are reloaded in turn, until every row
  /// returned is on screen.
  func forgettingHeightsOffScreen(of paths: [ElementPath]) -> [ElementPath] {
    var shown = paths.filter { controller.dataSourceList.contains($0) }
    while !shown.isEmpty {
      let visible = Set(listView.visibleElementPaths)
      let offScreen = shown.filter { !visible.contains(IndexPath($0)) }
      guard !offScreen.isEmpty else { break }
      shown.removeAll { !visible.contains(IndexPath($0)) }
      reloadKeepingSelection(at: offScreen.map(IndexPath.init))
    }
    return shown
  }

  /// The height `view` needs at `width`, the width required, as a self-sizing list asks.
  static func fittingHeight(of view: UIView, width: Double) -> Double {
    Double(
      view.systemLayoutSizeFitting(
        CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height)
  }
}
