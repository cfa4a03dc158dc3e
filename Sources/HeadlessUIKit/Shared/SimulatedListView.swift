#if !canImport(UIKit)
import Foundation

/// The events of a headless list view's log that the recording and batching both views share
/// need: enum cases of ``TableEvent`` and ``CollectionEvent`` satisfy them.
protocol SimulationEvent {
  associatedtype Failure
  associatedtype Warning
  /// A violation was recorded.
  static func violation(_ failure: Failure) -> Self
  /// A warning was recorded.
  static func warning(_ warning: Warning) -> Self
  /// An invalid cache was loaded before a batch's update block ran (R2.5, CV-B3).
  static var implicitReloadBeforeBatch: Self { get }
  /// `reloadData()` was called.
  static var reloadData: Self { get }
  /// A batch began.
  static var batchBegin: Self { get }
  /// The batch that just began runs with animations disabled.
  static var batchBeginsWithoutAnimation: Self { get }
  /// A cell or view was handed out from its queue or newly created.
  static func dequeue(identifier: String, reused: Bool) -> Self
  /// A queued cell or view was prepared for reuse.
  static func prepareForReuse(identifier: String) -> Self
  /// Paths were announced to the prefetch data source.
  static func prefetch(_ paths: [IndexPath]) -> Self
  /// Announced paths were cancelled.
  static func cancelPrefetch(_ paths: [IndexPath]) -> Self
}

/// A warning that can carry misuse UIKit tolerates, in a lenient strictness.
protocol MisuseWarning {
  associatedtype Failure
  /// Misuse UIKit tolerates, in a lenient strictness.
  static func misuse(_ failure: Failure) -> Self
  /// An override of `prepareForReuse()` did not call `super` (R4.3, CV-R3).
  static func prepareForReuseWithoutSuper(identifier: String) -> Self
}

/// A failure a headless list view records.
protocol ListFailure: Error {
  /// Whether it comes from validating a batch.
  var isBatchValidationFailure: Bool { get }
}

/// A cell or view a list view recycles, whose `prepareForReuse()` must call `super`.
@MainActor
protocol RecycledView: UIView {
  var didReachBasePrepareForReuse: Bool { get set }
  func prepareForReuse()
}

/// The simulation-only state both headless list views keep: the event log, the violations and
/// warnings, and how strictly they are enforced.
@MainActor
protocol SimulationRecord {
  associatedtype Event: SimulationEvent where Event.Failure == Failure, Event.Warning == Warning
  associatedtype Warning: MisuseWarning where Warning.Failure == Failure
  associatedtype Failure: ListFailure
  var eventLog: [Event] { get set }
  var isEventLogEnabled: Bool { get }
  var strictness: Strictness { get }
  var violations: [Failure] { get set }
  var violationHandler: ((Failure) -> Void)? { get }
  var warnings: [Warning] { get set }
  var mainThreadChecker: () -> Bool { get }
  var prepareForReuseCalls: [String: Int] { get set }
}

extension TableSimulationState: SimulationRecord {}
extension CollectionSimulationState: SimulationRecord {}
extension TableEvent: SimulationEvent {}
extension CollectionEvent: SimulationEvent {}
extension TableWarning: MisuseWarning {}
extension CollectionWarning: MisuseWarning {}
extension TableUpdateError: ListFailure {}
extension CollectionUpdateError: ListFailure {}
extension UITableViewCell: RecycledView {}
extension UICollectionReusableView: RecycledView {}

