#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Every signature here is spelled exactly as in the iOS SDK: on iOS a near-miss of an optional
// method is never called.

extension CollectionViewHost: UICollectionViewDataSource {
  /// The sections shown, including collapsed ones.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    controller.presented.sectionCount
  }

  /// The rows shown in `section` (none while it is collapsed).
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    guard controller.presented.sections.indices.contains(section) else { return 0 }
    return controller.presented.rowCount(inSection: section)
  }

  /// A cell of the type registered for the row's content, dequeued and fully configured.
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    configuredCell(for: indexPath)
  }

  /// The section's header or footer view.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryView(ofKind: kind, at: indexPath)
  }

  /// Whether the row has ``Tessera/Row/onMove(within:_:)``.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    shownRow(at: indexPath)?.behaviors.interactions.move != nil
  }

  /// The user dropped a row: the controller's list follows, then the row's move handler runs.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    controller.moveRow(
      at: ElementPath(element: sourceIndexPath.item, section: sourceIndexPath.section),
      to: ElementPath(element: destinationIndexPath.item, section: destinationIndexPath.section))
  }
}

extension CollectionViewHost: UICollectionViewDelegate {
  /// Runs the row's behaviour (an expandable row toggles), then the app delegate's method;
  /// deselects the item unless ``selectionBehavior`` is `.persistent`.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    if selectionBehavior == .deselectOnTap { collectionView.deselectItem(at: indexPath, animated: true) }
    controller.selectRow(at: ElementPath(element: indexPath.item, section: indexPath.section))
    #if canImport(UIKit)
      delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    #else
      delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
    #endif
  }

  /// Runs the row's `onWillDisplay`, then the app delegate's method.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    runEach([indexPath]) { $0.onWillDisplay }
    #if canImport(UIKit)
      delegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    #else
      delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    #endif
  }

  /// Runs the row's `onDidEndDisplaying` (for a row still in the list), then the app delegate's.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    runEach([indexPath]) { $0.onDidEndDisplaying }
    #if canImport(UIKit)
      delegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    #else
      delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    #endif
  }

  /// The row's context menu (of the first item pressed); else the app delegate's.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    if let indexPath = indexPaths.first, let row = shownRow(at: indexPath),
      let menu = row.behaviors.interactions.contextMenu
    {
      return contextMenuConfiguration(menu, rowID: row.id)
    }
    #if canImport(UIKit)
      return delegate?.collectionView?(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point) ?? nil
    #else
      return delegate?.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point) ?? nil
    #endif
  }

  /// Keeps a dragged row within what its ``Tessera/RowMoveScope`` allows.
  public func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    let destination = controller.destinationForMovingRow(
      at: ElementPath(element: originalIndexPath.item, section: originalIndexPath.section),
      toward: ElementPath(element: proposedIndexPath.item, section: proposedIndexPath.section))
    return IndexPath(item: destination.element, section: destination.section)
  }
}

extension CollectionViewHost: UICollectionViewDataSourcePrefetching {
  /// Runs the `onPrefetch` of each row.
  public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    runEach(indexPaths) { $0.onPrefetch }
  }

  /// Runs the prefetch cancel handler of each row.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    runEach(indexPaths) { $0.onCancelPrefetch }
  }
}

extension CollectionViewHost: ListHost {
  /// Animates only in a window and when no apply asked for no animation.
  public var canAnimateUpdates: Bool { collectionView.window != nil && pendingNonAnimatedApplies == 0 }

  /// The collection view's width.
  public var availableWidth: Double { Double(collectionView.bounds.width) }

  /// Reloads the collection view (first load, off screen, or a change too large to animate).
  public func reloadAll(completion: @escaping @MainActor () -> Void) {
    reloadKeepingSelection()
    completion()
  }

