#if !canImport(UIKit)
import Foundation

// Simulation-only API: violations, the event log, gestures and animations. UIKit's methods never
// throw; the headless collection view records every violation, hands it to `violationHandler`
// and keeps working.
extension UICollectionView {
  /// How many items beyond the visible ones are announced to the prefetch data source.
  public var prefetchDistance: Int {
    get { simulation.prefetchDistance }
    set { simulation.prefetchDistance = newValue }
  }

  /// Whether the collection view counts as in a window (true by default).
  public var isInWindow: Bool {
    get { window != nil }
    set { simulation.isAttachedToSimulatedWindow = newValue }
  }

  /// The cells waiting in the queue of an identifier.
  public func pooledCellCount(forReuseIdentifier identifier: String) -> Int { cellPool.count(identifier) }

  /// Whether an item's height is measured (or fixed) rather than estimated.
  public func isItemHeightMeasured(at indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && model.contains(RowPath(indexPath))
      && model.sections[indexPath.section].isMeasured(indexPath.item)
  }

  /// Scrolls to `y` and lays out, as a user's scroll ending there.
  public func scroll(to y: CGFloat) {
    checkMainThread()
    contentOffset = CGPoint(x: contentOffset.x, y: y)
    layoutIfNeeded()
  }

  /// Ends every running animation: delivers the pending completions, each exactly once.
  public func finishAnimations() { deliverCompletions() }

  /// Whether completions are waiting for ``finishAnimations()``.
  public var hasPendingCompletions: Bool { !batchSession.completions.isEmpty }

  // MARK: Gestures

  /// Whether an item is on screen.
  func isVisibleItem(_ indexPath: IndexPath) -> Bool { isVisibleElement(indexPath) }

  /// A tap on a visible item, as UIKit handles it: `shouldHighlight`, then `shouldSelect` and
  /// `didSelect` (deselecting the previous item in single selection, with `didDeselect`), or
  /// in multiple selection on a selected item `shouldDeselect` and `didDeselect`.
  public func simulateTap(onItemAt indexPath: IndexPath) {
    checkMainThread()
    guard gestureReaches(indexPath) else { return }
    guard allowsSelectionNow else { return }
    let path = RowPath(indexPath)
    if let delegate, !delegate.collectionView(self, shouldHighlightItemAt: indexPath) { return }
    if selectedItems.contains(path) {
      guard allowsMultipleSelectionNow else { return }
      if let delegate, !delegate.collectionView(self, shouldDeselectItemAt: indexPath) { return }
      selectedItems.remove(path)
      setCellSelected(false, at: path)
      log(.didDeselectItem(indexPath))
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    if let delegate, !delegate.collectionView(self, shouldSelectItemAt: indexPath) { return }
    if !allowsMultipleSelectionNow {
      for previous in selectedItems.sorted() {
        selectedItems.remove(previous)
        setCellSelected(false, at: previous)
        log(.didDeselectItem(previous.itemIndexPath))
        delegate?.collectionView(self, didDeselectItemAt: previous.itemIndexPath)
      }
    }
    selectedItems.insert(path)
    setCellSelected(true, at: path)
    log(.didSelectItem(indexPath))
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// The buttons a swipe from `edge` reveals on a visible item: the provider of its section's
  /// list configuration, only in list sections and on `UICollectionViewListCell`s (CV-W1).
  public func simulateSwipe(
    from edge: UITableView.SwipeEdge, onItemAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    checkMainThread()
    guard gestureReaches(indexPath) else { return nil }
    guard let list = model.sections[indexPath.section].list,
      visibleItems.view(at: RowPath(indexPath)) is UICollectionViewListCell
    else {
      warn(.swipeOutsideList(indexPath))
      return nil
    }
    let provider =
      edge == .leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
    return provider?(indexPath)
  }

  /// Swipes and taps the button at `index`: runs its handler; returns what the handler passed
  /// to its completion, or `nil` when there was no such button.
  @discardableResult
  public func simulateSwipeAction(
    at index: Int = 0, from edge: UITableView.SwipeEdge, onItemAt indexPath: IndexPath
  ) -> Bool? {
    guard let configuration = simulateSwipe(from: edge, onItemAt: indexPath),
      configuration.actions.indices.contains(index)
    else { return nil }
    let action = configuration.actions[index]
    var performed: Bool?
    action.handler(action, visibleItems.view(at: RowPath(indexPath)) ?? self) { performed = $0 }
    return performed
  }

  /// The menu a long press on a visible item opens (iOS 16 delegate method), built by the
  /// configuration's action provider; `nil` without one.
  public func simulateContextMenu(onItemAt indexPath: IndexPath, point: CGPoint = .zero) -> UIMenu? {
    checkMainThread()
    guard gestureReaches(indexPath) else { return nil }
    guard
      let configuration = delegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
    else { return nil }
    return configuration.actionProvider?([])
  }
}
#endif
