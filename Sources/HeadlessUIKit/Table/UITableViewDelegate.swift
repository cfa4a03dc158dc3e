#if !canImport(UIKit)
import Foundation

/// Sizes rows and headers and reacts to display, selection, swipes, menus and moves, as in
/// UIKit (R1.3). Every method is optional (see ``UITableViewDataSource`` for how defaults work).
///
/// A default implementation is what runs when the delegate's class does not implement the
/// method; like the Objective-C runtime, it first offers the call to the delegate's
/// ``ObjectiveCMessaging/forwardingTarget(for:)`` (see ``ObjectiveCMessaging``).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of a row; wins over `rowHeight` (R5.1). May be `automaticDimension`.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// An estimate of a row's height; turns estimation on (R5.2, R5.3).
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of a section header; wins over `sectionHeaderHeight` (R6.2).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of a section footer; wins over `sectionFooterHeight`.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A custom header view; wins over the title (R6.1).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A custom footer view; wins over the title.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A cell is about to be shown (R4.8).
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the screen (R4.9).
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The user is about to select a row; return another path to redirect, `nil` to refuse.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected a row (R4.12).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The user is about to deselect a row; return another path to redirect, `nil` to refuse.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user deselected a row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The actions revealed by swiping a row from the leading edge; `nil` for the default (none).
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions revealed by swiping a row from the trailing edge; `nil` for the default (a
  /// Delete button when the row's editing style is `.delete`).
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The context menu of a row (a long press); `nil` for none.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The editing control of a row; `.delete` when not implemented.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  /// Where a row being moved would land, given where the user drags it; return another path to
  /// redirect the move.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// The user tapped the detail button of a row's accessory.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Not implemented: `rowHeight` applies.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.forwardDelegateCall(.heightForRow, from: self) { $0.tableView(tableView, heightForRowAt: indexPath) }
      ?? tableView.rowHeight
  }

  /// Not implemented: `estimatedRowHeight` applies.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.forwardDelegateCall(.estimatedHeightForRow, from: self) {
      $0.tableView(tableView, estimatedHeightForRowAt: indexPath)
    } ?? tableView.estimatedRowHeight
  }

  /// Not implemented: `sectionHeaderHeight` applies.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.forwardDelegateCall(.heightForHeader, from: self) {
      $0.tableView(tableView, heightForHeaderInSection: section)
    } ?? tableView.sectionHeaderHeight
  }

  /// Not implemented: `sectionFooterHeight` applies.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.forwardDelegateCall(.heightForFooter, from: self) {
      $0.tableView(tableView, heightForFooterInSection: section)
    } ?? tableView.sectionFooterHeight
  }

  /// Not implemented: no custom header view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    tableView.forwardDelegateCall(.viewForHeader, from: self) {
      $0.tableView(tableView, viewForHeaderInSection: section)
    } ?? nil
  }

  /// Not implemented: no custom footer view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    tableView.forwardDelegateCall(.viewForFooter, from: self) {
      $0.tableView(tableView, viewForFooterInSection: section)
    } ?? nil
  }

  /// Not implemented: does nothing.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    _ = tableView.forwardDelegateCall(.willDisplayCell, from: self) {
      $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
  }

  /// Not implemented: does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    _ = tableView.forwardDelegateCall(.didEndDisplayingCell, from: self) {
      $0.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
  }

  /// Not implemented: the row is selected as is.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    tableView.forwardDelegateCall(.willSelectRow, from: self) {
      $0.tableView(tableView, willSelectRowAt: indexPath)
    } ?? indexPath
  }

  /// Not implemented: does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    _ = tableView.forwardDelegateCall(.didSelectRow, from: self) { $0.tableView(tableView, didSelectRowAt: indexPath) }
  }

  /// Not implemented: the row is deselected as is.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    tableView.forwardDelegateCall(.willDeselectRow, from: self) {
      $0.tableView(tableView, willDeselectRowAt: indexPath)
    } ?? indexPath
  }

  /// Not implemented: does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    _ = tableView.forwardDelegateCall(.didDeselectRow, from: self) {
      $0.tableView(tableView, didDeselectRowAt: indexPath)
    }
  }

  /// Not implemented: no leading actions.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    tableView.forwardDelegateCall(.leadingSwipeActions, from: self) {
      $0.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    } ?? nil
  }

  /// Not implemented: the default trailing actions (see the requirement).
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    tableView.forwardDelegateCall(.trailingSwipeActions, from: self) {
      $0.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    } ?? nil
  }

  /// Not implemented: no context menu.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    tableView.forwardDelegateCall(.contextMenuConfiguration, from: self) {
      $0.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    } ?? nil
  }

  /// Not implemented: `.delete`.
  public func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    tableView.forwardDelegateCall(.editingStyle, from: self) {
      $0.tableView(tableView, editingStyleForRowAt: indexPath)
    } ?? .delete
  }

  /// Not implemented: the proposed path.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    tableView.forwardDelegateCall(.targetIndexPathForMove, from: self) {
      $0.tableView(
        tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    } ?? proposedDestinationIndexPath
  }

  /// Not implemented: does nothing.
  public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    _ = tableView.forwardDelegateCall(.accessoryButtonTapped, from: self) {
      $0.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }
  }
}
#endif
