#if !canImport(UIKit)
import Foundation

/// Supplies a collection view's items, cells and supplementary views, as in UIKit.
///
/// Optional methods are requirements with default implementations here (Swift on Linux has no
/// `@objc optional`); each default answers what UIKit does when the method is missing.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol, ObjectiveCMessaging {
  /// The number of items in a section (CV-B3).
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell of an item, dequeued during this call (CV-R4).
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The number of sections; 1 when not implemented.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view of `kind` at `indexPath`, dequeued during this call; it must not be
  /// `nil` (CV-R5).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item can be moved interactively; `true` when not implemented (CV-X1).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// The user moved an item: update the model (CV-X1).
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// The answer of an unimplemented `viewForSupplementaryElementOfKind`: never shown.
final class UnimplementedSupplementaryView: UICollectionReusableView {}

extension UICollectionViewDataSource {
  /// Not implemented: one section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Not implemented: a placeholder the collection view reports as a `nil` view (CV-R5).
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UnimplementedSupplementaryView(frame: .zero)
  }

  /// Not implemented: every item can move.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

  /// Not implemented: nothing to update.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

/// Reacts to a collection view's display, selection, menus and moves, and receives its
/// scroll-view messages. Every method is optional; a default offers the call to the delegate's
/// ``ObjectiveCMessaging/forwardingTarget(for:)`` first, then answers what UIKit does without it.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether the item may be highlighted on touch.
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// Whether a tap may select the item.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// Whether a tap may deselect the item.
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// The user selected an item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The user deselected an item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// A cell is about to be shown (CV-V1).
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// A cell left the screen (CV-V1).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// A supplementary view is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A supplementary view left the screen.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// Where an item being moved would land (iOS 15); return another path to redirect.
  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// The context menu for a long press on items (iOS 16); `nil` for none.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
  /// Not implemented: forwarded, else `true`.
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    collectionView.forwardDelegateCall("collectionView:shouldHighlightItemAtIndexPath:", from: self) {
      $0.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    } ?? true
  }

  /// Not implemented: forwarded, else `true`.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    collectionView.forwardDelegateCall("collectionView:shouldSelectItemAtIndexPath:", from: self) {
      $0.collectionView(collectionView, shouldSelectItemAt: indexPath)
    } ?? true
  }

  /// Not implemented: forwarded, else `true`.
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    collectionView.forwardDelegateCall("collectionView:shouldDeselectItemAtIndexPath:", from: self) {
      $0.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    } ?? true
  }

  /// Not implemented: forwarded, else nothing.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    _ = collectionView.forwardDelegateCall("collectionView:didSelectItemAtIndexPath:", from: self) {
      $0.collectionView(collectionView, didSelectItemAt: indexPath)
    }
  }

  /// Not implemented: forwarded, else nothing.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    _ = collectionView.forwardDelegateCall("collectionView:didDeselectItemAtIndexPath:", from: self) {
      $0.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
  }

  /// Not implemented: forwarded, else nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    _ = collectionView.forwardDelegateCall("collectionView:willDisplayCell:forItemAtIndexPath:", from: self) {
      $0.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
  }

  /// Not implemented: forwarded, else nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    _ = collectionView.forwardDelegateCall("collectionView:didEndDisplayingCell:forItemAtIndexPath:", from: self) {
      $0.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
  }

  /// Not implemented: forwarded, else nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    _ = collectionView.forwardDelegateCall(
      "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:", from: self
    ) {
      $0.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }
  }

  /// Not implemented: forwarded, else nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    _ = collectionView.forwardDelegateCall(
      "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:", from: self
    ) {
      $0.collectionView(
        collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }
  }

  /// Not implemented: forwarded, else the proposed path.
  public func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    collectionView.forwardDelegateCall(
      "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
      from: self
    ) {
      $0.collectionView(
        collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
        atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    } ?? proposedIndexPath
  }

  /// Not implemented: forwarded, else no menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    collectionView.forwardDelegateCall("collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:", from: self)
    {
      $0.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
    } ?? nil
  }
}

/// Learns about items before they are shown, as in UIKit (CV-V2).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol, ObjectiveCMessaging {
  /// Items likely to be shown soon.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Items announced earlier that are no longer likely to be shown.
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Not implemented: nothing to cancel.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// Every delegate selector the collection view asks its delegate about when it is set (UIKit
/// caches the answers then).
let collectionDelegateSelectors: [String] = [
  "collectionView:shouldHighlightItemAtIndexPath:", "collectionView:shouldSelectItemAtIndexPath:",
  "collectionView:shouldDeselectItemAtIndexPath:", "collectionView:didSelectItemAtIndexPath:",
  "collectionView:didDeselectItemAtIndexPath:", "collectionView:willDisplayCell:forItemAtIndexPath:",
  "collectionView:didEndDisplayingCell:forItemAtIndexPath:",
  "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:",
  "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:",
  "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
  "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
  "scrollViewDidScroll:", "scrollViewWillBeginDragging:", "scrollViewDidEndDragging:willDecelerate:",
]

extension UICollectionView {
  /// Caches which delegate methods the delegate responds to, as UIKit does when it is set.
  func cacheDelegateResponses() {
    guard let delegate else { return delegateResponds = [] }
    delegateResponds = Set(collectionDelegateSelectors.filter { delegate.responds(to: Selector($0)) })
  }

  /// Runs `call` on the object the delegate forwards `selector` to, when `object` is the
  /// delegate running a default implementation and it said it responds; else `nil`.
  func forwardDelegateCall<Value>(
    _ selector: String, from object: AnyObject, _ call: (any UICollectionViewDelegate) -> Value
  ) -> Value? {
    guard let delegate, delegate === object, delegateResponds.contains(selector),
      let target = delegate.forwardingTarget(for: Selector(selector)) as? any UICollectionViewDelegate,
      target !== object
    else { return nil }
    log(.forwarded(selector))
    return call(target)
  }
}
#endif
