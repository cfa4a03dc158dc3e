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

  /// The snapshot on screen: the last one fully applied.
  public private(set) var shownSnapshot = ListSnapshot()

  /// The most recent snapshot given to the controller, shown or still pending.
  public private(set) var latestSnapshot = ListSnapshot()

  /// When to animate and when to reload.
  public var policy: ListUpdatePolicy

  /// Receives every diagnostic once (duplicate ids, impossible heights, host mistakes).
  /// The default writes them to standard error.
  public var diagnosticsHandler: @MainActor (ListDiagnostic) -> Void = { DiagnosticOutput.write($0) }

  /// Counters for tests and benchmarks.
  public internal(set) var statistics = ListStatistics()

  /// The host, if attached (held weakly: the host usually owns the controller).
  public private(set) weak var host: (any ListHost)?

  // MARK: State

  var sizing: ListSizing
  var expandedRowIDs: Set<RowID> = []
  var collapsedSectionIDs: [SectionID: Bool] = [:]
  var reportedDiagnostics: Set<ListDiagnostic> = []
  private var rowIndex: RowPathIndex?

  /// The id → path index of ``presented``, built on first use after each change.
  var rowPathIndex: RowPathIndex {
    if let rowIndex { return rowIndex }
    let built = RowPathIndex(presented)
    rowIndex = built
    return built
  }

  private var pending: ListSnapshot?
  private var submittedGeneration = 0
  private var shownGeneration = 0
  private var waiters: [(generation: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var isProcessing = false
  private var hostHasLoaded = false

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
  public func submit(_ snapshot: ListSnapshot) {
    latestSnapshot = snapshot
    pending = snapshot
    submittedGeneration += 1
    guard !isProcessing else { return }
    isProcessing = true
    Task { await processPending() }
  }

  /// Shows `snapshot` and returns once it (or a later snapshot that replaced it) is on screen.
  public func apply(_ snapshot: ListSnapshot) async {
    submit(snapshot)
    await settle()
  }

  /// Whether an update is under way (a diff running, or batches being applied).
  public var isUpdating: Bool { isProcessing }

  /// Returns once every snapshot given so far (including those submitted by collapsing or
  /// expanding sections) is on screen.
  public func settle() async {
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
        markShown(generation)
      }
    }
    isProcessing = false
  }

  /// Shows `target`; returns `false` when a newer snapshot made the work stale before anything
  /// reached the host.
  private func show(_ target: PresentedList, snapshot: ListSnapshot) async -> Bool {
    guard let host else {
      swapPresented(to: target)
      shownSnapshot = snapshot
      return true
    }
    if !hostHasLoaded || (policy.reloadWhenHostCannotAnimate && !host.canAnimateUpdates) {
      await reload(host, to: target, snapshot: snapshot)
      return true
    }
    let source = presented
    let stages: StagedChangeset<PresentedSection>
    var carryOver: [Int]?
    if source.rowCount + target.rowCount >= policy.backgroundDiffRowThreshold {
      // Large lists: the diff, and for a one-stage change the height carry-over map, are
      // computed off the main actor.
      let hasMeasurements = sizing.hasMeasurements
      (stages, carryOver) = await Task.detached {
        let stages = StagedChangeset(source: source.sections, target: target.sections)
        let isStructural = stages.count == 1 && stages[0].changeCount != stages[0].elementUpdates.count
        return (stages, isStructural && hasMeasurements ? ListSizing.carryOverMap(from: source, to: target) : nil)
      }.value
      // A newer snapshot arrived while diffing: this result is stale, the loop diffs again.
      if pending != nil {
        statistics.discardedDiffs += 1
        return false
      }
    } else {
      stages = StagedChangeset(source: source.sections, target: target.sections)
    }
    if stages.duplicateCount > 0 { reportProblems(of: snapshot) }
    let changes = stages.reduce(0) { $0 + $1.changeCount }
    if let maximum = policy.maximumAnimatedChanges, changes > maximum {
      await reload(host, to: target, snapshot: snapshot)
      return true
    }
    for stage in stages {
      await perform(stage, on: host, carryOver: stages.count == 1 ? carryOver : nil)
    }
    // The rows now shown are the target's rows, in the target's order; adopt the target itself
    // so that behaviours (never compared, so never diffed) are the newest ones.
    if presented.hasSameShape(as: target) {
      presented = target
      rowIndex = nil
      shownSnapshot = snapshot
    } else {
      report(.hostMisuse("the staged update did not end on the target snapshot; the host was reloaded"))
      await reload(host, to: target, snapshot: snapshot)
    }
    return true
  }

  private func reload(_ host: any ListHost, to target: PresentedList, snapshot: ListSnapshot) async {
    // No diff runs on this path, so nothing else would notice duplicate ids.
    if Self.hasDuplicateIDs(target) { reportProblems(of: snapshot) }
    swapPresented(to: target)
    statistics.reloads += 1
    await withOnceContinuation { resume in host.reloadAll(completion: resume) }
    hostHasLoaded = true
    shownSnapshot = snapshot
  }

  private func perform(_ stage: ListUpdateStage, on host: any ListHost, carryOver: [Int]?) async {
    let data = PresentedList(sections: stage.data)
    var swapped = false
    statistics.batches += 1
    await withOnceContinuation { resume in
      host.performBatch(
        stage,
        updateData: { [weak self] in
          guard let self, !swapped else { return }
          swapped = true
          self.swapPresented(to: data, by: stage, carryOver: carryOver)
        },
        completion: resume)
    }
    if !swapped {
      report(.hostMisuse("the host did not call updateData inside its batch; its data may be out of step"))
      swapPresented(to: data)
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

  private func present(_ snapshot: ListSnapshot) -> PresentedList {
    let presenter = Presenter { [collapsedSectionIDs] section in
      if let collapsed = collapsedSectionIDs[section.id] { return collapsed }
      if case .collapsible(let initiallyCollapsed) = section.collapsibility { return initiallyCollapsed }
      return false
    }
    return presenter.present(snapshot)
  }

  /// Shows `new`, carrying measured heights over to the rows that did not change. When `stage`
  /// only updates rows in place, its update list says which rows changed.
  func swapPresented(to new: PresentedList, by stage: ListUpdateStage? = nil, carryOver: [Int]? = nil) {
    let old = presented
    presented = new
    rowIndex = nil
    if let stage, stage.changeCount == stage.elementUpdates.count, old.hasSameShape(as: new) {
      sizing.invalidate(updated: stage.elementUpdates, in: new)
    } else {
      sizing.remap(from: old, to: new, precomputedMap: carryOver?.count == new.rowCount ? carryOver : nil)
    }
    rebuildLayout()
  }

  func rebuildLayout() {
    let width = sizing.width
    let host = host
    let sawInvalidHeight = sizing.rebuild(
      for: presented,
      isExpanded: { [expandedRowIDs] id in expandedRowIDs.contains(id) },
      supplementHeight: { supplement, isHeader in
        if let policy = supplement.height, policy.problem == nil, let height = policy.resolvedHeight(forWidth: width) {
          return height
        }
        return host?.supplementHeight(supplement, isHeader: isHeader, width: width) ?? 0
      })
    if sawInvalidHeight { reportProblems(of: latestSnapshot) }
  }
}
