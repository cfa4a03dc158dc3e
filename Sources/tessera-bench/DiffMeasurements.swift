import Tessera
import TesseraDiff

/// Measures the models of one scenario in one run and prints one JSON line per model, with the
/// ratios between them.
enum DiffMeasurements {
  struct Result {
    var model: DiffBenchmark.Model
    var timing: BenchmarkSupport.Timing
    var faults: Double
    var counts: DiffCounts?
  }

  static func simple(_ scenario: DiffScenario, models: [DiffBenchmark.Model], runs: Int) -> [String] {
    let input = scenario.make()
    var results: [Result] = []
    for model in models {
      switch model {
      case .elements:
        var workspace = DiffWorkspace()
        let measured = BenchmarkSupport.measureWithFaults(runs: runs) { input.diff(&workspace) }
        results.append(
          Result(model: model, timing: measured.timing, faults: measured.faultsPerRun, counts: measured.result))
      case .floor:
        let (old, new) = input.identifiers
        var floor = HashingFloor(old: old, new: new)
        let measured = BenchmarkSupport.measureWithFaults(runs: runs) { floor.run() }
        results.append(Result(model: model, timing: measured.timing, faults: measured.faultsPerRun))
      case .rows:
        let (source, target) = BenchRows.lists(input)
        var workspace = DiffWorkspace()
        let measured = BenchmarkSupport.measureWithFaults(runs: runs) {
          DiffCounts(BenchRows.diff(source, target, &workspace))
        }
        results.append(
          Result(model: model, timing: measured.timing, faults: measured.faultsPerRun, counts: measured.result))
      case .rowFloor:
        let (source, target) = BenchRows.lists(input)
        var floor = HashingFloor(old: BenchRows.rowIDs(source), new: BenchRows.rowIDs(target))
        let measured = BenchmarkSupport.measureWithFaults(runs: runs) { floor.run() }
        results.append(Result(model: model, timing: measured.timing, faults: measured.faultsPerRun))
      case .typed, .alone, .map:
        continue
      }
    }
    return lines(scenario.name, elements: input.elementCount, results, microseconds: false)
  }

  static func app(_ scenario: AppScenario, models: [DiffBenchmark.Model], runs: Int) -> [String] {
    let (sourceData, targetData) = scenario.make()
    var results: [Result] = []
    for model in models {
      switch model {
      case .rows:
        let source = sourceData.dataSourceList
        let target = targetData.dataSourceList
        var workspace = DiffWorkspace()
        let measured = BenchmarkSupport.measureWithFaults(runs: runs) {
          DiffCounts(BenchRows.diff(source, target, &workspace))
        }
        results.append(
          Result(model: model, timing: measured.timing, faults: measured.faultsPerRun, counts: measured.result))
      case .typed:
        let source = sourceData.typed
        let target = targetData.typed
        var workspace = DiffWorkspace()
        let measured = BenchmarkSupport.measureWithFaults(runs: runs) {
          DiffCounts(StagedChangeset(source: source, target: target, workspace: &workspace))
        }
        results.append(
          Result(model: model, timing: measured.timing, faults: measured.faultsPerRun, counts: measured.result))
      case .rowFloor:
        let source = sourceData.dataSourceList
        let target = targetData.dataSourceList
        var floor = HashingFloor(old: BenchRows.rowIDs(source), new: BenchRows.rowIDs(target))
        let measured = BenchmarkSupport.measureWithFaults(runs: runs) { floor.run() }
        results.append(Result(model: model, timing: measured.timing, faults: measured.faultsPerRun))
      case .elements, .floor, .alone, .map:
        continue
      }
    }
    return lines(
      scenario.name, elements: sourceData.rowCount + targetData.rowCount, results, microseconds: scenario.isSmall)
  }

  /// A scenario of rows as an app makes them: the build, or the diff of the whole lists (model
  /// `rows`) and of the changed sections alone (model `alone`).
  static func rows(_ scenario: RowScenario, models: [DiffBenchmark.Model], runs: Int) -> [String] {
    var results: [Result] = []
    switch scenario.work {
    case .build(let rows, let builder, let map, let hashFloor):
      for model in models where model == .rows || model == .map || model == .rowFloor {
        let build = model == .rows ? { builder().rowCount } : model == .map ? { map().rowCount } : hashFloor
        let measured = BenchmarkSupport.measureWithFaults(runs: runs) { build() }
        results.append(Result(model: model, timing: measured.timing, faults: measured.faultsPerRun))
      }
      return lines(scenario.name, elements: rows, results, microseconds: false)
    case .diff(let make):
      let (source, target, changed) = make()
      let lists = [source, target].map { snapshot in
        DataSourceList(sections: snapshot.sections.map { DataSourceSection(section: $0, isCollapsed: false) })
      }
      for model in models where model == .rows || model == .alone {
        let (old, new) =
          model == .rows
          ? (lists[0], lists[1])
          : (
            DataSourceList(sections: changed.map { lists[0].sections[$0] }),
            DataSourceList(sections: changed.map { lists[1].sections[$0] })
          )
        var workspace = DiffWorkspace()
        let measured = BenchmarkSupport.measureWithFaults(runs: runs) {
          DiffCounts(BenchRows.diff(old, new, &workspace))
        }
        results.append(
          Result(model: model, timing: measured.timing, faults: measured.faultsPerRun, counts: measured.result))
      }
      return lines(scenario.name, elements: source.rowCount + target.rowCount, results, microseconds: true)
    }
  }

  /// One line per result; each line names the ratios to the models measured before it that it
  /// is compared with (elements to their floor, rows to the elements and to their floor, rows
  /// to the typed enum).
  private static func lines(_ scenario: String, elements: Int, _ results: [Result], microseconds: Bool) -> [String] {
    func median(_ model: DiffBenchmark.Model) -> Double? { results.first { $0.model == model }?.timing.median }
    let scale = microseconds ? 1_000.0 : 1
    let unit = microseconds ? "us" : "ms"
    return results.map { result in
      var fields: [(String, BenchmarkSupport.Value)] = [
        ("bench", .string("diff")), ("scenario", .string(scenario)), ("model", .string(result.model.rawValue)),
        ("elements", .int(elements)),
        ("median_\(unit)", .milliseconds(result.timing.median * scale)),
        ("min_\(unit)", .milliseconds(result.timing.min * scale)),
        ("max_\(unit)", .milliseconds(result.timing.max * scale)),
        ("faults_per_diff", .milliseconds(result.faults)),
      ]
      func ratio(_ name: String, to other: DiffBenchmark.Model) {
        guard let base = median(other), base > 0 else { return }
        fields.append((name, .milliseconds(result.timing.median / base)))
      }
      switch result.model {
      case .elements: ratio("over_floor", to: .floor)
      case .rows:
        ratio("over_elements", to: .elements)
        ratio("over_row_floor", to: .rowFloor)
        ratio("over_enum", to: .typed)
      case .typed: ratio("over_row_floor", to: .rowFloor)
      case .alone:
        if let rows = median(.rows), result.timing.median > 0 {
          fields.append(("rows_over_alone", .milliseconds(rows / result.timing.median)))
        }
      case .map: ratio("over_builder", to: .rows)
      case .floor, .rowFloor: break
      }
      if let counts = result.counts { fields += counts.fields }
      return BenchmarkSupport.jsonLine(fields)
    }
  }
}
