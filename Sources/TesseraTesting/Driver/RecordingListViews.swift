#if canImport(UIKit)
import UIKit

/// Counts the calls made to a list view, for ``UIKitListViewDriver``: each override of
/// ``RecordingTableView`` and ``RecordingCollectionView`` notes its call here, then calls UIKit.
@MainActor
final class ListViewCallRecorder {
  private(set) var activity = ListViewActivity()
  /// How deep the view is in `performBatchUpdates` (or `beginUpdates`) calls.
  private var batchDepth = 0
  /// Every cell handed out so far, weakly: a dequeue returning one of them reused it.
  private var handedOut: [ObjectIdentifier: WeakCell] = [:]
  /// While the driver itself moves a row as UIKit would (a drop), nothing is counted.
  var isPaused = false

  private final class WeakCell {
    weak var cell: UIView?
    init(_ cell: UIView) { self.cell = cell }
  }

  /// A batch opens; the outermost counts.
  func enterBatch() {
    beginOperation()
    batchDepth += 1
  }

  func leaveBatch() { batchDepth = max(0, batchDepth - 1) }

  /// An update call: outside a batch it is a batch of its own, as UIKit commits it at once.
  func beginOperation() {
    guard !isPaused, batchDepth == 0 else { return }
    activity.batches += 1
    if !UIView.areAnimationsEnabled { activity.batchesWithoutAnimation += 1 }
  }

  func note(_ change: (inout ListViewActivity) -> Void) {
    guard !isPaused else { return }
    change(&activity)
  }

  /// A cell handed out for `indexPath`: made anew unless handed out before (and still alive).
  func dequeued(_ cell: UIView, at indexPath: IndexPath) {
    guard !isPaused else { return }
    let id = ObjectIdentifier(cell)
    activity.dequeuedRows.append(indexPath)
    if handedOut[id]?.cell !== cell {
      activity.createdRows.append(indexPath)
      handedOut[id] = WeakCell(cell)
    }
  }
}

/// A `UITableView` that counts what it is asked to do, through public overrides only.
final class RecordingTableView: UITableView {
  let recorder = ListViewCallRecorder()

  override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    let cell = super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    recorder.dequeued(cell, at: indexPath)
    return cell
  }

  override func reloadData() {
    recorder.note { $0.fullReloads += 1 }
    super.reloadData()
  }

  override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    recorder.enterBatch()
    defer { recorder.leaveBatch() }
    super.performBatchUpdates(updates, completion: completion)
  }

  override func beginUpdates() {
    recorder.enterBatch()
    super.beginUpdates()
  }

  override func endUpdates() {
    super.endUpdates()
    recorder.leaveBatch()
  }

  override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    recorder.beginOperation()
    recorder.note { $0.insertedRows += indexPaths }
    super.insertRows(at: indexPaths, with: animation)
  }

  override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    recorder.beginOperation()
    recorder.note { $0.deletedRows += indexPaths }
    super.deleteRows(at: indexPaths, with: animation)
  }

  override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    recorder.beginOperation()
    recorder.note { $0.reloadedRows += indexPaths }
    super.reloadRows(at: indexPaths, with: animation)
  }

  override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recorder.beginOperation()
    recorder.note { $0.rowMoves += 1 }
    super.moveRow(at: indexPath, to: newIndexPath)
  }

  override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    recorder.beginOperation()
    recorder.note { $0.sectionChanges += sections.count }
    super.insertSections(sections, with: animation)
  }

  override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    recorder.beginOperation()
    recorder.note { $0.sectionChanges += sections.count }
    super.deleteSections(sections, with: animation)
  }

  override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    recorder.beginOperation()
    recorder.note { $0.reloadedSections += Array(sections) }
    super.reloadSections(sections, with: animation)
  }

  override func moveSection(_ section: Int, toSection newSection: Int) {
    recorder.beginOperation()
    recorder.note { $0.sectionChanges += 1 }
    super.moveSection(section, toSection: newSection)
  }

  override func reconfigureRows(at indexPaths: [IndexPath]) {
    recorder.note { $0.reconfiguredRows += indexPaths }
    super.reconfigureRows(at: indexPaths)
  }
}

/// A `UICollectionView` that counts what it is asked to do, through public overrides only.
final class RecordingCollectionView: UICollectionView {
  let recorder = ListViewCallRecorder()

  override func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UICollectionViewCell
  {
    let cell = super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    recorder.dequeued(cell, at: indexPath)
    return cell
  }

  override func reloadData() {
    recorder.note { $0.fullReloads += 1 }
    super.reloadData()
  }

  override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    recorder.enterBatch()
    defer { recorder.leaveBatch() }
    super.performBatchUpdates(updates, completion: completion)
  }

  override func insertItems(at indexPaths: [IndexPath]) {
    recorder.beginOperation()
    recorder.note { $0.insertedRows += indexPaths }
    super.insertItems(at: indexPaths)
  }

  override func deleteItems(at indexPaths: [IndexPath]) {
    recorder.beginOperation()
    recorder.note { $0.deletedRows += indexPaths }
    super.deleteItems(at: indexPaths)
  }

  override func reloadItems(at indexPaths: [IndexPath]) {
    recorder.beginOperation()
    recorder.note { $0.reloadedRows += indexPaths }
    super.reloadItems(at: indexPaths)
  }

  override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recorder.beginOperation()
    recorder.note { $0.rowMoves += 1 }
    super.moveItem(at: indexPath, to: newIndexPath)
  }

  override func insertSections(_ sections: IndexSet) {
    recorder.beginOperation()
    recorder.note { $0.sectionChanges += sections.count }
    super.insertSections(sections)
  }

  override func deleteSections(_ sections: IndexSet) {
    recorder.beginOperation()
    recorder.note { $0.sectionChanges += sections.count }
    super.deleteSections(sections)
  }

  override func reloadSections(_ sections: IndexSet) {
    recorder.beginOperation()
    recorder.note { $0.reloadedSections += Array(sections) }
    super.reloadSections(sections)
  }

  override func moveSection(_ section: Int, toSection newSection: Int) {
    recorder.beginOperation()
    recorder.note { $0.sectionChanges += 1 }
    super.moveSection(section, toSection: newSection)
  }

  override func reconfigureItems(at indexPaths: [IndexPath]) {
    recorder.note { $0.reconfiguredRows += indexPaths }
    super.reconfigureItems(at: indexPaths)
  }
}
#endif
