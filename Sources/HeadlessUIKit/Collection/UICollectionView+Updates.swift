#if !canImport(UIKit)
import Foundation

// Batch updates (CV-B1..B3): every operation is recorded into the open batch; a lone operation
// opens and commits its own batch. The commit reads the new counts from the data source,
// validates with the validator the table uses (CV-S, CV-I, CV-C, CV-D), then carries heights,
// visible cells and selection through the batch.
extension UICollectionView {
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
    record(indexPaths, TableUpdateOperation.insertRow) { $0.rowInserts.append($1) }
  }

  /// Deletes items; paths refer to the state before the batch (CV-B2).
  public func deleteItems(at indexPaths: [IndexPath]) {
    checkMainThread()
    record(indexPaths, TableUpdateOperation.deleteRow) { $0.rowDeletes.append($1) }
  }

  /// Reloads items (new cells from `cellForItemAt`); paths refer to the state before the batch.
  public func reloadItems(at indexPaths: [IndexPath]) {
    checkMainThread()
    record(indexPaths, TableUpdateOperation.reloadRow) { $0.rowReloads.append($1) }
  }

  /// Moves an item from a path before the batch to a path after it; it keeps its cell.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    checkMainThread()
    openBatch()
    for path in [indexPath, newIndexPath] where path.count != 2 {
      recordViolation(CollectionUpdateError(.batch(.invalidIndexPath(path))))
    }
    if indexPath.count == 2, newIndexPath.count == 2 {
      log(.update(.moveRow(indexPath, to: newIndexPath)))
      batchSession.pending.rowMoves.append(IndexMove(from: RowPath(indexPath), to: RowPath(newIndexPath)))
    }
    closeBatch()
  }

  /// Inserts sections; indexes refer to the state after the batch.
  public func insertSections(_ sections: IndexSet) {
    checkMainThread()
    recordSections(sections, TableUpdateOperation.insertSection) { $0.sectionInserts.append($1) }
  }

  /// Deletes sections; indexes refer to the state before the batch.
  public func deleteSections(_ sections: IndexSet) {
    checkMainThread()
    recordSections(sections, TableUpdateOperation.deleteSection) { $0.sectionDeletes.append($1) }
  }

  /// Reloads sections (delete and insert); indexes refer to the state before the batch.
  public func reloadSections(_ sections: IndexSet) {
    checkMainThread()
    recordSections(sections, TableUpdateOperation.reloadSection) { $0.sectionReloads.append($1) }
  }

  /// Moves a section from an index before the batch to an index after it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    checkMainThread()
    openBatch()
    log(.update(.moveSection(section, to: newSection)))
    batchSession.pending.sectionMoves.append(IndexMove(from: section, to: newSection))
    closeBatch()
  }

  /// Refreshes visible items with their existing cells (iOS 15): `cellForItemAt` must dequeue
  /// the same reuse identifier and gets the cell on screen back (CV-R6). Inside a batch, paths
  /// refer to the state before it and the refresh happens at the commit.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    checkMainThread()
    for path in indexPaths where path.count != 2 {
      recordViolation(CollectionUpdateError(.batch(.invalidIndexPath(path))))
    }
    let paths = indexPaths.filter { $0.count == 2 }.map(RowPath.init)
    if batchSession.isOpen {
      batchSession.pending.reconfigures += paths
      return
    }
    loadIfNeeded()
    for path in paths { reconfigure(path) }
    updateVisibleViews()
  }

  // MARK: Internals

  private func record(
    _ indexPaths: [IndexPath], _ operation: (IndexPath) -> TableUpdateOperation,
    _ append: (inout PendingBatch, RowPath) -> Void
  ) {
    openBatch()
    for path in indexPaths {
      guard path.count == 2 else {
        recordViolation(CollectionUpdateError(.batch(.invalidIndexPath(path))))
        continue
      }
      log(.update(operation(path)))
      append(&batchSession.pending, RowPath(path))
    }
    closeBatch()
  }

  private func recordSections(
    _ sections: IndexSet, _ operation: (Int) -> TableUpdateOperation, _ append: (inout PendingBatch, Int) -> Void
  ) {
    openBatch()
    for section in sections {
      log(.update(operation(section)))
      append(&batchSession.pending, section)
    }
    closeBatch()
  }

  /// Validates a batch against the data source's new counts and applies it, or records why not.
  func validateAndApply(_ batch: PendingBatch) {
    guard dataSource != nil else { return fail(CollectionUpdateError(.dataSourceNotSet), batch: batch) }
    let before = model.itemCounts
    let after = askCounts()
    let validator = BatchValidator(old: before, new: after, rejectsDuplicates: simulation.strictness == .strict)
    if batch.changesIndexSpaces {
      for path in batch.reconfigures {
        reportMisuse(CollectionUpdateError(.reconfigureInStructuralBatch(path.itemIndexPath)))
      }
    }
    do {
      let plan = try validator.validate(batch)
      apply(plan, batch: batch)
      batchSession.schedule(batch.completions, finished: true)
    } catch {
      var failure = CollectionUpdateError(.batch(error.kind))
      failure.before = before
      failure.after = after
      failure.updates = batch.operations
      fail(failure, batch: batch)
    }
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
    for path in batch.reconfigures {
      if let target = plan.target(of: path) {
        reconfigure(target)
      } else {
        warn(.reconfigureSkipped(path.itemIndexPath))
      }
    }
    if !batch.reconfigures.isEmpty { updateVisibleViews() }
  }

  /// Refreshes one visible item with its own cell (CV-R6); an estimated item is measured again.
  func reconfigure(_ path: RowPath) {
    guard let existing = visibleItems.view(at: path) else { return warn(.reconfigureSkipped(path.itemIndexPath)) }
    log(.reconfigure(path.itemIndexPath))
    let cell = requestCell(for: path, reconfiguring: existing)
    if cell !== existing {
      endDisplaying(existing, at: path)
      addSubview(cell)
      visibleItems.replaceView(at: path, with: cell)
      delegate?.collectionView(self, willDisplay: cell, forItemAt: path.itemIndexPath)
    }
    if model.sections[path.section].spec.rule.isEstimated { measure(cell, at: path) }
  }
}
#endif
