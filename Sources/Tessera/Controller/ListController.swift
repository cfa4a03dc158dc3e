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
  @exclusivity(unchecked) package internal(set) var presented = PresentedList()

  /// The snapshot on screen: the last one fully applied. ``latestSnapshot`` is ahead of it
  /// while an update is under way.
  @exclusivity(unchecked) public private(set) var shownSnapshot = ListSnapshot()

  /// The most recent snapshot given to the controller, shown or still pending.
  @exclusivity(unchecked) public private(set) var latestSnapshot = ListSnapshot()

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

  // MARK: State

  // The properties marked `@exclusivity(unchecked)` (here and above) are read by every height
  // a host asks for or by every update, dozens of times per update: Swift's dynamic exclusivity
  // check (a thread-local access set per read) cost about a seventh of a small screen's update.
  // It is left out because no change to them can call out: the host, the handlers and the apps'
  // `==` (comparing rows) run before or after each change, never inside one
  // (`ReentrantHostTests` and `ReentrantHostCampaignTests` call back from every callback a host
  // has). The one exception: a layout looks toggled rows up by id, which may run the `==` of an
  // app's own id type (never its `hash(into:)`: ids keep their hash); an id's `==` has no
  // business calling the controller. Properties touched once an update or less keep their
  // checks.

  /// Heights and offsets of what is shown (see ``ListSizing``).
  @exclusivity(unchecked) var sizing: ListSizing
  /// The expanded state of rows the user or the app toggled, by id.
  @exclusivity(unchecked) var expansionOverrides: [RowID: Bool] = [:]
  var collapsedSectionIDs: [SectionID: Bool] = [:]
  var reportedDiagnostics: Set<DiagnosticKey> = []
  var updateHandlers = UpdateHandlers()
  /// Work a host put off until the view's current pass is over (see ``trackHostWork(_:)``).
  var hostWork: [Task<Void, Never>] = []
  /// The tasks started for the app: asynchronous handlers, page loads, refreshes.
  let tasks = ListTasks()
  /// Paging, refreshing and the unavailable state shown (see `ListController+Screens.swift`).
  var screen = ScreenState()
  var heightInvalidations = HeightInvalidations()
  @exclusivity(unchecked) var rowIndex: RowPathIndex?

  /// The id → path index of ``presented``, built on first use after each change.
  var rowPathIndex: RowPathIndex {
    if let rowIndex { return rowIndex }
    let built = RowPathIndex(presented)
    rowIndex = built
    return built
  }

  /// Counts changes of ``presented``, so a background diff can tell whether its source is
  /// still what is shown.
  @exclusivity(unchecked) var presentedVersion = 0
  /// Counts changes of what a row's height depends on besides the list: the width, the sizing
  /// itself (a new host, a layout prepared elsewhere), a row's expansion.
  @exclusivity(unchecked) var sizingVersion = 0
  /// Changes whenever the list shown (``presentedVersion``) or what heights depend on
  /// (``sizingVersion``) does. A host's measurement is kept only when nothing changed while the
  /// host measured (a host may call the controller back meanwhile).
  var layoutVersion: Int { presentedVersion &+ sizingVersion }
  /// Set while the list shown is being swapped: a host called back from inside the swap must
  /// not change the list (a user's move is refused then).
  @exclusivity(unchecked) var isSwappingPresented = false
  /// The memory every diff of this controller works in, so that a list updated again and again
  /// allocates its diff tables once. A large diff takes it to the background lane and brings it
  /// back with its result (see ``stagedChangesPlanningRows(from:to:)``), so no two diffs share it.
  var diffWorkspace = DiffWorkspace()
  /// Runs the diff of a large update instead of the background lane, when set; tests set it to
  /// control when a diff finishes.
  var diffRunner: (@Sendable (PresentedList, PresentedList) async -> StagedChangeset<PresentedSection>)?

  /// The next snapshot to show and whether the app wants it animated: one intent, carried
  /// with the update (the newest submission's, when several coalesce).
  @exclusivity(unchecked) private var pending: (snapshot: ListSnapshot, isAnimated: Bool)?
  @exclusivity(unchecked) private(set) var submittedGeneration = 0
  @exclusivity(unchecked) private var shownGeneration = 0
  @exclusivity(unchecked) private var waiters: [(generation: Int, continuation: CheckedContinuation<Void, Never>)] = []
  @exclusivity(unchecked) private var isProcessing = false
  @exclusivity(unchecked) var retired = RetiredValues()

  /// Whether the attached host has shown data since it was attached. The controller owns this
  /// fact: until it is `true` every update reloads, and hosts ask it instead of keeping their own.
  @exclusivity(unchecked) package internal(set) var hostHasLoaded = false

  /// The host, when it measures rows (held weakly, as ``host``).
  weak var measuringHost: (any MeasuringListHost)?
  /// The host, when it scrolls and keeps the reader's place (held weakly, as ``host``): cast
  /// once when attached, not on every update.
  weak var anchoringHost: (any AnchoringListHost)?
  /// The default row estimate the app gave, which every host uses; `nil`: each host's own.
  let appRowEstimate: Double?
  /// Whether heights and offsets are kept: for a host that measures (``MeasuringListHost``),
  /// and while no host was attached. Decided once per attached host, not per height asked.
  @exclusivity(unchecked) var keepsHeights = true

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
    self.appRowEstimate = estimate
    self.sizing = ListSizing(width: 0, defaultEstimate: estimate ?? 44)
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
    guard !isProcessing else { return }
    isProcessing = true
    Task { await processPending() }
  }

  /// Shows `snapshot`, animated unless `animatingDifferences` is `false`, and returns once it
  /// (or a later snapshot that replaced it) is on screen.
  ///
  /// When no update is under way the work starts in the caller's task, so a small change to a
  /// host whose batches finish at once is on screen without a single suspension.
  public func apply(_ snapshot: ListSnapshot, animatingDifferences: Bool = true) async {
    enqueue(snapshot, isAnimated: animatingDifferences)
    if !isProcessing {
      isProcessing = true
      await processPending()
    }
    // A small change to a host whose batches finish at once is on screen by now: no need to wait.
    // The app's tasks are not waited for: this may be one of them.
    if !areUpdatesSettled { await settleUpdates() }
  }

  /// Whether an update is under way (a diff running, or batches being applied).
  public var isUpdating: Bool { isProcessing }

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
    await waitUntilShown(submittedGeneration)
  }

  /// Returns once the snapshot of `generation` (or a later one) is on screen.
  func waitUntilShown(_ generation: Int) async {
    guard shownGeneration < generation else { return }
    await withCheckedContinuation { continuation in
      waiters.append((generation, continuation))
    }
  }

  /// Whether ``settle()`` has nothing to wait for: ``areUpdatesSettled`` and no task of the
  /// app's runs (or the caller is one of them).
  private var isSettled: Bool {
    areUpdatesSettled && (tasks.isEmpty || tasks.isCallerOneOfThem)
  }

  /// Whether every snapshot given so far is on screen and no row waits to be measured again.
  private var areUpdatesSettled: Bool {
    shownGeneration >= submittedGeneration && heightInvalidations.scheduled == nil && hostWork.isEmpty
  }

  private func processPending() async {
    while let next = pending {
      pending = nil
      let generation = submittedGeneration
      let target = present(next.snapshot)
      if await show(target, snapshot: next.snapshot, isAnimated: next.isAnimated) {
        retireIfLarge(shownSnapshot, rowCount: shownSnapshot.rowCount)
        shownSnapshot = next.snapshot
        checkInvariants(showing: target)
        showUnavailableState(isAnimated: next.isAnimated)
        markShown(generation)
      }
      releaseRetired()
    }
    isProcessing = false
    runUpdateHandlers()
  }

  /// Makes `snapshot` the latest and the next to show. A pending snapshot it replaces was never
  /// shown and has no other owner here: a large one is freed off the main actor at once, not
  /// behind the running diff, so snapshots submitted faster than they are diffed cannot pile up.
  private func enqueue(_ snapshot: ListSnapshot, isAnimated: Bool) {
    var replaced = pending?.snapshot
    flightRecorder.recordSubmission()
    latestSnapshot = snapshot
    pending = (snapshot, isAnimated)
    submittedGeneration += 1
    retireNow(&replaced)
  }

  /// Shows `target`. A finished diff is always applied, even when a newer snapshot arrived
  /// while it ran: the loop in ``processPending()`` then goes on to the newest one. This is the
  /// progress guarantee documented on ``submit(_:animatingDifferences:)``.
  private func show(_ target: PresentedList, snapshot: ListSnapshot, isAnimated: Bool) async -> Bool {
    guard let host else {
      swapPresented(to: target)
      return true
    }
    if !hostHasLoaded || (policy.reloadWhenHostCannotAnimate && !host.canAnimateUpdates) {
      await reload(host, to: target, snapshot: snapshot)
      return true
    }
    let source = presented
    let stages: StagedChangeset<PresentedSection>
    if source.rowCount + target.rowCount >= policy.backgroundDiffRowThreshold {
      // Large lists are diffed off the main actor, so keys, frames and status lines go on.
      let version = presentedVersion
      let plan: RowPlan?
      (stages, plan) = await stagedChangesPlanningRows(from: source, to: target)
      retireIfLarge(stages, rowCount: source.rowCount + target.rowCount)
      if pending != nil { statistics.supersededDiffs += 1 }
      // The host may have been replaced, or the list reloaded, while the diff ran: then its
      // result no longer describes what is shown, so show the target from scratch.
      guard let host = self.host, hostHasLoaded, presentedVersion == version else {
        if let host = self.host {
          await reload(host, to: target, snapshot: snapshot)
        } else {
          swapPresented(to: target)
        }
        return true
      }
      return await apply(
        stages, from: source, to: target, snapshot: snapshot, isAnimated: isAnimated, on: host, rowPlan: plan)
    }
    // A small diff runs here, in the controller's workspace, without another suspension point.
    stages = StagedChangeset(source: source.sections, target: target.sections, workspace: &diffWorkspace)
    return await apply(stages, from: source, to: target, snapshot: snapshot, isAnimated: isAnimated, on: host)
  }

  /// Hands the stages of a diff to the host, one batch each. Header and footer changes the
  /// views can take in place leave the stages and travel with their batch as refreshes, so
  /// they never reload a section (nor cost a batch of their own).
  private func apply(
    _ stages: StagedChangeset<PresentedSection>, from source: PresentedList, to target: PresentedList,
    snapshot: ListSnapshot, isAnimated: Bool, on host: any ListHost, rowPlan: RowPlan? = nil
  ) async -> Bool {
    flightRecorder.recordUpdate(of: self, stages, from: source, to: target, snapshot: snapshot, isAnimated: isAnimated)
    if stages.duplicateCount > 0 { reportProblems(of: snapshot) }
    reportContentsNotEqualToThemselves(changedRows: stages.rowMatches.changedTargetRows, in: target)
    if let maximum = policy.maximumAnimatedChanges, stages.changeCount > maximum {
      // The diff has counted the duplicates already (and reported them above).
      await reload(host, to: target, snapshot: snapshot, checkingDuplicates: false)
      return true
    }
    guard !stages.isEmpty else {
      // Nothing moved or changed; adopt the target for its newest behaviours (never compared).
      replacePresented(with: target)
      return true
    }
    // Usually each stage is a batch as it is: then nothing is planned (or copied).
    let planned = planBatches(stages, from: source)
    let batchCount = planned?.count ?? stages.count
    let place = noteReaderPlace()
    // Heights are carried over once, from the list before the update to the target, with the
    // diff's own matches; intermediate stages of a rare multi-stage update carry them over by id.
    // A one-batch change in place keeps the rows where they are: the heights stay in their arrays
    // (no snapshot of them, so forgetting the changed rows' heights copies nothing).
    let origin = stages.rowMatches.isInPlace && batchCount == 1 ? nil : sizing.measurements
    var expectedVersion = presentedVersion
    for index in 0..<batchCount {
      guard presentedVersion == expectedVersion else {
        // The list shown changed between two batches (a user's move while a batch animated):
        // the stages left no longer fit it. The same snapshot is diffed again, from what is
        // shown now, unless a newer one is already waiting.
        if pending == nil { pending = (snapshot, isAnimated) }
        return false
      }
      let batch =
        if let planned {
          ListBatch(
            stage: planned[index].stage, isAnimated: isAnimated,
            supplementRefreshes: planned[index].supplementRefreshes, isFirstOfUpdate: index == 0)
        } else {
          ListBatch(stage: stages[index], isAnimated: isAnimated, isFirstOfUpdate: index == 0)
        }
      let final =
        index == batchCount - 1
        ? FinalStage(target: target, matches: stages.rowMatches, origin: origin, rowPlan: rowPlan) : nil
      expectedVersion = await perform(batch, on: host, final: final)
    }
    restoreReaderPlace(place, matches: stages.rowMatches)
    return true
  }

  /// Shows `target` from scratch: the host reloads, and the controller switches to the new list
  /// inside the reload, once the host has read what it showed before.
  private func reload(
    _ host: any ListHost, to target: PresentedList, snapshot: ListSnapshot, checkingDuplicates: Bool = true
  ) async {
    // Unless a diff just ran, nothing else would notice duplicate ids on this path.
    if checkingDuplicates, Self.hasIDProblems(target) { reportProblems(of: snapshot) }
    flightRecorder.recordReload(of: self, to: target, snapshot: snapshot, host: host)
    var prepared: PreparedLayout?
    if hostHasLoaded, keepsHeights, presented.rowCount + target.rowCount >= policy.backgroundDiffRowThreshold {
      prepared = await layOutInBackground(target)
    }
    statistics.reloads += 1
    let place = noteReaderPlaceForReload()
    var swapped = false
    await withOnceContinuation { resume in
      host.reloadAll(
        updateData: { [weak self] in
          guard let self, !swapped else { return }
          swapped = true
          self.show(target, laidOutAs: prepared)
        },
        completion: resume)
    }
    if !swapped {
      report(.hostMisuse("the host did not call updateData in its reload; its data may be out of step"))
      show(target, laidOutAs: prepared)
    }
    hostHasLoaded = true
    // Before the first load the noted place is the empty list's: a `.bottom` list shows the
    // end of its first rows.
    restoreReaderPlace(place, matches: nil)
  }

  /// Shows `target` with its layout prepared off the main actor, or laid out now.
  private func show(_ target: PresentedList, laidOutAs prepared: PreparedLayout?) {
    if let prepared { adopt(prepared, showing: target) } else { swapPresented(to: target) }
  }

  /// The last stage of an update: its data is the target itself (with the newest behaviours),
  /// and heights come over from `origin` through the diff's matches (`nil`: the update changed
  /// rows in place in one batch, and the heights kept now are the origin).
  struct FinalStage {
    var target: PresentedList
    var matches: RowMatches
    var origin: ListSizing.Measurements?
    /// The target's rows planned while the diff ran, if they were.
    var rowPlan: RowPlan?
  }

  /// Hands `batch` to the host and returns, once the host completed it, the version of the list
  /// shown right after its data was swapped (a later one means the list changed meanwhile).
  private func perform(_ batch: ListBatch, on host: any ListHost, final: FinalStage?) async -> Int {
    let batch = flightRecorder.recordBatch(batch)
    let swap = BatchSwap(
      data: final?.target ?? PresentedList(sections: batch.stage.data), change: StageChange(batch.stage),
      final: final, refreshingSupplements: !batch.supplementRefreshes.isEmpty)
    statistics.batches += 1
    await withOnceContinuation { resume in
      host.performBatch(batch, updateData: { [weak self] in self?.swapData(of: swap) }, completion: resume)
    }
    if !swap.isDone {
      report(.hostMisuse("the host did not call updateData inside its batch; its data may be out of step"))
      swapData(of: swap)
    }
    return swap.version
  }

  /// Swaps the data of a batch in, once: a host that calls `updateData` again is ignored.
  private func swapData(of swap: BatchSwap) {
    guard !swap.isDone else { return }
    swap.isDone = true
    swapPresented(to: swap.data, by: swap.change, final: swap.final, refreshingSupplements: swap.refreshingSupplements)
    swap.version = presentedVersion
  }

  /// What a batch swaps in, whether it did (once: a host that calls `updateData` again is
  /// ignored), and the version of the list shown right after. One object that the host's
  /// `updateData` closure captures alone, so handing a batch over copies nothing else.
  private final class BatchSwap {
    let data: PresentedList
    let change: StageChange
    let final: FinalStage?
    let refreshingSupplements: Bool
    @exclusivity(unchecked) var isDone = false
    @exclusivity(unchecked) var version = 0

    init(data: PresentedList, change: StageChange, final: FinalStage?, refreshingSupplements: Bool) {
      self.data = data
      self.change = change
      self.final = final
      self.refreshingSupplements = refreshingSupplements
    }
  }

  private func markShown(_ generation: Int) {
    shownGeneration = max(shownGeneration, generation)
    guard !waiters.isEmpty else { return }
    var remaining: [(generation: Int, continuation: CheckedContinuation<Void, Never>)] = []
    for waiter in waiters {
      if waiter.generation <= shownGeneration {
        waiter.continuation.resume()
      } else {
        remaining.append(waiter)
      }
    }
    waiters = remaining
  }
}
