// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// README.md, "The same screen test on a simulator", verbatim between the wrapper lines: the
// snippet runs as a test through the platform's driver (HeadlessUIKit's here).
import Testing
import TesseraTesting
import TesseraUIKit

@Test @MainActor  // README wrapper
func readmeDriverSnippetSeesARowReconfiguredInPlace() async throws {  // README wrapper
let driver = platformListViewDriver(.table, size: CGSize(width: 375, height: 667))
let host = TableViewHost(tableView: try #require(driver.tableView))
host.register(TextCell<String>.self)
await host.apply(ListSnapshot { Section("s") { for i in 0..<8 { Row(i, "Row \(i)") } } })
driver.layout()
let mark = driver.activity
await host.apply(ListSnapshot { Section("s") { for i in 0..<8 { Row(i, i == 3 ? "Row 3!" : "Row \(i)") } } })
#expect(!driver.activity.since(mark).reloadedAnything)   // row 3 was reconfigured in place
  let activity = driver.activity.since(mark)
  #expect(activity.reconfiguredRows == [IndexPath(row: 3, section: 0)], "\(activity)")
  #expect(activity.batches == 1 && activity.cellsCreated == 0, "\(activity)")
  #expect(driver.violations.isEmpty)
}  // README wrapper
