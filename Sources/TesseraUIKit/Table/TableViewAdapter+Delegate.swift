#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Every UITableViewDelegate method of the adapter is here, in the extension that declares the
// conformance, spelled exactly as in the iOS SDK: a near-miss of an optional method is a
// compiler warning here. Each resolves the row on screen at that moment by its index path.
// Selection, display, scrolling, swipes and menus reach the app's own delegate too.

extension TableViewAdapter: UITableViewDelegate {
  /// The row's height: exact for fixed and aspect-ratio rows, measured once and cached for
  /// automatic ones. A new table width is noticed here (and for every height UIKit asks), so a
  /// first load at width 0 gets its real heights even without `tableViewDidLayout()`.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let host else { return 0 }
    host.noticeWidth(restoringPlace: false)
    return CGFloat(host.controller.heightForRow(at: indexPath.elementPath))
  }

  /// The cached height when the row was measured, else its estimate, so scrolling does not jump.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let host else { return 0 }
    host.noticeWidth(restoringPlace: false)
    return CGFloat(host.controller.laidOutHeightForRow(at: indexPath.elementPath))
  }

  /// The header's height (0 without a header).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    guard let host else { return 0 }
    host.noticeWidth(restoringPlace: false)
    return CGFloat(host.controller.heightForHeader(inSection: section))
  }

  /// The footer's height (0 without a footer).
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    guard let host else { return 0 }
    host.noticeWidth(restoringPlace: false)
    return CGFloat(host.controller.heightForFooter(inSection: section))
  }

  /// The registered view for a header with custom content (tappable to toggle a collapsible
  /// section), a tappable title header for collapsible sections, `nil` (UIKit's standard title
  /// header) for the others.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    host?.supplementView(inSection: section, isHeader: true)
  }

  /// The registered view for a footer with custom content; `nil` (UIKit's title) otherwise.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    host?.supplementView(inSection: section, isHeader: false)
  }

  /// Runs the row's behaviour (an expandable row toggles), then the app delegate's method;
  /// deselects the row unless the host's selection is persistent.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    host?.userSelected(#function, at: indexPath) { appDelegate?.didSelect(in: tableView, at: indexPath) }
  }

  /// Tells the host's selection handler, then the app delegate's method.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    host?.userDeselected(#function, at: indexPath) { appDelegate?.didDeselect(in: tableView, at: indexPath) }
  }

  /// Runs the row's `onWillDisplay`, then the app delegate's method.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    host?.rowDisplay(#function, at: indexPath, ending: false) {
      appDelegate?.willDisplay(cell, in: tableView, at: indexPath)
    }
  }

  /// Runs the row's `onDidEndDisplaying` (for a row still in the list), then the app delegate's
  /// method.
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    host?.rowDisplay(#function, at: indexPath, ending: true) {
      appDelegate?.didEndDisplaying(cell, in: tableView, at: indexPath)
    }
  }

  /// The row's leading swipe buttons; else the app delegate's.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    host?.answer(
      #function, at: [indexPath], own: { host?.rowSwipeConfiguration(.leading, at: indexPath, addsDelete: false) },
      appDelegate: { appDelegate?.swipeConfiguration(.leading, in: tableView, at: indexPath) })
  }

  /// The row's trailing swipe buttons; else the app delegate's; else (`nil`) UIKit's Delete
  /// button for a row with `onDelete`.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    host?.answer(
      #function, at: [indexPath], own: { host?.rowSwipeConfiguration(.trailing, at: indexPath, addsDelete: false) },
      appDelegate: { appDelegate?.swipeConfiguration(.trailing, in: tableView, at: indexPath) })
  }

  /// The row's context menu; else the app delegate's.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    host?.answer(
      #function, at: [indexPath], own: { host?.rowContextMenu(at: indexPath) },
      appDelegate: { appDelegate?.contextMenu(in: tableView, at: indexPath, point: point) })
  }

  /// `.delete` for rows with `onDelete`, `.none` for the others (so no row is deletable by
  /// accident).
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    host?.shownRow(at: indexPath)?.behaviors.interactions.onDelete == nil ? .none : .delete
  }

  /// Reports the rows now on screen (for reach-end actions and visibility observers), then the
  /// app delegate's method.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    host?.viewScrolled(#function) { appDelegate?.didScroll(scrollView) }
  }

  /// Keeps a dragged row within what its move scope allows.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    host?.destinationForMovingRow(at: sourceIndexPath, toward: proposedDestinationIndexPath)
      ?? proposedDestinationIndexPath
  }

  /// The app's own delegate.
  private var appDelegate: (any UITableViewDelegate)? { host?.delegate }
}

// Calls to the app's own delegate for the methods the adapter implements itself. On iOS these
// are optional Objective-C methods, called with `?`; the headless protocols give every method a
// default, so the call is direct. This is the only place the two spellings differ.
extension UITableViewDelegate {
  #if canImport(UIKit)
  fileprivate func didSelect(in tableView: UITableView, at path: IndexPath) {
    self.tableView?(tableView, didSelectRowAt: path)
  }
  fileprivate func didDeselect(in tableView: UITableView, at path: IndexPath) {
    self.tableView?(tableView, didDeselectRowAt: path)
  }
  fileprivate func willDisplay(_ cell: UITableViewCell, in tableView: UITableView, at path: IndexPath) {
    self.tableView?(tableView, willDisplay: cell, forRowAt: path)
  }
  fileprivate func didEndDisplaying(_ cell: UITableViewCell, in tableView: UITableView, at path: IndexPath) {
    self.tableView?(tableView, didEndDisplaying: cell, forRowAt: path)
  }
  fileprivate func swipeConfiguration(
    _ edge: RowSwipeEdge, in tableView: UITableView, at path: IndexPath
  ) -> UISwipeActionsConfiguration? {
    edge == .leading
      ? self.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: path) ?? nil
      : self.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: path) ?? nil
  }
  fileprivate func contextMenu(
    in tableView: UITableView, at path: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    self.tableView?(tableView, contextMenuConfigurationForRowAt: path, point: point) ?? nil
  }
  fileprivate func didScroll(_ scrollView: UIScrollView) { scrollViewDidScroll?(scrollView) }
  #else
  fileprivate func didSelect(in tableView: UITableView, at path: IndexPath) {
    self.tableView(tableView, didSelectRowAt: path)
  }
  fileprivate func didDeselect(in tableView: UITableView, at path: IndexPath) {
    self.tableView(tableView, didDeselectRowAt: path)
  }
  fileprivate func willDisplay(_ cell: UITableViewCell, in tableView: UITableView, at path: IndexPath) {
    self.tableView(tableView, willDisplay: cell, forRowAt: path)
  }
  fileprivate func didEndDisplaying(_ cell: UITableViewCell, in tableView: UITableView, at path: IndexPath) {
    self.tableView(tableView, didEndDisplaying: cell, forRowAt: path)
  }
  fileprivate func swipeConfiguration(
    _ edge: RowSwipeEdge, in tableView: UITableView, at path: IndexPath
  ) -> UISwipeActionsConfiguration? {
    edge == .leading
      ? self.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: path)
      : self.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: path)
  }
  fileprivate func contextMenu(
    in tableView: UITableView, at path: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    self.tableView(tableView, contextMenuConfigurationForRowAt: path, point: point)
  }
  fileprivate func didScroll(_ scrollView: UIScrollView) { scrollViewDidScroll(scrollView) }
  #endif
}
