#if !canImport(UIKit)
import Foundation

/// The event of a reconfiguration both views log: a case of ``TableEvent`` and ``CollectionEvent``.
protocol ReconfigureEvent {
  /// A shown cell was reconfigured (R3.16, CV-R6).
  static func reconfigure(_ path: IndexPath) -> Self
}

/// The warning of a skipped reconfiguration both views record: a case of ``TableWarning`` and
/// ``CollectionWarning``.
protocol ReconfigureWarning {
  /// A reconfiguration named a row or item that is not displayed; it was skipped.
  static func reconfigureSkipped(_ path: IndexPath) -> Self
}

extension TableEvent: ReconfigureEvent {}
extension CollectionEvent: ReconfigureEvent {}
extension TableWarning: ReconfigureWarning {}
extension CollectionWarning: ReconfigureWarning {}

/// What the headless table and collection view share of the batch update path (R1.9, R3.1-R3.7,
/// R3.16, R3.18; CV-B1..B3, CV-R6, CV-R7): recording operations into the open batch, validating
/// a batch against the data source's new counts, and refreshing a shown cell with itself. Each
/// view supplies its counts, its cells, its errors and how a validated plan applies to its own
/// storage.
@MainActor
protocol BatchUpdatingListView: SimulatedListView
where State.Event: ReconfigureEvent, State.Warning: ReconfigureWarning {
  /// Whether the view has a data source to ask for the counts after a batch.
  var hasDataSource: Bool { get }
  /// Row (or item) counts per section before the batch, as the view caches them.
  var cachedCounts: [Int] { get }
  /// Asks the data source for the row (or item) counts per section.
  func askCounts() -> [Int]
  /// Applies a validated plan to the cache, the visible cells and the selection.
  func apply(_ plan: BatchPlan, batch: PendingBatch)
  /// The cell shown at `path`, if it is on screen.
  func shownCell(at path: RowPath) -> Cell?
  /// Asks the data source for the cell at `path`; `existing` is the one a dequeue hands back.
  func requestCell(for path: RowPath, reconfiguring existing: Cell?) -> Cell
  /// Takes `existing` off screen and shows `cell` at `path` in its place, with `willDisplay`.
  func replaceShownCell(_ existing: Cell, with cell: Cell, at path: RowPath)
  /// The view's error for a failure of the batch rules, with the batch that failed.
  func batchFailure(
    _ error: TableUpdateError, before: [Int], after: [Int], updates: [TableUpdateOperation]
  ) -> State.Failure
  /// The view's error for a failure in the table's vocabulary: an index path without exactly
  /// two indexes (R1.9, CV-B2), a reconfiguration in a batch that changes the index spaces
  /// (R3.18, CV-R7), a batch committed without a data source (R2.6, CV-B4).
  static func failure(_ kind: TableUpdateError.Kind) -> State.Failure
}

extension BatchUpdatingListView {
  /// Records operations into the open batch; a lone call opens and commits its own batch
  /// (C0.3). Each is logged as `event` says; one that names an index path without exactly two
  /// indexes is a violation and is dropped (R1.9, CV-B2).
  func record(_ operations: [TableUpdateOperation], _ event: (TableUpdateOperation) -> State.Event) {
    openBatch()
    for operation in operations {
      let invalid = operation.indexPaths.filter { $0.count != 2 }
      for path in invalid { recordViolation(Self.failure(.invalidIndexPath(path))) }
      guard invalid.isEmpty else { continue }
      log(event(operation))
      batchSession.pending.append(operation)
    }
    closeBatch()
  }

  /// The paths of a `reconfigureRows`/`reconfigureItems` call to refresh now (a violation for
  /// each path without two indexes); `nil` inside a batch, which keeps them for its commit, in
  /// the index space before it.
  func pathsToReconfigureNow(_ indexPaths: [IndexPath]) -> [RowPath]? {
    // A loop, not `filter` and `map`: a closure isolated to the main actor is checked per path.
    var paths: [RowPath] = []
    paths.reserveCapacity(indexPaths.count)
    for path in indexPaths {
      if path.count == 2 { paths.append(RowPath(path)) } else { recordViolation(Self.failure(.invalidIndexPath(path))) }
    }
    guard batchSession.isOpen else { return paths }
    batchSession.pending.reconfigures += paths
    return nil
  }