/// What the headless table and collection view share to record what they do (R10.2, R10.3,
/// R10.7) and to open and close batches (R3.1, R2.5; CV-B1, CV-B3): one implementation over
/// each view's own event, warning and error types.
@MainActor
protocol SimulatedListView: UIScrollView {
  associatedtype State: SimulationRecord
  var simulation: State { get set }
  var batchSession: BatchSession { get set }
  var cacheIsValid: Bool { get set }
  /// The load sequence.
  func loadData()
  /// Validates a batch against the data source's new counts and applies it, or records why not
  /// (R3.5-R3.7, R3.11; CV-B2, CV-C1..C3).
  func validateAndApply(_ batch: PendingBatch)
  /// Brings the visible set up to date with the cache (cells and supplementary views).
  func updateVisibleContent()
  /// The height of the content the cache lays out.
  var contentHeight: CGFloat { get }
  /// Records that a failed batch fell back to a full reload (`.lenientReloadFallback`, R3.10).
  func noteReloadFallback(_ error: State.Failure)
  /// Deselects every selected row or item, telling their cells, and forgets the selection.
  func clearSelection()
  /// The view's error for an entry point called off the main thread (R7.1, CV-T1).
  static func offMainThread(api: String) -> State.Failure
  /// The view's error for `reloadData()` inside a batch or with uncommitted updates (R2.4,
  /// CV-B5).
  static var reloadDataDuringUpdates: State.Failure { get }
}

extension SimulatedListView {
  /// Appends to the event log (unless logging is off).
  func log(_ event: @autoclosure () -> State.Event) {
    if simulation.isEventLogEnabled { simulation.eventLog.append(event()) }
  }

  /// The events logged after `mark` (a previous `eventLog.count`).
  func loggedEvents(since mark: Int) -> ArraySlice<State.Event> {
    simulation.eventLog[Swift.min(Swift.max(0, mark), simulation.eventLog.count)...]
  }

  /// Records a warning.
  func warn(_ warning: State.Warning) {
    simulation.warnings.append(warning)
    log(.warning(warning))
  }

  /// Records a contract violation and hands it to the violation handler. The UIKit-named entry
  /// points never throw: the view stays usable (in an unspecified but consistent state).
  func recordViolation(_ error: State.Failure) {
    simulation.violations.append(error)
    log(.violation(error))
    simulation.violationHandler?(error)
  }

  /// Records misuse that UIKit tolerates: a violation in strict mode, a warning otherwise.
  func reportMisuse(_ error: State.Failure) {
    if simulation.strictness == .strict { recordViolation(error) } else { warn(.misuse(error)) }
  }

  /// R7.1, CV-T1: every public entry point checks that it runs on the main thread.
  func checkMainThread(_ api: StaticString = #function) {
    if !simulation.mainThreadChecker() { recordViolation(Self.offMainThread(api: "\(api)")) }
  }

  /// Runs `body` and throws the first violation it caused, if any.
  func throwingFirstViolation<Result>(_ body: () -> Result) throws(State.Failure) -> Result {
    let mark = simulation.violations.count
    let result = body()
    if simulation.violations.count > mark { throw simulation.violations[mark] }
    return result
  }

  /// What `reloadData()` does (R2.4, CV-B5): throws away cached counts, geometry and the
  /// visible set for the next layout to load again, and clears the selection at once, as UIKit
  /// does. Inside a batch or with uncommitted updates it is misuse, and the reload wins: the
  /// open batch is dropped and its completions report interruption.
  func discardCachesForReload() {
    if batchSession.hasUncommittedUpdates {
      reportMisuse(Self.reloadDataDuringUpdates)
      batchSession.dropOpenBatch()
    }
    log(.reloadData)
    batchSession.interruptCompletions()
    clearSelection()
    invalidateCache()
  }

  /// Marks the cache invalid (R2.5) and asks for a layout pass.
  func invalidateCache() {
    cacheIsValid = false
    setNeedsLayout()
  }

  /// Loads counts and geometry if the cache is invalid.
  func loadIfNeeded() {
    if !cacheIsValid { loadData() }
  }

  /// Opens a batch. At the outermost level, an invalid cache is loaded first, before the update
  /// block runs (R2.5, CV-B3).
  func openBatch() {
    if !batchSession.isOpen {
      if !cacheIsValid {
        log(.implicitReloadBeforeBatch)
        loadData()
      }
      log(.batchBegin)
      if !UIView.areAnimationsEnabled { log(.batchBeginsWithoutAnimation) }
    }
    batchSession.open()
  }

