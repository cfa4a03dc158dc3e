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
    record(indexPaths.map(TableUpdateOperation.insertRow)) { .update($0, animation: animation) }
  }

  /// Deletes rows; paths refer to the state before the batch (R3.2).
  public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    checkMainThread()
    record(indexPaths.map(TableUpdateOperation.deleteRow)) { .update($0, animation: animation) }
  }

  /// Reloads rows (a fresh cell from `cellForRowAt`, R4.11); paths refer to the state before the
  /// batch (R3.2).
  public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    checkMainThread()
    record(indexPaths.map(TableUpdateOperation.reloadRow)) { .update($0, animation: animation) }
  }

  /// Moves a row from a path before the batch to a path after it; the row keeps its cell (R3.11).
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    checkMainThread()
    record([.moveRow(indexPath, to: newIndexPath)]) { .update($0, animation: nil) }
  }

  /// Inserts sections; indexes refer to the state after the batch (R3.2).
  public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    checkMainThread()
    record(sections.map(TableUpdateOperation.insertSection)) { .update($0, animation: animation) }
  }

  /// Deletes sections; indexes refer to the state before the batch (R3.2).
  public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    checkMainThread()
    record(sections.map(TableUpdateOperation.deleteSection)) { .update($0, animation: animation) }
  }

  /// Reloads sections (delete + insert, R3.4); indexes refer to the state before the batch.
  public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    checkMainThread()
    record(sections.map(TableUpdateOperation.reloadSection)) { .update($0, animation: animation) }
  }

  /// Moves a section from an index before the batch to an index after it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    checkMainThread()
    record([.moveSection(section, to: newSection)]) { .update($0, animation: nil) }
  }
}
#endif
