import Tessera
import TesseraDiff

/// The `recording` scenario of `tessera-bench apply`: what the flight recorder costs on the
/// update of `update-1pct` (1% of the rows change content): the time its recording of an
/// update and its batch takes, timed alone (`recording_us`, and as a share of the apply
/// without recording), the applies of two controllers with and without recording, interleaved
/// (their difference also holds the events recorded during an update, and the machine's noise),
/// and the memory it holds after 64 such updates. The budget: at most 3% of the apply, at most
/// 1 MB.
@MainActor
struct RecordingScenario {
  let versions: [ListSnapshot]
  let runs: Int
  let scenario: String

  func run() async -> String {
    let recorded = await ApplyScenario.loadedController(versions[0])
    let unrecorded = await ApplyScenario.loadedController(versions[0])
    unrecorded.flightRecorder.isEnabled = false
    // Warm-up, then both controllers alternate between the two versions, interleaved so that
    // the machine's drift hits both alike.
    for controller in [recorded, unrecorded] {
      await controller.apply(versions[1])
      await controller.apply(versions[0])
    }
    let clock = ContinuousClock()
    var withRecording: [Double] = []
    var withoutRecording: [Double] = []
    for run in 0..<max(runs, 64) {
      for (controller, samples) in [(recorded, 0), (unrecorded, 1)] {
        let start = clock.now
        await controller.apply(versions[(run + 1) % 2])
        let elapsed = BenchmarkSupport.milliseconds(clock.now - start)
        if samples == 0 { withRecording.append(elapsed) } else { withoutRecording.append(elapsed) }
      }
    }
    let apply = Self.median(withRecording)
    let applyWithout = Self.median(withoutRecording)
    // The recorder's own work for one update of this change (its diff and its one batch),
    // timed alone, on a recorder of its own.
    let lists = versions.map { snapshot in
      DataSourceList(sections: snapshot.sections.map { DataSourceSection(section: $0, isCollapsed: false) })
    }
    let changes = [(0, 1), (1, 0)].map { StagedChangeset(source: lists[$0.0].sections, target: lists[$0.1].sections) }
    let recorder = FlightRecorder()
    var own: [Double] = []
    // The timed runs are the region `Scripts/callgrind-diff.sh` style counting looks at.
    BenchmarkSupport.measuredRegion {
      for run in 0..<max(runs, 64) {
        let (source, target) = run % 2 == 0 ? (0, 1) : (1, 0)
        let stages = changes[run % 2]
        let start = clock.now
        recorder.recordUpdate(
          of: recorded, stages, from: lists[source], to: lists[target], snapshot: versions[target], isAnimated: true)
        for stage in stages { _ = recorder.recordBatch(ListBatch(stage: stage)) }
        own.append(BenchmarkSupport.milliseconds(clock.now - start))
      }
    }
    let recording = Self.median(own)
    // The memory of 64 updates kept, from the capacities of the recorder's arrays (the ids it
    // keeps share their strings with the app's rows).
    recorded.flightRecorder.clear()
    for run in 0..<64 { await recorded.apply(versions[(run + 1) % 2]) }
    let kept = recorded.flightRecorder.keptUpdateCount
    let bytes = recorded.flightRecorder.approximateByteCount
    return BenchmarkSupport.jsonLine([
      "bench": .string("recording"), "scenario": .string(scenario),
      "apply_ms": .milliseconds(apply), "apply_unrecorded_ms": .milliseconds(applyWithout),
      "recording_us": .milliseconds(recording * 1_000),
      "recording_pct_of_apply": .milliseconds(applyWithout > 0 ? recording / applyWithout * 100 : 0),
      "updates_kept": .int(kept), "kept_bytes": .int(bytes),
    ])
  }

  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
