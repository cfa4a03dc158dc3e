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
/// (as UIKit calls it). A method whose signature misses UIKit's by a label or a type would not
/// be the protocol's witness: the call would reach the protocol's default instead, and these
/// expectations would fail. On iOS the same near-miss compiles and is silently never called.
@Suite("UIKit signatures")
@MainActor
struct DelegateSignatureTests {
  @Test func everyImplementedMethodIsTheProtocolWitness() async {
    final class Flag { var selected = false }
    let flag = Flag()
    let (table, host) = makeTable()
    host.register(TextCell<Item>.self)
    await host.apply(ListSnapshot {
      Section("s", header: "Header", footer: "Footer") {
        Row("a", Item(text: "a")).height(.fixed(33)).onSelect { _ in flag.selected = true }
        Row("b", Item(text: "b")).height(.automatic(estimate: 57))
      }
      Section("t", header: "Toggle") { Row("c", Item(text: "c")).height(.fixed(10)) }.collapsible()
    })
    table.layoutIfNeeded()
    let dataSource: any UITableViewDataSource = host
    let delegate: any UITableViewDelegate = host
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
}
#endif
