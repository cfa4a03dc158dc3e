import ArgumentParser
import Foundation

/// `tessera-bench layout`: the cost of constraint-based layout, in microseconds per sizing of a
/// cell written with anchors and stack views (see ``CellSizingScenario``).
struct LayoutBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Time self-sizing of an Auto Layout cell of 20 views through the headless layout engine."
  )

  @Option(help: "Timed runs (after one warm-up run).")
  var runs = 21

  @Option(help: "Sizings per timed run.")
  var sizings = 200

  @Option(help: "Run only this scenario: \(CellSizingScenario.Name.allCases.map(\.rawValue).joined(separator: ", ")).")
  var scenario: CellSizingScenario.Name?

  func validate() throws {
    guard runs > 0 else { throw ValidationError("--runs must be positive.") }
    guard sizings > 0 else { throw ValidationError("--sizings must be positive.") }
  }

  func run() throws {
    let selected = scenario.map { [$0] } ?? CellSizingScenario.Name.allCases
    let scenarios = CellSizingScenario(runs: runs, sizings: sizings)
    Task { @MainActor in
      for line in scenarios.run(selected) { print(line) }
      Foundation.exit(0)
    }
    while true { RunLoop.main.run(until: Date(timeIntervalSinceNow: 1)) }
  }
}

extension CellSizingScenario.Name: ExpressibleByArgument {}
