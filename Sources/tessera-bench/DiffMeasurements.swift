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
      case .typed:
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
        let source = sourceData.presented
        let target = targetData.presented
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
        let source = sourceData.presented
        let target = targetData.presented
        var floor = HashingFloor(old: BenchRows.rowIDs(source), new: BenchRows.rowIDs(target))
        let measured = BenchmarkSupport.measureWithFaults(runs: runs) { floor.run() }
        results.append(Result(model: model, timing: measured.timing, faults: measured.faultsPerRun))
      case .elements, .floor:
        continue
      }
    }
    return lines(
      scenario.name, elements: sourceData.rowCount + targetData.rowCount, results, microseconds: scenario.isSmall)
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
      case .floor, .rowFloor: break
      }
      if let counts = result.counts { fields += counts.fields }
      return BenchmarkSupport.jsonLine(fields)
    }
  }
}
