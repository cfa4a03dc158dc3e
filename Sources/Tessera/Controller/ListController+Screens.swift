// What every screen needs around its rows: a state for when there are none, pages loaded as the
// reader nears the end, and refreshing. The controller owns the rules; hosts report what the
// reader sees and run what the user asks for.
extension ListController {
  /// Paging, refreshing and the unavailable state as the host was last told.
  struct ScreenState {
    /// The reach-end handlers' progress, by whose they are.
    var reachEnds: [ReachEndKey: ReachEndProgress] = [:]
    /// Counts refreshes, so a page that a refresh cancelled does not clear a newer one's state.
    var pagingEpoch = 0
    /// How many refreshes run (at most one per host in practice).
    var refreshes = 0
    /// The last row the host reported visible, as of the list it showed then.
    var lastVisibleRow: ElementPath?
    /// The ``UpdatePipeline/dataSourceVersion`` of that report: a path of an older list says nothing about
    /// this one (the host reports again once it has laid the new one out).
    var lastVisibleRowVersion = 0
    /// The state the host was last told to show.
    var unavailableState: UnavailableState?
    /// Whether the attached host was told any state yet.
    var hostKnowsUnavailableState = false
  }

  /// Whose reach-end handler: the list's, or a section's.
  enum ReachEndKey: Hashable {
    case list
    case section(SectionID)
  }

  /// Where one reach-end handler stands.
  struct ReachEndProgress {
    /// Whether the reader was near the end at the last report.
    var isNearEnd = false
    /// How many rows the list (or section) had when the action last started.
    var rowCountWhenStarted: Int?
    /// The action running, if one is.
    var task: Task<Void, Never>?
  }

  // MARK: Unavailable states

  /// Tells the host the unavailable state of the snapshot just shown, when it is not the one
  /// the host shows.
  func showUnavailableState(isAnimated: Bool) {
    let state = shownSnapshot.unavailable
    guard let host, !screen.hostKnowsUnavailableState || screen.unavailableState != state else { return }
    screen.unavailableState = state
    screen.hostKnowsUnavailableState = true
    host.showUnavailableState(state, isAnimated: isAnimated && host.canAnimateUpdates)
  }

  /// Runs the action at `index` of the unavailable state on screen, in a task ``settle()``
  /// waits for. Returns `false`, and reports it, when the state shown has no such action.
  @discardableResult
  package func performUnavailableAction(at index: Int) -> Bool {
    if refusedOffMainActor("ListController.performUnavailableAction(at:)") { return false }
    guard let actions = shownSnapshot.unavailable?.actions, actions.indices.contains(index) else {
      report(.hostMisuse("performUnavailableAction(at: \(index)): the unavailable state shown has no such action"))
      return false
    }
    tasks.start(actions[index].handler)
    return true
  }

  // MARK: Reaching the end

  /// Whether the list, or one of its sections (in the latest snapshot or shown), has a
  /// reach-end action: hosts lay out and report the rows on screen only for such a list.
  /// - Complexity: O(sections).
  package var hasReachEndActions: Bool {
    if latestSnapshot.reachEnd != nil { return true }
    return Self.hasReachEndAction(latestSnapshot.sections)
      || Self.hasReachEndAction(dataSourceList.sections)
  }

  /// Whether one of `sections` has a reach-end action. Nonisolated, so that the closures that
  /// read the sections in place carry no check of the main actor per section; and through the
  /// stored box of attributes, as copying each section would retain and release its references.
  nonisolated private static func hasReachEndAction(_ sections: [Section]) -> Bool {
    sections.withUnsafeBufferPointer { sections in
      sections.indices.contains { sections[$0].attributes?.reachEnd != nil }
    }
  }

  /// Whether one of the shown `sections` has a reach-end action (see the other overload).
  nonisolated private static func hasReachEndAction(_ sections: [DataSourceSection]) -> Bool {
    sections.withUnsafeBufferPointer { sections in
      sections.indices.contains { sections[$0].section.attributes?.reachEnd != nil }
    }
  }

  /// The host shows rows up to `lastVisibleRow` (`nil`: none): runs the reach-end actions of the
  /// list and its sections the reader has arrived near the end of. Hosts call it whenever what
  /// they show may have changed: after scrolling, and after every update and reload.
  package func visibleRowsDidChange(lastVisibleRow: ElementPath?) {
    if refusedOffMainActor("ListController.visibleRowsDidChange(lastVisibleRow:)") { return }
    screen.lastVisibleRow = lastVisibleRow.flatMap { dataSourceList.contains($0) ? $0 : nil }
    screen.lastVisibleRowVersion = pipeline.dataSourceVersion
    checkReachEnds()
  }

