// On iOS, a delegate method whose Swift signature misses the protocol's by a label or a type is
// not the protocol's witness, so it is not exposed to Objective-C and UIKit never calls it.
// `#selector` of a method that is not exposed does not compile, so this file, compiled against
// the iOS SDK by ios-compile, fails for any such near-miss in the host. (On Linux,
// DelegateSignatureTests checks the same against the headless protocols.)
#if canImport(UIKit)
import UIKit
import TesseraUIKit

@MainActor
let tableViewHostObjectiveCSelectors: [Selector] = [
  // UITableViewDataSource
  #selector(TableViewHost.numberOfSections(in:)),
  #selector(TableViewHost.tableView(_:numberOfRowsInSection:)),
  #selector(TableViewHost.tableView(_:cellForRowAt:)),
  #selector(TableViewHost.tableView(_:titleForHeaderInSection:)),
  #selector(TableViewHost.tableView(_:titleForFooterInSection:)),
  #selector(TableViewHost.tableView(_:canEditRowAt:)),
  #selector(TableViewHost.tableView(_:canMoveRowAt:)),
  #selector(TableViewHost.tableView(_:moveRowAt:to:)),
  #selector(TableViewHost.tableView(_:commit:forRowAt:)),
  #selector(TableViewHost.sectionIndexTitles(for:)),
  #selector(TableViewHost.tableView(_:sectionForSectionIndexTitle:at:)),
  // UITableViewDelegate
  #selector(TableViewHost.tableView(_:heightForRowAt:)),
  #selector(TableViewHost.tableView(_:estimatedHeightForRowAt:)),
  #selector(TableViewHost.tableView(_:heightForHeaderInSection:)),
  #selector(TableViewHost.tableView(_:heightForFooterInSection:)),
  #selector(TableViewHost.tableView(_:viewForHeaderInSection:)),
  #selector(TableViewHost.tableView(_:viewForFooterInSection:)),
  #selector(TableViewHost.tableView(_:didSelectRowAt:)),
  #selector(TableViewHost.tableView(_:didDeselectRowAt:)),
  #selector(TableViewHost.tableView(_:willDisplay:forRowAt:)),
  #selector(TableViewHost.tableView(_:didEndDisplaying:forRowAt:)),
  #selector(TableViewHost.tableView(_:leadingSwipeActionsConfigurationForRowAt:)),
  #selector(TableViewHost.tableView(_:trailingSwipeActionsConfigurationForRowAt:)),
  #selector(TableViewHost.tableView(_:contextMenuConfigurationForRowAt:point:)),
  #selector(TableViewHost.tableView(_:editingStyleForRowAt:)),
  #selector(TableViewHost.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)),
  // UIScrollViewDelegate
  #selector(TableViewHost.scrollViewDidScroll(_:)),
  // UITableViewDataSourcePrefetching
  #selector(TableViewHost.tableView(_:prefetchRowsAt:)),
  #selector(TableViewHost.tableView(_:cancelPrefetchingForRowsAt:)),
]

@MainActor
let collectionViewHostObjectiveCSelectors: [Selector] = [
  // UICollectionViewDataSource
  #selector(CollectionViewHost.numberOfSections(in:)),
  #selector(CollectionViewHost.collectionView(_:numberOfItemsInSection:)),
  #selector(CollectionViewHost.collectionView(_:cellForItemAt:)),
  #selector(CollectionViewHost.collectionView(_:viewForSupplementaryElementOfKind:at:)),
  #selector(CollectionViewHost.collectionView(_:canMoveItemAt:)),
  #selector(CollectionViewHost.collectionView(_:moveItemAt:to:)),
  // UICollectionViewDelegate
  #selector(CollectionViewHost.collectionView(_:didSelectItemAt:)),
  #selector(CollectionViewHost.collectionView(_:didDeselectItemAt:)),
  #selector(CollectionViewHost.collectionView(_:willDisplay:forItemAt:)),
  #selector(CollectionViewHost.collectionView(_:didEndDisplaying:forItemAt:)),
  #selector(CollectionViewHost.collectionView(_:contextMenuConfigurationForItemsAt:point:)),
  #selector(
    CollectionViewHost.collectionView(
      _:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)),
  // UIScrollViewDelegate
  #selector(CollectionViewHost.scrollViewDidScroll(_:)),
  // UICollectionViewDataSourcePrefetching
  #selector(CollectionViewHost.collectionView(_:prefetchItemsAt:)),
  #selector(CollectionViewHost.collectionView(_:cancelPrefetchingForItemsAt:)),
]
#endif
