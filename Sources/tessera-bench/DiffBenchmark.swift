import ArgumentParser
import TesseraDiff

/// `tessera-bench diff`: times ``StagedChangeset`` on fixed, seeded scenarios.
struct DiffBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Time the staged diff: median of 21 runs after a warm-up, one JSON line per scenario."
  )

  @Option(help: "Run only this scenario: \(DiffScenario.all.map(\.name).joined(separator: ", ")).")
  var scenario: String?

  @Option(help: "Timed runs per scenario (after one warm-up run).")
  var runs = 21

  func validate() throws {
    if let scenario, DiffScenario.named(scenario) == nil {
      throw ValidationError("Unknown scenario '\(scenario)'. Known: \(DiffScenario.all.map(\.name).joined(separator: ", ")).")
    }
    guard runs > 0 else { throw ValidationError("--runs must be positive.") }
  }

  func run() throws {
    let selected = scenario.flatMap(DiffScenario.named).map { [$0] } ?? DiffScenario.all
    for scenario in selected {
      let (timing, counts) = scenario.measure(runs)
      print(
        BenchmarkSupport.jsonLine([
          "bench": .string("diff"), "scenario": .string(scenario.name),
          "median_ms": .milliseconds(timing.median), "min_ms": .milliseconds(timing.min),
          "max_ms": .milliseconds(timing.max), "stages": .int(counts.stages),
          "row_deletes": .int(counts.rowDeletes), "row_inserts": .int(counts.rowInserts),
          "row_moves": .int(counts.rowMoves), "row_updates": .int(counts.rowUpdates),
          "section_deletes": .int(counts.sectionDeletes), "section_inserts": .int(counts.sectionInserts),
          "section_moves": .int(counts.sectionMoves), "section_updates": .int(counts.sectionUpdates),
        ]))
    }
  }
}

/// Operation totals over all stages of a staged changeset.
struct DiffCounts {
  var stages = 0
  var rowDeletes = 0
  var rowInserts = 0
  var rowMoves = 0
  var rowUpdates = 0
  var sectionDeletes = 0
  var sectionInserts = 0
  var sectionMoves = 0
  var sectionUpdates = 0

  init<Section>(_ staged: StagedChangeset<Section>) {
    stages = staged.count
    for stage in staged {
      rowDeletes += stage.elementDeletes.count
      rowInserts += stage.elementInserts.count
      rowMoves += stage.elementMoves.count
      rowUpdates += stage.elementUpdates.count
      sectionDeletes += stage.sectionDeletes.count
      sectionInserts += stage.sectionInserts.count
      sectionMoves += stage.sectionMoves.count
      sectionUpdates += stage.sectionUpdates.count
    }
  }
}
