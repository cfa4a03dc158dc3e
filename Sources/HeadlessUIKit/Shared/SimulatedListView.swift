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
  /// A view inside the list view changed its first-responder or VoiceOver focus (R11.7).
  static func focus(_ event: FocusEvent) -> Self
  /// A completion of `performBatchUpdates` ran with `finished`.
  static func completion(_ finished: Bool) -> Self
}

/// A warning that can carry misuse UIKit tolerates, in a lenient strictness.
protocol MisuseWarning {
  associatedtype Failure
  /// Misuse UIKit tolerates, in a lenient strictness.
  static func misuse(_ failure: Failure) -> Self
  /// An override of `prepareForReuse()` did not call `super` (R4.3, CV-R3).
  static func prepareForReuseWithoutSuper(identifier: String) -> Self
  /// Laid out with a non-zero size while in no window (R3.15).
  static var layoutOutsideHierarchy: Self { get }
  /// A simulated gesture named a row or item that is not on screen.
  static func gestureOffScreen(_ indexPath: IndexPath) -> Self
}

/// A failure a headless list view records.
protocol ListFailure: Error {
  associatedtype Kind: ListFailureKind
  /// Whether it comes from validating a batch.
  var isBatchValidationFailure: Bool { get }
  /// A failure of `kind`.
  init(_ kind: Kind)
}

/// The kinds of failure the shared machinery of both views reports: cases of
/// ``TableUpdateError/Kind`` and ``CollectionUpdateError/Kind`` satisfy them.
protocol ListFailureKind {
  /// An entry point called off the main thread (R7.1, CV-T1).
  static func offMainThread(api: String) -> Self
  /// `reloadData()` inside a batch or with uncommitted updates (R2.4, CV-B5).
  static var reloadDataDuringUpdates: Self { get }
  /// An empty reuse identifier (R4.1, CV-R1).
  static var invalidReuseIdentifier: Self { get }
  /// A registered class of the wrong kind (R4.1, CV-R1).
  static func invalidRegisteredClass(_ name: String) -> Self
}

/// A cell or view a list view recycles, whose `prepareForReuse()` must call `super`.
@MainActor
protocol RecycledView: UIView {
  var didReachBasePrepareForReuse: Bool { get set }
  func prepareForReuse()
}

extension TableEvent: SimulationEvent {}
extension CollectionEvent: SimulationEvent {}
extension TableWarning: MisuseWarning {
  static func gestureOffScreen(_ indexPath: IndexPath) -> TableWarning { .gestureOnInvisibleRow(indexPath) }
}
extension CollectionWarning: MisuseWarning {
  static func gestureOffScreen(_ indexPath: IndexPath) -> CollectionWarning { .gestureOnInvisibleItem(indexPath) }
}
extension TableUpdateError: ListFailure {
  init(_ kind: Kind) { self.init(kind, batch: nil) }
}
extension CollectionUpdateError: ListFailure {
  init(_ kind: Kind) { self.init(kind, batch: nil) }
}
extension TableUpdateError.Kind: ListFailureKind {}
extension CollectionUpdateError.Kind: ListFailureKind {}
extension UITableViewCell: RecycledView {}
extension UICollectionReusableView: RecycledView {}

/// What the headless table and collection view share to record what they do (R10.2, R10.3,
/// R10.7) and to open and close batches (R3.1, R2.5; CV-B1, CV-B3): one implementation over
/// each view's own event, warning and error types.
@MainActor
protocol SimulatedListView: HeadlessListView
where
  Event: SimulationEvent, Warning: MisuseWarning, Violation: ListFailure, Event.Failure == Violation,
  Event.Warning == Warning, Warning.Failure == Violation
{
  /// The view's simulation state, whose `Event`, `Warning` and `Failure` are the view's.
  typealias State = ListSimulationState<Event, Warning, Violation, OwnSimulationState>
  /// The kind of cell the view shows.
  associatedtype Cell: RecycledView
  var batchSession: BatchSession { get set }
  var cacheIsValid: Bool { get set }
  /// The rows or items on screen with their cells.
  var shownCells: VisibleSet<Cell> { get }
  /// What was announced to the prefetch data source, and the scroll direction (R4.10, CV-V2).
  var prefetching: PrefetchTracker { get set }
  /// Whether there is a prefetch data source and prefetching is enabled.
  var isPrefetching: Bool { get }
  /// Tells the prefetch data source that `paths` are likely to be shown soon.
  func prefetch(_ paths: [IndexPath])
  /// Tells the prefetch data source that announced `paths` are no longer likely to be shown.
  func cancelPrefetching(_ paths: [IndexPath])
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
  func noteReloadFallback(_ error: Violation)
  /// Deselects every selected row or item, telling their cells, and forgets the selection.
  func clearSelection()
}

