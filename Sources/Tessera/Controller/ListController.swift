/// Shows a list through a host and keeps it in step with the latest snapshot.
///
/// Give it snapshots; it diffs each against what is shown, hands the stages of the change to its
/// host as batch updates (swapping ``presented`` inside each batch), and remembers what the
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
  public private(set) var presented = PresentedList()

  /// The snapshot on screen: the last one fully applied. ``latestSnapshot`` is ahead of it
  /// while an update is under way.
  public private(set) var shownSnapshot = ListSnapshot()

  /// The most recent snapshot given to the controller, shown or still pending.
  public private(set) var latestSnapshot = ListSnapshot()

  /// When to animate and when to reload.
  public var policy: ListUpdatePolicy

  /// Receives every diagnostic once (duplicate ids, impossible heights, host mistakes), through
  /// ``report(_:)``. Starts as ``defaultDiagnosticsHandler``.
  public var diagnosticsHandler: @MainActor (ListDiagnostic) -> Void = { ListController.defaultDiagnosticsHandler($0) }

  /// Counters for tests and benchmarks.
  public internal(set) var statistics = ListStatistics()

  /// The host, if attached (held weakly: the host usually owns the controller).
  public private(set) weak var host: (any ListHost)?

  // MARK: State

  var sizing: ListSizing
  /// The expanded state of rows the user or the app toggled, by id.
  var expansionOverrides: [RowID: Bool] = [:]
  var collapsedSectionIDs: [SectionID: Bool] = [:]
  var reportedDiagnostics: Set<ListDiagnostic> = []
  var updateHandlers = UpdateHandlers()
  var heightInvalidations = HeightInvalidations()
  private(set) var rowIndex: RowPathIndex?

  /// The id → path index of ``presented``, built on first use after each change.
  var rowPathIndex: RowPathIndex {
    if let rowIndex { return rowIndex }
    let built = RowPathIndex(presented)
    rowIndex = built
    return built
  }

  /// Counts changes of ``presented``, so a background diff can tell whether its source is
  /// still what is shown.
  private var presentedVersion = 0
  /// The memory every diff of this controller works in (see ``ListController/stagedChanges(from:to:inBackground:)``).
  var diffWorkspace = DiffWorkspace()
  /// Runs the diff of a large update instead of the background lane, when set; tests set it to
  /// control when a diff finishes.
  var diffRunner: (@Sendable (PresentedList, PresentedList) async -> StagedChangeset<PresentedSection>)?

  private var pending: ListSnapshot?
  private var submittedGeneration = 0
  private var shownGeneration = 0
  private var waiters: [(generation: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var isProcessing = false
  private var retired = RetiredValues()

  /// Whether the attached host has shown data since it was attached. The controller owns this
  /// fact: until it is `true` every update reloads, and hosts ask it instead of keeping their own.
  public private(set) var hostHasLoaded = false

  /// Creates a controller with the given policy. `defaultRowEstimate` sizes `automatic` rows
  /// that have no estimate before any row of their type was measured.
  public init(policy: ListUpdatePolicy = .default, defaultRowEstimate: Double = 44) {
    self.policy = policy
    self.sizing = ListSizing(width: 0, defaultEstimate: defaultRowEstimate)
  }

  // MARK: Host

  /// Attaches `host`; the next update reloads it from scratch.
  public func attach(to host: some ListHost) {
    self.host = host
    hostHasLoaded = false
    sizing.aspectRatioScale = host.aspectRatioScale
    sizing.setWidth(host.availableWidth, rowCount: presented.rowCount)
    submit(latestSnapshot)
  }

  /// Call when ``ListHost/availableWidth`` changed: heights are re-measured lazily for the new
  /// width (and the measurements of the previous width are kept in case it comes back).
  public func availableWidthDidChange() {
    guard let host else { return }
    sizing.setWidth(host.availableWidth, rowCount: presented.rowCount)
    rebuildLayout()
  }

  // MARK: Applying snapshots

  /// Shows `snapshot` as soon as possible, without waiting.
  ///
  /// ## Progress guarantee
  ///
  /// However fast snapshots arrive, the screen keeps up: an update, once its diff has finished,
  /// is always applied, even if newer snapshots arrived meanwhile; the controller then goes on
  /// with the newest one (the ones in between are skipped, never queued). So a snapshot is on
  /// screen, or replaced by a newer one that is, within two updates of its submission: the one
  /// under way when it arrived and its own. A superseded diff is counted in
  /// ``ListStatistics/supersededDiffs``.
  public func submit(_ snapshot: ListSnapshot) {
    enqueue(snapshot)
    guard !isProcessing else { return }
    isProcessing = true
    Task { await processPending() }
  }

  /// Shows `snapshot` and returns once it (or a later snapshot that replaced it) is on screen.
  ///
  /// When no update is under way the work starts in the caller's task, so a small change to a
  /// host whose batches finish at once is on screen without a single suspension.
  public func apply(_ snapshot: ListSnapshot) async {
    enqueue(snapshot)
    if !isProcessing {
      isProcessing = true
      await processPending()
    }
    await settle()
  }

  /// Whether an update is under way (a diff running, or batches being applied).
  public var isUpdating: Bool { isProcessing }

  /// Returns once every snapshot given so far (including those submitted by collapsing or
  /// expanding sections) is on screen, and rows that asked to be measured again have been.
  public func settle() async {
    await settleHeightInvalidations()
    let generation = submittedGeneration
    guard shownGeneration < generation else { return }
    await withCheckedContinuation { continuation in
      waiters.append((generation, continuation))
    }
  }

  private func processPending() async {
    while let next = pending {
      pending = nil
      let generation = submittedGeneration
      let target = present(next)
      if await show(target, snapshot: next) {
        retireIfLarge(shownSnapshot, rowCount: shownSnapshot.rowCount)
        shownSnapshot = next
        checkInvariants(showing: target)
        markShown(generation)
      }
      releaseRetired()
    }
    isProcessing = false
    runUpdateHandlers()
  }

  // MARK: Freeing large lists off the main actor

  /// Keeps `value` (an old list, a finished diff) alive until ``releaseRetired()`` hands it to
  /// a background task, when it is large: freeing ten million rows takes the main actor
  /// hundreds of milliseconds, in which no key or frame is handled.
  func retireIfLarge(_ value: some Sendable, rowCount: Int) {
    guard rowCount >= policy.backgroundDiffRowThreshold else { return }
    retired.values.append(value)
  }

  /// Makes `snapshot` the latest and the next to show. A pending snapshot it replaces was never
  /// shown and has no other owner here: a large one is freed off the main actor at once, not
  /// behind the running diff, so snapshots submitted faster than they are diffed cannot pile up.
  private func enqueue(_ snapshot: ListSnapshot) {
    var replaced = pending
    latestSnapshot = snapshot
    pending = snapshot
    submittedGeneration += 1
    guard let rowCount = replaced?.rowCount, rowCount >= policy.backgroundDiffRowThreshold else { return }
    let batch = RetiredValues()
    batch.values = replaced.map { [$0] } ?? []
    // The box must hold the last reference: let go of this one before the task can run.
    replaced = nil
    Task.detached(priority: .utility) { batch.values.removeAll() }
  }

  /// Frees what was retired in the background lane, once nothing on the main actor uses it.
  private func releaseRetired() {
    guard !retired.values.isEmpty else { return }
    let batch = retired
    retired = RetiredValues()
    Task.detached(priority: .utility) { await BackgroundLane.shared.run { batch.values.removeAll() } }
  }

  /// Shows `target`. A finished diff is always applied, even when a newer snapshot arrived
  /// while it ran: the loop in ``processPending()`` then goes on to the newest one. This is the
  /// progress guarantee documented on ``submit(_:)``.
  private func show(_ target: PresentedList, snapshot: ListSnapshot) async -> Bool {
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
      stages = await stagedChanges(from: source, to: target, inBackground: true)
      retireIfLarge(stages, rowCount: source.rowCount + target.rowCount)
      if pending != nil { statistics.supersededDiffs += 1 }
      // The host may have been replaced, or the list reloaded, while the diff ran: then its
      // result no longer describes what is shown, so show the target from scratch.
      guard let host = self.host, hostHasLoaded, presentedVersion == version else {
        if let host = self.host { await reload(host, to: target, snapshot: snapshot) } else { swapPresented(to: target) }
        return true
      }
      return await apply(stages, to: target, snapshot: snapshot, on: host)
    }
    stages = await stagedChanges(from: source, to: target, inBackground: false)
    return await apply(stages, to: target, snapshot: snapshot, on: host)
  }

  /// Hands the stages of a diff to the host, one batch each.
  private func apply(
    _ stages: StagedChangeset<PresentedSection>, to target: PresentedList, snapshot: ListSnapshot, on host: any ListHost
  ) async -> Bool {
    if stages.duplicateCount > 0 { reportProblems(of: snapshot) }
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
    // Heights are carried over once, from the list before the update to the target, with the
    // diff's own matches; intermediate stages of a rare multi-stage update carry them over by id.
    let origin = sizing.measurements
    for index in stages.indices {
      let final = index == stages.count - 1 ? FinalStage(target: target, matches: stages.rowMatches, origin: origin) : nil
      await perform(stages[index], on: host, final: final)
    }
    return true
  }

  private func reload(
    _ host: any ListHost, to target: PresentedList, snapshot: ListSnapshot, checkingDuplicates: Bool = true
  ) async {
    // Unless a diff just ran, nothing else would notice duplicate ids on this path.
    if checkingDuplicates, Self.hasDuplicateIDs(target) { reportProblems(of: snapshot) }
    if hostHasLoaded, presented.rowCount + target.rowCount >= policy.backgroundDiffRowThreshold {
      await swapPresentedLaidOutInBackground(to: target)
    } else {
      swapPresented(to: target)
    }
    statistics.reloads += 1
    await withOnceContinuation { resume in host.reloadAll(completion: resume) }
    hostHasLoaded = true
  }

  /// The last stage of an update: its data is the target itself (with the newest behaviours),
  /// and heights come over from `origin` through the diff's matches.
  struct FinalStage {
    var target: PresentedList
    var matches: RowMatches
    var origin: ListSizing.Measurements
  }

  private func perform(_ stage: ListUpdateStage, on host: any ListHost, final: FinalStage?) async {
    let data = final?.target ?? PresentedList(sections: stage.data)
    var swapped = false
    statistics.batches += 1
    await withOnceContinuation { resume in
      host.performBatch(
        stage,
        updateData: { [weak self] in
          guard let self, !swapped else { return }
          swapped = true
          self.swapPresented(to: data, by: stage, final: final)
        },
        completion: resume)
    }
    if !swapped {
      report(.hostMisuse("the host did not call updateData inside its batch; its data may be out of step"))
      swapPresented(to: data, by: stage, final: final)
    }
  }

  private static func hasDuplicateIDs(_ list: PresentedList) -> Bool {
    var rowIDs = Set<RowID>(minimumCapacity: list.rowCount)
    var sectionIDs = Set<SectionID>(minimumCapacity: list.sectionCount)
    for section in list.sections {
      guard sectionIDs.insert(section.id).inserted else { return true }
      for row in section.rows where !rowIDs.insert(row.id).inserted { return true }
    }
    return false
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

  // MARK: Presentation

  func present(_ snapshot: ListSnapshot) -> PresentedList {
    let presenter = Presenter { [self] section in isCollapsed(section) }
    return presenter.present(snapshot)
  }

  /// Shows `new`. Heights follow rows: through the diff's matches for the last stage of an
  /// update, by the stage's own update list for a stage that only changes contents in place, and
  /// by id otherwise (a reload, or an intermediate stage of a multi-stage update).
  func swapPresented(to new: PresentedList, by stage: ListUpdateStage? = nil, final: FinalStage? = nil) {
    let old = presented
    replacePresented(with: new)
    if let final {
      sizing.carryOver(from: final.origin, matches: final.matches, to: new)
      if let stage, stage.isContentOnly, final.matches.isInPlace {
        // Only the changed rows can have new heights: no need to lay the whole list out again.
        relayoutRows(at: stage.elementUpdates)
        return
      }
    } else if let stage, stage.isContentOnly, old.hasSameShape(as: new) {
      sizing.invalidate(updated: stage.elementUpdates, in: new)
    } else {
      sizing.remap(from: old, to: new)
    }
    rebuildLayout()
  }

  /// Makes `new` the presented list: a new version (in-flight work on the old one is stale), no
  /// lookup index yet, and the old list retired when it is large. Heights are the caller's.
  private func replacePresented(with new: PresentedList) {
    retireIfLarge(presented, rowCount: presented.rowCount + new.rowCount)
    presented = new
    presentedVersion &+= 1
    rowIndex = nil
  }

  /// Puts the known or estimated heights of the rows at `paths` into the layout.
  /// - Complexity: O(k log n) for k paths.
  private func relayoutRows(at paths: [ElementPath]) {
    var sawInvalidHeight = false
    for path in paths {
      let row = presented[path]
      if !row.height.isValid { sawInvalidHeight = true }
      sizing.setItemHeight(sizing.knownOrEstimatedHeight(at: path, row: row, isExpanded: isExpanded(row)), ofRowAt: path)
    }
    if sawInvalidHeight { reportProblems(of: latestSnapshot) }
  }

  /// ``swapPresented(to:by:final:)`` for a reload of a large list: the heights are carried over
  /// and the whole layout is built off the main actor (seconds for ten million rows), so keys
  /// and frames go on meanwhile with the list shown before. Only the section headers and
  /// footers, which may need the host, are sized on the main actor first. If the list changed
  /// meanwhile (a collapse, a user's move), the layout is built again here instead.
  private func swapPresentedLaidOutInBackground(to new: PresentedList) async {
    let version = presentedVersion
    let old = presented
    let width = sizing.width
    var supplementHeights: [Double] = []
    for shown in new.sections {
      for (supplement, isHeader) in [(shown.section.header, true), (shown.section.footer, false)] {
        guard let supplement else { continue }
        supplementHeights.append(supplementHeight(supplement, isHeader: isHeader, in: sizing))
      }
    }
    let overrides = expansionOverrides
    let (laidOut, sawInvalidHeight) = await Task.detached { [sizing, supplementHeights] in
      var sizing = sizing
      sizing.remap(from: old, to: new)
      var next = 0
      let sawInvalidHeight = sizing.rebuild(
        for: new, isExpanded: { id, initially in overrides[id] ?? initially },
        supplementHeight: { _, _ in
          // Asked in the order the heights were collected: each section's header, then footer.
          defer { next += 1 }
          return next < supplementHeights.count ? supplementHeights[next] : 0
        })
      return (sizing, sawInvalidHeight)
    }.value
    guard presentedVersion == version, sizing.width == width, expansionOverrides == overrides else {
      retireIfLarge(laidOut, rowCount: new.rowCount)
      swapPresented(to: new)
      return
    }
    retireIfLarge(sizing, rowCount: new.rowCount)
    replacePresented(with: new)
    sizing = laidOut
    if sawInvalidHeight { reportProblems(of: latestSnapshot) }
  }

  func rebuildLayout() {
    let sawInvalidHeight = sizing.rebuild(
      for: presented,
      isExpanded: { [expansionOverrides] id, initially in expansionOverrides[id] ?? initially },
      supplementHeight: { [sizing] supplement, isHeader in supplementHeight(supplement, isHeader: isHeader, in: sizing) })
    if sawInvalidHeight { reportProblems(of: latestSnapshot) }
  }

  /// The height of a section header or footer: exact from its own policy, else the host's.
  private func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, in sizing: ListSizing) -> Double {
    if let policy = supplement.height, let height = sizing.exactHeight(for: policy) { return height }
    return host?.supplementHeight(supplement, isHeader: isHeader, width: sizing.width) ?? 0
  }
}

/// Values whose last reference must not be dropped on the main actor: filled there, then
/// emptied by one background task once the main actor let go of the box.
final class RetiredValues: @unchecked Sendable {
  var values: [any Sendable] = []
}

/// Where controllers do their long work off the main actor (large diffs, freeing large lists),
/// one job at a time. On Linux the main actor's jobs need a free thread of the cooperative pool:
/// with every thread busy on long synchronous work (two diffs on two cores, or a diff and a
/// release), a key or a frame waited for seconds. One lane for all of it leaves the other
/// threads to the main actor and the app.
actor BackgroundLane {
  /// The lane shared by every controller.
  static let shared = BackgroundLane()

  /// Runs `work` after the lane's earlier jobs.
  func run<Result: Sendable>(_ work: @Sendable () -> Result) -> Result { work() }
}