  /// `performBatchUpdates(_:completion:)`: runs `updates` as one batch, committed when the
  /// block returns unless nested in an open batch (R3.1, CV-B1).
  func runBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    openBatch()
    updates?()
    if let completion { batchSession.pending.completions.append(completion) }
    closeBatch()
  }

  /// Commits the batch recorded since the outermost open (R10.4). When `reloadData()` ran inside
  /// it (already reported), the reload wins and there is nothing to validate.
  func commitPendingBatch() {
    let batch = batchSession.beginCommit()
    defer { batchSession.endCommit() }
    batchSession.interruptCompletions()
    guard cacheIsValid else {
      batchSession.schedule(batch.completions, finished: false)
      loadData()
      updateVisibleContent()
      return
    }
    validateAndApply(batch)
  }

  /// A failed batch: a violation, or in `.lenientReloadFallback` a logged fallback (R3.10), then
  /// a full reload so the view stays consistent with its data source.
  func fail(_ error: State.Failure, batch: PendingBatch) {
    if simulation.strictness == .lenientReloadFallback, error.isBatchValidationFailure {
      noteReloadFallback(error)
    } else {
      recordViolation(error)
    }
    batchSession.schedule(batch.completions, finished: false)
    loadData()
    updateVisibleContent()
  }

  /// R4.3, CV-R3: a queued view handed out again is prepared for reuse, and an override of
  /// `prepareForReuse()` that does not call `super` is reported.
  func prepareForReuse(_ view: some RecycledView, identifier: String) {
    log(.dequeue(identifier: identifier, reused: true))
    view.didReachBasePrepareForReuse = false
    view.prepareForReuse()
    simulation.prepareForReuseCalls[identifier, default: 0] += 1
    log(.prepareForReuse(identifier: identifier))
    if !view.didReachBasePrepareForReuse { warn(.prepareForReuseWithoutSuper(identifier: identifier)) }
  }

  /// Tells the prefetch data source what `update` cancelled and announced (R4.10, CV-V2).
  func sendPrefetching(
    _ update: PrefetchTracker.Update, cancel: ([IndexPath]) -> Void, announce: ([IndexPath]) -> Void
  ) {
    if !update.cancelled.isEmpty {
      let cancelled = update.cancelled.map(\.indexPath)
      log(.cancelPrefetch(cancelled))
      cancel(cancelled)
    }
    if !update.announced.isEmpty {
      let paths = update.announced.map(\.indexPath)
      log(.prefetch(paths))
      announce(paths)
    }
  }

  /// Keeps the offset within the content and its insets (UIKit pulls it back when the content
  /// shrinks): from `-adjustedContentInset.top` to the content's end plus the bottom inset.
  func clampContentOffset() {
    let insets = adjustedContentInset
    let maximum = Swift.max(-insets.top, contentHeight + insets.bottom - bounds.height)
    let clamped = Swift.min(Swift.max(boundsOrigin.y, -insets.top), maximum)
    if clamped != boundsOrigin.y { boundsOrigin.y = clamped }
  }

  /// Closes a batch, committing at the outermost level.
  func closeBatch() {
    if batchSession.close() { commitPendingBatch() }
  }
}

extension UITableView: SimulatedListView {
  static func offMainThread(api: String) -> TableUpdateError { TableUpdateError(.offMainThread(api: api)) }
  static var reloadDataDuringUpdates: TableUpdateError { TableUpdateError(.reloadDataDuringUpdates) }

  func updateVisibleContent() { updateVisibleRows() }
  var contentHeight: CGFloat { layout.contentHeight }
  func noteReloadFallback(_ error: TableUpdateError) { log(.fellBackToReloadData(error)) }

  func clearSelection() {
    for path in selectedRows { setCellSelected(false, at: path) }
    selectedRows = []
  }
}

extension UICollectionView: SimulatedListView {
  static func offMainThread(api: String) -> CollectionUpdateError { CollectionUpdateError(.offMainThread(api: api)) }
  static var reloadDataDuringUpdates: CollectionUpdateError { CollectionUpdateError(.reloadDataDuringUpdates) }

  func updateVisibleContent() { updateVisibleViews() }
  var contentHeight: CGFloat { model.contentHeight }
  func noteReloadFallback(_ error: CollectionUpdateError) { warn(.fellBackToReloadData(error)) }

  func clearSelection() {
    for path in selectedItems { setCellSelected(false, at: path) }
    selectedItems = []
  }
}
#endif