  /// Applies one stage in one `performBatchUpdates`, swapping the data inside the block;
  /// content-only changes that keep the content type reconfigure their cells.
  public func performBatch(
    _ stage: ListUpdateStage, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    let oldList = controller.presented
    let selected = selectionBehavior == .persistent ? selectedRowIDs : []
    collectionView.performBatchUpdates({ [self] in
      updateData()
      if !stage.sectionDeletes.isEmpty { collectionView.deleteSections(IndexSet(stage.sectionDeletes)) }
      if !stage.sectionInserts.isEmpty { collectionView.insertSections(IndexSet(stage.sectionInserts)) }
      if !stage.sectionUpdates.isEmpty { collectionView.reloadSections(IndexSet(stage.sectionUpdates)) }
      for move in stage.sectionMoves { collectionView.moveSection(move.source, toSection: move.target) }
      if !stage.elementDeletes.isEmpty { collectionView.deleteItems(at: stage.elementDeletes.map(Self.indexPath)) }
      if !stage.elementInserts.isEmpty { collectionView.insertItems(at: stage.elementInserts.map(Self.indexPath)) }
      for move in stage.elementMoves { collectionView.moveItem(at: Self.indexPath(move.source), to: Self.indexPath(move.target)) }
      if !stage.elementUpdates.isEmpty {
        let sameType = stage.isContentOnly && stage.elementUpdates.allSatisfy { path in
          oldList.row(at: path)?.content.contentTypeID == controller.presented.row(at: path)?.content.contentTypeID
        }
        if sameType {
          collectionView.reconfigureItems(at: stage.elementUpdates.map(Self.indexPath))
        } else {
          collectionView.reloadItems(at: stage.elementUpdates.map(Self.indexPath))
        }
      }
    }, completion: nil)
    if !selected.isEmpty { restoreSelection(of: selected) }
    completion()
  }

  /// Refreshes expanded or collapsed rows with their cells, then lets them size themselves again.
  public func refreshRows(at paths: [ElementPath]) {
    guard controller.hostHasLoaded else { return }
    collectionView.reconfigureItems(at: paths.map(Self.indexPath))
    collectionView.collectionViewLayout.invalidateLayout()
  }

  /// Measures a row with a cell kept for measuring only, at `width`.
  public func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double {
    guard let registration = registry.registration(for: row.content) else { return 44 }
    let cell: UICollectionViewCell
    if let cached = sizingCells[registration.reuseIdentifier] {
      cell = cached
    } else {
      cell = registration.viewType.init(frame: .zero)
      sizingCells[registration.reuseIdentifier] = cell
    }
    cell.bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: cell.bounds.height)
    let context = CellContext(rowID: row.id, isExpanded: isExpanded, isMeasuring: true, send: { _ in false })
    _ = registration.configure(cell, row.content, context)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    return Double(size.height)
  }

  /// Headers and footers size themselves in the collection view; the estimate is used here.
  public func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double {
    estimatedSupplementHeight
  }

  static func indexPath(_ path: ElementPath) -> IndexPath {
    IndexPath(item: path.element, section: path.section)
  }
}

// Selection and lookups by row id, as on ``TableViewHost``.
extension CollectionViewHost {
  /// The ids of the rows the collection view shows selected.
  public var selectedRowIDs: Set<RowID> {
    Set((collectionView.indexPathsForSelectedItems ?? []).compactMap { rowID(at: $0) })
  }

  /// The index path of the row with `id`, if it is shown.
  public func indexPath(forRowID id: RowID) -> IndexPath? {
    controller.path(ofRowWithID: id).map(Self.indexPath)
  }

  /// The id of the row shown at `indexPath`.
  public func rowID(at indexPath: IndexPath) -> RowID? {
    shownRow(at: indexPath)?.id
  }

  /// The cell showing the row with `id`, if it is on screen.
  public func cell(forRowID id: RowID) -> UICollectionViewCell? {
    indexPath(forRowID: id).flatMap { collectionView.cellForItem(at: $0) }
  }

  /// Selects the row with `id` without calling the delegate. Returns `false` when it is not shown.
  @discardableResult
  public func selectRow(
    withID id: RowID, animated: Bool = false, scrollPosition: UICollectionView.ScrollPosition = []
  ) -> Bool {
    guard let indexPath = indexPath(forRowID: id) else { return false }
    collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    return true
  }

  /// Deselects the row with `id` without calling the delegate. Returns `false` when it is not shown.
  @discardableResult
  public func deselectRow(withID id: RowID, animated: Bool = false) -> Bool {
    guard let indexPath = indexPath(forRowID: id) else { return false }
    collectionView.deselectItem(at: indexPath, animated: animated)
    return true
  }

  /// Scrolls to the row with `id`. Returns `false` when it is not shown.
  @discardableResult
  public func scrollToRow(
    withID id: RowID, at position: UICollectionView.ScrollPosition = .top, animated: Bool = true
  ) -> Bool {
    guard let indexPath = indexPath(forRowID: id) else { return false }
    collectionView.scrollToItem(at: indexPath, at: position, animated: animated)
    return true
  }

  /// Reloads and selects again the rows that were selected and are still shown.
  func reloadKeepingSelection() {
    let selected = selectionBehavior == .persistent ? selectedRowIDs : []
    collectionView.reloadData()
    restoreSelection(of: selected)
  }

  /// Selects the rows of `ids` that are shown and not selected.
  func restoreSelection(of ids: Set<RowID>) {
    let now = selectedRowIDs
    for id in ids where !now.contains(id) { selectRow(withID: id) }
  }
}
