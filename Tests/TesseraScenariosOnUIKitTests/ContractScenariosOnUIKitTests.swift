#if canImport(UIKit)
import Testing
import TesseraScenarios
import TesseraTesting

/// Every contract scenario of ``ContractScenarios`` through real UIKit's driver, on an iOS
/// simulator or device: the scenarios `swift test` runs on HeadlessUIKit, checked against the
/// framework HeadlessUIKit models. A scenario that needs a gesture UIKit's public API cannot make
/// on a view (a collection view's swipe actions) is left out on that view and said so.
@Suite("Contract scenarios through UIKit")
@MainActor
struct ContractScenariosOnUIKitTests {
  @Test(arguments: ContractScenarios.all)
  func scenarioHoldsOnUIKit(_ scenario: ListScenario) async {
    let report = await ScenarioRunner.run(scenario) { UIKitListViewDriver($0, size: $1) }
    for (kind, reason) in report.unavailable {
      print("\(scenario.id) on the \(kind) is not driven on UIKit: \(reason)")
    }
    for failure in report.failures {
      Issue.record(
        Comment(rawValue: "\(scenario.id) on the \(failure.kind): \(failure.message)"),
        sourceLocation: SourceLocation(
          fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column))
    }
    #expect(!report.ranOn.isEmpty, "\(scenario.id) ran on no view")
  }
}
#endif
