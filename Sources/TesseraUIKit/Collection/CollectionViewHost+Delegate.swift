#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Every UICollectionViewDelegate method of the host is here, in the extension that declares the
// conformance, spelled exactly as in the iOS SDK: a near-miss of an optional method is a
// compiler warning here. The app's own delegate hears of selection, display and menus too
// (through CollectionViewHost+AppDelegate.swift).

extension CollectionViewHost: UICollectionViewDelegate {
  /// Runs the row's behaviour (an expandable row toggles), then the app delegate's method;
  /// deselects the item unless ``UIKitListHost/selectionBehavior`` is `.persistent`.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard !isComingBack(#function, at: [indexPath]) else { return }
    userDidSelectRow(at: indexPath)
    passOn(#function, at: [indexPath]) { appDelegateDidSelect(itemAt: indexPath) }
  }

  /// Tells ``UIKitListHost/selectionDidChangeHandler``, then the app delegate's method.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    guard !isComingBack(#function, at: [indexPath]) else { return }
    userDidDeselectRow(at: indexPath)
    passOn(#function, at: [indexPath]) { appDelegateDidDeselect(itemAt: indexPath) }
  }

  /// Reports the rows now on screen (for reach-end actions and visibility observers), then the
  /// app delegate's method.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard !isComingBack(#function, at: []) else { return }
    listViewDidScroll()
    passOn(#function, at: []) { appDelegateDidScroll() }
  }

  /// Keeps a dragged row within what its ``RowMoveScope`` allows.
  public func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    destinationForMovingRow(at: originalIndexPath, toward: proposedIndexPath)
  }

  /// Runs the row's `onWillDisplay`, then the app delegate's method.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    guard !isComingBack(#function, at: [indexPath]) else { return }
    duringViewCallback {
      runEach([indexPath]) { $0.onWillDisplay }
      passOn(#function, at: [indexPath]) { appDelegateWillDisplay(cell, forItemAt: indexPath) }
    }
  }

  /// The row's context menu (of the first item pressed); else the app delegate's.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard !isComingBack(#function, at: indexPaths) else { return nil }
    if let menu = indexPaths.first.flatMap(rowContextMenu(at:)) { return menu }
    return passOn(#function, at: indexPaths) { appDelegateContextMenu(forItemsAt: indexPaths, point: point) }
  }

  /// Runs the row's `onDidEndDisplaying` (for a row still in the list), then the app delegate's.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    guard !isComingBack(#function, at: [indexPath]) else { return }
    duringViewCallback {
      runEach([indexPath]) { $0.onDidEndDisplaying }
      passOn(#function, at: [indexPath]) { appDelegateDidEndDisplaying(cell, forItemAt: indexPath) }
    }
  }
}
