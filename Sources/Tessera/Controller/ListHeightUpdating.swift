/// A host that can show new heights of rows whose content did not change, without
/// refreshing them: what a ``ListController`` asks for after rows asked to be measured again
/// (``ListController/invalidateHeight(ofRowWithID:reconfiguringShownCell:)``).
///
/// A host that does not adopt it gets ``ListHost/refreshRows(at:)`` instead, which also
/// configures the rows again.
@MainActor
package protocol ListHeightUpdating: MeasuringListHost {
  /// The rows at `paths` have new heights in the controller's layout, or are to be measured
  /// again: the rows on screen take them now (a UIKit view animates them with an empty batch
  /// when it is on screen), and the view forgets the heights it keeps of the others, so that
  /// each is asked again when it is next shown. Cells on screen stay as they are: a cell that
  /// asked to be measured again already shows its new state.
  func rowHeightsDidChange(at paths: [ElementPath])

  /// Every row is to be measured again (``ListController/invalidateMeasuredHeights()``, a new
  /// text size): the view forgets every height it keeps and asks the rows on screen again, in
  /// O(rows on screen) measurements (a UIKit view reloads). The controller keeps the reader's
  /// place around it.
  func allRowHeightsDidChange()

  /// The height the view on screen for the row at `path` needs at `width` now, or `nil` when
  /// the row has none on screen (it is then measured as usual, with a view made for measuring).
  ///
  /// Asked only for rows that asked to be measured again, whose content did not change: their
  /// cell shows the row as it is, including what a fresh cell made for measuring would not
  /// know (a picture that arrived, state inside a SwiftUI row).
  func measureShownRow(at path: ElementPath, width: Double) -> Double?

  /// Configures the view on screen for the row at `path` again with the row as shown, in place,
  /// before it is measured with ``measureShownRow(at:width:)``: the app asked for the row to be
  /// measured again (``ListController/invalidateHeight(ofRowWithID:reconfiguringShownCell:)``)
  /// because something its cell reads besides the content changed, a picture in the app's cache.
  /// Does nothing when the row has no view on screen. The default does nothing.
  func reconfigureShownRow(at path: ElementPath)
}

extension ListHeightUpdating {
  /// Does nothing: the view on screen is measured as it is.
  package func reconfigureShownRow(at path: ElementPath) {}
}
