import ArgumentParser
import Foundation
import Tessera

/// `tessera-bench apply`: snapshots applied end to end through ``ListController`` to an in-memory
/// host, each beside the bare diff of the same change measured in the same run; offset lookups;
/// the controller's bytes per row.
struct ApplyBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apply",
    abstract: "Time snapshot application through the controller against the bare diff, offset lookups and memory."
  )

  @Option(help: "Rows in the large list.")
  var rows = 100_000

  @Option(help: "Timed runs (after one warm-up run).")
  var runs = 21

  @Option(help: "Run only this scenario: \(ApplyScenario.Name.allCases.map(\.rawValue).joined(separator: ", ")).")
  var scenario: ApplyScenario.Name?

  @Flag(help: "Skip the bare-diff comparison (for instruction counts of the apply path alone).")
  var applyOnly = false

  @Option(
    help: """
      For state-to-screen-feed-10k: run only the whole feed or only its section alone \
      (\(StateToScreenScenario.FeedPart.allCases.map(\.rawValue).joined(separator: ", ")); default: both), \
      so that each can be counted on its own.
      """)
  var feedPart: StateToScreenScenario.FeedPart?

  func validate() throws {
    guard rows >= 100 else { throw ValidationError("--rows must be at least 100.") }
    guard rows <= 10_000_000 else { throw ValidationError("--rows must be at most 10,000,000.") }
    guard runs > 0 else { throw ValidationError("--runs must be positive.") }
  }

  /// Runs the scenarios on the main actor while the main thread turns the run loop.
  ///
  /// Not an async command: an async `main` parks the main thread in `dispatch_main`, which
  /// valgrind cannot follow, and instruction counts under callgrind are part of this benchmark.
  func run() throws {
    let selected = scenario.map { [$0] } ?? ApplyScenario.Name.allCases
    let scenarios = ApplyScenario(rows: rows, runs: runs, measuresBareDiff: !applyOnly, feedPart: feedPart)
    Task { @MainActor in
      for line in await scenarios.run(selected) { print(line) }
      Foundation.exit(0)
    }
    while true { RunLoop.main.run(until: Date(timeIntervalSinceNow: 1)) }
  }
}

extension ApplyScenario.Name: ExpressibleByArgument {}
extension StateToScreenScenario.FeedPart: ExpressibleByArgument {}
