#if !canImport(UIKit)
import Testing
import TesseraScenarios
import TesseraTesting

/// Every contract scenario of ``ContractScenarios`` through HeadlessUIKit's driver, on every view
/// it names: no expectation fails, no view records a violation, and nothing is left undriven
/// (the headless driver makes every gesture). The same scenarios run through real UIKit's driver
/// in `TesseraScenariosOnUIKitTests`, on a simulator.
@Suite("Contract scenarios through HeadlessUIKit")
@MainActor
struct ContractScenarioTests {
  @Test func everyScenarioHoldsOnHeadlessUIKit() async {
    var runs: [ListViewKind: Int] = [:]
    var failures = 0
    var violations = 0
    for scenario in ContractScenarios.all {
      let report = await ScenarioRunner.run(scenario) { HeadlessListViewDriver($0, size: $1) }
      for kind in report.ranOn { runs[kind, default: 0] += 1 }
      for (kind, reason) in report.unavailable {
        Issue.record("\(scenario.id) on the \(kind): the headless driver could not drive it: \(reason)")
      }
      for failure in report.failures {
        Issue.record(
          Comment(rawValue: "\(scenario.id) on the \(failure.kind): \(failure.message)"),
          sourceLocation: SourceLocation(
            fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column))
      }
      for (kind, found) in report.violations where !found.isEmpty {
        Issue.record("\(scenario.id) on the \(kind): \(found.count) violation(s): \(found)")
      }
      failures += report.failures.count
      violations += report.violations.values.map(\.count).reduce(0, +)
    }
    let total = runs.values.reduce(0, +)
    print(
      "Contract scenarios: \(ContractScenarios.all.count) scenarios through HeadlessUIKit's driver, \(total) runs "
        + "(\(runs[.table, default: 0]) on a table, \(runs[.collection, default: 0]) on a collection view), "
        + "\(failures) failed expectation(s), \(violations) violation(s)")
    #expect(total >= ContractScenarios.all.count, "every scenario ran")
  }

  /// The catalogue: at least 60 scenarios, unique ids, every area covered, each on a view.
  @Test func theCatalogueCoversEveryArea() {
    let all = ContractScenarios.all
    #expect(all.count >= 60, "only \(all.count) scenarios")
    #expect(Set(all.map(\.id)).count == all.count, "duplicate scenario ids")
    for area in ScenarioArea.allCases {
      #expect(all.contains { $0.area == area }, "no scenario for \(area)")
    }
    #expect(all.allSatisfy { !$0.views.isEmpty }, "a scenario runs on no view")
    #expect(ContractScenarios.scenario(withID: all[0].id)?.id == all[0].id)
  }

  /// A failing scenario is reported, with where it failed and on which view: the runner cannot
  /// pass a scenario vacuously.
  @Test func aFailingScenarioIsReported() async {
    let failing = ListScenario(.parity, "always-fails", comparesViews: true) { context in
      context.registerText(String.self)
      await context.show(ListSnapshot { Section("s") { Row("a", context.kind == .table ? "Table" : "Collection") } })
      context.expect(context.visibleTexts == ["never"], "shows \(context.visibleTexts)")
    }
    let report = await ScenarioRunner.run(failing) { HeadlessListViewDriver($0, size: $1) }
    #expect(!report.passed)
    #expect(report.ranOn == [.table, .collection])
    // One failed expectation per view, and the two views differ.
    #expect(report.failures.count == 3, "\(report.failures)")
    #expect(report.failures.first?.fileID.hasSuffix("ContractScenarioTests.swift") == true)
    #expect(report.failures.last?.message.contains("the views differ") == true)
  }
}
#endif
