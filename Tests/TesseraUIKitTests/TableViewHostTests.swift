#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraExamples
import TesseraTesting
import TesseraUIKit

private struct Merchant: Equatable, Sendable, CustomStringConvertible {
  var city: String
  var sum: Int
  var description: String { "\(city) \(sum)" }
}

@MainActor
private func registerProductCells(_ host: TableViewHost) {
  host.register(TextCell<ProductScreen.CycleImages>.self)
  host.register(TextCell<ProductScreen.MainTitle>.self)
  host.register(TextCell<ProductScreen.SubTitle>.self)
  host.register(TextCell<ProductScreen.Price>.self)
  host.register(TextCell<ProductScreen.Promotions>.self)
  host.register(TextCell<ProductScreen.SelectedSpecification>.self)
  host.register(TextCell<ProductScreen.StoreInfo>.self)
  host.register(TextCell<ProductScreen.CommentSummary>.self)
  host.register(TextCell<ProductScreen.Comment>.self)
  host.register(TextCell<ProductScreen.Link>.self)
  host.register(TextCell<ProductScreen.Notice>.self)
}

@Suite("TableViewHost")
@MainActor
struct TableViewHostTests {
  @Test func productPageLoadsThenAnimatesToTheLoadedState() async {
    let (table, host) = makeTable()
    registerProductCells(host)
    installIdentityOracle(table, host)
    var screen = ProductScreen()
    await host.apply(screen.snapshot { _ in })
    table.layoutIfNeeded()
    #expect(table.eventLog.contains(.reloadData), "the first load is a reload (L6)")
    #expect(visibleTexts(table) == expectedTexts(table, host))
    #expect(visibleTexts(table).contains { $0.contains("No comments yet") })

    var rng = SeededRandomNumberGenerator(seed: 4)
    var product = Product.random(using: &rng)
    while product.comments.count < 5 { product = Product.random(using: &rng) }
    screen.apply(.loaded(product))
    let mark = table.eventLog.count
    await host.apply(screen.snapshot { _ in })
    table.layoutIfNeeded()
    let events = table.events(since: mark)
    #expect(!events.contains(.reloadData), "loading -> loaded animates")
    #expect(events.contains { if case .batchCommit = $0 { true } else { false } })
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
    #expect(visibleTexts(table) == expectedTexts(table, host))
  }

  @Test func detachedTablesReload() async {
    let (table, host) = makeTable()
    host.register(TextCell<Merchant>.self)
    await host.apply(ListSnapshot { Section("s") { Row(1, Merchant(city: "A", sum: 1)) } })
    table.isInWindow = false
    let mark = table.eventLog.count
    await host.apply(ListSnapshot { Section("s") { Row(2, Merchant(city: "B", sum: 2)) } })
    #expect(table.events(since: mark).contains(.reloadData))
    #expect(table.violations.isEmpty)
  }

  @Test func contentUpdatesReconfigureInPlace() async {
    let (table, host) = makeTable()
    host.register(TextCell<Merchant>.self)
    await host.apply(ListSnapshot { Section("s") { for i in 0..<5 { Row(i, Merchant(city: "C\(i)", sum: i)) } } })
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
    let mark = table.eventLog.count
    await host.apply(
      ListSnapshot { Section("s") { for i in 0..<5 { Row(i, Merchant(city: "C\(i)", sum: i == 2 ? 99 : i)) } } })
    table.layoutIfNeeded()
    #expect(table.events(since: mark).contains(.reconfigure(IndexPath(row: 2, section: 0))))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell, "R3.16: the same cell instance")
    #expect(cell?.textLabel?.text == "C2 99")
    #expect(table.violations.isEmpty)
  }

  @Test func expandCollapseAndSectionCollapse() async {
    let (table, host) = makeTable()
    host.register(TextCell<Merchant>.self)
    installIdentityOracle(table, host)
    await host.apply(
      ListSnapshot {
        Section("m", header: "Merchants") {
          for i in 0..<4 { Row(i, Merchant(city: "City\(i)", sum: i * 10)).expandable() }
        }.collapsible()
        Section("other", header: "Other") { Row("x", Merchant(city: "X", sum: 0)) }
      })
    table.layoutIfNeeded()
    let collapsedHeight = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
    table.simulateTap(at: IndexPath(row: 1, section: 0))
    table.finishAnimations()
    #expect(host.controller.isExpanded(rowWithID: 1))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == collapsedHeight + 60)
    table.simulateTap(at: IndexPath(row: 1, section: 0))
    table.finishAnimations()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == collapsedHeight)

