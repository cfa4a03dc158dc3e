#if !canImport(UIKit)
import HeadlessUIKit
import Testing
import TesseraTesting
import TesseraUIKit

/// `checkedScreenText()` refuses a screen that shows stand-ins for missing registrations, so a
/// snapshot test cannot record one as its reference.
@MainActor
@Suite struct CheckedScreenTextTests {
  private func table(
    showing snapshot: ListSnapshot, register: (TableViewHost) -> Void
  ) async -> (UITableView, TableViewHost) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    let host = TableViewHost(tableView: table)
    host.controller.diagnosticsHandler = { _ in }
    register(host)
    await host.apply(snapshot)
    table.layoutIfNeeded()
    return (table, host)
  }

  @Test func aMissingCellIsAnError() async throws {
    let (table, _) = await table(showing: productPage(.loaded(.sample))) { host in
      host.register(PriceCell.self)
      host.register(TextCell<MainTitle>.self)
    }
    let error = try #require(throws: MissingRegistrationError.self) { try table.checkedScreenText() }
    // Every other content type on screen is named, each on its own line of the screen text.
    for type in ["CycleImages", "Promotions", "CommentSummary", "Comment", "Link"] {
      #expect(error.standIns.contains { $0.contains("No cell registered for \(type)") }, "\(type) not reported")
    }
    #expect(!error.standIns.contains { $0.contains("MainTitle") || $0.contains("Price") })
    #expect(error.description.contains("validateRegistrations(for:)"))
  }

  @Test func aMissingHeaderViewIsAnError() async throws {
    let snapshot = ListSnapshot {
      Section("friends") { Row("ann", MainTitle("Ann")) }.header(.content(FriendsHeader(count: 1)))
    }
    let (table, _) = await table(showing: snapshot) { host in host.register(TextCell<MainTitle>.self) }
    let error = try #require(throws: MissingRegistrationError.self) { try table.checkedScreenText() }
    #expect(error.standIns == [#"header 0: "No header/footer view registered for FriendsHeader""#])
  }

  @Test func aCompleteScreenIsItsScreenText() async throws {
    let snapshot = ListSnapshot {
      Section("friends") { Row("ann", MainTitle("Ann")) }.header(.content(FriendsHeader(count: 1)))
    }
    let (table, _) = await table(showing: snapshot) { host in
      host.register(TextCell<MainTitle>.self)
      host.registerHeaderFooter(FriendsHeaderView.self)
    }
    let text = try table.checkedScreenText()
    #expect(text == table.visibleScreenText())
    #expect(text.contains(#""Ann""#) && text.contains(#""Friends (1)""#))
  }
}
#endif
