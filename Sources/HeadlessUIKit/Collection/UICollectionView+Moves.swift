#if !canImport(UIKit)
import Foundation

// Interactive movement (CV-X1): the user drags an item; the delegate may redirect where it
// lands; at the drop the data source is told of the move and must update its model, then the
// collection view moves the item in its own model, keeping its cell, with no batch from the app.
extension UICollectionView {
  /// Starts moving an item; `false` when the data source says it cannot move or another
  /// movement is under way.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    checkMainThread()
    loadIfNeeded()
    guard interactiveMovement == nil, indexPath.count == 2, model.contains(RowPath(indexPath)), let dataSource,
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    interactiveMovement = InteractiveMovement(source: RowPath(indexPath), current: RowPath(indexPath))
    return true
  }

  /// Follows the finger: the item under `targetPosition` is the proposed destination, which
  /// the delegate may redirect.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    checkMainThread()
    guard let movement = interactiveMovement, let proposed = model.item(at: targetPosition) else { return }
    let target =
      delegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.source.itemIndexPath,
        atCurrentIndexPath: movement.current.itemIndexPath, toProposedIndexPath: proposed.itemIndexPath)
      ?? proposed.itemIndexPath
    guard target.count == 2, model.contains(RowPath(target)) else { return }
    interactiveMovement?.current = RowPath(target)
  }

  /// Drops the item where it is: the data source's `moveItemAt`, then the move in the
  /// collection view's own model, checked against the counts the data source reports then.
  public func endInteractiveMovement() {
    checkMainThread()
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    guard movement.current != movement.source, let dataSource else { return }
    let (from, to) = (movement.source.itemIndexPath, movement.current.itemIndexPath)
    log(.interactiveMove(from: from, to: to))
    dataSource.collectionView(self, moveItemAt: from, to: to)
    var batch = PendingBatch()
    batch.rowMoves = [IndexMove(from: movement.source, to: movement.current)]
    commit(batch, before: model.itemCounts, after: askCounts(), rejectsDuplicates: true)
  }

  /// Puts the item back where it started.
  public func cancelInteractiveMovement() {
    checkMainThread()
    interactiveMovement = nil
  }

  /// Drags a visible item onto the item at `proposed` and drops it there: begin, update to the
  /// middle of the target's frame, end. Returns where the item landed, or `nil` when it could not
  /// move.
  @discardableResult
  public func simulateInteractiveMove(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    guard isVisibleItem(source) else {
      warn(.gestureOnInvisibleItem(source))
      return nil
    }
    guard proposed.count == 2, model.contains(RowPath(proposed)), beginInteractiveMovementForItem(at: source) else {
      return nil
    }
    let frame = model.itemFrame(RowPath(proposed))
    updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
    let landed = interactiveMovement?.current.itemIndexPath
    endInteractiveMovement()
    return landed
  }
}
#endif
