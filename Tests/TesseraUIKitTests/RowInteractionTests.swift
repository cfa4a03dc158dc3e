#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

private struct Item: Equatable, Sendable { var text: String }

/// Records what the host's row handlers and the app's delegate receive.
@MainActor
private final class Recorder: NSObject, UITableViewDelegate {
  var events: [String] = []

  func record(_ event: String) { events.append(event) }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { record("app scrolled") }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    record("app accessory \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    record("app selected \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    record("app willDisplay \(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "App") { _, _, done in done(true) }]
    )
  }
}

@Suite("Row interactions and the app's delegate")
@MainActor
struct RowInteractionTests {
  private func rows(_ count: Int, recorder: Recorder) -> ListSnapshot {
    ListSnapshot {
      Section("s") {
        for i in 0..<count {
          Row("r\(i)", Item(text: "r\(i)")).height(.fixed(40))
            .onWillDisplay { recorder.record("willDisplay \($0.rowID.base)") }
            .onDidEndDisplaying { recorder.record("didEnd \($0.rowID.base)") }
            .onPrefetch(
              { recorder.record("prefetch \($0.rowID.base)") }, cancel: { recorder.record("cancel \($0.rowID.base)") })
        }
      }
    }
  }

  @Test func displayAndPrefetchHandlersRunByRow() async {
    let (table, host) = makeTable(width: 320, height: 200)
    host.register(TextCell<Item>.self)
    let recorder = Recorder()
    await host.apply(rows(40, recorder: recorder))
    table.layoutIfNeeded()
    #expect(recorder.events.filter { $0.hasPrefix("willDisplay") } == (0..<5).map { "willDisplay r\($0)" })
    #expect(recorder.events.contains("prefetch r5"))
    recorder.events = []
    table.scroll(to: 400)
    #expect(recorder.events.contains("didEnd r0"))
    #expect(recorder.events.contains("willDisplay r10"))
    table.scroll(to: 0)
    #expect(recorder.events.contains { $0.hasPrefix("cancel") }, "scrolling back cancels the prefetch ahead")
  }

