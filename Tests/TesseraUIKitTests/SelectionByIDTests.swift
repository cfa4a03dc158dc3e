#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

@MainActor
@Suite struct SelectionByIDTests {
  private func list(_ ids: [Int]) -> ListSnapshot {
    ListSnapshot { Section("all") { for i in ids { Row(i, "Row \(i)") } } }
  }

  private func onScreen(_ table: UITableView) {
    let window = UIWindow(frame: table.frame)
    window.addSubview(table)
    window.makeKeyAndVisible()
  }

  @Test func tapsDeselectByDefault() async {
    let (table, host) = makeTable()
    host.register(TextCell<String>.self)
    await host.apply(list([1, 2, 3]))
    table.layoutIfNeeded()
    table.simulateTap(at: IndexPath(row: 1, section: 0))
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(host.selectedRowIDs.isEmpty)
  }

  @Test func persistentMultipleSelectionFollowsRowsThroughBatchesAndReloads() async {
    let (table, host) = makeTable()
    onScreen(table)
    host.register(TextCell<String>.self)
    host.selectionBehavior = .persistent
    table.allowsMultipleSelection = true
    installIdentityOracle(table, host)
    await host.apply(list([1, 2, 3, 4, 5]))
    table.layoutIfNeeded()
    table.simulateTap(at: IndexPath(row: 1, section: 0))
    table.simulateTap(at: IndexPath(row: 3, section: 0))
    #expect(host.selectedRowIDs == [2, 4])
    // Row 4 moves to the top, row 2 is deleted: UIKit carries the selection through the batch.
    await host.apply(list([4, 1, 3, 5, 6]))
    table.layoutIfNeeded()
    #expect(host.selectedRowIDs == [4])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    // A reload (off screen) clears UIKit's selection; the host puts it back by id.
    table.removeFromSuperview()
    await host.apply(list([6, 5, 4, 3]))
    #expect(host.selectedRowIDs == [4])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func selectingByIDUsesTheCurrentIndexPath() async {
    let (table, host) = makeTable()
    host.register(TextCell<String>.self)
    host.selectionBehavior = .persistent
    await host.apply(list([7, 8, 9]))
    #expect(host.selectRow(withID: 9))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(!host.selectRow(withID: 42))
    #expect(host.deselectRow(withID: 9))
    #expect(host.selectedRowIDs.isEmpty)
  }
}
