#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

@MainActor
@Suite struct ZeroWidthLoadTests {
  @Test func aFirstLoadAtWidthZeroIsSizedOnceTheTableHasAWidth() async {
    let (table, host) = makeTable(width: 0)
    host.register(TextCell<String>.self)
    installIdentityOracle(table, host)
    await host.apply(ListSnapshot {
      Section("s") {
        Row("hero", "Hero").height(.aspectRatio(0.5))
        Row("fixed", "Fixed").height(.fixed(44))
      }
    })
    table.layoutIfNeeded()
    table.frame = CGRect(x: 0, y: 0, width: 376, height: 600)
    host.tableViewDidLayout()
    table.layoutIfNeeded()
    #expect(host.controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 188)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 188)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 188)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }
}
