#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

private struct CountHeaderContent: Equatable, Sendable { var count: Int }
private struct Unregistered: Equatable, Sendable {}

/// A header view for `CountHeaderContent`, 44 points tall plus 10 per ten friends (so measuring shows).
private final class CountingHeaderView: UITableViewHeaderFooterView, TableHeaderFooter {
  private var count = 0
  func configure(with header: CountHeaderContent, context: SectionSupplementContext) {
    count = header.count
    textLabel?.text = "Friends (\(header.count))" + (context.isCollapsible ? (context.isCollapsed ? " ▸" : " ▾") : "")
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: CGFloat(44 + 10 * (count / 10)))
  }
}

@MainActor
@Suite struct HeaderFooterContentTests {
  @Test func customHeaderContentIsShownAndMeasuredByItsRegisteredView() async throws {
    let (table, host) = makeTable()
    host.register(TextCell<String>.self)
    host.registerHeaderFooter(CountingHeaderView.self)
    installIdentityOracle(table, host)
    await host.apply(
      ListSnapshot {
        Section("friends") { Row("a", "Ann") }.header(.content(CountHeaderContent(count: 23)))
        Section("plain", header: "Plain") { Row("b", "Bob") }
      })
    table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0))
    #expect(header is CountingHeaderView)
    #expect(header.textLabel?.text == "Friends (23)")
    #expect(table.rectForHeader(inSection: 0).height == 64)
    #expect(table.delegate?.tableView(table, viewForHeaderInSection: 1) == nil, "a title keeps UIKit's standard header")
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "Plain")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func aCollapsibleCustomHeaderTogglesOnTap() async throws {
    let (table, host) = makeTable()
    host.register(TextCell<String>.self)
    host.registerHeaderFooter(CountingHeaderView.self)
    installIdentityOracle(table, host)
    await host.apply(
      ListSnapshot {
        Section("friends") {
          Row("a", "Ann"); Row("b", "Bob")
        }
        .header(.content(CountHeaderContent(count: 2))).collapsible()
      })
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Friends (2) ▾")
    #expect(table.simulateTap(onHeaderInSection: 0))
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Friends (2) ▸")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func unregisteredHeaderContentShowsAFallbackNamingTheTypeAndOneDiagnostic() async throws {
    let (table, host) = makeTable()
    var diagnostics: [ListDiagnostic] = []
    host.controller.diagnosticsHandler = { diagnostics.append($0) }
    host.register(TextCell<String>.self)
    await host.apply(
      ListSnapshot {
        Section("one") { Row("a", "Ann") }.header(.content(Unregistered()))
        Section("two") { Row("b", "Bob") }.footer(.content(Unregistered()))
      })
    table.layoutIfNeeded()
    let text = try #require(table.headerView(forSection: 0)?.textLabel?.text)
    #expect(text.contains("Unregistered"))
    let missing = diagnostics.filter {
      if case .missingRenderer(let type, nil) = $0 { type == "Unregistered" } else { false }
    }
    #expect(missing.count == 1, "\(diagnostics)")
  }

  @Test func aHeaderViewRegisteredWhileItsSectionIsShownReplacesThePlaceholder() async throws {
    let (table, host) = makeTable()
    host.register(TextCell<String>.self)
    host.selectionBehavior = .persistent
    await host.apply(
      ListSnapshot {
        Section("friends") {
          Row("a", "Ann"); Row("b", "Bob")
        }.header(.content(CountHeaderContent(count: 23)))
        Section("plain", header: "Plain") { Row("c", "Cid") }
      })
    table.layoutIfNeeded()
    #expect(!(table.headerView(forSection: 0) is CountingHeaderView), "a placeholder until it is registered")
    #expect(host.selectRow(withID: "b"))
    host.registerHeaderFooter(CountingHeaderView.self)
    table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0))
    #expect(header is CountingHeaderView)
    #expect(header.textLabel?.text == "Friends (23)")
    #expect(table.rectForHeader(inSection: 0).height == 64, "measured by the registered view")
    #expect(host.controller.heightForHeader(inSection: 0) == 64)
    #expect(host.selectedRowIDs == ["b"], "the selection stays")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func aHeaderViewRegisteredDuringAnUpdateIsShownOnceTheUpdateIs() async throws {
    let (table, host) = makeTable()
    host.register(TextCell<String>.self)
    await host.apply(
      ListSnapshot { Section("friends") { Row("a", "Ann") }.header(.content(CountHeaderContent(count: 5))) })
    table.layoutIfNeeded()
    host.submit(
      ListSnapshot {
        Section("friends") {
          Row("a", "Ann"); Row("b", "Bob")
        }.header(.content(CountHeaderContent(count: 5)))
      })
    host.registerHeaderFooter(CountingHeaderView.self)
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) is CountingHeaderView)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func aCellAndAHeaderRegisteredDuringOneUpdateAreBothShown() async throws {
    let (table, host) = makeTable()
    await host.apply(
      ListSnapshot { Section("friends") { Row("a", "Ann") }.header(.content(CountHeaderContent(count: 5))) })
    table.layoutIfNeeded()
    host.submit(
      ListSnapshot {
        Section("friends") {
          Row("a", "Ann"); Row("b", "Bob")
        }.header(.content(CountHeaderContent(count: 5)))
      })
    host.register(TextCell<String>.self)
    host.registerHeaderFooter(CountingHeaderView.self)
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) is CountingHeaderView)
    let texts = (0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
    #expect(texts == ["Ann", "Bob"])
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func aCollectionHeaderRegisteredWhileItsSectionIsShownReplacesThePlaceholder() async throws {
    let (collectionView, host) = makeCollection()
    host.register(CollectionTextCell<String>.self)
    await host.apply(
      ListSnapshot { Section("friends") { Row("a", "Ann") }.header(.content(CountHeaderContent(count: 3))) })
    collectionView.layoutIfNeeded()
    func header() -> UICollectionReusableView? {
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    }
    #expect(!(header() is CollectionTextHeader<CountHeaderContent>))
    host.registerHeaderFooter(CollectionTextHeader<CountHeaderContent>.self)
    collectionView.layoutIfNeeded()
    let shown = try #require(header() as? CollectionTextHeader<CountHeaderContent>)
    #expect(shown.text == "CountHeaderContent(count: 3)")
    #expect(host.controller.heightForHeader(inSection: 0) == 36)
    #expect(collectionView.violations.isEmpty)
  }
}
