// An update on its way to the screen: the diff handed to the host as batches, or a reload.
extension ListController {
  /// Shows `target`. A finished diff is always applied, even when a newer snapshot arrived
  /// while it ran: the loop in ``processPending()`` then goes on to the newest one. This is the
  /// progress guarantee documented on ``submit(_:animatingDifferences:)``.
  func show(_ target: DataSourceList, snapshot: ListSnapshot, isAnimated: Bool) async -> Bool {
    guard let host else {
      swapDataSourceList(to: target)
      return true
    }
    if !hostHasLoaded || (policy.reloadWhenHostCannotAnimate && !host.canAnimateUpdates) {
      await reload(host, to: target, snapshot: snapshot)
      return true
    }
    let source = dataSourceList
    let stages: StagedChangeset<DataSourceSection>
    let threshold = policy.backgroundDiffRowThreshold
    let rowTotal = source.rowCount + target.rowCount
    if rowTotal >= threshold && source.rowsToDiff(to: target) >= threshold {
      // Large lists are diffed off the main actor, so keys, frames and status lines go on.
      let version = pipeline.dataSourceVersion
      let heights: PrecomputedHeights?
      (stages, heights) = await stagedChangesPrecomputingHeights(from: source, to: target)
      retireIfLarge(stages, rowCount: rowTotal)
      if pipeline.pending != nil { statistics.supersededDiffs += 1 }
      // The host may have been replaced, or the list reloaded, while the diff ran: then its
      // result no longer describes what is shown, so show the target from scratch.
      guard let host = self.host, hostHasLoaded, pipeline.dataSourceVersion == version else {
        if let host = self.host {
          await reload(host, to: target, snapshot: snapshot)
        } else {
          swapDataSourceList(to: target)
        }
        return true
      }
      return await apply(
        stages, from: source, to: target, snapshot: snapshot, isAnimated: isAnimated, on: host, precomputed: heights)
    }
    // A small diff (few rows, or few that are not passed over at once) runs here, in the
    // controller's workspace, without another suspension point.
    stages = StagedChangeset(source: source.sections, target: target.sections, workspace: &pipeline.diffWorkspace)
    retireIfLarge(stages, rowCount: rowTotal)
    return await apply(stages, from: source, to: target, snapshot: snapshot, isAnimated: isAnimated, on: host)
  }

  /// Hands the stages of a diff to the host, one batch each. Header and footer changes the
  /// views can take in place leave the stages and travel with their batch as refreshes, so
  /// they never reload a section (nor cost a batch of their own).
  private func apply(
    _ stages: StagedChangeset<DataSourceSection>, from source: DataSourceList, to target: DataSourceList,
    snapshot: ListSnapshot, isAnimated: Bool, on host: any ListHost, precomputed: PrecomputedHeights? = nil
  ) async -> Bool {
    flightRecorder.recordUpdate(of: self, stages, from: source, to: target, snapshot: snapshot, isAnimated: isAnimated)
    if stages.duplicateCount > 0 { reportProblems(of: snapshot, shown: target) }
    reportContentsNotEqualToThemselves(changedRows: stages.rowMatches.changedTargetRows, in: target)
    if let maximum = policy.maximumAnimatedChanges, stages.changeCount > maximum {
      // The diff has counted the duplicates already (and reported them above).
      await reload(host, to: target, snapshot: snapshot, checkingDuplicates: false)
      return true
    }
    guard !stages.isEmpty else {
      // Nothing moved or changed; adopt the target for its newest behaviours (never compared).
      replaceDataSourceList(with: target)
      return true
    }
    // Usually each stage is a batch as it is: then nothing is regrouped (or copied).
    let regrouped = regroupedBatches(stages, from: source)
    let batchCount = regrouped?.count ?? stages.count
    let place = noteReaderPlace()
    // Heights are carried over once, from the list before the update to the target, with the
    // diff's own matches; intermediate stages of a rare multi-stage update carry them over by id.
    // A one-batch change in place keeps the rows where they are: the heights stay in their arrays
    // (no snapshot of them, so forgetting the changed rows' heights copies nothing).
    let origin = stages.rowMatches.isInPlace && batchCount == 1 ? nil : heightCache.sizing.measurements
    var expectedVersion = pipeline.dataSourceVersion
    for index in 0..<batchCount {
      guard pipeline.dataSourceVersion == expectedVersion else {
        // The list shown changed between two batches (a user's move while a batch animated):
        // the stages left no longer fit it. The same snapshot is diffed again, from what is
        // shown now, unless a newer one is already waiting.
        if pipeline.pending == nil { pipeline.pending = (snapshot, isAnimated) }
        return false
      }
      let batch =
        if let regrouped {
          ListBatch(
            stage: regrouped[index].stage, isAnimated: isAnimated,
            supplementRefreshes: regrouped[index].supplementRefreshes, isFirstOfUpdate: index == 0)
        } else {
          ListBatch(stage: stages[index], isAnimated: isAnimated, isFirstOfUpdate: index == 0)
        }
      let final =
        index == batchCount - 1
        ? FinalStage(target: target, matches: stages.rowMatches, origin: origin, precomputed: precomputed) : nil
      expectedVersion = await perform(batch, on: host, final: final)
    }
    restoreReaderPlace(place, matches: stages.rowMatches)
    return true
  }

