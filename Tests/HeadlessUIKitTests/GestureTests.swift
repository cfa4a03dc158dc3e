import Foundation
import HeadlessUIKit
import Testing

/// A data source that supports editing, moving and a section index over `ListDataSource`'s model.
@MainActor
private final class EditableSource: NSObject, UITableViewDataSource {
  var sections: [[String]]
  var updatesModelOnMove = true
  var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
  var immovable: Set<IndexPath> = []

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { !immovable.contains(indexPath) }
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    guard updatesModelOnMove else { return }
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
  }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    committed.append((editingStyle, indexPath))
  }
  func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections.map { String($0[0].prefix(1)) } }
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

@MainActor
private final class SwipeDelegate: NSObject, UITableViewDelegate {
  var archived: [IndexPath] = []
  var editingStyle: UITableViewCell.EditingStyle = .delete
  var moveRedirect: ((IndexPath, IndexPath) -> IndexPath)?

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, completion in
      self?.archived.append(indexPath)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [archive])
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    editingStyle
  }

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      UIMenu(
        title: "",
        children: [
          UIAction(title: "Archive", image: UIImage(systemName: "archivebox")) { _ in self?.archived.append(indexPath)
          },
          UIMenu(title: "More", children: [UIAction(title: "Delete", attributes: .destructive) { _ in }]),
        ])
    }
  }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    moveRedirect?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }
}

/// The table with its data source and delegate, kept alive together (the table holds them weakly).
@MainActor
private struct Rig {
  let table: UITableView
  let source: EditableSource
  let delegate: SwipeDelegate
}

@MainActor
private func makeTable(_ sections: [[String]]) -> Rig {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
  table.rowHeight = 44
  table.estimatedRowHeight = 0
  table.sectionHeaderHeight = 0
  table.sectionFooterHeight = 0
  table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  let source = EditableSource(sections)
  let delegate = SwipeDelegate()
  table.dataSource = source
  table.delegate = delegate
  table.layoutIfNeeded()
  return Rig(table: table, source: source, delegate: delegate)
}

@Suite("Swipes, context menus, reordering and the section index")
@MainActor
struct GestureTests {
  @Test func aTrailingSwipeWithoutConfigurationOffersDeleteThatCommits() {
    let rig = makeTable([["a", "b", "c"]])
    let (table, source, delegate) = (rig.table, rig.source, rig.delegate)
    let configuration = table.simulateSwipe(from: .trailing, onRowAt: ip(0, 1))
    #expect(configuration?.actions.map(\.title) == ["Delete"])
    #expect(configuration?.actions.first?.style == .destructive)
    #expect(table.simulateSwipeAction(from: .trailing, onRowAt: ip(0, 1)) == true)
    #expect(source.committed.map(\.1) == [ip(0, 1)])
    #expect(source.committed.first?.0 == .delete)
    delegate.editingStyle = .none
    #expect(table.simulateSwipe(from: .trailing, onRowAt: ip(0, 1)) == nil, "no default without the delete style")
  }

  @Test func leadingActionsRunTheirHandler() {
    let rig = makeTable([["a", "b"]])
    let (table, source, delegate) = (rig.table, rig.source, rig.delegate)
    _ = (source, delegate)
    defer { withExtendedLifetime(rig) {} }
    #expect(table.simulateSwipeAction(from: .leading, onRowAt: ip(0, 0)) == true)
    #expect(delegate.archived == [ip(0, 0)])
    #expect(table.simulateSwipeAction(at: 3, from: .leading, onRowAt: ip(0, 0)) == nil)
  }

  @Test func aSwipeOnAnInvisibleRowIsAWarning() {
    let rig = makeTable([(0..<30).map { "r\($0)" }])
    let (table, source, delegate) = (rig.table, rig.source, rig.delegate)
    _ = (source, delegate)
    defer { withExtendedLifetime(rig) {} }
    #expect(table.simulateSwipe(from: .trailing, onRowAt: ip(0, 29)) == nil)
    #expect(table.eventLog.contains(.warning(.gestureOnInvisibleRow(ip(0, 29)))))
  }

