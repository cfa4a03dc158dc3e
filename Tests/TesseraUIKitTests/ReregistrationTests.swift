#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// Another cell for the same content type, registered after rows were shown.
private final class LoudTextCell: UITableViewCell, TableCell {
  func configure(with content: String, context: CellContext) { textLabel?.text = content.uppercased() }
}

/// A collection cell for the same content type as ``CollectionTextCell``, registered later.
private final class LoudCollectionCell: UICollectionViewListCell, CollectionCell, ShowsText {
  private(set) var text = ""
  func configure(with content: String, context: CellContext) { text = content.uppercased() }
}

/// A registration is part of what decides how a row changes: rows of a content type registered
/// again since they were shown get new cells (reload), never a reconfiguration of a cell from
/// the old registration, which UIKit does not allow.
@Suite("Registering a content type again")
@MainActor
struct ReregistrationTests {
  private func rows(_ changed: Int? = nil) -> ListSnapshot {
    ListSnapshot { Section("s") { for i in 0..<20 { Row(i, i == changed ? "Row \(i) changed" : "Row \(i)") } } }
  }

  @Test func theTableReloadsRowsOfATypeRegisteredAgain() async {
    let (table, host) = makeTable()
    host.register(TextCell<String>.self)
    installIdentityOracle(table, host)
    await host.apply(rows())
    table.layoutIfNeeded()
    // Registered while an update is under way: the update is shown with the registration it
    // was planned with (the changed row reconfigured in its cell), then the rows get cells of
    // the new registration.
    let mark = table.eventLog.count
    host.submit(rows(2))
    host.register(LoudTextCell.self)
    await host.controller.settle()
    table.layoutIfNeeded()
    let events = Array(table.eventLog.dropFirst(mark))
    let reconfigured = events.firstIndex(of: .reconfigure(IndexPath(row: 2, section: 0)))
    let reloaded = events.firstIndex(
      of: .update(.reloadRow(IndexPath(row: 2, section: 0)), animation: UITableView.RowAnimation.none))
    #expect(reconfigured != nil && reloaded != nil && reconfigured! < reloaded!)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "ROW 2 CHANGED")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
    // Once the row shows a cell of the new registration, content changes reconfigure again.
    let next = table.eventLog.count
    await host.apply(rows())
    #expect(table.eventLog.dropFirst(next).contains(.reconfigure(IndexPath(row: 2, section: 0))))
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func theCollectionViewReloadsItemsOfATypeRegisteredAgain() async {
    let (collectionView, host) = makeCollection()
    host.register(CollectionTextCell<String>.self)
    await host.apply(rows())
    collectionView.layoutIfNeeded()
    let mark = collectionView.eventLog.count
    host.submit(rows(2))
    host.register(LoudCollectionCell.self)
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    let events = collectionView.eventLog.dropFirst(mark)
    #expect(events.contains(.update(.reloadRow(IndexPath(item: 2, section: 0)))))
    #expect(visibleItemTexts(collectionView)[2] == "ROW 2 CHANGED")
    #expect(collectionView.violations.isEmpty, "\(collectionView.violations.map(\.message))")
  }

  @Test func registeringAListCellAgainReloadsToo() async {
    let (collectionView, host) = makeCollection()
    host.registerListCell(for: String.self) { configuration, text, _ in configuration.text = text }
    await host.apply(rows())
    collectionView.layoutIfNeeded()
    let mark = collectionView.eventLog.count
    host.submit(rows(5))
    host.registerListCell(for: String.self) { configuration, text, _ in configuration.text = "• " + text }
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(collectionView.eventLog.dropFirst(mark).contains(.update(.reloadRow(IndexPath(item: 5, section: 0)))))
    #expect(collectionView.violations.isEmpty, "\(collectionView.violations.map(\.message))")
  }

  @Test func registeringAgainWhileRowsAreShownGivesThemNewCellsAtOnce() async {
    for subject in HostUnderTest.both(height: 600) {
      subject.host.selectionBehavior = .persistent
      if let table = subject.host as? TableViewHost { table.register(TextCell<String>.self) }
      if let collection = subject.host as? CollectionViewHost { collection.register(CollectionTextCell<String>.self) }
      await subject.host.apply(rows())
      subject.layout()
      subject.tapRow(IndexPath(row: 1, section: 0))
      if let table = subject.host as? TableViewHost { table.register(LoudTextCell.self) }
      if let collection = subject.host as? CollectionViewHost { collection.register(LoudCollectionCell.self) }
      subject.finishAnimations()
      subject.layout()
      #expect(
        subject.visibleTexts.prefix(3) == ["ROW 0", "ROW 1", "ROW 2"], "\(subject.name): \(subject.visibleTexts)")
      #expect(subject.shownSelection == [RowID(1)], "\(subject.name)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  @Test func reconfiguringRowsOfATypeRegisteredAgainGivesThemNewCells() async {
    let (table, host) = makeTable()
    host.register(TextCell<String>.self)
    host.selectionBehavior = .persistent
    await host.apply(rows())
    table.layoutIfNeeded()
    host.selectRow(withID: RowID(2), animated: false, scrollPosition: .none)
    host.register(LoudTextCell.self)
    host.reconfigureRows(withIDs: [RowID(2), RowID(3)])
    table.layoutIfNeeded()
    #expect(host.selectedRowIDs == [RowID(2)], "a row given a new cell stays selected")
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "ROW 2")
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "ROW 3")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func reconfiguringItemsOfATypeRegisteredAgainGivesThemNewCells() async {
    let (collectionView, host) = makeCollection()
    host.register(CollectionTextCell<String>.self)
    await host.apply(rows())
    collectionView.layoutIfNeeded()
    host.register(LoudCollectionCell.self)
    host.reconfigureRows(withIDs: [RowID(4)])
    collectionView.layoutIfNeeded()
    #expect(visibleItemTexts(collectionView)[4] == "ROW 4")
    #expect(collectionView.violations.isEmpty, "\(collectionView.violations.map(\.message))")
  }
}
