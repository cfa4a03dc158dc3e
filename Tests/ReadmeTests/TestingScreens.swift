// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// README.md, "Testing your own screens", verbatim between the wrapper lines: the snippet runs as
// a test, against the reference snapshot next to this file.
#if !canImport(UIKit)
import HeadlessUIKit
import SnapshotTesting
import Testing
import TesseraTesting
import TesseraUIKit

@Test @MainActor  // README wrapper
func readmeTestingSnippetRecordsAWorkingScreen() async throws {  // README wrapper
let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
let host = TableViewHost(tableView: table)
host.register(PriceCell.self)                  // every content type on screen needs its cell,
host.register(TextCell<CycleImages>.self)      // as in the app; TextCell shows content that is
host.register(TextCell<MainTitle>.self)        // CustomStringConvertible in a multi-line label
host.register(TextCell<Promotions>.self)
host.register(TextCell<CommentSummary>.self)
host.register(TextCell<Comment>.self)
host.register(TextCell<Link>.self)
host.register(TextCell<Notice>.self)
await host.apply(productPage(.loaded(.sample)))
table.layoutIfNeeded()
#expect(table.violations.isEmpty)
assertSnapshot(of: try table.checkedScreenText(), as: .lines)  // throws on "No cell registered for …"
}  // README wrapper
#endif
