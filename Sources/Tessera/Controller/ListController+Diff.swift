extension ListController {
  /// The staged changes from `source` to `target`, worked out in the controller's diff
  /// workspace, so that a list updated again and again allocates its diff tables once.
  ///
  /// A large diff runs in the background lane: the workspace goes with it and comes back with
  /// its result, so no two diffs ever share it (an update that finds it away, which the
  /// controller's one-update-at-a-time loop never does, diffs in a workspace of its own).
  func stagedChanges(
    from source: PresentedList, to target: PresentedList, inBackground: Bool
  ) async -> StagedChangeset<PresentedSection> {
    guard inBackground else {
      return StagedChangeset(source: source.sections, target: target.sections, workspace: &diffWorkspace)
    }
    if let diffRunner { return await diffRunner(source, target) }
    let handoff = WorkspaceHandoff(diffWorkspace)
    // The handoff must hold the only reference, or the diff would copy the memory to change it.
    diffWorkspace = DiffWorkspace()
    let stages = await BackgroundLane.shared.run { handoff.diff(from: source, to: target) }
    diffWorkspace = handoff.workspace
    return stages
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
  func diff(from source: PresentedList, to target: PresentedList) -> StagedChangeset<PresentedSection> {
    StagedChangeset(source: source.sections, target: target.sections, workspace: &workspace)
  }
}
