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

  @Test func sectionsWithoutRowsOnScreenStillShowTheirHeaders() async throws {
    let snapshot = ListSnapshot {
      Section("posts", header: "Posts") { Row("p", MainTitle("A post")) }.collapsible(initiallyCollapsed: true)
      Section("empty", header: "Nothing here", rows: [])
      Section("friends", header: "Friends") { Row("ann", MainTitle("Ann")) }
    }
    let (table, _) = await table(showing: snapshot) { host in host.register(TextCell<MainTitle>.self) }
    let lines = table.visibleScreenText(options: ScreenTextOptions(includesReuseIdentifiers: false))
      .split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(lines)")
    #expect(lines.first?.hasPrefix("header 0: ") == true && lines.first?.contains("Posts") == true, "\(lines)")
    #expect(lines.dropFirst().first?.hasPrefix("header 1: ") == true, "\(lines)")
    #expect(lines.dropFirst(2).first?.hasPrefix("header 2: ") == true, "\(lines)")
    #expect(lines.last == #"[2,0] h=44: "Ann""#, "\(lines)")
  }

  @Test func aMissingHeaderViewOfASectionWithoutRowsIsAnError() async throws {
    let snapshot = ListSnapshot {
      Section("empty", rows: []).header(.content(FriendsHeader(count: 0)))
      Section("friends") { Row("ann", MainTitle("Ann")) }
    }
    let (table, _) = await table(showing: snapshot) { host in host.register(TextCell<MainTitle>.self) }
    let error = try #require(throws: MissingRegistrationError.self) { try table.checkedScreenText() }
    #expect(error.standIns == [#"header 0: "No header/footer view registered for FriendsHeader""#])
  }

  @Test func headersScrolledAwayAreNotOnScreen() async throws {
    let snapshot = ListSnapshot {
      for section in 0..<30 {
        Section("s\(section)", header: "Section \(section)") { Row("r\(section)", MainTitle("Row \(section)")) }
      }
    }
    let (table, _) = await table(showing: snapshot) { host in host.register(TextCell<MainTitle>.self) }
    table.setContentOffset(CGPoint(x: 0, y: table.rect(forSection: 10).minY), animated: false)
    table.layoutIfNeeded()
    let lines = table.visibleScreenText().split(separator: "\n")
    let headers = lines.filter { $0.hasPrefix("header ") }
    #expect(headers.first?.hasPrefix("header 10: ") == true, "\(lines)")
    // Each header on screen comes before its row, in order; nothing from above section 10.
    let rows = lines.filter { $0.hasPrefix("[") }
    #expect(rows.first?.hasPrefix("[10,0]") == true, "\(lines)")
    let last = try #require(headers.last.flatMap { Int($0.dropFirst("header ".count).prefix { $0 != ":" }) })
    let bottom = table.contentOffset.y + table.bounds.height
    #expect(table.rect(forSection: last).minY < bottom && table.rect(forSection: last + 1).minY >= bottom)
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
