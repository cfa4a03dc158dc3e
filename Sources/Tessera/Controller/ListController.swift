/// Shows a list through a host and keeps it in step with the latest snapshot.
///
/// Give it snapshots; it diffs each against what is shown, hands the stages of the change to its
/// host as batch updates (swapping the list it presents inside each batch), and remembers what the
/// snapshot does not say: which rows are expanded, which sections collapsed, how tall measured
/// rows are. Bursts coalesce: while an update is in flight, newer snapshots replace older pending
/// ones, so the latest wins and nothing is applied out of order.
///
/// ```swift
/// let controller = ListController()
/// controller.attach(to: host)
/// controller.submit(productPage(.loading))
/// await controller.apply(productPage(.loaded(product)))   // resumes once it is on screen
/// ```
@MainActor
public final class ListController {
  /// What the host shows right now; hosts answer every data-source question from it.
  @exclusivity(unchecked) package internal(set) var dataSourceList = DataSourceList()

  /// The number of rows shown in section `section`, 0 for a section not shown: what a host
  /// answers to a view's row-count question, read in place (a host in another module that reads
  /// ``dataSourceList`` gets a copy of it, retaining each of its references).
  package func shownRowCount(inSection section: Int) -> Int {
    dataSourceList.sections.indices.contains(section) ? dataSourceList.rowCount(inSection: section) : 0
  }

  /// The snapshot on screen: the last one fully applied. ``latestSnapshot`` is ahead of it
  /// while an update is under way.
  public var shownSnapshot: ListSnapshot { pipeline.shownSnapshot }

  /// The most recent snapshot given to the controller, shown or still pending.
  public var latestSnapshot: ListSnapshot { pipeline.latestSnapshot }

  /// When to animate and when to reload.
  @exclusivity(unchecked) public var policy: ListUpdatePolicy

  /// How a host that scrolls keeps the reader's place through updates (see ``ListAnchoring``).
  @exclusivity(unchecked) public var anchoring: ListAnchoring = .firstVisibleRow

  /// Receives every diagnostic once (duplicate ids, impossible heights, host mistakes). Starts as the handler given to ``init(policy:defaultRowEstimate:diagnosticsHandler:)``,
  /// else ``defaultDiagnosticsHandler``.
  public var diagnosticsHandler: @MainActor (ListDiagnostic) -> Void

  /// Counters for tests and benchmarks.
  @exclusivity(unchecked) package internal(set) var statistics = ListStatistics()

  /// The host, if attached (held weakly: the host usually owns the controller).
  package internal(set) weak var host: (any ListHost)?

  /// Keeps this list's recent history for crash reports and replays (see ``flightRecording()``).
  public let flightRecorder = FlightRecorder()

  /// Whether the attached host has shown data since it was attached. The controller owns this
  /// fact: until it is `true` every update reloads, and hosts ask it instead of keeping their own.
  package internal(set) var hostHasLoaded: Bool {
    get { pipeline.hostHasLoaded }
    set { pipeline.hostHasLoaded = newValue }
  }

  // MARK: Parts

  // The parts marked `@exclusivity(unchecked)` (and the properties above) are read by every
  // height a host asks for or by every update, dozens of times per update, where Swift's dynamic
  // exclusivity check (a thread-local access set per read) is a visible share of a small
  // screen's update (`tessera-bench apply --scenario state-to-screen-product`). It is left out
  // because no change to them can call out: the host, the handlers and the apps' `==`
  // (comparing rows) run before or after each change, never inside one (`ReentrantHostTests`
  // and `ReentrantHostCampaignTests` call back from every callback a host has). The one
  // exception: a layout looks toggled rows up by id, which may run the `==` of an app's own id
  // type (never its `hash(into:)`: ids keep their hash); an id's `==` has no business calling
  // the controller. Properties touched once an update or less keep their checks.

