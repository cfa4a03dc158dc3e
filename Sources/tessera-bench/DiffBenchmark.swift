import ArgumentParser
import Tessera
import TesseraDiff

/// `tessera-bench diff`: times ``StagedChangeset`` on fixed, seeded scenarios.
///
/// Every simple-element scenario runs as simple elements, as `Row`s with `String` ids in
/// `ListSnapshot` sections (the controller's path), and as the hashing floor of each (see
/// ``HashingFloor``). Every app-model scenario runs as `Row`s and as a typed enum of the same
/// rows through the same engine.
struct DiffBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Time the staged diff: median of 21 runs after a warm-up, one JSON line per scenario and model."
  )

  /// What is diffed.
  enum Model: String, CaseIterable, ExpressibleByArgument {
    /// The simple elements (16-byte ids, an integer version).
    case elements
    /// The hashing floor of the simple elements.
    case floor
    /// The same lists as `Row`s in data-source sections, as the controller diffs them.
    case rows
    /// The hashing floor of the rows' ids (for the build scenarios: every id hashed once).
    case rowFloor = "row-floor"
    /// The app model as a typed enum (app-model scenarios only).
    case typed = "enum"
    /// The sections that changed, diffed as lists of their own (row scenarios only).
    case alone
    /// The snapshot built with `map` instead of the result builder (build scenarios only).
    case map
  }

  /// Every scenario name, in the order they run.
  static var scenarioNames: [String] {
    DiffScenario.all.map(\.name) + AppScenario.all.map(\.name) + RowScenario.all.map(\.name)
  }

  @Option(help: "Run only this scenario: \(Self.scenarioNames.joined(separator: ", ")).")
  var scenario: String?

  @Option(help: "Measure only this model: \(Model.allCases.map(\.rawValue).joined(separator: ", ")).")
  var model: Model?

  @Option(help: "Timed runs per scenario (after one warm-up run).")
  var runs = 21

  func validate() throws {
    if let scenario, !Self.scenarioNames.contains(scenario) {
      throw ValidationError("Unknown scenario '\(scenario)'. Known: \(Self.scenarioNames.joined(separator: ", ")).")
    }
    guard runs > 0 else { throw ValidationError("--runs must be positive.") }
  }

  func run() throws {
    let simple = scenario.map { name in DiffScenario.named(name).map { [$0] } ?? [] } ?? DiffScenario.all
    let app = scenario.map { name in AppScenario.named(name).map { [$0] } ?? [] } ?? AppScenario.all
    let models = model.map { [$0] } ?? Model.allCases
    for scenario in simple {
      for line in DiffMeasurements.simple(scenario, models: models, runs: runs) { print(line) }
    }
    for scenario in app {
      for line in DiffMeasurements.app(scenario, models: models, runs: runs) { print(line) }
    }
    let rows = scenario.map { name in RowScenario.named(name).map { [$0] } ?? [] } ?? RowScenario.all
    for scenario in rows {
      for line in DiffMeasurements.rows(scenario, models: models, runs: runs) { print(line) }
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

  init() {}

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

  var fields: [(String, BenchmarkSupport.Value)] {
    [
      ("stages", .int(stages)), ("row_deletes", .int(rowDeletes)), ("row_inserts", .int(rowInserts)),
      ("row_moves", .int(rowMoves)), ("row_updates", .int(rowUpdates)), ("section_deletes", .int(sectionDeletes)),
      ("section_inserts", .int(sectionInserts)), ("section_moves", .int(sectionMoves)),
      ("section_updates", .int(sectionUpdates)),
    ]
  }
}
