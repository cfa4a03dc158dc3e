#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Every UITableViewDelegate method of the host is here, in the extension that declares the
// conformance, spelled exactly as in the iOS SDK: a near-miss of an optional method is a
// compiler warning here. Each resolves the row on screen at that moment by its index path.

extension TableViewHost: UITableViewDelegate {
  /// The row's height: exact for fixed and aspect-ratio rows, measured once and cached for
  /// automatic ones. A new table width is noticed here (and for every height UIKit asks), so a
  /// first load at width 0 gets its real heights even without ``tableViewDidLayout()``.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    noticeWidth(restoringPlace: false)
    return CGFloat(controller.heightForRow(at: indexPath.elementPath))
  }

  /// The cached height when the row was measured, else its estimate, so scrolling does not jump.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    noticeWidth(restoringPlace: false)
    return CGFloat(controller.estimatedHeightForRow(at: indexPath.elementPath))
  }

  /// The header's height (0 without a header).
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    noticeWidth(restoringPlace: false)
    return CGFloat(controller.heightForHeader(inSection: section))
  }

  /// The footer's height (0 without a footer).
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    noticeWidth(restoringPlace: false)
    return CGFloat(controller.heightForFooter(inSection: section))
  }

  /// The registered view for a header with custom content (tappable to toggle a collapsible
  /// section), a tappable title header for collapsible sections, `nil` (UIKit's standard title
  /// header) for the others.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    supplementView(inSection: section, isHeader: true)
  }

  /// The registered view for a footer with custom content; `nil` (UIKit's title) otherwise.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    supplementView(inSection: section, isHeader: false)
  }

  /// Runs the row's behaviour (an expandable row toggles), then the app delegate's method;
  /// deselects the row unless ``UIKitListHost/selectionBehavior`` is `.persistent`.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard !isComingBack(#function, at: [indexPath]) else { return }
    userDidSelectRow(at: indexPath)
    passOn(#function, at: [indexPath]) { appDelegateDidSelect(rowAt: indexPath) }
  }

  /// Tells ``UIKitListHost/selectionDidChangeHandler``, then the app delegate's method.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    guard !isComingBack(#function, at: [indexPath]) else { return }
    userDidDeselectRow(at: indexPath)
    passOn(#function, at: [indexPath]) { appDelegateDidDeselect(rowAt: indexPath) }
  }

  /// Runs the row's `onWillDisplay`, then the app delegate's method.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    guard !isComingBack(#function, at: [indexPath]) else { return }
    duringViewCallback {
      runEach([indexPath]) { $0.onWillDisplay }
      passOn(#function, at: [indexPath]) { appDelegateWillDisplay(cell, forRowAt: indexPath) }
    }
  }

  /// Runs the row's `onDidEndDisplaying` (for a row still in the list), then the app delegate's method.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard !isComingBack(#function, at: [indexPath]) else { return }
    duringViewCallback {
      runEach([indexPath]) { $0.onDidEndDisplaying }
      passOn(#function, at: [indexPath]) { appDelegateDidEndDisplaying(cell, forRowAt: indexPath) }
    }
  }

  /// The row's leading swipe buttons; else the app delegate's.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard !isComingBack(#function, at: [indexPath]) else { return nil }
    return rowSwipeConfiguration(.leading, at: indexPath, addsDelete: false)
      ?? passOn(#function, at: [indexPath]) { appDelegateSwipeConfiguration(.leading, forRowAt: indexPath) }
  }

  /// The row's trailing swipe buttons; else the app delegate's; else (`nil`) UIKit's Delete
  /// button for a row with ``Row/onDelete(_:)-(RowInteractions.Handler)``.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard !isComingBack(#function, at: [indexPath]) else { return nil }
    return rowSwipeConfiguration(.trailing, at: indexPath, addsDelete: false)
      ?? passOn(#function, at: [indexPath]) { appDelegateSwipeConfiguration(.trailing, forRowAt: indexPath) }
  }

  /// The row's context menu; else the app delegate's.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard !isComingBack(#function, at: [indexPath]) else { return nil }
    return rowContextMenu(at: indexPath)
      ?? passOn(#function, at: [indexPath]) { appDelegateContextMenu(forRowAt: indexPath, point: point) }
  }

  /// `.delete` for rows with ``Row/onDelete(_:)-(RowInteractions.Handler)``, `.none` for the others (so no row
  /// is deletable by accident).
  public func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    shownRow(at: indexPath)?.behaviors.interactions.onDelete == nil ? .none : .delete
  }

  /// Reports the rows now on screen (for reach-end actions and visibility observers), then the
  /// app delegate's method.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard !isComingBack(#function, at: []) else { return }
    listViewDidScroll()
    passOn(#function, at: []) { appDelegateDidScroll() }
  }

  /// Keeps a dragged row within what its ``RowMoveScope`` allows.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    destinationForMovingRow(at: sourceIndexPath, toward: proposedDestinationIndexPath)
  }
}
