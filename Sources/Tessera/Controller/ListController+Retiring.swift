// Freeing large lists off the main actor: freeing a list takes the main actor O(rows), in
// which no key or frame is handled.
extension ListController {
  /// Keeps `value` (an old list, a finished diff) alive until ``releaseRetired()`` hands it to
  /// a background task, when it is large.
  func retireIfLarge(_ value: some Sendable, rowCount: Int) {
    guard rowCount >= policy.backgroundDiffRowThreshold else { return }
    pipeline.retired.values.append(value)
  }

  /// Frees a large snapshot that was never shown (a pending one replaced by a newer one) off
  /// the main actor at once, not behind the running diff, so snapshots submitted faster than
  /// they are diffed cannot pile up. Takes the caller's reference: the background task must
  /// hold the last one.
  func retireNow(_ value: inout ListSnapshot?) {
    guard let rowCount = value?.rowCount, rowCount >= policy.backgroundDiffRowThreshold else { return }
    let batch = RetiredValues()
    batch.values = value.map { [$0] } ?? []
    value = nil
    Task.detached(priority: .utility) { batch.values.removeAll() }
  }

  /// Frees what was retired in the background lane, once nothing on the main actor uses it.
  func releaseRetired() {
    guard !pipeline.retired.values.isEmpty else { return }
    let batch = pipeline.retired
    pipeline.retired = RetiredValues()
    Task.detached(priority: .utility) { await BackgroundLane.shared.run { batch.values.removeAll() } }
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
