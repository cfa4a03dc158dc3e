import Dispatch
import ArgumentParser
import TesseraExamples
import TesseraTerminal

/// `tessera-demo stress`: a huge list changing several times per second.
struct StressCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stress",
    abstract: "A huge list updated by random diffs several times per second while you scroll.",
    discussion: """
      Shows --rows rows in 4 sections. Every tick, about 2 % of the rows are updated, inserted, \
      deleted or moved (also across sections); Tessera diffs the whole list in linear time off \
      the main thread and the screen redraws only the lines that changed. Changed rows flash.

      The status line shows the frame time (composing the frame and writing it to the \
      terminal), median and worst so far, and how long the last update took to diff and apply.
      Keys: p pauses or resumes the updates; PgUp/PgDn/Home/End scroll.
      """
  )

  @Option(parsing: .unconditional, help: ArgumentHelp("How many rows the list starts with.", valueName: "n"))
  var rows = 100_000

  @Option(parsing: .unconditional, help: ArgumentHelp("Updates per second.", valueName: "n"))
  var ticksPerSecond = 5

  @Option(parsing: .unconditional, help: ArgumentHelp("Seed of the random changes.", valueName: "n"))
  var seed: UInt64 = 1

  @OptionGroup var display: DisplayOptions

  func run() async throws {
    try await reportingFailures {
      guard (0...10_000_000).contains(rows) else {
        throw DemoFailure("--rows \(rows) is out of range: use 0 to 10000000")
      }
      guard (1...100).contains(ticksPerSecond) else {
        throw DemoFailure("--ticks-per-second \(ticksPerSecond) is out of range: use 1 to 100")
      }
      let status = try await Self.run(rows: rows, ticksPerSecond: ticksPerSecond, seed: seed, display: display)
      if status != 0 { throw ExitCode(status) }
    }
  }

  @MainActor
  private static func run(rows: Int, ticksPerSecond: Int, seed: UInt64, display: DisplayOptions) async throws -> Int32 {
    let demo = StressDemo(rows: rows, seed: seed)
    if display.printsOnce {
      try await DemoScreen.print(demo.snapshot, options: display)
      return 0
    }
    return await demo.run(tickInterval: .seconds(1) / ticksPerSecond, display: display)
  }
}

/// The interactive stress screen.
@MainActor
final class StressDemo {
  private var screen: StressScreen
  private var generator: SeededRandomNumberGenerator
  private let controller = ListController()
  private var frames = FrameTimes()
  private var lastUpdate: Duration?
  private var isPaused = false
  /// Whether the next state and its snapshot are being made off the main actor.
  private var isBuilding = false
  private let clock = ContinuousClock()
  private static let hints = "p pause · " + DemoScreen.commonHints

  init(rows: Int, seed: UInt64) {
    screen = StressScreen(rows: rows)
    generator = SeededRandomNumberGenerator(seed: seed)
  }

  /// Every row is one line (20 points): fixed heights spare measuring 100,000 rows.
  var snapshot: ListSnapshot { screen.snapshot(rowHeight: .fixed(20)) }

  func run(tickInterval: Duration, display: DisplayOptions) async -> Int32 {
    controller.submit(snapshot)
    let status = await DemoScreen.run(controller, options: display) { app, view in
      updateStatus(view)
      app.tickInterval = tickInterval
      app.onTick = { [self] in
        // A tick whose predecessor is still being built or diffed is skipped: ticks never queue
        // up, and no snapshot is built only to be replaced before it is shown.
        guard !isPaused, !isBuilding, !controller.isUpdating else { return }
        isBuilding = true
        let start = clock.now
        let (current, random) = (screen, generator)
        Task { [self] in
          // The next state and its snapshot (10 million rows take a second) are made off the
          // main actor, and the diff runs off it too, so keys keep answering meanwhile; the
          // update's time is recorded when it lands.
          let (next, nextRandom, snapshot) = await Self.build {
            () -> (StressScreen, SeededRandomNumberGenerator, ListSnapshot) in
            var (next, nextRandom) = (current, random)
            _ = next.tick(using: &nextRandom)
            return (next, nextRandom, next.snapshot(rowHeight: .fixed(20)))
          }
          (screen, generator) = (next, nextRandom)
          isBuilding = false
          controller.submit(snapshot)
          await controller.settle()
          lastUpdate = clock.now - start
        }
      }
      app.onFrame = { [self] duration in
        frames.record(duration)
        updateStatus(view)
      }
      app.onKey = { [self] key in
        guard key == .character("p") else { return .ignored }
        isPaused.toggle()
        updateStatus(view)
        return .handled
      }
    }
    // The terminal is restored by now: leave the measurements where the user can see them.
    if let median = frames.median, let worst = frames.worst {
      var standardError = FileDescriptorOutput.standardError
      Swift.print(
        "stress: \(frames.count) frames, median \(FrameTimes.milliseconds(median)), worst \(FrameTimes.milliseconds(worst))",
        to: &standardError)
    }
    return status
  }

  /// The queue that builds the next state. Not the concurrency pool: on Linux the main actor
  /// needs a free thread of that pool, and the controller's diff already takes one.
  private static let buildQueue = DispatchQueue(label: "tessera-demo.stress.build", qos: .userInitiated)

  /// Runs `work` on ``buildQueue`` and returns its result.
  private static func build<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      buildQueue.async { continuation.resume(returning: work()) }
    }
  }

  private func updateStatus(_ view: TerminalListView) {
    var parts = ["\(screen.rowCount) rows", "tick \(screen.generation)\(isPaused ? " (paused)" : "")"]
    if let median = frames.median, let worst = frames.worst {
      parts.append("frame \(FrameTimes.milliseconds(median)) median, \(FrameTimes.milliseconds(worst)) worst")
    }
    if let lastUpdate { parts.append("update \(FrameTimes.milliseconds(lastUpdate))") }
    view.status = DemoScreen.status(parts.joined(separator: " · "), hints: Self.hints)
  }
}
