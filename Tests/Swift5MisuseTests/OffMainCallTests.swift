// This target is compiled in Swift 5 language mode, as a legacy app module is: a closure formed
// on the main actor and run on a background queue compiles without a word there, so every
// public main-actor method of the controller and the hosts can be reached from another thread.
// Each must report `ListDiagnostic.calledOffMainActor` naming itself and the thread, and do its
// work on the main actor (a question answers its neutral value), never crash deep inside.
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Dispatch
import Testing
import TesseraTerminal
import TesseraTesting
import TesseraUIKit
import TesseraSwiftUI

/// Runs a closure on a background queue, as Swift 5 code that predates concurrency does: the
/// closure is formed on the main actor but typed without isolation.
final class BackgroundWork: @unchecked Sendable {
  let body: () -> Void

  init(_ body: @escaping () -> Void) { self.body = body }
}

/// Runs `body` on a global queue, waits for it, then lets the main actor run what was
/// scheduled meanwhile (the main queue is served in order).
@MainActor
func callFromBackground(_ body: @escaping () -> Void) async {
  let work = BackgroundWork(body)
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    DispatchQueue.global().async {
      work.body()
      done.resume()
    }
  }
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { done.resume() }
  }
}

/// A table host, a collection host and a terminal view, each with its own controller, showing
/// a list of ten rows in two sections (the second collapsible), with the diagnostics each got.
@MainActor
final class Screens {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  let collection = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewLayout())
  let tableHost: TableViewHost
  let collectionHost: CollectionViewHost
  let terminal: TerminalListView
  let coordinator: SnapshotListCoordinator
  var diagnostics: [ListDiagnostic] = []
  var events: [String] = []

  init() {
    var rows = RowRegistrations()
    rows.register(TextCell<String>.self)
    coordinator = SnapshotListCoordinator(style: .table(), registrations: rows)
    tableHost = TableViewHost(tableView: table)
    collectionHost = CollectionViewHost(collectionView: collection)
    var renderers = TerminalRenderers()
    renderers.register(String.self) { text, _ in [StyledLine(text)] }
    terminal = TerminalListView(
      controller: ListController(), renderers: renderers, size: TerminalSize(columns: 40, rows: 6))
    tableHost.register(TextCell<String>.self)
    collectionHost.registerListCell(for: String.self) { content, text, _ in content.text = text }
    for controller in [tableHost.controller, collectionHost.controller, terminal.controller, coordinator.controller] {
      controller.diagnosticsHandler = { [unowned self] in diagnostics.append($0) }
    }
  }

  func snapshot(rows: Int = 10) -> ListSnapshot {
    ListSnapshot(sections: [
      Section(
        "first", header: "First",
        rows: (0..<rows).map { index in
          Row("row \(index)", "Row \(index)").expandable().on(String.self) { [unowned self] event, _ in
            events.append(event)
          }
        }),
      Section("second", header: "Second", rows: [Row("last", "Last")]).collapsible(),
    ])
  }

  func show() async {
    await tableHost.apply(snapshot())
    await collectionHost.apply(snapshot())
    await terminal.controller.apply(snapshot())
    coordinator.update(snapshot: snapshot(), selection: nil)
    await coordinator.settle()
    table.layoutIfNeeded()
    collection.layoutIfNeeded()
  }

  /// The calls reported as made off the main actor, in the order reported.
  var offMainCalls: [(call: String, thread: String, isQuestion: Bool)] {
    diagnostics.compactMap {
      guard case let .calledOffMainActor(call, thread, isQuestion) = $0 else { return nil }
      return (call, thread, isQuestion)
    }
  }
}

