// README.md, "Testing your own screens on Linux", verbatim between the wrapper lines.
#if !canImport(UIKit)
import HeadlessUIKit
import SnapshotTesting
import Testing
import TesseraTesting
import TesseraUIKit

@MainActor  // README wrapper
func readmeTesting() async {  // README wrapper
let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
let host = TableViewHost(tableView: table)
host.register(PriceCell.self)
await host.apply(productPage(.loaded(.sample)))
table.layoutIfNeeded()
#expect(table.violations.isEmpty)
assertSnapshot(of: table.visibleScreenText(), as: .lines)
}  // README wrapper
#endif
