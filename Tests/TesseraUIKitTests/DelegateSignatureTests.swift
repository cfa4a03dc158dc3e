// On iOS optional methods are called with `?` and a near-miss is invisible to the compiler;
// the headless declarations make them ordinary requirements with defaults, so this check runs
// here, on the code that ships for iOS.
#if !canImport(UIKit)
import HeadlessUIKit
import Testing
import TesseraTesting
import TesseraUIKit

private struct Item: Equatable, Sendable { var text: String }

/// Every data-source and delegate method the binding implements, called through the protocol
/// on the objects the host gave the table (as UIKit calls them). A method whose signature misses UIKit's by a label or a type would not
/// be the protocol's witness: the call would reach the protocol's default instead, and these
/// expectations would fail. On iOS the same near-miss compiles and is silently never called.
@Suite("UIKit signatures")
@MainActor
struct DelegateSignatureTests {
  @Test func everyImplementedMethodIsTheProtocolWitness() async throws {
    final class Flag { var selected = false }
    let flag = Flag()
    let (table, host) = makeTable()
    host.register(TextCell<Item>.self)
    await host.apply(
      ListSnapshot {
        Section("s", header: "Header", footer: "Footer") {
          Row("a", Item(text: "a")).height(.fixed(33)).onSelect { _ in flag.selected = true }
          Row("b", Item(text: "b")).height(.automatic(estimate: 57))
        }
        Section("t", header: "Toggle") { Row("c", Item(text: "c")).height(.fixed(10)) }.collapsible()
      })
    table.layoutIfNeeded()
    let dataSource = try #require(table.dataSource)
    let delegate = try #require(table.delegate)
    let a = IndexPath(row: 0, section: 0)
    let b = IndexPath(row: 1, section: 0)

    // UITableViewDataSource
    #expect(dataSource.numberOfSections(in: table) == 2)
    #expect(dataSource.tableView(table, numberOfRowsInSection: 0) == 2)
    #expect(dataSource.tableView(table, cellForRowAt: a).textLabel?.text == "Item(text: \"a\")")
    #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == "Header")
    #expect(dataSource.tableView(table, titleForFooterInSection: 0) == "Footer")

    // UITableViewDelegate
    #expect(delegate.tableView(table, heightForRowAt: a) == 33)
    // Row b was measured on load (20 points), so its estimate is the cached measurement; the
    // third row of a long list would still use its declared estimate.
    #expect(delegate.tableView(table, estimatedHeightForRowAt: b) == 20)
    #expect(delegate.tableView(table, heightForRowAt: b) == 20)
    #expect(delegate.tableView(table, heightForHeaderInSection: 0) == 28)
    #expect(delegate.tableView(table, viewForHeaderInSection: 0) == nil)
    #expect(delegate.tableView(table, viewForHeaderInSection: 1)?.accessibilityLabel == "Toggle")
    #expect(delegate.tableView(table, heightForFooterInSection: 1) == 0)
    #expect(delegate.tableView(table, viewForFooterInSection: 1) == nil)
    delegate.tableView(table, didSelectRowAt: a)
    #expect(flag.selected)
  }

  @Test func everyRowInteractionMethodIsTheProtocolWitness() async throws {
    final class Log { var entries: [String] = [] }
    let log = Log()
    let (table, host) = makeTable()
    host.register(TextCell<Item>.self)
    await host.apply(
      ListSnapshot {
        Section("s") {
          Row("plain", Item(text: "plain")).height(.fixed(30))
          Row("busy", Item(text: "busy")).height(.fixed(30))
            .swipeActions(edge: .leading) { RowAction("Lead") { _ in } }
            .swipeActions { RowAction("Trail") { _ in } }
            .contextMenu { RowAction("Menu") { _ in } }
            .onDelete { _ in log.entries.append("delete") }
            .onMove { _ in log.entries.append("move") }
            .onWillDisplay { _ in log.entries.append("display") }
            .onDidEndDisplaying { _ in log.entries.append("end") }
            .onPrefetch({ _ in log.entries.append("prefetch") }, cancel: { _ in log.entries.append("cancel") })
          Row("last", Item(text: "last")).height(.fixed(30)).onMove { _ in }
        }
        .indexTitle("S")
      })
    table.layoutIfNeeded()
    log.entries = []
    let dataSource = try #require(table.dataSource)
    let delegate = try #require(table.delegate)
    let prefetching = try #require(table.prefetchDataSource)
    let plain = IndexPath(row: 0, section: 0)
    let busy = IndexPath(row: 1, section: 0)

    // UITableViewDataSource (the defaults would say true, false, nil and the index)
    #expect(!dataSource.tableView(table, canEditRowAt: plain))
    #expect(dataSource.tableView(table, canMoveRowAt: busy))
    #expect(dataSource.sectionIndexTitles(for: table) == ["S"])
    #expect(dataSource.tableView(table, sectionForSectionIndexTitle: "S", at: 3) == 0)
    dataSource.tableView(table, commit: .delete, forRowAt: busy)

    // UITableViewDelegate (the defaults would give nil, .delete and the proposed path)
    #expect(delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: busy)?.actions.first?.title == "Lead")
    #expect(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: busy)?.actions.first?.title == "Trail")
    #expect(delegate.tableView(table, contextMenuConfigurationForRowAt: busy, point: .zero) != nil)
    #expect(delegate.tableView(table, editingStyleForRowAt: plain) == .none)
    #expect(
      delegate.tableView(
        table, targetIndexPathForMoveFromRowAt: busy, toProposedIndexPath: IndexPath(row: 9, section: 4))
        == IndexPath(row: 2, section: 0))
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    delegate.tableView(table, willDisplay: cell, forRowAt: busy)
    delegate.tableView(table, didEndDisplaying: cell, forRowAt: busy)

    // UITableViewDataSourcePrefetching
    prefetching.tableView(table, prefetchRowsAt: [busy])
    prefetching.tableView(table, cancelPrefetchingForRowsAt: [busy])
    #expect(log.entries == ["delete", "display", "end", "prefetch", "cancel"])

    // The move last: it changes the list.
    dataSource.tableView(table, moveRowAt: busy, to: IndexPath(row: 2, section: 0))
    #expect(log.entries.last == "move")
  }
}
#endif