/// Every public main-actor method an app calls on the controller or a host, called from a
/// background queue by Swift 5 code: each reports itself with the thread and is done on the main
/// actor (or answers its neutral value), and the screens stay sound.
@Suite("Calls from other threads, from Swift 5 code")
@MainActor
struct OffMainCallTests {
  /// What a call changes, checked once it was done on the main actor.
  @Test(arguments: [
    "ListController.submit(_:animatingDifferences:)", "ListController.attach(to:)",
    "ListController.availableWidthDidChange()", "ListController.invalidateHeight(ofRowWithID:reconfiguringShownCell:)",
    "ListController.invalidateMeasuredHeights()", "ListController.invalidateMeasuredHeights(ofRowsWhere:)",
    "ListController.invalidateSupplementHeights()", "ListController.updateHeightsIfNeeded()",
    "ListController.addUpdateHandler(_:)", "ListController.removeUpdateHandler(_:)", "ListController.report(_:)",
    "ListController.selectRow(at:)", "ListController.selectRow(withID:)", "ListController.selectHeader(inSection:)",
    "ListController.send(_:toRowWithID:)", "ListController.setExpanded(_:rowWithID:)",
    "ListController.reconfigureRows(withIDs:)", "ListController.toggleExpansion(ofRowWithID:)",
    "ListController.setCollapsed(_:sectionWithID:)",
    "TableViewHost.submit(_:animatingDifferences:)", "TableViewHost.apply(_:animatingDifferences:completion:)",
    "TableViewHost.selectHeader(inSection:)", "TableViewHost.registerContentConfiguration(for:_:)",
    "TableViewHost.deselectRow(withID:animated:)", "TableViewHost.restoreReaderPlace(_:)",
    "TableViewHost.invalidateHeight(ofRowWithID:)", "TableViewHost.reconfigureRows(withIDs:)",
    "TableViewHost.register(_:for:setUpNewCell:)", "TableViewHost.registerHeaderFooter(_:for:)",
    "TableViewHost.selectRow(withID:animated:scrollPosition:)", "TableViewHost.scrollToRow(withID:at:animated:)",
    "TableViewHost.tableViewDidLayout()",
    "CollectionViewHost.registerContentConfiguration(for:_:)", "CollectionViewHost.register(_:for:setUpNewCell:)",
    "CollectionViewHost.registerHeaderFooter(_:for:)",
    "CollectionViewHost.registerListCell(for:configure:accessories:)",
    "CollectionViewHost.selectRow(withID:animated:scrollPosition:)",
    "CollectionViewHost.scrollToRow(withID:at:animated:)", "CollectionViewHost.collectionViewDidLayout()",
    "TerminalListView.restoreReaderPlace(_:)", "TerminalListView.scrollToRow(withID:at:)",
    "TerminalListView.handle(_:)", "TerminalListView.select(rowWithID:)", "TerminalListView.resize(to:)",
    "SnapshotListCoordinator.update(snapshot:selection:animatingDifferences:)",
  ])
  func aChangeIsReportedAndDoneOnTheMainActor(_ call: String) async {
    let screens = Screens()
    await screens.show()
    let table = screens.tableHost
    let collection = screens.collectionHost
    let terminal = screens.terminal
    let controller = table.controller
    var check: (@MainActor () async -> Bool)?
    var background: () -> Void
    switch call {
    case "ListController.submit(_:animatingDifferences:)":
      let longer = screens.snapshot(rows: 12)
      background = { controller.submit(longer) }
      check = { table.indexPath(forRowID: "row 11") != nil }
    case "ListController.attach(to:)":
      let other = ListController()
      other.diagnosticsHandler = { screens.diagnostics.append($0) }
      background = { other.attach(to: terminal) }
      check = { other.host === terminal }
    case "ListController.availableWidthDidChange()": background = { controller.availableWidthDidChange() }
    case "ListController.invalidateHeight(ofRowWithID:reconfiguringShownCell:)":
      background = { controller.invalidateHeight(ofRowWithID: "row 1") }
    case "ListController.invalidateMeasuredHeights()": background = { controller.invalidateMeasuredHeights() }
    case "ListController.invalidateMeasuredHeights(ofRowsWhere:)":
      background = { controller.invalidateMeasuredHeights(ofRowsWhere: { $0.id == "row 1" }) }
    case "ListController.invalidateSupplementHeights()": background = { controller.invalidateSupplementHeights() }
    case "ListController.updateHeightsIfNeeded()": background = { controller.updateHeightsIfNeeded() }
    case "ListController.addUpdateHandler(_:)":
      var ran = 0
      background = { controller.addUpdateHandler { ran += 1 } }
      check = {
        await controller.apply(screens.snapshot(rows: 3))
        return ran == 1
      }
    case "ListController.removeUpdateHandler(_:)":
      var ran = 0
      let id = controller.addUpdateHandler { ran += 1 }
      background = { controller.removeUpdateHandler(id) }
      check = {
        await controller.apply(screens.snapshot(rows: 3))
        return ran == 0
      }
    case "ListController.report(_:)":
      background = { controller.report(.hostMisuse("a test's own message")) }
      check = { screens.diagnostics.contains(.hostMisuse("a test's own message")) }
    case "ListController.selectRow(at:)":
      background = { controller.selectRow(at: ElementPath(element: 2, section: 0)) }
      check = { controller.isExpanded(rowWithID: "row 2") }
    case "ListController.selectRow(withID:)":
      background = { _ = controller.selectRow(withID: "row 3") }
      check = { controller.isExpanded(rowWithID: "row 3") }
    case "ListController.selectHeader(inSection:)":
      background = { controller.selectHeader(inSection: 1) }
      check = { controller.isCollapsed(sectionWithID: "second") }
    case "ListController.send(_:toRowWithID:)":
      background = { _ = controller.send("flipped", toRowWithID: "row 4") }
      check = { screens.events == ["flipped"] }
    case "ListController.setExpanded(_:rowWithID:)":
      background = { controller.setExpanded(true, rowWithID: "row 5") }
      check = { controller.isExpanded(rowWithID: "row 5") }
    case "ListController.reconfigureRows(withIDs:)": background = { controller.reconfigureRows(withIDs: ["row 1"]) }
    case "ListController.toggleExpansion(ofRowWithID:)":
      background = { controller.toggleExpansion(ofRowWithID: "row 6") }
      check = { controller.isExpanded(rowWithID: "row 6") }
    case "ListController.setCollapsed(_:sectionWithID:)":
      background = { controller.setCollapsed(true, sectionWithID: "second") }
      check = { controller.isCollapsed(sectionWithID: "second") }
    case "TableViewHost.submit(_:animatingDifferences:)":
      let longer = screens.snapshot(rows: 12)
      background = { table.submit(longer, animatingDifferences: false) }
      check = { table.indexPath(forRowID: "row 11") != nil }
    case "TableViewHost.apply(_:animatingDifferences:completion:)":
      var completed = false
      let longer = screens.snapshot(rows: 12)
      background = { table.apply(longer, animatingDifferences: true) { completed = true } }
      check = { completed && table.indexPath(forRowID: "row 11") != nil }
    case "TableViewHost.selectHeader(inSection:)":
      background = { table.selectHeader(inSection: 1) }
      check = { controller.isCollapsed(sectionWithID: "second") }
    case "TableViewHost.registerContentConfiguration(for:_:)":
      background = {
        table.registerContentConfiguration(for: Int.self) { number, _ in
          var content = UIListContentConfiguration.cell()
          content.text = "\(number)"
          return content
        }
      }
      check = { table.validateRegistrations(for: ListSnapshot(sections: [Section("n", rows: [Row(1, 1)])])).isEmpty }
    case "TableViewHost.deselectRow(withID:animated:)":
      _ = table.selectRow(withID: "row 1")
      background = { _ = table.deselectRow(withID: "row 1") }
      check = { table.selectedRowIDs.isEmpty }
    case "TableViewHost.restoreReaderPlace(_:)":
      background = { table.restoreReaderPlace(.bottom) }
      check = { screens.table.contentOffset.y > 0 }
    case "TableViewHost.invalidateHeight(ofRowWithID:)": background = { table.invalidateHeight(ofRowWithID: "row 1") }
    case "TableViewHost.reconfigureRows(withIDs:)": background = { table.reconfigureRows(withIDs: ["row 1"]) }
    case "TableViewHost.register(_:for:setUpNewCell:)":
      background = { table.register(TextCell<Int>.self) }
      check = { table.validateRegistrations(for: ListSnapshot(sections: [Section("n", rows: [Row(1, 1)])])).isEmpty }
    case "TableViewHost.registerHeaderFooter(_:for:)": background = { table.registerHeaderFooter(TitleHeader.self) }
    case "TableViewHost.selectRow(withID:animated:scrollPosition:)":
      background = { _ = table.selectRow(withID: "row 2") }
      check = { table.selectedRowIDs == ["row 2"] }
    case "TableViewHost.scrollToRow(withID:at:animated:)":
      background = { _ = table.scrollToRow(withID: "last", at: .bottom, animated: false) }
      check = { screens.table.contentOffset.y > 0 }
    case "TableViewHost.tableViewDidLayout()": background = { table.tableViewDidLayout() }
    case "CollectionViewHost.registerContentConfiguration(for:_:)":
      background = {
        collection.registerContentConfiguration(for: Int.self) { number, _ in
          var content = UIListContentConfiguration.cell()
          content.text = "\(number)"
          return content
        }
      }
      check = {
        collection.validateRegistrations(for: ListSnapshot(sections: [Section("n", rows: [Row(1, 1)])])).isEmpty
      }
    case "CollectionViewHost.register(_:for:setUpNewCell:)":
      background = { collection.register(NumberCell.self) }
      check = {
        collection.validateRegistrations(for: ListSnapshot(sections: [Section("n", rows: [Row(1, 1)])])).isEmpty
      }
    case "CollectionViewHost.registerHeaderFooter(_:for:)":
      background = { collection.registerHeaderFooter(TitleSupplement.self) }
    case "CollectionViewHost.registerListCell(for:configure:accessories:)":
      background = {
        collection.registerListCell(
          for: Int.self, configure: { content, number, _ in content.text = "\(number)" }, accessories: { _, _ in [] })
      }
      check = {
        collection.validateRegistrations(for: ListSnapshot(sections: [Section("n", rows: [Row(1, 1)])])).isEmpty
      }
    case "CollectionViewHost.selectRow(withID:animated:scrollPosition:)":
      background = { _ = collection.selectRow(withID: "row 2") }
      check = { collection.selectedRowIDs == ["row 2"] }
    case "CollectionViewHost.scrollToRow(withID:at:animated:)":
      background = { _ = collection.scrollToRow(withID: "last", at: .bottom, animated: false) }
      check = { screens.collection.contentOffset.y > 0 }
    case "CollectionViewHost.collectionViewDidLayout()": background = { collection.collectionViewDidLayout() }
    case "TerminalListView.restoreReaderPlace(_:)":
      background = { terminal.restoreReaderPlace(.bottom) }
      check = { terminal.readerPlace()?.isAtBottom == true }
    case "TerminalListView.scrollToRow(withID:at:)":
      background = { _ = terminal.scrollToRow(withID: "last") }
      check = { terminal.shows("Last") }
    case "TerminalListView.handle(_:)":
      background = { _ = terminal.handle(.end) }
      check = { terminal.shows("Last") }
    case "TerminalListView.select(rowWithID:)":
      background = { terminal.select(rowWithID: "row 7") }
      check = { terminal.shows("Row 7") }
    case "TerminalListView.resize(to:)":
      background = { terminal.resize(to: TerminalSize(columns: 30, rows: 8)) }
      check = { terminal.listHeight == 7 }
    case "SnapshotListCoordinator.update(snapshot:selection:animatingDifferences:)":
      let longer = screens.snapshot(rows: 12)
      background = { screens.coordinator.update(snapshot: longer, selection: nil) }
      check = { screens.coordinator.controller.path(ofRowWithID: "row 11") != nil }
    default:
      Issue.record("no case for \(call)")
      return
    }
    await callFromBackground(background)
    for controller in [table.controller, collection.controller, terminal.controller, screens.coordinator.controller] {
      await controller.settle()
    }
    screens.table.layoutIfNeeded()
    screens.collection.layoutIfNeeded()
    let reports = screens.offMainCalls
    #expect(reports.map(\.call) == [call], "\(screens.diagnostics)")
    #expect(reports.allSatisfy { !$0.isQuestion && $0.thread.contains("thread") }, "\(reports)")
    if let check { #expect(await check(), "\(call) was not done on the main actor") }
    #expect(screens.table.violations.isEmpty, "\(screens.table.violations)")
    #expect(screens.collection.violations.isEmpty, "\(screens.collection.violations)")
  }
}

extension TerminalListView {
  /// Whether the next frame shows a line with `text`.
  func shows(_ text: String) -> Bool {
    frame(now: ContinuousClock().now).contains { $0.plainText.contains(text) }
  }
}

/// A header of a title, for a table.
final class TitleHeader: UITableViewHeaderFooterView, TableHeaderFooter {
  func configure(with content: String, context: SectionSupplementContext) { textLabel?.text = content }
}

/// A header of a title, for a collection view.
final class TitleSupplement: UICollectionReusableView, CollectionHeaderFooter {
  func configure(with content: String, context: SectionSupplementContext) {}
}

/// A cell of a number, for a collection view.
final class NumberCell: UICollectionViewCell, CollectionCell {
  func configure(with content: Int, context: CellContext) {}
}

/// Questions, the order of calls from one thread, a large list, and the closures that cannot
/// wait, each from a background queue.
@Suite("Calls from other threads: questions and order")
@MainActor
struct OffMainQuestionTests {
  @Test func questionsAnswerTheirNeutralValueAndReportThemselves() async {
    let screens = Screens()
    await screens.show()
    let table = screens.tableHost
    let collection = screens.collectionHost
    let terminal = screens.terminal
    let controller = table.controller
    let path = ElementPath(element: 1, section: 0)
    var answers: [String] = []
    await callFromBackground {
      answers = [
        "\(controller.path(ofRowWithID: "row 1") as Any)",
        "\(controller.path(ofRowWithID: "row 1", near: path) as Any)",
        "\(controller.paths(ofRowsWithID: "row 1"))",
        "\(controller.isExpanded(rowWithID: "row 1"))",
        "\(controller.isExpanded(rowAt: path))",
        "\(controller.isCollapsed(sectionWithID: "second"))",
        "\(controller.actionContext(forRowAt: path) as Any)",
        "\(controller.actionContext(forRowWithID: "row 1") as Any)",
        "\(table.indexPath(forRowID: "row 1") as Any)",
        "\(table.rowID(at: IndexPath(row: 1, section: 0)) as Any)",
        "\(table.selectedRowIDs)",
        "\(table.validateRegistrations(for: ListSnapshot(sections: [Section("n", rows: [Row(1, 1)])])))",
        "\(table.readerPlace() as Any)",
        "\(table.cell(forRowID: "row 1") as Any)",
        "\(collection.cell(forRowID: "row 1") as Any)",
        "\(terminal.readerPlace() as Any)",
        "\(terminal.frame(now: ContinuousClock().now))",
        "\(terminal.document())",
      ]
    }
    for controller in [table.controller, collection.controller, terminal.controller] { await controller.settle() }
    #expect(
      answers == [
        "nil", "nil", "[]", "false", "false", "false", "nil", "nil", "nil", "nil", "[]", "[]", "nil", "nil", "nil",
        "nil",
        "[]", "[]",
      ])
    let reports = screens.offMainCalls
    #expect(reports.allSatisfy { $0.isQuestion })
    #expect(
      reports.map(\.call).sorted() == [
        "CollectionViewHost.cell(forRowID:)", "ListController.actionContext(forRowAt:)",
        "ListController.actionContext(forRowWithID:)", "ListController.isCollapsed(sectionWithID:)",
        "ListController.isExpanded(rowAt:)", "ListController.isExpanded(rowWithID:)",
        "ListController.path(ofRowWithID:)", "ListController.path(ofRowWithID:near:)",
        "ListController.paths(ofRowsWithID:)", "TableViewHost.cell(forRowID:)", "TableViewHost.indexPath(forRowID:)",
        "TableViewHost.readerPlace()", "TableViewHost.rowID(at:)", "TableViewHost.selectedRowIDs",
        "TableViewHost.validateRegistrations(for:)", "TerminalListView.document()", "TerminalListView.frame(now:)",
        "TerminalListView.readerPlace()",
      ])
    // The same answers on the main actor read the list.
    #expect(controller.path(ofRowWithID: "row 1") == path)
  }

  @Test func callsFromOneThreadAreDoneInTheOrderTheyWereMade() async {
    let screens = Screens()
    await screens.show()
    let table = screens.tableHost
    let snapshots = (1...30).map { screens.snapshot(rows: $0) }
    await callFromBackground {
      for snapshot in snapshots { table.submit(snapshot) }
      table.controller.setExpanded(true, rowWithID: "row 0")
      table.controller.setExpanded(false, rowWithID: "row 0")
      table.controller.setExpanded(true, rowWithID: "row 0")
    }
    await table.controller.settle()
    #expect(
      table.controller.shownSnapshot.sections.flatMap(\.rows).map(\.id)
        == snapshots.last?.sections.flatMap(\.rows).map(\.id))
    #expect(table.controller.isExpanded(rowWithID: "row 0"))
    // One report per method, however often it was called.
    #expect(
      screens.offMainCalls.map(\.call) == [
        "TableViewHost.submit(_:animatingDifferences:)", "ListController.setExpanded(_:rowWithID:)",
      ])
    #expect(screens.table.violations.isEmpty, "\(screens.table.violations)")
  }

  @Test func aListDiffedInTheBackgroundIsShownWhenSubmittedFromAnotherThread() async {
    let screens = Screens()
    await screens.show()
    let table = screens.tableHost
    let large = ListSnapshot(sections: [Section("many", rows: (0..<25_000).map { Row($0, "Row \($0)") })])
    await callFromBackground { table.controller.submit(large) }
    await table.controller.settle()
    #expect(table.controller.dataSourceList.rowCount == 25_000)
    #expect(screens.offMainCalls.map(\.call) == ["ListController.submit(_:animatingDifferences:)"])
    #expect(screens.table.violations.isEmpty, "\(screens.table.violations)")
  }

  @Test func closuresThatCannotWaitAreServedWhereTheyCan() async {
    let screens = Screens()
    await screens.show()
    let table = screens.tableHost
    var ranChanges = false
    await callFromBackground {
      table.keepingReaderPlace { ranChanges = true }
      table.controller.invalidateMeasuredHeights(ofRowsWhere: { _ in false })
    }
    await table.controller.settle()
    #expect(ranChanges)
    #expect(
      screens.offMainCalls.map(\.call) == [
        "TableViewHost.keepingReaderPlace(_:)", "ListController.invalidateMeasuredHeights(ofRowsWhere:)",
      ])
    #expect(screens.offMainCalls.first?.isQuestion == true)
  }
}

/// The article's legacy loader: its completion submits from the loader's queue; the snapshot is
/// shown and the call reported with the queue's thread.
@Suite("Calls from other threads: the article's example")
@MainActor
struct OffMainSnippetTests {
  @Test func theLegacyLoadersSubmitIsShownAndReported() async {
    let screens = Screens()
    await screens.show()
    let controller = screens.tableHost.controller
    let loader = LegacyLoader()
    showProfile(controller: controller, legacyLoader: loader)
    // The loader's queue has run the completion once an empty block queued after it has run.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in loader.queue.async { done.resume() } }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { done.resume() }
    }
    await controller.settle()
    #expect(controller.path(ofRowWithID: "name") == ElementPath(element: 0, section: 0))
    #expect(screens.offMainCalls.map(\.call) == ["ListController.submit(_:animatingDifferences:)"])
    #expect(screens.offMainCalls.first?.isQuestion == false)
  }
}
