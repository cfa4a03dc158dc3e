// Deliberately imports only TesseraUIKit: app code needs nothing else on either platform
// (UIKit types come from UIKit on iOS, from the re-exported headless UIKit on Linux).
#if canImport(UIKit)
import UIKit
#endif
import Testing
import TesseraUIKit

@MainActor
@Suite struct SingleImportTests {
  @Test func tableTypesAndTheModelAreAvailableThroughTesseraUIKitAlone() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let host = TableViewHost(tableView: table)
    host.submit(ListSnapshot { Section("s", header: "Only import") {} })
    #expect(host.controller.latestSnapshot.sections.count == 1)
  }
}
