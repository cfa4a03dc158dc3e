extension ListController {
  /// The staged changes from `source` to `target`, diffed in the background lane while the rows
  /// of `target` have their heights worked out here (``PrecomputedHeights``): the main actor does that work
  /// while it would otherwise wait, and the layout after the update reads heights, not rows.
  ///
  /// Heights are worked out ahead only where they are likely to be used and cheap: with a host that keeps
  /// heights; not when both lists have the same shape (such an update most likely changes rows
  /// in place, which lays out only them); not when the row counts alone differ by more than
  /// the policy animates (the update will reload, laying out off the main actor); and not above
  /// ``heightPrecomputingLimit`` rows, so the main actor is never held for long while a diff runs (keys
  /// and frames go on during the diffs of huge lists).
  func stagedChangesPrecomputingHeights(
    from source: DataSourceList, to target: DataSourceList
  ) async -> (StagedChangeset<DataSourceSection>, PrecomputedHeights?) {
    let rowCount = target.rowCount
    let surelyReloads = policy.maximumAnimatedChanges.map { abs(source.rowCount - rowCount) > $0 } ?? false
    let precomputes =
      heightCache.keepsHeights && rowCount <= Self.heightPrecomputingLimit && !surelyReloads
      && !source.hasSameShape(as: target)
    return await diffInBackground(from: source, to: target, precomputingHeights: precomputes)
  }

  /// Diffs `source` into `target` in the background lane, with the controller's workspace (the
  /// handoff holds its only reference, or the diff would copy the memory to change it), working out
  /// the target's row heights here meanwhile when asked to (the diff then runs as a task of its own, so
  /// that the main actor can work while it runs; else the main actor simply waits for the lane).
  private func diffInBackground(
    from source: DataSourceList, to target: DataSourceList, precomputingHeights: Bool
  ) async -> (stages: StagedChangeset<DataSourceSection>, heights: PrecomputedHeights?) {
    if let diffRunner = pipeline.diffRunner {
      let heights = precomputingHeights ? precomputeHeights(of: target) : nil
      return (await diffRunner(source, target), heights)
    }
    let handoff = WorkspaceHandoff(Self.diffWorkspacePolicy == .kept ? pipeline.diffWorkspace : DiffWorkspace())
    pipeline.diffWorkspace = DiffWorkspace()
    defer { pipeline.diffWorkspace = handoff.workspace }
    guard precomputingHeights else {
      return (await BackgroundLane.shared.run { handoff.diff(from: source, to: target) }, nil)
    }
    let diff = Task.detached(priority: Task.currentPriority) {
      await BackgroundLane.shared.run { handoff.diff(from: source, to: target) }
    }
    let heights = precomputeHeights(of: target)
    return (await diff.value, heights)
  }

  /// Where the diffs of large lists work (see ``diffWorkspacePolicy``).
  package enum DiffWorkspacePolicy: Sendable {
    /// In the controller's workspace, kept from diff to diff.
    case kept
    /// In a fresh workspace each time.
    case fresh
  }

  /// Where the diffs of large lists work: `tessera-bench apply --scenario update-1pct-cold`
  /// compares the policies with other memory touched between updates, as an app's other work
  /// does.
  package static var diffWorkspacePolicy = DiffWorkspacePolicy.kept

  /// The most rows whose heights are worked out while a diff runs, so that the main actor is
  /// held briefly (`tessera-bench apply` times it).
  static let heightPrecomputingLimit = 250_000

  /// The row heights of `list` as they would be laid out now, with what they were worked out
  /// from.
  func precomputeHeights(of list: DataSourceList) -> PrecomputedHeights {
    PrecomputedHeights(
      heights: heightCache.sizing.rowHeightTable(
        for: list, overrides: rowState.expansionOverrides),
      sizingVersion: heightCache.version, measurementCount: heightCache.sizing.measurementCount)
  }

  /// A list's row heights worked out ahead (``ListSizing/RowHeightTable``), good as long as the sizing
  /// and the measurements it was made from are unchanged.
  struct PrecomputedHeights {
    var heights: ListSizing.RowHeightTable
    var sizingVersion: Int
    var measurementCount: Int
  }
}

/// Carries a controller's diff workspace to a background diff and back.
///
/// Used by one task at a time: filled on the main actor, used in the background lane, read
/// back on the main actor once the lane's job is done (the `await` orders the three), which is
/// why it can be `Sendable` with a mutable property.
final class WorkspaceHandoff: @unchecked Sendable {
  private(set) var workspace: DiffWorkspace

  init(_ workspace: DiffWorkspace) {
    self.workspace = workspace
  }

  /// Diffs `source` into `target` in the carried workspace.
  func diff(from source: DataSourceList, to target: DataSourceList) -> StagedChangeset<DataSourceSection> {
    StagedChangeset(source: source.sections, target: target.sections, workspace: &workspace)
  }
}
