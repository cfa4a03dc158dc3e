#if !canImport(UIKit)
import Foundation

// Batch updates (CV-B1..B3): every operation is recorded into the open batch; a lone operation
// opens and commits its own batch. The commit reads the new counts from the data source,
// validates with the validator the table uses (CV-S, CV-I, CV-C, CV-D), then carries heights,
// visible cells and selection through the batch.
extension UICollectionView: BatchUpdatingListView {
  /// Runs `updates` as one batch, committed when the block returns unless nested in another
  /// (CV-B1). The data source must change inside `updates` (CV-B3). `completion` runs once, on
  /// the next ``finishAnimations()``.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    checkMainThread()
    runBatch(updates, completion: completion)
  }

  /// Inserts items; paths refer to the state after the batch (CV-B2).
  public func insertItems(at indexPaths: [IndexPath]) {
    checkMainThread()
    record(indexPaths.map(TableUpdateOperation.insertRow)) { .update($0) }
  }

  /// Deletes items; paths refer to the state before the batch (CV-B2).
  public func deleteItems(at indexPaths: [IndexPath]) {
    checkMainThread()
    record(indexPaths.map(TableUpdateOperation.deleteRow)) { .update($0) }
  }

  /// Reloads items (new cells from `cellForItemAt`); paths refer to the state before the batch.
  public func reloadItems(at indexPaths: [IndexPath]) {
    checkMainThread()
    record(indexPaths.map(TableUpdateOperation.reloadRow)) { .update($0) }
  }

  /// Moves an item from a path before the batch to a path after it; it keeps its cell.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    checkMainThread()
    record([.moveRow(indexPath, to: newIndexPath)]) { .update($0) }
  }

  /// Inserts sections; indexes refer to the state after the batch.
  public func insertSections(_ sections: IndexSet) {
    checkMainThread()
    record(sections.map(TableUpdateOperation.insertSection)) { .update($0) }
  }

  /// Deletes sections; indexes refer to the state before the batch.
  public func deleteSections(_ sections: IndexSet) {
    checkMainThread()
    record(sections.map(TableUpdateOperation.deleteSection)) { .update($0) }
  }

  /// Reloads sections (delete and insert); indexes refer to the state before the batch.
  public func reloadSections(_ sections: IndexSet) {
    checkMainThread()
    record(sections.map(TableUpdateOperation.reloadSection)) { .update($0) }
  }

  /// Moves a section from an index before the batch to an index after it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    checkMainThread()
    record([.moveSection(section, to: newSection)]) { .update($0) }
  }

  /// Refreshes visible items with their existing cells (iOS 15): `cellForItemAt` must dequeue
  /// the same reuse identifier and gets the cell on screen back (CV-R6). Inside a batch, paths
  /// refer to the state before it and the refresh happens at the commit.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    checkMainThread()
    guard let paths = pathsToReconfigureNow(indexPaths) else { return }
    loadIfNeeded()
    for path in paths { reconfigure(path) }
    updateVisibleViews()
  }

  // MARK: Internals

  static func failure(_ kind: TableUpdateError.Kind) -> CollectionUpdateError {
    switch kind {
    case .dataSourceNotSet: CollectionUpdateError(.dataSourceNotSet)
    case .reconfigureInStructuralBatch(let path): CollectionUpdateError(.reconfigureInStructuralBatch(path))
    default: CollectionUpdateError(.batch(kind))
    }
  }

  var hasDataSource: Bool { dataSource != nil }
  var cachedCounts: [Int] { model.itemCounts }

  func batchFailure(
    _ error: TableUpdateError, before: [Int], after: [Int], updates: [TableUpdateOperation]
  ) -> CollectionUpdateError {
    var failure = Self.failure(error.kind)
    failure.batch = TableUpdateError.BatchSummary(before: before, after: after, updates: updates, table: "")
    return failure
  }

  /// Applies a validated plan: items leave their sections in descending order, then arrive in
  /// ascending order, moved items carrying their heights; sections are asked for their layout
  /// again; visible cells, supplementary views and selection follow the plan.
  /// - Complexity: O(sections + operations × (chunk + log n) + visible), plus O(items) for each
  ///   grid section touched.
  func apply(_ plan: BatchPlan, batch: PendingBatch) {
    log(.batchCommit(plan.operations))
    let (edited, moved) = plan.removingLeavers(from: { model.sections[$0] }) { $0.removeItem(at: $1) }
    let sections = plan.newSections(fresh: { makeSection($0, count: plan.newCounts[$0]) }) { index, origin in
      guard var geometry = edited[index] else { return model.sections[origin] }
      let newItem = geometry.newItemHeight
      plan.insertArrivals(
        into: &geometry, section: index, moved: moved,
        insert: { $0.insertItem($1.height, isMeasured: $1.isMeasured, at: $2) }, fresh: { _ in newItem })
      geometry.rebuildLines()
      return geometry
    }
    model = CollectionLayoutModel(sections: sections, width: model.width)
    model.needsSectionLayouts = true

    visibleItems.remap(through: plan) { endDisplaying($0.view, at: $0.path) }
    var supplements: [SupplementPosition: UICollectionReusableView] = [:]
    for (position, view) in visibleSupplements {
      if position.section < plan.sectionTargets.count, let target = plan.sectionTargets[position.section] {
        supplements[SupplementPosition(kind: position.kind, section: target)] = view
      } else {
        endDisplayingSupplement(view, at: position)
      }
    }
    visibleSupplements = supplements
    selectedItems = Set(selectedItems.compactMap { plan.target(of: $0) })
    prefetching.remap(plan.target(of:))
    refreshSectionLayouts()
    updateVisibleViews()
    reconfigureAfterCommit(batch, plan, reconfigure)
    if !batch.reconfigures.isEmpty { updateVisibleViews() }
  }

  /// Refreshes one visible item with its own cell (CV-R6); an estimated item is measured again.
  func reconfigure(_ path: RowPath) {
    guard let cell = reconfigureShownCell(at: path) else { return }
    if model.sections[path.section].spec.rule.isEstimated { measure(cell, at: path) }
  }

  func shownCell(at path: RowPath) -> UICollectionViewCell? { visibleItems.view(at: path) }

  func replaceShownCell(_ existing: UICollectionViewCell, with cell: UICollectionViewCell, at path: RowPath) {
    endDisplaying(existing, at: path)
    addSubview(cell)
    visibleItems.replaceView(at: path, with: cell)
    delegate?.collectionView(self, willDisplay: cell, forItemAt: path.itemIndexPath)
  }
}
#endif