  /// The snapshots waiting, the update under way and those waiting for it (see
  /// ``UpdatePipeline``).
  @exclusivity(unchecked) var pipeline = UpdatePipeline()
  /// The rows expanded and sections collapsed by id, and where rows are (see ``RowStateStore``).
  @exclusivity(unchecked) var rowState = RowStateStore()
  /// The heights of what is shown and the rows waiting to be measured again (see
  /// ``HeightCache``).
  @exclusivity(unchecked) var heightCache: HeightCache
  /// The host asked for the reader's place (see ``ReaderPlaceTracker``).
  var placeTracker = ReaderPlaceTracker()
  /// The tasks started for the app: asynchronous handlers, page loads, refreshes.
  let tasks = ListTasks()
  /// Paging, refreshing and the unavailable state shown (see `ListController+Screens.swift`).
  var screen = ScreenState()
  /// The diagnostics reported already, so each is reported once.
  var reportedDiagnostics: Set<DiagnosticKey> = []

  /// The id → path index of ``dataSourceList``, built on first use after each change (the ids are
  /// hashed before the row state changes: no app code runs inside a change).
  var rowPathIndex: RowPathIndex {
    if let index = rowState.pathIndex { return index }
    let built = RowPathIndex(dataSourceList)
    rowState.pathIndex = built
    return built
  }

  /// Changes whenever the list shown or what heights depend on does. A host's measurement is
  /// kept only when nothing changed while the host measured (a host may call the controller
  /// back meanwhile).
  var layoutVersion: Int { pipeline.dataSourceVersion &+ heightCache.version }

  /// Creates a controller with the given policy. `defaultRowEstimate` sizes `automatic` rows
  /// that have no estimate before any row of their type was measured, in the host's unit
  /// (points on UIKit, lines in a terminal); `nil`, the default, takes the host's
  /// default estimate (one standard row there). A height that is not one (zero,
  /// negative, not finite) is replaced by the host's, and one above
  /// ``HeightPolicy/maximumHeight`` by that maximum, and reported. `diagnosticsHandler`
  /// receives this controller's diagnostics (``defaultDiagnosticsHandler`` when `nil`), so a
  /// screen or a test can collect only its own.
  public init(
    policy: ListUpdatePolicy = .default, defaultRowEstimate: Double? = nil,
    diagnosticsHandler: (@MainActor (ListDiagnostic) -> Void)? = nil
  ) {
    let estimate = defaultRowEstimate.flatMap(Self.usableEstimate)
    self.policy = policy
    self.heightCache = HeightCache(appRowEstimate: estimate)
    self.diagnosticsHandler = diagnosticsHandler ?? { ListController.defaultDiagnosticsHandler($0) }
    if let defaultRowEstimate, estimate != defaultRowEstimate {
      let used = estimate.map { "\($0)" } ?? "the host's estimate"
      report(.hostMisuse("defaultRowEstimate \(defaultRowEstimate) is not a row height; \(used) is used"))
    }
  }

  /// `estimate` as a default row estimate: itself when it is a positive height, the maximum
  /// height when it is above it, `nil` when it is no height at all.
  nonisolated static func usableEstimate(_ estimate: Double) -> Double? {
    estimate.isFinite && estimate > 0 ? min(estimate, HeightPolicy.maximumHeight) : nil
  }

  // MARK: Applying snapshots

  /// Shows `snapshot` as soon as possible, without waiting; animated unless
  /// `animatingDifferences` is `false` (then the change is still applied as batch updates,
  /// keeping cells and selection, only without animation).
  ///
  /// ## Progress guarantee
  ///
  /// However fast snapshots arrive, the screen keeps up: an update, once its diff has finished,
  /// is always applied, even if newer snapshots arrived meanwhile; the controller then goes on
  /// with the newest one (the ones in between are skipped, never queued). So a snapshot is on
  /// screen, or replaced by a newer one that is, within two updates of its submission: the one
  /// under way when it arrived and its own.
  public func submit(_ snapshot: ListSnapshot, animatingDifferences: Bool = true) {
    if redirectedToMainActor(
      "ListController.submit(_:animatingDifferences:)",
      {
        $0.submit(snapshot, animatingDifferences: animatingDifferences)
      })
    {
      return
    }
    enqueue(snapshot, isAnimated: animatingDifferences)
    guard !pipeline.isProcessing else { return }
    pipeline.isProcessing = true
    Task { await processPending() }
  }

