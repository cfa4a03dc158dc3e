#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Calls to the app's own delegate for the methods the host implements itself. On iOS these are
// optional Objective-C methods, called with `?`; the headless protocols give every method a
// default, so the call is direct. This is the only place the two spellings differ.
extension CollectionViewHost {
  func appDelegateDidSelect(itemAt indexPath: IndexPath) {
    #if canImport(UIKit)
    delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    #else
    delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
    #endif
  }

  func appDelegateDidDeselect(itemAt indexPath: IndexPath) {
    #if canImport(UIKit)
    delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
    #else
    delegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
    #endif
  }

  func appDelegateWillDisplay(_ cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    #if canImport(UIKit)
    delegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    #else
    delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    #endif
  }

  func appDelegateDidEndDisplaying(_ cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    #if canImport(UIKit)
    delegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    #else
    delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    #endif
  }

  func appDelegateContextMenu(forItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
    #if canImport(UIKit)
    delegate?.collectionView?(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point) ?? nil
    #else
    delegate?.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point) ?? nil
    #endif
  }

  func appDelegateDidScroll() {
    #if canImport(UIKit)
    delegate?.scrollViewDidScroll?(collectionView)
    #else
    delegate?.scrollViewDidScroll(collectionView)
    #endif
  }
}
