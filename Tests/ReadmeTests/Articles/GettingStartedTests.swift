#if !canImport(UIKit)
import HeadlessUIKit
import Testing
import TesseraTesting
import TesseraUIKit

/// GettingStarted's "Show it", run as written: the screen it shows has every row of the loaded
/// product, each in its registered cell.
@MainActor
@Suite struct GettingStartedTests {
  @Test func showItShowsTheLoadedScreen() async throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    let host = await GettingStartedArticle().showIt(in: table)
    table.layoutIfNeeded()
    #expect(table.violations.isEmpty)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 3)
    let screen = try table.checkedScreenText(options: ScreenTextOptions(includesReuseIdentifiers: false))
    #expect(
      screen.split(separator: "\n").map { $0.split(separator: ": ", maxSplits: 1).last.map(String.init) } == [
        "\"1 image(s)\"", "\"Kettle\"", "\"10% off\"",
      ])
    #expect(host.controller.dataSourceList.rowCount == 3)
  }
}
#endif
