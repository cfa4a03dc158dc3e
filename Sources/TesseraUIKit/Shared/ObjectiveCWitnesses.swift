// On iOS, a delegate method whose Swift signature misses the protocol's by a label or a type is
// not the protocol's witness, so it is not exposed to Objective-C and UIKit never calls it.
// `#selector` of a method that is not exposed does not compile, so this file fails to build
// against the iOS SDK for any such near-miss in an adapter. (On Linux, the tests
// DelegateSignatureTests and CollectionDelegateSignatureTests check the same against the
// headless protocols.)
#if canImport(UIKit)
import UIKit

@MainActor
let tableViewAdapterObjectiveCSelectors: [Selector] = [
  // UITableViewDataSource
  #selector(TableViewAdapter.numberOfSections(in:)),
  #selector(TableViewAdapter.tableView(_:numberOfRowsInSection:)),
  #selector(TableViewAdapter.tableView(_:cellForRowAt:)),
  #selector(TableViewAdapter.tableView(_:titleForHeaderInSection:)),
  #selector(TableViewAdapter.tableView(_:titleForFooterInSection:)),
  #selector(TableViewAdapter.tableView(_:canEditRowAt:)),
  #selector(TableViewAdapter.tableView(_:canMoveRowAt:)),
  #selector(TableViewAdapter.tableView(_:moveRowAt:to:)),
  #selector(TableViewAdapter.tableView(_:commit:forRowAt:)),
  #selector(TableViewAdapter.sectionIndexTitles(for:)),
  #selector(TableViewAdapter.tableView(_:sectionForSectionIndexTitle:at:)),
  // UITableViewDelegate
  #selector(TableViewAdapter.tableView(_:heightForRowAt:)),
  #selector(TableViewAdapter.tableView(_:estimatedHeightForRowAt:)),
  #selector(TableViewAdapter.tableView(_:heightForHeaderInSection:)),
  #selector(TableViewAdapter.tableView(_:heightForFooterInSection:)),
  #selector(TableViewAdapter.tableView(_:viewForHeaderInSection:)),
  #selector(TableViewAdapter.tableView(_:viewForFooterInSection:)),
  #selector(TableViewAdapter.tableView(_:didSelectRowAt:)),
  #selector(TableViewAdapter.tableView(_:didDeselectRowAt:)),
  #selector(TableViewAdapter.tableView(_:willDisplay:forRowAt:)),
  #selector(TableViewAdapter.tableView(_:didEndDisplaying:forRowAt:)),
  #selector(TableViewAdapter.tableView(_:leadingSwipeActionsConfigurationForRowAt:)),
  #selector(TableViewAdapter.tableView(_:trailingSwipeActionsConfigurationForRowAt:)),
  #selector(TableViewAdapter.tableView(_:contextMenuConfigurationForRowAt:point:)),
  #selector(TableViewAdapter.tableView(_:editingStyleForRowAt:)),
  #selector(TableViewAdapter.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)),
  // UIScrollViewDelegate
  #selector(TableViewAdapter.scrollViewDidScroll(_:)),
  // UITableViewDataSourcePrefetching
  #selector(TableViewAdapter.tableView(_:prefetchRowsAt:)),
  #selector(TableViewAdapter.tableView(_:cancelPrefetchingForRowsAt:)),
]

@MainActor
let collectionViewAdapterObjectiveCSelectors: [Selector] = [
  // UICollectionViewDataSource
  #selector(CollectionViewAdapter.numberOfSections(in:)),
  #selector(CollectionViewAdapter.collectionView(_:numberOfItemsInSection:)),
  #selector(CollectionViewAdapter.collectionView(_:cellForItemAt:)),
  #selector(CollectionViewAdapter.collectionView(_:viewForSupplementaryElementOfKind:at:)),
  #selector(CollectionViewAdapter.collectionView(_:canMoveItemAt:)),
  #selector(CollectionViewAdapter.collectionView(_:moveItemAt:to:)),
  // UICollectionViewDelegate
  #selector(CollectionViewAdapter.collectionView(_:didSelectItemAt:)),
  #selector(CollectionViewAdapter.collectionView(_:didDeselectItemAt:)),
  #selector(CollectionViewAdapter.collectionView(_:willDisplay:forItemAt:)),
  #selector(CollectionViewAdapter.collectionView(_:didEndDisplaying:forItemAt:)),
  #selector(CollectionViewAdapter.collectionView(_:contextMenuConfigurationForItemsAt:point:)),
  #selector(
    CollectionViewAdapter.collectionView(
      _:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)),
  // UIScrollViewDelegate
  #selector(CollectionViewAdapter.scrollViewDidScroll(_:)),
  // UICollectionViewDataSourcePrefetching
  #selector(CollectionViewAdapter.collectionView(_:prefetchItemsAt:)),
  #selector(CollectionViewAdapter.collectionView(_:cancelPrefetchingForItemsAt:)),
]
#endif
