import TesseraTesting
import TesseraUIKit

/// What a run of a scenario found, on every view it ran on.
public struct ScenarioReport: Sendable, CustomStringConvertible {
  /// The scenario.
  public var id: String
  /// The views it ran on, in order.
  public var ranOn: [ListViewKind] = []
  /// The views it could not run on, with why (a gesture the driver cannot make there).
  public var unavailable: [ListViewKind: String] = [:]
  /// The expectations that failed, on every view.
  public var failures: [ScenarioFailure] = []
  /// The contract violations each view recorded (real UIKit raises instead).
  public var violations: [ListViewKind: [String]] = [:]

  /// Whether every expectation held and no view recorded a violation.
  public var passed: Bool { failures.isEmpty && violations.values.allSatisfy(\.isEmpty) }

  /// A one-line summary.
  public var description: String {
    "\(id): ran on \(ranOn.map(\.description).joined(separator: ", ")), \(failures.count) failure(s), "
      + "\(violations.values.map(\.count).reduce(0, +)) violation(s)"
      + (unavailable.isEmpty ? "" : ", unavailable on \(unavailable.keys.map(\.description).sorted())")
  }
}

/// Runs scenarios through a driver: on each view the scenario names, a fresh view and host;
/// the scenario's body; then the list settles, animations end, and the view is checked for
/// violations; a parity scenario compares what the views show at the end.
@MainActor
public enum ScenarioRunner {
  /// Makes the driver of a view of a kind and size: ``platformListViewDriver(_:size:)``, or a
  /// driver of the caller's choice.
  public typealias DriverFactory = @MainActor (ListViewKind, CGSize) -> any ListViewDriver

  /// Runs `scenario` on every view it names, with drivers from `makeDriver`.
  public static func run(
    _ scenario: ListScenario, makeDriver: DriverFactory = { platformListViewDriver($0, size: $1) }
  ) async -> ScenarioReport {
    var report = ScenarioReport(id: scenario.id)
    var outcomes: [(kind: ListViewKind, outcome: ScenarioOutcome)] = []
    for kind in scenario.views {
      let context = ScenarioContext(driver: makeDriver(kind, scenario.size), policy: scenario.policy)
      do {
        try await scenario.body(context)
      } catch let unavailable as ListDriverUnavailable {
        report.unavailable[kind] = unavailable.reason
        continue
      } catch is ScenarioStop {
        // Its failure is recorded.
      } catch {
        context.expect(false, "the scenario threw \(error)")
      }
      await context.settle()
      context.driver.finishAnimations()
      report.ranOn.append(kind)
      if scenario.comparesViews {
        context.expect(
          context.host.selectedRowIDs == context.shownSelection,
          "the host reports \(context.host.selectedRowIDs) selected, the view shows \(context.shownSelection)")
        outcomes.append((kind, context.outcome()))
      }
      report.failures += context.failures
      report.violations[kind] = context.driver.violations
    }
    if scenario.comparesViews, let first = outcomes.first {
      for other in outcomes.dropFirst() where other.outcome != first.outcome {
        report.failures.append(
          ScenarioFailure(
            kind: other.kind,
            message: "the views differ:\n\(first.kind): \(first.outcome)\n\(other.kind): \(other.outcome)",
            fileID: "TesseraScenarios/ScenarioRunner.swift", filePath: #filePath, line: #line, column: 1))
      }
    }
    return report
  }
}