  /// Shows `target` from scratch: the host reloads, and the controller switches to the new list
  /// inside the reload, once the host has read what it showed before.
  private func reload(
    _ host: any ListHost, to target: DataSourceList, snapshot: ListSnapshot, checkingDuplicates: Bool = true
  ) async {
    // Unless a diff just ran, nothing else would notice duplicate ids on this path.
    if checkingDuplicates, Self.hasIDProblems(target) { reportProblems(of: snapshot, shown: target) }
    flightRecorder.recordReload(of: self, to: target, snapshot: snapshot, host: host)
    var prepared: PreparedLayout?
    if hostHasLoaded, heightCache.keepsHeights,
      dataSourceList.rowCount + target.rowCount >= policy.backgroundDiffRowThreshold
    {
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
  private func show(_ target: DataSourceList, laidOutAs prepared: PreparedLayout?) {
    if let prepared { adopt(prepared, showing: target) } else { swapDataSourceList(to: target) }
  }

  /// The last stage of an update: its data is the target itself (with the newest behaviours),
  /// and heights come over from `origin` through the diff's matches (`nil`: the update changed
  /// rows in place in one batch, and the heights kept now are the origin).
  struct FinalStage {
    var target: DataSourceList
    var matches: RowMatches
    var origin: ListSizing.Measurements?
    /// The target's row heights worked out while the diff ran, if they were.
    var precomputed: PrecomputedHeights?
  }

  /// Hands `batch` to the host and returns, once the host completed it, the version of the list
  /// shown right after its data was swapped (a later one means the list changed meanwhile).
  private func perform(_ batch: ListBatch, on host: any ListHost, final: FinalStage?) async -> Int {
    let batch = flightRecorder.recordBatch(batch)
    let swap = BatchSwap(
      data: final?.target ?? DataSourceList(sections: batch.stage.data), change: StageChange(batch.stage),
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
    swapDataSourceList(
      to: swap.data, by: swap.change, final: swap.final, refreshingSupplements: swap.refreshingSupplements)
    swap.version = pipeline.dataSourceVersion
  }

  /// What a batch swaps in, whether it did (once: a host that calls `updateData` again is
  /// ignored), and the version of the list shown right after. One object that the host's
  /// `updateData` closure captures alone, so handing a batch over copies nothing else.
  private final class BatchSwap {
    let data: DataSourceList
    let change: StageChange
    let final: FinalStage?
    let refreshingSupplements: Bool
    @exclusivity(unchecked) var isDone = false
    @exclusivity(unchecked) var version = 0

    init(data: DataSourceList, change: StageChange, final: FinalStage?, refreshingSupplements: Bool) {
      self.data = data
      self.change = change
      self.final = final
      self.refreshingSupplements = refreshingSupplements
    }
  }
}