  @Test func theContextMenuIsBuiltWhenItOpens() {
    let rig = makeTable([["a", "b"]])
    let (table, source, delegate) = (rig.table, rig.source, rig.delegate)
    _ = (source, delegate)
    defer { withExtendedLifetime(rig) {} }
    let menu = table.simulateContextMenu(onRowAt: ip(0, 1))
    #expect(menu?.children.count == 2)
    #expect((menu?.children.first as? UIAction)?.image?.systemName == "archivebox")
    #expect(menu?.action(titled: "Delete")?.attributes == .destructive)
    menu?.action(titled: "Archive")?.simulatePerform()
    #expect(delegate.archived == [ip(0, 1)])
  }

  @Test func anInteractiveMoveUpdatesTheTableWithoutABatchFromTheApp() throws {
    let rig = makeTable([["a", "b", "c"], ["d"]])
    let (table, source, delegate) = (rig.table, rig.source, rig.delegate)
    _ = (source, delegate)
    defer { withExtendedLifetime(rig) {} }
    let cell = table.displayedCell(at: ip(0, 0))
    #expect(table.simulateInteractiveMove(from: ip(0, 0), to: ip(1, 1)) == nil, "not editing: no reorder control")
    table.setEditing(true, animated: false)
    #expect(table.simulateInteractiveMove(from: ip(0, 0), to: ip(1, 1)) == ip(1, 1))
    #expect(source.sections == [["b", "c"], ["d", "a"]])
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect(table.displayedCell(at: ip(1, 1)) === cell, "the dragged cell stays")
    #expect(table.violations.isEmpty)
  }

  @Test func aDataSourceThatIgnoresTheMoveIsCaught() {
    let rig = makeTable([["a", "b"], ["c"]])
    let (table, source, delegate) = (rig.table, rig.source, rig.delegate)
    _ = (source, delegate)
    defer { withExtendedLifetime(rig) {} }
    source.updatesModelOnMove = false
    table.setEditing(true, animated: false)
    table.simulateInteractiveMove(from: ip(0, 0), to: ip(1, 0))
    #expect(table.violations.count == 1)
  }

  @Test func theDelegateCanRedirectAMoveAndImmovableRowsStay() {
    let rig = makeTable([["a", "b", "c"], ["d"]])
    let (table, source, delegate) = (rig.table, rig.source, rig.delegate)
    _ = (source, delegate)
    defer { withExtendedLifetime(rig) {} }
    table.setEditing(true, animated: false)
    delegate.moveRedirect = { source, proposed in proposed.section == source.section ? proposed : source }
    #expect(table.simulateInteractiveMove(from: ip(0, 0), to: ip(1, 0)) == ip(0, 0))
    #expect(source.sections == [["a", "b", "c"], ["d"]])
    #expect(table.simulateInteractiveMove(from: ip(0, 0), to: ip(0, 9)) == ip(0, 2), "clamped to the end")
    #expect(source.sections == [["b", "c", "a"], ["d"]])
    source.immovable = [ip(0, 0)]
    #expect(table.simulateInteractiveMove(from: ip(0, 0), to: ip(0, 1)) == nil)
    #expect(table.eventLog.contains(.warning(.rowCannotMove(ip(0, 0)))))
  }

  @Test func theSectionIndexScrollsToTheSection() {
    let rig = makeTable([(0..<10).map { "a\($0)" }, (0..<10).map { "b\($0)" }, (0..<10).map { "c\($0)" }])
    let (table, source, delegate) = (rig.table, rig.source, rig.delegate)
    _ = (source, delegate)
    defer { withExtendedLifetime(rig) {} }
    #expect(table.simulatedSectionIndexTitles == ["a", "b", "c"])
    #expect(table.simulateSectionIndexTap(at: 1) == 1)
    #expect(table.contentOffset.y == 440)
    #expect(table.simulateSectionIndexTap(at: 7) == nil)
    #expect(table.eventLog.contains(.warning(.noSectionIndexTitle(at: 7))))
  }

  @Test func aDragSendsTheScrollViewMessagesInOrder() {
    final class Drags: NSObject, UITableViewDelegate {
      var log: [String] = []
      func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("begin") }
      func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scroll") }
      func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("end \(decelerate)")
      }
    }
    let fixture = Fixture(counts: [30])
    let drags = Drags()
    fixture.delegate = drags
    fixture.load()
    fixture.table.simulateDrag(to: 100)
    #expect(drags.log == ["begin", "scroll", "end false"])
  }
}