  /// Shows `snapshot`, animated unless `animatingDifferences` is `false`, and returns once it
  /// (or a later snapshot that replaced it) is on screen.
  ///
  /// When no update is under way the work starts in the caller's task, so a small change to a
  /// host whose batches finish at once is on screen without a single suspension.
  public func apply(_ snapshot: ListSnapshot, animatingDifferences: Bool = true) async {
    enqueue(snapshot, isAnimated: animatingDifferences)
    if !pipeline.isProcessing {
      pipeline.isProcessing = true
      await processPending()
    }
    // A small change to a host whose batches finish at once is on screen by now: no need to wait.
    // The app's tasks are not waited for: this may be one of them.
    if !areUpdatesSettled { await settleUpdates() }
  }

  /// Whether an update is under way (a diff running, or batches being applied).
  public var isUpdating: Bool { pipeline.isProcessing }

  /// Returns once every snapshot given so far (including those submitted by collapsing or
  /// expanding sections) is on screen, rows that asked to be measured again have been, and the
  /// tasks the list started for the app have ended: asynchronous row handlers
  /// (``RowActionContext/startTask(_:)``), page loads (``ListSnapshot/onReachEnd(distance:perform:)``),
  /// refreshes and the actions of an ``UnavailableState``, with the snapshots they gave.
  ///
  /// Called from one of those tasks, it does not wait for the tasks (it would wait for itself).
  public func settle() async {
    while !isSettled {
      await tasks.settle()
      await settleUpdates()
      if tasks.isCallerOneOfThem { return }
    }
  }

  /// Returns once every snapshot given so far is on screen and rows that asked to be measured
  /// again have been (the app's tasks may still run).
  func settleUpdates() async {
    if areUpdatesSettled { return }
    await settleHostWork()
    await settleHeightInvalidations()
    await waitUntilShown(pipeline.submittedGeneration)
  }

  /// Returns once the snapshot of `generation` (or a later one) is on screen.
  func waitUntilShown(_ generation: Int) async {
    guard !pipeline.isShown(generation) else { return }
    await withCheckedContinuation { continuation in
      pipeline.wait(for: generation, continuation)
    }
  }

  /// Whether ``settle()`` has nothing to wait for: ``areUpdatesSettled`` and no task of the
  /// app's runs (or the caller is one of them).
  private var isSettled: Bool {
    areUpdatesSettled && (tasks.isEmpty || tasks.isCallerOneOfThem)
  }

  /// Whether every snapshot given so far is on screen and no row waits to be measured again.
  private var areUpdatesSettled: Bool {
    pipeline.isCaughtUp && heightCache.invalidations.scheduled == nil && pipeline.hostWork.isEmpty
  }

  private func processPending() async {
    while let next = pipeline.pending {
      pipeline.pending = nil
      let generation = pipeline.submittedGeneration
      let target = present(next.snapshot)
      if await show(target, snapshot: next.snapshot, isAnimated: next.isAnimated) {
        retireIfLarge(shownSnapshot, rowCount: shownSnapshot.rowCount)
        pipeline.shownSnapshot = next.snapshot
        checkInvariants(showing: target)
        showUnavailableState(isAnimated: next.isAnimated)
        pipeline.markShown(generation)
      }
      releaseRetired()
    }
    pipeline.isProcessing = false
    runUpdateHandlers()
  }

  /// Makes `snapshot` the latest and the next to show. A pending snapshot it replaces was never
  /// shown and has no other owner here: a large one is freed off the main actor at once, not
  /// behind the running diff, so snapshots submitted faster than they are diffed cannot pile up.
  private func enqueue(_ snapshot: ListSnapshot, isAnimated: Bool) {
    flightRecorder.recordSubmission()
    var replaced = pipeline.enqueue(snapshot, isAnimated: isAnimated)
    retireNow(&replaced)
  }
}