  @Test func theAppsDelegateGetsWhatTheHostDoesNotImplementAndSharedCalls() async {
    let (table, host) = makeTable(width: 320, height: 200)
    host.register(TextCell<Item>.self)
    let recorder = Recorder()
    host.delegate = recorder
    await host.apply(
      ListSnapshot {
        Section("s") {
          Row("plain", Item(text: "plain")).height(.fixed(40)).onSelect { _ in recorder.record("row selected") }
          Row("swipe", Item(text: "swipe")).height(.fixed(40))
            .swipeActions { RowAction("Mine") { _ in recorder.record("mine") } }
        }
      })
    table.layoutIfNeeded()
    #expect(recorder.events.contains("app willDisplay 1"))
    table.simulateTap(at: IndexPath(row: 0, section: 0))
    #expect(Array(recorder.events.suffix(2)) == ["row selected", "app selected 0"])
    table.scroll(to: 10)
    #expect(recorder.events.last == "app scrolled")
    table.delegate?.tableView(table, accessoryButtonTappedForRowWith: IndexPath(row: 1, section: 0))
    #expect(recorder.events.last == "app accessory 1")
    #expect(
      table.simulateSwipe(from: .trailing, onRowAt: IndexPath(row: 0, section: 0))?.actions.map(\.title) == ["App"])
    #expect(
      table.simulateSwipe(from: .trailing, onRowAt: IndexPath(row: 1, section: 0))?.actions.map(\.title) == ["Mine"])
    host.delegate = nil
    let count = recorder.events.count
    table.scroll(to: 20)
    #expect(recorder.events.count == count, "a removed delegate hears nothing")
  }

  /// Issue: a host given its own view's delegate, or two hosts given each other's views'
  /// delegates, asked each other whether they handle a message without end, and the app died of
  /// a stack overflow.
  @Test func delegatesInACycleNeitherLoopNorLoseTheirRows() async {
    var diagnostics: [ListDiagnostic] = []
    let (table, host) = makeTable(width: 320, height: 200)
    host.controller.diagnosticsHandler = { diagnostics.append($0) }
    host.register(TextCell<Item>.self)
    host.delegate = table.delegate
    #expect(host.delegate == nil, "a host's delegate is not its view's own delegate")
    #expect(
      diagnostics.count == 1 && "\(diagnostics)".contains("cannot be its view's own delegate"), "\(diagnostics)")
    let (other, otherHost) = makeTable(width: 320, height: 200)
    var otherDiagnostics: [ListDiagnostic] = []
    otherHost.controller.diagnosticsHandler = { otherDiagnostics.append($0) }
    otherHost.register(TextCell<Item>.self)
    host.delegate = other.delegate
    otherHost.delegate = table.delegate
    #expect(host.delegate === other.delegate, "a host's delegate can be another host's view's delegate")
    #expect(otherHost.delegate == nil, "but not in a cycle")
    #expect(otherDiagnostics.count == 1, "\(otherDiagnostics)")
    let recorder = Recorder()
    await host.apply(rows(10, recorder: recorder))
    await otherHost.apply(rows(10, recorder: recorder))
    for view in [table, other] {
      view.layoutIfNeeded()
      view.simulateTap(at: IndexPath(row: 0, section: 0))
      view.scroll(to: 40)
      #expect(view.visibleCells.count > 3)
      #expect(view.violations.isEmpty, "\(view.violations.map { $0.message(style: .classic) })")
    }
    #expect(recorder.events.filter { $0.hasPrefix("willDisplay") }.count > 6, "each host still runs its rows")
  }

  @Test func onlyRowsThatSayHowCanBeEditedDeletedOrMoved() async {
    let (table, host) = makeTable()
    host.register(TextCell<Item>.self)
    final class Deleted { var ids: [RowID] = [] }
    let deleted = Deleted()
    await host.apply(
      ListSnapshot {
        Section("s") {
          Row("fixed", Item(text: "fixed")).height(.fixed(40))
          Row("deletable", Item(text: "deletable")).height(.fixed(40)).onDelete { deleted.ids.append($0.rowID) }
        }
      })
    table.layoutIfNeeded()
    #expect(table.simulateSwipe(from: .trailing, onRowAt: IndexPath(row: 0, section: 0)) == nil)
    #expect(table.simulateSwipeAction(from: .trailing, onRowAt: IndexPath(row: 1, section: 0)) == true)
    #expect(deleted.ids == ["deletable"])
    table.setEditing(true, animated: false)
    #expect(
      table.simulateInteractiveMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)) == nil)
  }

  @Test func handlersThatNeedNoContextRunForTheirOwnRow() async {
    let (table, host) = makeTable()
    host.register(TextCell<Item>.self)
    let recorder = Recorder()
    // Each row is made for its item and captures it: no context, no id to look up.
    await host.apply(
      ListSnapshot {
        Section("s") {
          for name in ["a", "b"] {
            Row(name, Item(text: name)).height(.fixed(40))
              .onSelect { recorder.record("selected \(name)") }
              .onDelete { recorder.record("deleted \(name)") }
              .onWillDisplay { recorder.record("shown \(name)") }
              .swipeActions(edge: .leading) { RowAction("Flag") { recorder.record("flagged \(name)") } }
          }
        }
      })
    table.layoutIfNeeded()
    #expect(recorder.events == ["shown a", "shown b"])
    table.simulateTap(at: IndexPath(row: 1, section: 0))
    #expect(table.simulateSwipeAction(from: .trailing, onRowAt: IndexPath(row: 0, section: 0)) == true)
    #expect(table.simulateSwipeAction(from: .leading, onRowAt: IndexPath(row: 1, section: 0)) == true)
    #expect(recorder.events == ["shown a", "shown b", "selected b", "deleted a", "flagged b"])
  }

  @Test func aRowMovableWithinItsSectionStaysThere() async {
    let (table, host) = makeTable()
    host.register(TextCell<Item>.self)
    final class Moves { var all: [RowMove] = [] }
    let moves = Moves()
    await host.apply(
      ListSnapshot {
        Section("a") {
          for i in 0..<3 { Row("a\(i)", Item(text: "a\(i)")).height(.fixed(40)).onMove { moves.all.append($0) } }
        }
        Section("b") { Row("b0", Item(text: "b0")).height(.fixed(40)) }
      })
    table.layoutIfNeeded()
    table.setEditing(true, animated: false)
    #expect(
      table.simulateInteractiveMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        == IndexPath(row: 2, section: 0))
    #expect(
      moves.all == [
        RowMove(
          rowID: "a0", sourceSectionID: "a", sourceIndex: 0, destinationSectionID: "a", destinationIndex: 2,
          rowBefore: "a2", rowAfter: nil)
      ])
    #expect(host.controller.dataSourceList.sections[0].rows.map(\.id) == ["a1", "a2", "a0"])
    #expect(table.violations.isEmpty)
  }

  @Test func aMoveTheControllerCannotMakeIsReported() async {
    let (_, host) = makeTable()
    var reports: [ListDiagnostic] = []
    host.controller.diagnosticsHandler = { reports.append($0) }
    await host.apply(ListSnapshot { Section("s") { Row("x", Item(text: "x")) } })
    #expect(
      host.controller.userDidMoveRow(at: ElementPath(element: 0, section: 0), to: ElementPath(element: 0, section: 0))
        == nil)
    #expect(reports.count == 1)
  }

  @Test func sectionIndexTitlesFollowTheSnapshot() async {
    let (table, host) = makeTable(width: 320, height: 200)
    host.register(TextCell<Item>.self)
    func contacts(_ letters: [String]) -> ListSnapshot {
      ListSnapshot {
        for letter in letters {
          Section(letter, header: letter) {
            for i in 0..<6 { Row("\(letter)\(i)", Item(text: "\(letter)\(i)")).height(.fixed(40)) }
          }
          .indexTitle(letter)
        }
        Section("footer") { Row("count", Item(text: "\(letters.count) letters")) }
      }
    }
    await host.apply(contacts(["A", "B", "C"]))
    table.layoutIfNeeded()
    #expect(table.simulatedSectionIndexTitles == ["A", "B", "C"])
    #expect(table.simulateSectionIndexTap(at: 2) == 2)
    #expect(table.indexPathsForVisibleRows?.first?.section == 2)
    await host.apply(contacts(["A", "C", "D"]))
    #expect(table.simulatedSectionIndexTitles == ["A", "C", "D"])
  }
}