  /// Whether the reader is near the end of the list and of each section with a handler, and
  /// the handlers that are to run now.
  /// - Complexity: O(sections).
  func checkReachEnds() {
    guard !screen.reachEnds.isEmpty || hasReachEndActions else { return }
    // What the host saw of an older list says nothing of this one; it reports again once it
    // has laid this one out.
    guard screen.lastVisibleRowVersion == pipeline.dataSourceVersion else { return }
    let last = screen.lastVisibleRow
    var seen: Set<ReachEndKey> = []
    if let reachEnd = latestSnapshot.reachEnd {
      let count = dataSourceList.rowCount
      let isNear = last.map { count - 1 - Self.flatIndex(of: $0, in: dataSourceList) <= reachEnd.distance } ?? false
      seen.insert(.list)
      note(.list, isNearEnd: isNear, rowCount: count, reachEnd)
    }
    for (index, dataSourceSection) in dataSourceList.sections.enumerated() {
      guard let reachEnd = dataSourceSection.section.reachEnd else { continue }
      let count = dataSourceSection.rows.count
      let key = ReachEndKey.section(dataSourceSection.id)
      guard seen.insert(key).inserted else { continue }
      var isNear = false
      if let last, count > 0 {
        isNear = last.section > index || (last.section == index && count - 1 - last.element <= reachEnd.distance)
      }
      note(key, isNearEnd: isNear, rowCount: count, reachEnd)
    }
    // Handlers gone from the list are forgotten once their action ends.
    for (key, progress) in screen.reachEnds where !seen.contains(key) && progress.task == nil {
      screen.reachEnds[key] = nil
    }
  }

  /// Notes whether the reader is near the end for `key`'s handler and starts its action on an
  /// arrival: the reader came near the end, or the list grew while the reader stayed there, and
  /// no action of the handler runs.
  private func note(_ key: ReachEndKey, isNearEnd: Bool, rowCount: Int, _ reachEnd: ReachEnd) {
    var progress = screen.reachEnds[key] ?? ReachEndProgress()
    defer { screen.reachEnds[key] = progress }
    let arrived = isNearEnd && (!progress.isNearEnd || progress.rowCountWhenStarted != rowCount)
    progress.isNearEnd = isNearEnd
    guard arrived, progress.task == nil else { return }
    progress.rowCountWhenStarted = rowCount
    statistics.reachEndActions += 1
    let epoch = screen.pagingEpoch
    let action = reachEnd.action
    progress.task = tasks.start { [weak self] in
      await action()
      self?.reachEndActionDidEnd(key, epoch: epoch)
    }
  }

  /// `key`'s action ended: the handler may run again, and does at once when the reader is
  /// still near an end that moved.
  private func reachEndActionDidEnd(_ key: ReachEndKey, epoch: Int) {
    guard epoch == screen.pagingEpoch else { return }
    screen.reachEnds[key]?.task = nil
    checkReachEnds()
  }

  // MARK: Refreshing

  /// Whether a refresh runs: from its start until the snapshots it gave are on screen.
  package var isRefreshing: Bool { screen.refreshes > 0 }

  /// Runs `action`, a refresh, in a task ``settle()`` waits for, then `completion` once the
  /// snapshots it gave are on screen. Page loads in flight are cancelled first (a page that
  /// arrives after the refresh began must be dropped: their actions see `Task.isCancelled`),
  /// and a reader at the top stays at the top of what the refresh brings. Returns `false`,
  /// without running anything, while another refresh runs.
  @discardableResult
  package func refresh(
    _ action: @escaping @MainActor @Sendable () async -> Void, completion: @escaping @MainActor () -> Void = {}
  ) -> Bool {
    if refusedOffMainActor("ListController.refresh(_:completion:)") { return false }
    guard !isRefreshing else { return false }
    for progress in screen.reachEnds.values { progress.task?.cancel() }
    screen.reachEnds = [:]
    screen.pagingEpoch &+= 1
    screen.refreshes += 1
    statistics.pullRefreshes += 1
    tasks.start { [weak self] in
      await action()
      if let self {
        await self.waitUntilShown(self.pipeline.submittedGeneration)
        self.screen.refreshes -= 1
        self.checkReachEnds()
      }
      completion()
    }
    return true
  }

  /// The anchoring that applies now: while a refresh runs, a reader at the top of the list
  /// stays there (``ListAnchoring/top``) however the list changes; otherwise ``anchoring``.
  var anchoringNow: ListAnchoring {
    isRefreshing && anchoring == .firstVisibleRow ? .top : anchoring
  }
}
