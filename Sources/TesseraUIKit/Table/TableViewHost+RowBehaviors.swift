#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Row interactions (swipes, context menus, deletion, moves, display and prefetch) and the
// section index. Each call resolves the row on screen at that moment by its index path, and
// each action resolves it again by id when it runs. Signatures are exactly the iOS SDK's.

extension TableViewHost {
  /// The swipe buttons of `edge` the row at `indexPath` declares; else the app delegate's.
  func swipeConfiguration(_ edge: RowSwipeEdge, forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let row = shownRow(at: indexPath), let swipe = row.behaviors.interactions.swipeActions(edge) else {
      return appDelegateSwipeConfiguration(edge, forRowAt: indexPath)
    }
    return swipeConfiguration(swipe, rowID: row.id)
  }

  /// The index titles of the sections shown, in order (sections without one are left out).
  var presentedIndexTitles: [String] { controller.presented.sections.compactMap(\.section.indexTitle) }

  /// Refreshes the section index when the titles of the sections shown changed.
  func refreshSectionIndexIfNeeded() {
    let titles = presentedIndexTitles
    guard titles != shownIndexTitles else { return }
    shownIndexTitles = titles
    tableView.reloadSectionIndexTitles()
  }
}

extension RowActionTint {
  /// The system colour of the tint.
  @MainActor
  var color: UIColor {
    switch self {
    case .blue: .systemBlue
    case .green: .systemGreen
    case .indigo: .systemIndigo
    case .orange: .systemOrange
    case .purple: .systemPurple
    case .red: .systemRed
    case .gray: .systemGray
    case .yellow: .systemYellow
    }
  }
}

// MARK: - Delegate

extension TableViewHost {
  /// Runs the row's `onWillDisplay`, then the app delegate's method.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    runEach([indexPath]) { $0.onWillDisplay }
    appDelegateWillDisplay(cell, forRowAt: indexPath)
  }

  /// Runs the row's `onDidEndDisplaying` (for a row still in the list), then the app delegate's method.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    runEach([indexPath]) { $0.onDidEndDisplaying }
    appDelegateDidEndDisplaying(cell, forRowAt: indexPath)
  }

  /// The row's leading swipe buttons; else the app delegate's.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    swipeConfiguration(.leading, forRowAt: indexPath)
  }

  /// The row's trailing swipe buttons; else the app delegate's; else (`nil`) UIKit's Delete
  /// button for a row with ``Tessera/Row/onDelete(_:)``.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    swipeConfiguration(.trailing, forRowAt: indexPath)
  }

  /// The row's context menu; else the app delegate's.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let row = shownRow(at: indexPath), let menu = row.behaviors.interactions.contextMenu else {
      return appDelegateContextMenu(forRowAt: indexPath, point: point)
    }
    return contextMenuConfiguration(menu, rowID: row.id)
  }

  /// `.delete` for rows with ``Tessera/Row/onDelete(_:)``, `.none` for the others (so no row
  /// is deletable by accident).
  public func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    shownRow(at: indexPath)?.behaviors.interactions.onDelete == nil ? .none : .delete
  }

  /// Keeps a dragged row within what its ``Tessera/RowMoveScope`` allows.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    let destination = controller.destinationForMovingRow(
      at: ElementPath(element: sourceIndexPath.row, section: sourceIndexPath.section),
      toward: ElementPath(element: proposedDestinationIndexPath.row, section: proposedDestinationIndexPath.section))
    return Self.indexPath(destination)
  }
}

// MARK: - Data source

extension TableViewHost {
  /// Whether the row can be deleted, swiped or moved; any row when the app has its own
  /// ``delegate`` (whose swipe actions UIKit only asks for on editable rows). Rows without
  /// ``Tessera/Row/onDelete(_:)`` still show no delete control.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    guard let row = shownRow(at: indexPath) else { return false }
    return row.behaviors.interactions.isEditable || delegate != nil
  }

  /// Whether the row has ``Tessera/Row/onMove(within:_:)``.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    shownRow(at: indexPath)?.behaviors.interactions.move != nil
  }

  /// The user dropped a row: the controller's list follows (the table shows it there already),
  /// then the row's move handler runs.
  public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    controller.moveRow(
      at: ElementPath(element: sourceIndexPath.row, section: sourceIndexPath.section),
      to: ElementPath(element: destinationIndexPath.row, section: destinationIndexPath.section))
  }

  /// A delete runs the row's ``Tessera/Row/onDelete(_:)``; the next snapshot removes the row.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    runEach([indexPath]) { $0.onDelete }
  }

  /// The index titles of the sections shown (``Tessera/Section/indexTitle(_:)``); `nil` when none has one.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    let titles = presentedIndexTitles
    return titles.isEmpty ? nil : titles
  }

  /// The section of the `index`-th index title.
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    var seen = 0
    for (section, shown) in controller.presented.sections.enumerated() where shown.section.indexTitle != nil {
      if seen == index { return section }
      seen += 1
    }
    return max(0, controller.presented.sectionCount - 1)
  }
}

// MARK: - Prefetching

extension TableViewHost: UITableViewDataSourcePrefetching {
  /// Runs the `onPrefetch` of each row.
  public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    runEach(indexPaths) { $0.onPrefetch }
  }

  /// Runs the prefetch cancel handler of each row.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    runEach(indexPaths) { $0.onCancelPrefetch }
  }
}
