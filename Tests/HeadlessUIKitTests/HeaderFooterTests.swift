import Foundation
import HeadlessUIKit
import Testing

/// Gives custom header views, dequeued from the table, for some sections.
@MainActor
private final class HeaderViewDelegate: NSObject, UITableViewDelegate {
  var sectionsWithViews: Set<Int>

  init(sectionsWithViews: Set<Int>) { self.sectionsWithViews = sectionsWithViews }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard sectionsWithViews.contains(section) else { return nil }
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    view?.textLabel?.text = "Custom \(section)"
    return view
  }
}

/// Declares header heights.
@MainActor
private final class HeaderHeightDelegate: NSObject, UITableViewDelegate {
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
}

/// Declares header and footer heights that a test changes between batches.
@MainActor
private final class ChangingSupplementHeights: NSObject, UITableViewDelegate {
  var header: (Int) -> CGFloat = { _ in 30 }
  var footer: (Int) -> CGFloat = { _ in 10 }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { header(section) }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { footer(section) }
}

/// Section headers, footers and styles (R6).
@MainActor
struct HeaderFooterTests {
  private func table(style: UITableView.Style = .plain) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style)
    table.rowHeight = 40
    table.estimatedRowHeight = 0
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    return table
  }

  @Test("R6.1: a header view wins over a title; without either there is no header")
  func precedence() {
    let table = table()
    let source = TitledDataSource(sections: [1, 1, 1], headers: ["A", nil, nil], footers: [nil, nil, nil])
    let delegate = HeaderViewDelegate(sectionsWithViews: [0, 1])
    table.dataSource = source
    table.delegate = delegate
    table.layoutIfNeeded()
    #expect(table.loadedHeaderTitle(inSection: 0) == "A")
    #expect((table.headerView(forSection: 0)?.textLabel?.text) == "Custom 0")
    #expect((table.headerView(forSection: 1)?.textLabel?.text) == "Custom 1")
    #expect(table.loadedHeaderView(inSection: 2) == nil)
    #expect(table.rectForHeader(inSection: 2).height == 0, "no header takes no space (R6.2)")
  }

  @Test("R6.2: sectionHeaderHeight applies to existing headers; automatic sizes titles and views")
  func headerHeights() {
    let table = table()
    table.sectionHeaderHeight = 30
    table.sectionFooterHeight = 0
    let source = TitledDataSource(sections: [1, 1], headers: ["A", nil], footers: [nil, nil])
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 30)
    #expect(table.rectForHeader(inSection: 1).height == 0)

    let automatic = self.table()
    automatic.sectionHeaderHeight = UITableView.automaticDimension
    let views = HeaderViewDelegate(sectionsWithViews: [1])
    automatic.dataSource = source
    automatic.delegate = views
    automatic.layoutIfNeeded()
    #expect(automatic.rectForHeader(inSection: 0).height == 28, "title with automatic height")
    #expect(automatic.rectForHeader(inSection: 1).height == 28, "view measured through sizeThatFits")
  }

  @Test("R6.2: heightForHeaderInSection overrides sectionHeaderHeight")
  func delegateHeaderHeight() {
    let table = table()
    table.sectionHeaderHeight = 30
    let source = TitledDataSource(sections: [1], headers: [nil], footers: [nil])
    let delegate = HeaderHeightDelegate()
    table.dataSource = source
    table.delegate = delegate
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 50)
    #expect(table.eventLog.contains(.headerHeight(section: 0)))
    #expect(table.rectForRow(at: ip(0, 0)).minY == 50)
  }

  @Test("R6.2: a batch that keeps every section asks its headers' and footers' heights again")
  func batchKeepingSectionsRefreshesSupplementHeights() {
    let table = table()
    let source = TitledDataSource(sections: [2, 2, 2], headers: ["A", "B", nil], footers: ["a", nil, nil])
    let delegate = ChangingSupplementHeights()
    table.dataSource = source
    table.delegate = delegate
    table.layoutIfNeeded()
    let headerView = table.headerView(forSection: 1)
    // A declared height takes its space even where there is no title or view.
    let before: CGFloat = (30 + 80 + 10) + (30 + 80 + 10) + 30
    #expect(table.rectForRow(at: ip(2, 0)).minY == before)

    delegate.header = { $0 == 1 ? 70 : 30 }
    delegate.footer = { $0 == 0 ? 25 : 10 }
    source.sections[0] = 3
    let mark = table.eventLog.count
    table.performBatchUpdates { table.insertRows(at: [ip(0, 2)], with: .none) }

    let events = table.events(since: mark)
    #expect(events.contains(.headerHeight(section: 0)) && events.contains(.headerHeight(section: 1)))
    #expect(events.contains(.footerHeight(section: 0)))
    #expect(!events.contains(.headerHeight(section: 2)), "without a title or view, the height is not asked again")
    #expect(table.rectForHeader(inSection: 1).height == 70)
    #expect(table.rectForFooter(inSection: 0).height == 25)
    let after: CGFloat = (30 + 120 + 25) + (70 + 80 + 10) + 30
    #expect(table.rectForRow(at: ip(2, 0)).minY == after)
    #expect(table.contentSize.height == after + 80 + 10)
    #expect(table.headerView(forSection: 1) === headerView, "the header keeps its view (UIKit asks it on load)")
  }

  @Test("R6.3, R1.10: the style is fixed at initialisation")
  func style() {
    #expect(table(style: .insetGrouped).style == .insetGrouped)
    #expect(UITableView(frame: .zero).style == .plain)
  }

  @Test("R6.4: sectionHeaderTopPadding adds space above each header")
  func headerTopPadding() {
    let table = table()
    table.sectionHeaderHeight = 20
    table.sectionFooterHeight = 0
    table.sectionHeaderTopPadding = 10
    let source = TitledDataSource(sections: [1, 1], headers: ["A", "B"], footers: [nil, nil])
    table.dataSource = source
    table.layoutIfNeeded()
    let padded: CGFloat = 2 * (10 + 20 + 40)
    #expect(table.contentSize.height == padded)
    #expect(table.rectForHeader(inSection: 1).minY == CGFloat(70 + 10))

    let flush = self.table()
    flush.sectionHeaderHeight = 20
    flush.sectionFooterHeight = 0
    flush.sectionHeaderTopPadding = 0
    flush.dataSource = source
    flush.layoutIfNeeded()
    #expect(flush.contentSize.height == CGFloat(2 * (20 + 40)))
  }

  @Test("R6: footers mirror headers")
  func footers() {
    let table = table()
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 15
    let source = TitledDataSource(sections: [2], headers: [nil], footers: ["Note"])
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.loadedFooterTitle(inSection: 0) == "Note")
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 80, width: 320, height: 15))
  }
}
