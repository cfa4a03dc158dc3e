#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// The collection view's data source, prefetch data source and delegate for a
/// ``CollectionViewHost``: it answers what the view asks by calling the host, and hands what it
/// does not implement to the app's own delegate (see ``ListViewAdapter``).
///
/// Each conformance is declared by the extension that holds its methods, spelled exactly as in
/// the iOS SDK: a near-miss of an optional method is a compiler warning there.
final class CollectionViewAdapter: ListViewAdapter {
  /// The host the collection view shows the list of; it owns the adapter.
  weak var host: CollectionViewHost?

  /// The app's own delegate.
  private var appDelegate: (any UICollectionViewDelegate)? { host?.delegate }
}

extension CollectionViewAdapter: UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
  /// Runs the prefetch cancel handler of each row.
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    host?.runEach(indexPaths) { $0.onCancelPrefetch }
  }

  /// Runs the `onPrefetch` of each row.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    host?.runEach(indexPaths) { $0.onPrefetch }
  }

  /// A cell of the type registered for the row's content, dequeued and fully configured.
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    host?.configuredCell(at: indexPath) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
  }

  /// The rows shown in `section` (none while it is collapsed).
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    host?.shownRowCount(inSection: section) ?? 0
  }

  /// The section's header or footer view.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    host?.supplementaryView(ofKind: kind, at: indexPath) ?? UICollectionReusableView(frame: .zero)
  }

  /// The sections shown, including collapsed ones.
  func numberOfSections(in collectionView: UICollectionView) -> Int { host?.shownSectionCount ?? 0 }

  /// The user dropped a row: the controller's list follows, then the row's move handler runs.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    host?.userDidMoveRow(at: sourceIndexPath, to: destinationIndexPath)
  }

  /// Whether the row has `onMove`.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    host?.canMoveRow(at: indexPath) ?? false
  }
}

extension CollectionViewAdapter: UICollectionViewDelegate {
  /// Runs the row's behaviour (an expandable row toggles), then the app delegate's method;
  /// deselects the item unless the host's selection is persistent.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    host?.userSelected(#function, at: indexPath) {
      #if canImport(UIKit)
      appDelegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
      #else
      appDelegate?.collectionView(collectionView, didSelectItemAt: indexPath)
      #endif
    }
  }

  /// Tells the host's selection handler, then the app delegate's method.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    host?.userDeselected(#function, at: indexPath) {
      #if canImport(UIKit)
      appDelegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
      #else
      appDelegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
      #endif
    }
  }

  /// Reports the rows now on screen (for reach-end actions and visibility observers), then the
  /// app delegate's method.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    host?.viewScrolled(#function) {
      #if canImport(UIKit)
      appDelegate?.scrollViewDidScroll?(scrollView)
      #else
      appDelegate?.scrollViewDidScroll(scrollView)
      #endif
    }
  }

  /// Keeps a dragged row within what its move scope allows.
  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    host?.destinationForMovingRow(at: originalIndexPath, toward: proposedIndexPath) ?? proposedIndexPath
  }

  /// Runs the row's `onWillDisplay`, then the app delegate's method.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    host?.rowDisplay(#function, at: indexPath, ending: false) {
      #if canImport(UIKit)
      appDelegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
      #else
      appDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
      #endif
    }
  }

  /// The row's context menu (of the first item pressed); else the app delegate's.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    host?.answer(#function, at: indexPaths, own: { indexPaths.first.flatMap { host?.rowContextMenu(at: $0) } }) {
      #if canImport(UIKit)
      appDelegate?.collectionView?(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point) ?? nil
      #else
      appDelegate?.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
      #endif
    }
  }

  /// Runs the row's `onDidEndDisplaying` (for a row still in the list), then the app delegate's.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    host?.rowDisplay(#function, at: indexPath, ending: true) {
      #if canImport(UIKit)
      appDelegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
      #else
      appDelegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
      #endif
    }
  }
}
