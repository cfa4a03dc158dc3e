#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

private struct Item: Equatable, Sendable { var text: String }

/// An app delegate that records each call it gets and passes it on to the view's delegate, as a
/// forwarding proxy or a delegate that "calls super" does: that is the host's, which passes the
/// calls it shares with the app's delegate on to it.
@MainActor
private final class PassingBackDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
  var calls: [String] = []

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("select \(indexPath.row)")
    tableView.delegate?.tableView(tableView, didSelectRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    calls.append("display \(indexPath.row)")
    tableView.delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    calls.append("swipe \(indexPath.row)")
    return tableView.delegate?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("select \(indexPath.item)")
    collectionView.delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    calls.append("display \(indexPath.item)")
    collectionView.delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
  }
}

/// A call the host shares with the app's delegate that the app's delegate passes back to the
/// host is handled once: no endless loop (a stack overflow), the row's handler runs once, the app
/// delegate hears it once, and the host says what happened.
@Suite("Calls the app's delegate passes back")
@MainActor
struct PassedBackCallTests {
  private final class Log { var events: [String] = [] }

  private func rows(_ log: Log) -> ListSnapshot {
    ListSnapshot {
      Section("s") {
        for i in 0..<3 {
          Row(i, Item(text: "row \(i)")).height(.fixed(40))
            .onSelect { log.events.append("row \(i) selected") }
            .onWillDisplay { log.events.append("row \(i) shown") }
        }
      }
    }
  }

  /// Diagnostics the controller reports.
  private final class Reports { var all: [ListDiagnostic] = [] }

  /// A table showing three rows through a host whose delegate is `delegate`, laid out.
  private func showTable(
    delegate: some UITableViewDelegate, log: Log, reports: Reports
  ) async -> (UITableView, TableViewHost) {
    let (table, host) = makeTable()
    host.controller.diagnosticsHandler = { reports.all.append($0) }
    host.register(TextCell<Item>.self)
    host.delegate = delegate
    await host.apply(rows(log))
    table.layoutIfNeeded()
    return (table, host)
  }

  @Test func aTableHandlesEachCallOnce() async {
    let delegate = PassingBackDelegate()
    let (log, reports) = (Log(), Reports())
    let (table, host) = await showTable(delegate: delegate, log: log, reports: reports)
    defer { withExtendedLifetime(host) {} }  // the view holds its delegate, the host, weakly
    table.simulateTap(at: IndexPath(row: 1, section: 0))
    #expect(table.simulateSwipe(from: .trailing, onRowAt: IndexPath(row: 2, section: 0)) == nil)
    #expect(log.events == ["row 0 shown", "row 1 shown", "row 2 shown", "row 1 selected"])
    #expect(delegate.calls == ["display 0", "display 1", "display 2", "select 1", "swipe 2"])
    let messages = reports.all.map { "\($0)" }
    #expect(messages.count == 3, "one report per call passed back: \(messages)")
    #expect(messages.contains { $0.contains("tableView(_:didSelectRowAt:)") && $0.contains("passed") })
    #expect(table.violations.isEmpty)
  }

  @Test func aCollectionHandlesEachCallOnce() async {
    let (collection, host) = makeCollection()
    var reports: [ListDiagnostic] = []
    host.controller.diagnosticsHandler = { reports.append($0) }
    host.registerListCell(for: Item.self) { configuration, item, _ in configuration.text = item.text }
    let delegate = PassingBackDelegate()
    host.delegate = delegate
    let log = Log()
    await host.apply(rows(log))
    collection.layoutIfNeeded()
    collection.simulateTap(onItemAt: IndexPath(item: 1, section: 0))
    #expect(log.events == ["row 0 shown", "row 1 shown", "row 2 shown", "row 1 selected"])
    #expect(delegate.calls == ["display 0", "display 1", "display 2", "select 1"])
    #expect(reports.map { "\($0)" }.contains { $0.contains("collectionView(_:didSelectItemAt:)") })
  }

  @Test func theSameCallForAnotherRowIsHandledMeanwhile() async {
    // An app delegate that, told of one row, selects another through the view's delegate: not
    // a call coming back, so the host handles it.
    final class SelectingNext: NSObject, UITableViewDelegate {
      var calls: [Int] = []
      func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append(indexPath.row)
        guard indexPath.row == 0 else { return }
        tableView.delegate?.tableView(tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
      }
    }
    let delegate = SelectingNext()
    let (log, reports) = (Log(), Reports())
    let (table, host) = await showTable(delegate: delegate, log: log, reports: reports)
    defer { withExtendedLifetime(host) {} }
    table.simulateTap(at: IndexPath(row: 0, section: 0))
    #expect(log.events.filter { $0.hasSuffix("selected") } == ["row 0 selected", "row 1 selected"])
    #expect(delegate.calls == [0, 1])
    #expect(reports.all.isEmpty, "\(reports.all)")
  }
}
