import Testing
@testable import Tessera
import TesseraTesting

private struct Tick: Equatable, Sendable {
  var value: Int
}

/// Diffs that finish only when the test says so: a stand-in for a diff slower than the rate at
/// which snapshots arrive, with no clock and no sleeping.
@MainActor
private final class GatedDiffs {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private(set) var started = 0

  var runner: @Sendable (DataSourceList, DataSourceList) async -> StagedChangeset<DataSourceSection> {
    { [self] source, target in
      await self.gate()
      return StagedChangeset(source: source.sections, target: target.sections)
    }
  }

  private func gate() async {
    started += 1
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Returns once `count` diffs have started (yielding, never sleeping).
  func waitUntilStarted(_ count: Int) async {
    while started < count { await Task.yield() }
  }

  func finishNext() { waiting.removeFirst().resume() }
}

/// A 50-row list whose rows all show tick `tick`, one row of which moves with every tick (so the
/// diff is a real, structural one).
private func snapshot(tick: Int) -> ListSnapshot {
  var ids = Array(0..<50)
  let moved = ids.remove(at: tick % 50)
  ids.insert(moved, at: (tick * 7) % 50)
  return ListSnapshot { Section("s") { for id in ids { Row(id, Tick(value: tick)).height(.fixed(10)) } } }
}

@MainActor
private func shownTick(_ host: RecordingHost) -> Int? {
  host.shown.first?.first?.content.as(Tick.self)?.value
}

/// A controller that diffs every update through `GatedDiffs`, on a recording host.
@MainActor
private func makeGatedController() -> (ListController, RecordingHost, GatedDiffs) {
  let controller = ListController(policy: ListUpdatePolicy(maximumAnimatedChanges: nil, backgroundDiffRowThreshold: 0))
  controller.diagnosticsHandler = { _ in }
  let diffs = GatedDiffs()
  controller.pipeline.diffRunner = diffs.runner
  let host = RecordingHost(controller: controller)
  controller.attach(to: host)
  return (controller, host, diffs)
}

@Suite("ListController progress")
@MainActor
struct ListControllerProgressTests {
  @Test func everyFinishedDiffIsShownEvenWhenNewerSnapshotsArrived() async {
    let (controller, host, diffs) = makeGatedController()
    await controller.apply(snapshot(tick: 0))  // the first snapshot reloads; no diff
    #expect(shownTick(host) == 0)

    // Each diff is slower than the snapshots: while diff n runs, snapshot n + 1 arrives. The
    // screen must advance by one tick per finished diff, never stay behind for good.
    controller.submit(snapshot(tick: 1))
    for tick in 1...30 {
      await diffs.waitUntilStarted(tick)
      controller.submit(snapshot(tick: tick + 1))
      diffs.finishNext()
      await diffs.waitUntilStarted(tick + 1)
      #expect(
        shownTick(host) == tick,
        "after diff \(tick) finished the screen shows tick \(String(describing: shownTick(host)))")
      #expect(controller.shownSnapshot.rowCount == 50)
    }
    diffs.finishNext()
    await controller.settle()
    #expect(shownTick(host) == 31)
    #expect(controller.statistics.supersededDiffs == 30)
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  @Test func aDiffWhoseSourceWasReloadedMeanwhileReloadsInstead() async {
    let (controller, host, diffs) = makeGatedController()
    await controller.apply(snapshot(tick: 0))
    controller.submit(snapshot(tick: 1))
    await diffs.waitUntilStarted(1)
    // A new host arrives while the diff runs: the diff's source is no longer what is shown.
    let second = RecordingHost(controller: controller)
    controller.attach(to: second)
    diffs.finishNext()
    // Attaching resubmitted the latest snapshot: its diff (against the reloaded list) runs too.
    await diffs.waitUntilStarted(2)
    diffs.finishNext()
    await controller.settle()
    #expect(second.reloads == 1)
    #expect(shownTick(second) == 1)
    #expect(second.violations.isEmpty && host.violations.isEmpty)
  }
}
