#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Every UICollectionViewDataSource and UICollectionViewDataSourcePrefetching method of the host
// is here, in the extension that declares both conformances, spelled exactly as in the iOS SDK:
// a near-miss of an optional method is a compiler warning here.

extension CollectionViewHost: UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
  /// Runs the prefetch cancel handler of each row.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    runEach(indexPaths) { $0.onCancelPrefetch }
  }

  /// Runs the `onPrefetch` of each row.
  public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    runEach(indexPaths) { $0.onPrefetch }
  }

  /// A cell of the type registered for the row's content, dequeued and fully configured.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    configuredCell(at: indexPath) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
  }

  /// The rows shown in `section` (none while it is collapsed).
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    controller.presented.sections.indices.contains(section) ? controller.presented.rowCount(inSection: section) : 0
  }

  /// The section's header or footer view.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryView(ofKind: kind, at: indexPath)
  }

  /// The sections shown, including collapsed ones.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    showsController ? controller.presented.sectionCount : 0
  }

  /// The user dropped a row: the controller's list follows, then the row's move handler runs.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    userDidMoveRow(at: sourceIndexPath, to: destinationIndexPath)
  }

  /// Whether the row has ``Row/onMove(within:_:)``.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    canMoveRow(at: indexPath)
  }
}
