#if !canImport(UIKit)
import Foundation

// Simulation-only API for the gestures UIKit turns into delegate calls: swipes, long presses
// (context menus), drags of a reorder control, drags of the content and taps on the section
// index. Each asks what UIKit asks, in UIKit's order, and logs it.
extension UITableView {
  /// The edge a swipe starts from.
  public enum SwipeEdge: Sendable, Hashable {
    /// From the leading edge (left in left-to-right languages).
    case leading
    /// From the trailing edge.
    case trailing
  }

  /// The buttons a swipe on a visible row reveals, as UIKit decides them: none when the data
  /// source says the row cannot be edited; else the delegate's configuration; when that is
  /// `nil` from the trailing edge and the row's editing style is `.delete`, a Delete button that
  /// commits the deletion through the data source.
  public func simulateSwipe(from edge: SwipeEdge, onRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    checkMainThread()
    guard gestureReaches(indexPath) else { return nil }
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
    log(.swipeActions(indexPath, isLeading: edge == .leading))
    switch edge {
    case .leading:
      return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    case .trailing:
      if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
        return configuration
      }
      let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
      guard style == .delete else { return nil }
      let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
        guard let self else { return completion(false) }
        self.commitEditing(.delete, forRowAt: indexPath)
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
  }

  /// Swipes a visible row and taps the button at `index` (0 is nearest the edge); a full swipe
  /// is the same as tapping the first button when ``UISwipeActionsConfiguration/performsFirstActionWithFullSwipe``
  /// is on. Returns what the handler reported through its completion, or `nil` when there was
  /// no such button or the handler has not called its completion (yet).
  @discardableResult
  public func simulateSwipeAction(at index: Int = 0, from edge: SwipeEdge, onRowAt indexPath: IndexPath) -> Bool? {
    guard let configuration = simulateSwipe(from: edge, onRowAt: indexPath),
      configuration.actions.indices.contains(index)
    else { return nil }
    let action = configuration.actions[index]
    let sourceView: UIView = displayedCell(at: indexPath) ?? self
    var performed: Bool?
    action.handler(action, sourceView) { performed = $0 }
    log(.swipeActionPerformed(indexPath, title: action.title, performed: performed ?? false))
    return performed
  }

  /// The menu a long press on a visible row opens: the delegate's configuration, its menu built
  /// by the configuration's action provider. `nil` when the row has no context menu.
  public func simulateContextMenu(onRowAt indexPath: IndexPath, point: CGPoint = .zero) -> UIMenu? {
    checkMainThread()
    guard gestureReaches(indexPath) else { return nil }
    log(.contextMenu(indexPath))
    guard let configuration = delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    else { return nil }
    return configuration.actionProvider?([])
  }

  /// Sends the commit of an editing style for a row to the data source, as the Delete button of
  /// a swipe or of editing mode does.
  public func commitEditing(_ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    checkMainThread()
    log(.commitEditing(style, indexPath))
    dataSource?.tableView(self, commit: style, forRowAt: indexPath)
  }

  /// Simulates the user dragging a visible row by its reorder control and dropping it at
  /// `proposed`, as UIKit does it: the row must show a control (the table is editing and the
  /// data source says the row can move); the delegate may redirect the drop; the data source is
  /// told of the move (`tableView(_:moveRowAt:to:)`) and must update its model there; then the
  /// table moves the row in its own model, with no batch from the app and no new cell. Counts
  /// are checked against the data source right away (UIKit checks them at the next update).
  ///
  /// Returns where the row landed, or `nil` when it could not be moved.
  @discardableResult
  public func simulateInteractiveMove(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    checkMainThread()
    guard gestureReaches(source) else { return nil }
    guard isEditing, let dataSource, dataSource.tableView(self, canMoveRowAt: source) else {
      warn(.rowCannotMove(source))
      return nil
    }
    guard let clamped = clampedDestination(proposed, from: source) else { return nil }
    let target =
      delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: clamped) ?? clamped
    guard let destination = clampedDestination(target, from: source), destination == target else {
      recordViolation(TableUpdateError(.invalidIndexPath(target)))
      return nil
    }
    guard destination != source else { return source }
    log(.interactiveMove(source, to: destination))
    dataSource.tableView(self, moveRowAt: source, to: destination)
    // The table's own model follows the drop; the commit checks the data source agrees.
    openBatch()
    batchSession.pending.rowMoves.append(IndexMove(from: RowPath(source), to: RowPath(destination)))
    closeBatch()
    return destination
  }

  /// Simulates the user dragging the content to vertical offset `y` and lifting the finger:
  /// `scrollViewWillBeginDragging(_:)`, the scroll (with `scrollViewDidScroll(_:)` and a layout
  /// pass), then `scrollViewDidEndDragging(_:willDecelerate:)` without deceleration.
  public func simulateDrag(to y: CGFloat) {
    checkMainThread()
    if mayImplement(.scrollViewWillBeginDragging) { delegate?.scrollViewWillBeginDragging(self) }
    scroll(to: y)
    if mayImplement(.scrollViewDidEndDragging) { delegate?.scrollViewDidEndDragging(self, willDecelerate: false) }
  }

  /// The section index the data source gives (`nil` when it gives none).
  public var simulatedSectionIndexTitles: [String]? {
    guard let dataSource, mayImplement(.sectionIndexTitles) else { return nil }
    return dataSource.sectionIndexTitles(for: self)
  }

  /// Simulates a tap on the title at `index` of the section index: the data source names the
  /// section, and the table scrolls its header to the top. Returns the section, or `nil` when
  /// there is no such title.
  @discardableResult
  public func simulateSectionIndexTap(at index: Int) -> Int? {
    checkMainThread()
    guard let titles = simulatedSectionIndexTitles, titles.indices.contains(index), let dataSource else {
      warn(.noSectionIndexTitle(at: index))
      return nil
    }
    let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
    guard section >= 0, section < numberOfSections else {
      recordViolation(TableUpdateError(.invalidIndexPath(IndexPath(row: 0, section: section))))
      return nil
    }
    log(.sectionIndexTapped(title: titles[index], section: section))
    let top = rect(forSection: section).minY
    let maximum = Swift.max(0, contentSize.height - bounds.height)
    scroll(to: Swift.min(top, maximum))
    return section
  }

  /// `proposed` within what a drop from `source` can reach (the row itself leaves its section).
  private func clampedDestination(_ proposed: IndexPath, from source: IndexPath) -> IndexPath? {
    guard proposed.count == 2, layout.sectionCount > 0 else { return nil }
    let section = Swift.min(Swift.max(0, proposed.section), layout.sectionCount - 1)
    let count = layout.sections[section].rows.count - (section == source.section ? 1 : 0)
    return IndexPath(row: Swift.min(Swift.max(0, proposed.row), count), section: section)
  }
}

extension UIAction {
  /// Simulates choosing the action in a menu (or a control sending it).
  public func simulatePerform() {
    perform(sender: nil)
  }
}

extension UIMenu {
  /// The first action titled `title` in the menu or its submenus, depth first, for tests.
  public func action(titled title: String) -> UIAction? {
    for child in children {
      if let action = child as? UIAction, action.title == title { return action }
      if let menu = child as? UIMenu, let action = menu.action(titled: title) { return action }
    }
    return nil
  }
}
#endif
