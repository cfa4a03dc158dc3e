#if !canImport(UIKit)
import Foundation

// The batch update API (R1.7, R3.1). Every operation is recorded into the open batch; a lone
// operation opens and commits its own one-operation batch (C0.3).
extension UITableView {
  /// Opens a batch, or nests inside the open one (R3.1).
  public func beginUpdates() {
    checkMainThread()
    openBatch()
  }

  /// Closes a batch; the `endUpdates()` that closes the outermost one commits (R3.1, R3.5).
  public func endUpdates() {
    checkMainThread()
    guard batchSession.isOpen else { return recordViolation(TableUpdateError(.unbalancedEndUpdates)) }
    closeBatch()
  }

  /// Runs `updates` as one batch and commits it when the block returns, unless it is nested in
  /// an open batch (R3.1). `completion` runs once, on the next `finishAnimations()` (R3.12).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    checkMainThread()
    runBatch(updates, completion: completion)
  }

  /// Inserts rows; paths refer to the state after the batch (R3.2).
  public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    checkMainThread()
    recordRows(indexPaths, animation: animation, TableUpdateOperation.insertRow) { $0.rowInserts.append($1) }
  }

  /// Deletes rows; paths refer to the state before the batch (R3.2).
  public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    checkMainThread()
    recordRows(indexPaths, animation: animation, TableUpdateOperation.deleteRow) { $0.rowDeletes.append($1) }
  }

  /// Reloads rows (a fresh cell from `cellForRowAt`, R4.11); paths refer to the state before the
  /// batch (R3.2).
  public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    checkMainThread()
    recordRows(indexPaths, animation: animation, TableUpdateOperation.reloadRow) { $0.rowReloads.append($1) }
  }

  /// Moves a row from a path before the batch to a path after it; the row keeps its cell (R3.11).
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    checkMainThread()
    openBatch()
    for path in [indexPath, newIndexPath] where path.count != 2 {
      recordViolation(TableUpdateError(.invalidIndexPath(path)))
    }
    if indexPath.count == 2, newIndexPath.count == 2 {
      log(.update(.moveRow(indexPath, to: newIndexPath), animation: nil))
      batchSession.pending.rowMoves.append(IndexMove(from: RowPath(indexPath), to: RowPath(newIndexPath)))
    }
    closeBatch()
  }

  /// Inserts sections; indexes refer to the state after the batch (R3.2).
  public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    checkMainThread()
    recordSections(sections, animation: animation, TableUpdateOperation.insertSection) { $0.sectionInserts.append($1) }
  }

  /// Deletes sections; indexes refer to the state before the batch (R3.2).
  public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    checkMainThread()
    recordSections(sections, animation: animation, TableUpdateOperation.deleteSection) { $0.sectionDeletes.append($1) }
  }

  /// Reloads sections (delete + insert, R3.4); indexes refer to the state before the batch.
  public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    checkMainThread()
    recordSections(sections, animation: animation, TableUpdateOperation.reloadSection) { $0.sectionReloads.append($1) }
  }

  /// Moves a section from an index before the batch to an index after it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    checkMainThread()
    openBatch()
    log(.update(.moveSection(section, to: newSection), animation: nil))
    batchSession.pending.sectionMoves.append(IndexMove(from: section, to: newSection))
    closeBatch()
  }

  // MARK: Internals

  private func recordRows(
    _ indexPaths: [IndexPath], animation: UITableView.RowAnimation,
    _ operation: (IndexPath) -> TableUpdateOperation, _ append: (inout PendingBatch, RowPath) -> Void
  ) {
    openBatch()
    for path in indexPaths {
      guard path.count == 2 else {
        recordViolation(TableUpdateError(.invalidIndexPath(path)))
        continue
      }
      log(.update(operation(path), animation: animation))
      append(&batchSession.pending, RowPath(path))
    }
    closeBatch()
  }

  private func recordSections(
    _ sections: IndexSet, animation: UITableView.RowAnimation,
    _ operation: (Int) -> TableUpdateOperation, _ append: (inout PendingBatch, Int) -> Void
  ) {
    openBatch()
    for section in sections {
      log(.update(operation(section), animation: animation))
      append(&batchSession.pending, section)
    }
    closeBatch()
  }
}
#endif