    host.selectHeader(inSection: 0)
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 0)
    host.selectHeader(inSection: 0)
    await host.controller.settle()
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
    #expect(visibleTexts(table) == expectedTexts(table, host))
  }

  @Test func automaticRowsAreMeasuredOncePerContentWidthAndExpansion() async {
    // Tests run in parallel and share the log: only this test's rows ("City number …") count.
    func counts() -> [String: Int] { MeasurementLog.shared.counts.filter { $0.key.contains("City number") } }
    let (table, host) = makeTable(width: 320, height: 2_000)
    host.register(TextCell<Merchant>.self)
    let snapshot = ListSnapshot {
      Section("s") { for i in 0..<30 { Row(i, Merchant(city: "City number \(i)", sum: i)).expandable() } }
    }
    await host.apply(snapshot)
    table.layoutIfNeeded()
    table.scroll(to: 300)
    table.scroll(to: 0)
    table.simulateTap(at: IndexPath(row: 3, section: 0))
    table.finishAnimations()
    table.simulateTap(at: IndexPath(row: 3, section: 0))
    table.simulateTap(at: IndexPath(row: 3, section: 0))
    table.finishAnimations()
    await host.apply(
      ListSnapshot {
        Section("s") {
          for i in (0..<30).reversed() { Row(i, Merchant(city: "City number \(i)", sum: i)).expandable() }
        }
      })
    table.layoutIfNeeded()
    // A width change measures again at the new width only; going back measures nothing.
    table.frame = CGRect(x: 0, y: 0, width: 200, height: 2_000)
    host.tableViewDidLayout()
    table.layoutIfNeeded()
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 2_000)
    host.tableViewDidLayout()
    table.layoutIfNeeded()
    #expect(counts().count > 30, "every row at two widths, plus one expanded row")
    #expect(counts().values.allSatisfy { $0 == 1 }, "\(counts().filter { $0.value > 1 })")
    #expect(counts().keys.contains { $0.hasPrefix("3|") && $0.contains("|true|") })
    #expect(
      !table.eventLog.contains { if case .measuredRow = $0 { true } else { false } },
      "heights come from the controller's cache, not table self-sizing")
    #expect(table.violations.isEmpty)
  }

  @Test func tappingACollapsibleHeaderTogglesItsSection() async throws {
    let (table, host) = makeTable()
    host.register(TextCell<Merchant>.self)
    installIdentityOracle(table, host)
    await host.apply(
      ListSnapshot {
        Section("m", header: "Merchants") { for i in 0..<3 { Row(i, Merchant(city: "C\(i)", sum: i)) } }.collapsible()
        Section("plain", header: "Plain") { Row("p", Merchant(city: "P", sum: 0)) }
      })
    table.layoutIfNeeded()
    #expect(
      table.delegate?.tableView(table, viewForHeaderInSection: 1) == nil, "plain sections keep UIKit's title header")
    #expect(table.headerView(forSection: 1).map { type(of: $0) == UITableViewHeaderFooterView.self } == true)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.textLabel?.text == "▾ Merchants")
    #expect(table.simulateTap(onHeaderInSection: 0))
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "▸ Merchants")
    #expect(table.simulateTap(onHeaderInSection: 0))
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func missingRegistrationShowsACellThatNamesTheType() async {
    let (table, host) = makeTable()
    host.assertsOnMissingRegistration = false
    var reported: [ListDiagnostic] = []
    host.controller.diagnosticsHandler = { reported.append($0) }
    await host.apply(ListSnapshot { Section("s") { Row(1, Merchant(city: "A", sum: 1)) } })
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "No cell registered for Merchant")
    #expect(reported.contains(.missingRenderer(contentType: "Merchant", rowID: 1)))
  }

  @Test func selectionAndCellEventsReachTheRowBehaviours() async {
    struct Toggled: Sendable { var isOn: Bool }
    final class Log { var entries: [String] = [] }
    let log = Log()
    let (table, host) = makeTable()
    host.register(TextCell<Merchant>.self)
    await host.apply(
      ListSnapshot {
        Section("s") {
          Row("wifi", Merchant(city: "Wi-Fi", sum: 0))
            .onSelect { context in log.entries.append("select \(context.rowID)") }
            .on(Toggled.self) { event, context in log.entries.append("\(context.rowID) \(event.isOn)") }
        }
      })
    table.layoutIfNeeded()
    table.simulateTap(at: IndexPath(row: 0, section: 0))
    #expect(host.controller.send(Toggled(isOn: true), toRowWithID: "wifi"))
    #expect(log.entries == ["select \"wifi\"", "\"wifi\" true"])
  }
}