extension SimulatedListView {
  /// The counts of sections `0..<sectionCount` as `count` answers them (negative answers count
  /// as 0), each logged as `event` says first: how both views ask their data sources section by
  /// section. A loop, not `map`: a closure isolated to the main actor that the standard library
  /// calls is checked on every call.
  func sectionCounts(_ sectionCount: Int, event: (Int) -> Event, count: (Int) -> Int) -> [Int] {
    var counts: [Int] = []
    counts.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      log(event(section))
      counts.append(Swift.max(0, count(section)))
    }
    return counts
  }

  /// Appends to the event log (unless logging is off).
  func log(_ event: @autoclosure () -> Event) {
    if simulation.isEventLogEnabled { simulation.eventLog.append(event()) }
  }

  /// Records a warning.
  func warn(_ warning: Warning) {
    simulation.warnings.append(warning)
    log(.warning(warning))
  }

  /// Records a contract violation and hands it to the violation handler. The UIKit-named entry
  /// points never throw: the view stays usable (in an unspecified but consistent state).
  func recordViolation(_ error: Violation) {
    simulation.violations.append(error)
    log(.violation(error))
    simulation.violationHandler?(error)
  }

  /// Records misuse that UIKit tolerates: a violation in strict mode, a warning otherwise.
  func reportMisuse(_ error: Violation) {
    if simulation.strictness == .strict { recordViolation(error) } else { warn(.misuse(error)) }
  }

  /// R7.1, CV-T1: every public entry point checks that it runs on the main thread.
  func checkMainThread(_ api: StaticString = #function) {
    if !simulation.mainThreadChecker() { recordViolation(Violation(.offMainThread(api: "\(api)"))) }
  }

  /// What `reloadData()` does (R2.4, CV-B5): throws away cached counts, geometry and the
  /// visible set for the next layout to load again, and clears the selection at once, as UIKit
  /// does. Inside a batch or with uncommitted updates it is misuse, and the reload wins: the
  /// open batch is dropped and its completions report interruption.
  func discardCachesForReload(_ api: StaticString = #function) {
    checkMainThread(api)
    if batchSession.hasUncommittedUpdates {
      reportMisuse(Violation(.reloadDataDuringUpdates))
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

  /// Registers a class for `identifier`, whose views wait in the queue of `key`; `nil`
  /// unregisters (R4.1, CV-R1). Re-registering empties that queue, so the new class takes effect
  /// at once. An empty identifier or a class of another kind is a violation.
  func register<View>(
    _ viewClass: AnyClass?, identifier: String, key: String,
    classes: ReferenceWritableKeyPath<Self, [String: View.Type]>,
    queue: ReferenceWritableKeyPath<Self, ReuseQueues<View>>,
    api: StaticString = #function
  ) {
    checkMainThread(api)
    guard !identifier.isEmpty else { return recordViolation(Violation(.invalidReuseIdentifier)) }
    self[keyPath: queue].empty(key)
    guard let viewClass else { return self[keyPath: classes][key] = nil }
    guard let type = viewClass as? View.Type else {
      return recordViolation(Violation(.invalidRegisteredClass(String(describing: viewClass))))
    }
    self[keyPath: classes][key] = type
  }

  /// Loads counts and geometry if the cache is invalid.
  func loadIfNeeded() {
    if !cacheIsValid { loadData() }
  }

  /// What `numberOfSections` and the counts of a section answer (R2.3, CV-B3): from the cache,
  /// loaded first if it is invalid.
  func answerFromCache(_ api: StaticString = #function, _ answer: () -> Int) -> Int {
    checkMainThread(api)
    loadIfNeeded()
    return answer()
  }

  /// R3.15: a layout pass with a non-zero size outside any window is reported, once.
  func warnIfLaidOutOutsideWindow() {
    guard window == nil, bounds.height > 0, !simulation.didWarnLayoutOutsideHierarchy else { return }
    simulation.didWarnLayoutOutsideHierarchy = true
    warn(.layoutOutsideHierarchy)
  }

  /// Whether a simulated gesture reaches `indexPath`: only rows or items on screen can be
  /// touched; a gesture elsewhere is reported.
  func gestureReaches(_ indexPath: IndexPath) -> Bool {
    if isVisibleElement(indexPath) { return true }
    warn(.gestureOffScreen(indexPath))
    return false
  }

  /// Whether `indexPath` names a row or item on screen.
  func isVisibleElement(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && shownCells.view(at: RowPath(indexPath)) != nil
  }

  /// R11.7: logs a focus change of `view`, whose ancestor directly inside the list view is
  /// `child`, with the path of the cell `child` is, if any.
  func noteFocusChange(_ change: FocusChange, of view: UIView, inside child: UIView) {
    let path = (child as? Cell).flatMap { cell in
      // A cell taken off screen may leave while the visible set changes: it says its path.
      simulation.leavingCell.flatMap { $0.cell === cell ? $0.path : nil } ?? shownCells.path(of: cell)
    }
    log(.focus(change.event(at: path?.indexPath)))
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
  func fail(_ error: Violation, batch: PendingBatch) {
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

  /// A view of `identifier` from the queue of `key`, prepared for reuse (R4.3, CV-R3), else made
  /// by `make` from the class registered for `key` (R4.2, CV-R1); `nil` when neither.
  func reuseOrCreate<View: RecycledView>(
    _ identifier: String, key: String, pool: ReferenceWritableKeyPath<Self, ReuseQueues<View>>,
    classes: [String: View.Type], make: (View.Type) -> View
  ) -> View? {
    if let pooled = self[keyPath: pool].dequeue(key) {
      prepareForReuse(pooled, identifier: identifier)
      return pooled
    }
    guard let type = classes[key] else { return nil }
    log(.dequeue(identifier: identifier, reused: false))
    let view = make(type)
    simulation.cellsCreated[identifier, default: 0] += 1
    return view
  }

  /// Follows a layout pass for the prefetch data source (R4.10, CV-V2): announces the next
  /// `distance` rows or items beyond the visible ones in the scroll direction, and cancels the
  /// announced ones when the direction reverses. `step` gives the element after (`true`) or
  /// before a path.
  func updatePrefetching(
    distance: Int, contains: (RowPath) -> Bool, step: (RowPath, _ forward: Bool) -> RowPath?
  ) {
    let update = prefetching.update(
      offset: boundsOrigin.y, visible: shownCells.paths, isEnabled: isPrefetching, distance: distance,
      contains: contains, step: step)
    if !update.cancelled.isEmpty {
      let cancelled = update.cancelled.map(\.indexPath)
      log(.cancelPrefetch(cancelled))
      cancelPrefetching(cancelled)
    }
    if !update.announced.isEmpty {
      let paths = update.announced.map(\.indexPath)
      log(.prefetch(paths))
      prefetch(paths)
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

  /// Ends every running animation: delivers the waiting completions, each exactly once (R3.12).
  func deliverCompletions() {
    for completion in batchSession.takeCompletions() {
      log(.completion(completion.finished))
      completion.handler(completion.finished)
    }
  }

  /// Closes a batch, committing at the outermost level.
  func closeBatch() {
    if batchSession.close() { commitPendingBatch() }
  }
}

extension UITableView: SimulatedListView {
  var shownCells: VisibleSet<UITableViewCell> { visibleRows }
  var isPrefetching: Bool { prefetchDataSource != nil && isPrefetchingEnabled }
  func prefetch(_ paths: [IndexPath]) { prefetchDataSource?.tableView(self, prefetchRowsAt: paths) }
  func cancelPrefetching(_ paths: [IndexPath]) {
    prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: paths)
  }

  func updateVisibleContent() { updateVisibleRows() }
  var contentHeight: CGFloat { layout.contentHeight }
  func noteReloadFallback(_ error: TableUpdateError) { log(.fellBackToReloadData(error)) }

  func clearSelection() {
    for path in selectedRows { setCellSelected(false, at: path) }
    selectedRows = []
  }
}

extension UICollectionView: SimulatedListView {
  var shownCells: VisibleSet<UICollectionViewCell> { visibleItems }
  var isPrefetching: Bool { prefetchDataSource != nil && isPrefetchingEnabled }
  func prefetch(_ paths: [IndexPath]) { prefetchDataSource?.collectionView(self, prefetchItemsAt: paths) }
  func cancelPrefetching(_ paths: [IndexPath]) {
    prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: paths)
  }

  func updateVisibleContent() { updateVisibleViews() }
  var contentHeight: CGFloat { model.contentHeight }
  func noteReloadFallback(_ error: CollectionUpdateError) { warn(.fellBackToReloadData(error)) }

  func clearSelection() {
    for path in selectedItems { setCellSelected(false, at: path) }
    selectedItems = []
  }
}
#endif