  /// Validates a batch against the data source's new counts and applies it, or records why not
  /// (R3.5-R3.7, R3.18; CV-B2, CV-C1..C3, CV-R7).
  func validateAndApply(_ batch: PendingBatch) {
    guard hasDataSource else { return fail(Self.failure(.dataSourceNotSet), batch: batch) }
    let before = cachedCounts
    let after = askCounts()
    if batch.changesIndexSpaces {
      for path in batch.reconfigures { reportMisuse(Self.failure(.reconfigureInStructuralBatch(path.indexPath))) }
    }
    commit(batch, before: before, after: after, rejectsDuplicates: simulation.strictness == .strict)
  }

  /// Validates `batch` from the counts `before` to the counts `after`, then applies it and
  /// schedules its completions as finished, or fails it (a violation, or in
  /// `.lenientReloadFallback` a full reload).
  func commit(_ batch: PendingBatch, before: [Int], after: [Int], rejectsDuplicates: Bool) {
    do {
      let plan = try BatchValidator(old: before, new: after, rejectsDuplicates: rejectsDuplicates).validate(batch)
      apply(plan, batch: batch)
      batchSession.schedule(batch.completions, finished: true)
    } catch {
      fail(batchFailure(error, before: before, after: after, updates: batch.operations), batch: batch)
    }
  }

  /// Refreshes the cell shown at `path` with itself (R3.16, CV-R6): the data source's cell
  /// method runs and its dequeue hands back the cell on screen. Returns that cell, or `nil`
  /// (with a warning) when nothing is shown there. A data source that returns another cell has
  /// already broken the contract (the dequeue reported it); that cell is shown.
  func reconfigureShownCell(at path: RowPath) -> Cell? {
    guard let existing = shownCell(at: path) else {
      warn(.reconfigureSkipped(path.indexPath))
      return nil
    }
    log(.reconfigure(path.indexPath))
    let cell = requestCell(for: path, reconfiguring: existing)
    if cell !== existing { replaceShownCell(existing, with: cell, at: path) }
    return cell
  }

  /// Reconfigures, after a commit, the rows or items the batch named for it, where the plan
  /// puts them; one the batch deleted or reloaded is skipped with a warning.
  func reconfigureAfterCommit(_ batch: PendingBatch, _ plan: BatchPlan, _ reconfigure: (RowPath) -> Void) {
    for path in batch.reconfigures {
      if let target = plan.target(of: path) {
        reconfigure(target)
      } else {
        warn(.reconfigureSkipped(path.indexPath))
      }
    }
  }
}

extension TableUpdateOperation {
  /// The index paths the operation names (none for a section operation).
  var indexPaths: [IndexPath] {
    switch self {
    case .insertSection, .deleteSection, .reloadSection, .moveSection: []
    case .insertRow(let path), .deleteRow(let path), .reloadRow(let path): [path]
    case .moveRow(let from, let to): [from, to]
    }
  }
}

extension PendingBatch {
  /// Records one operation, whose index paths have two indexes each.
  mutating func append(_ operation: TableUpdateOperation) {
    switch operation {
    case .insertSection(let section): sectionInserts.append(section)
    case .deleteSection(let section): sectionDeletes.append(section)
    case .reloadSection(let section): sectionReloads.append(section)
    case .moveSection(let from, let to): sectionMoves.append(IndexMove(from: from, to: to))
    case .insertRow(let path): rowInserts.append(RowPath(path))
    case .deleteRow(let path): rowDeletes.append(RowPath(path))
    case .reloadRow(let path): rowReloads.append(RowPath(path))
    case .moveRow(let from, let to): rowMoves.append(IndexMove(from: RowPath(from), to: RowPath(to)))
    }
  }
}
#endif
