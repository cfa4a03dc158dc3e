#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// Counts the selection messages the app's own delegate receives, from a table or a collection
/// view.
@MainActor
private final class SelectionDelegateSpy: NSObject, UITableViewDelegate, UICollectionViewDelegate {
  var messages: [String] = []

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    messages.append("select \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    messages.append("deselect \(indexPath.row)")
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    messages.append("select \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    messages.append("deselect \(indexPath.item)")
  }
}

/// A persistent selection through collapsible sections, on both hosts: a collapse hides rows
/// without deleting them from the data, so the selected ones stay selected (reported, not
/// shown) and are shown selected again when the section expands; a row deleted from the data
/// leaves the selection for good, even if a row with its id comes back later.
@Suite("Selection through collapsed sections")
@MainActor
struct CollapsedSelectionTests {
  /// A fixed section "top" of `top` and a collapsible section "more" of `more`.
  private static func list(top: [Int] = [1, 2], more: [Int] = [3, 4, 5]) -> ListSnapshot {
    ListSnapshot {
      Section("top", header: "Top") { for id in top { Row(id, "Row \(id)").height(.fixed(40)) } }
      Section("more", header: "More") { for id in more { Row(id, "Row \(id)").height(.fixed(40)) } }.collapsible()
    }
  }

  /// Both hosts, persistent, showing ``list(top:more:)``, with rows 1 and 4 tapped.
  private static func subjects(allowsMultipleSelection: Bool = true) async -> [HostUnderTest] {
    var subjects: [HostUnderTest] = []
    for subject in HostUnderTest.both() {
      await subject.showSelecting(list(), allowsMultipleSelection: allowsMultipleSelection)
      subjects.append(subject)
    }
    return subjects
  }

  /// Taps the header of "more" and waits for the list to catch up.
  private static func toggleMore(_ subject: HostUnderTest) async {
    #expect(subject.tapHeader(1), "\(subject.name)")
    await subject.host.controller.settle()
    subject.layout()
    subject.finishAnimations()
  }

  private static func tap(_ id: Int, _ subject: HostUnderTest) {
    guard let path = subject.host.indexPath(forRowID: RowID(id)) else {
      Issue.record("\(subject.name): row \(id) is not shown")
      return
    }
    subject.tapRow(path)
  }

  @Test func aCollapseKeepsThePersistentSelectionAndAnExpansionShowsItAgain() async {
    for subject in await Self.subjects() {
      let spy = SelectionDelegateSpy()
      if let table = subject.host as? TableViewHost { table.delegate = spy }
      if let collection = subject.host as? CollectionViewHost { collection.delegate = spy }
      var heard: [Set<RowID>] = []
      subject.host.selectionDidChangeHandler = { heard.append($0) }
      Self.tap(1, subject)
      Self.tap(4, subject)
      #expect(heard == [[1], [1, 4]], "\(subject.name)")
      #expect(spy.messages == ["select 0", "select 1"], "\(subject.name)")

      await Self.toggleMore(subject)
      #expect(subject.host.indexPath(forRowID: 4) == nil, "\(subject.name): collapsed")
      #expect(subject.shownSelection == [1], "\(subject.name): the view shows the rows it has")
      #expect(subject.host.selectedRowIDs == [1, 4], "\(subject.name): row 4 is still selected, hidden")

      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [1, 4], "\(subject.name): row 4 is shown selected again")
      #expect(subject.host.selectedRowIDs == [1, 4], "\(subject.name)")
      // Neither the handler nor the app's delegate hears of the collapse or the expansion.
      #expect(heard == [[1], [1, 4]], "\(subject.name)")
      #expect(spy.messages == ["select 0", "select 1"], "\(subject.name)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  @Test func aTapWhileCollapsedReportsTheHiddenRowsToo() async {
    for subject in await Self.subjects() {
      Self.tap(4, subject)
      await Self.toggleMore(subject)
      var heard: [Set<RowID>] = []
      subject.host.selectionDidChangeHandler = { heard.append($0) }
      Self.tap(2, subject)
      #expect(heard == [[2, 4]], "\(subject.name)")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [2, 4], "\(subject.name)")
    }
  }

  @Test func aRowDeletedWhileCollapsedDoesNotComeBackSelected() async {
    for subject in await Self.subjects() {
      Self.tap(1, subject)
      Self.tap(4, subject)
      await Self.toggleMore(subject)
      // Row 4 leaves the data while its section is collapsed: nothing changes on screen.
      await subject.host.apply(Self.list(more: [3, 5]))
      #expect(subject.host.selectedRowIDs == [1], "\(subject.name): a deleted row leaves the selection")
      // A row with its id comes back, still hidden, then the section expands.
      await subject.host.apply(Self.list(more: [3, 4, 5]))
      await Self.toggleMore(subject)
      #expect(subject.host.indexPath(forRowID: 4) != nil, "\(subject.name)")
      #expect(subject.shownSelection == [1], "\(subject.name): the new row 4 is not selected")
      #expect(subject.host.selectedRowIDs == [1], "\(subject.name)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  @Test func aRowDeletedInTheUpdateThatCollapsesItsSectionLeavesTheSelection() async {
    for subject in await Self.subjects() {
      Self.tap(3, subject)
      Self.tap(4, subject)
      // The collapse and the new data arrive in one update.
      subject.host.controller.setCollapsed(true, sectionWithID: "more")
      await subject.host.apply(Self.list(more: [3, 5]))
      #expect(subject.host.selectedRowIDs == [3], "\(subject.name)")
      await subject.host.apply(Self.list(more: [3, 4, 5]))
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [3], "\(subject.name)")
    }
  }

  @Test func aRowMovedIntoACollapsedSectionStaysSelected() async {
    for subject in await Self.subjects() {
      await Self.toggleMore(subject)
      Self.tap(2, subject)
      // Row 2 moves into the collapsed section: it is still in the data, hidden by the collapse.
      await subject.host.apply(Self.list(top: [1], more: [2, 3, 4, 5]))
      #expect(subject.shownSelection.isEmpty, "\(subject.name)")
      #expect(subject.host.selectedRowIDs == [2], "\(subject.name)")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [2], "\(subject.name)")
    }
  }

  @Test func deselectingAHiddenRowByIDForgetsIt() async {
    for subject in await Self.subjects() {
      Self.tap(1, subject)
      Self.tap(4, subject)
      await Self.toggleMore(subject)
      #expect(subject.host.deselectRow(withID: 4), "\(subject.name): the hidden row was selected")
      #expect(!subject.host.deselectRow(withID: 4), "\(subject.name): not any more")
      #expect(!subject.host.deselectRow(withID: 3), "\(subject.name): hidden, never selected")
      #expect(!subject.selectRow(withID: 3), "\(subject.name): a hidden row cannot be selected")
      #expect(subject.host.selectedRowIDs == [1], "\(subject.name)")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [1], "\(subject.name)")
    }
  }

  @Test func inSingleSelectionANewSelectionReplacesTheHiddenOne() async {
    for subject in await Self.subjects(allowsMultipleSelection: false) {
      Self.tap(4, subject)
      await Self.toggleMore(subject)
      #expect(subject.host.selectedRowIDs == [4], "\(subject.name)")
      var heard: [Set<RowID>] = []
      subject.host.selectionDidChangeHandler = { heard.append($0) }
      Self.tap(1, subject)
      #expect(heard == [[1]], "\(subject.name)")
      #expect(subject.host.selectedRowIDs == [1], "\(subject.name)")
      // Row 4 was replaced, not merely outranked: deselecting row 1 does not bring it back.
      #expect(subject.host.deselectRow(withID: 1), "\(subject.name)")
      #expect(subject.host.selectedRowIDs.isEmpty, "\(subject.name)")
      #expect(subject.selectRow(withID: 1), "\(subject.name)")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [1], "\(subject.name): row 4 stays deselected")
    }
  }

  @Test func inSingleSelectionSelectingByIDReplacesTheHiddenOne() async {
    for subject in await Self.subjects(allowsMultipleSelection: false) {
      Self.tap(4, subject)
      await Self.toggleMore(subject)
      #expect(subject.selectRow(withID: 2), "\(subject.name)")
      #expect(subject.host.selectedRowIDs == [2], "\(subject.name)")
      #expect(subject.host.deselectRow(withID: 2), "\(subject.name)")
      #expect(subject.host.selectedRowIDs.isEmpty, "\(subject.name): row 4 was replaced")
      #expect(subject.selectRow(withID: 2), "\(subject.name)")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [2], "\(subject.name)")
    }
  }

  @Test func anOffScreenCollapseAndExpansionKeepTheSelection() async {
    for subject in await Self.subjects() {
      Self.tap(1, subject)
      Self.tap(4, subject)
      // Off screen, the controller reloads instead of animating.
      subject.putOnScreen(false)
      await Self.toggleMore(subject)
      #expect(subject.host.selectedRowIDs == [1, 4], "\(subject.name)")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [1, 4], "\(subject.name)")
      subject.putOnScreen(true)
    }
  }

  @Test func aHostWhoseControllerWentToAnotherHostReportsNoHiddenRows() async {
    for subject in await Self.subjects() {
      Self.tap(4, subject)
      await Self.toggleMore(subject)
      #expect(subject.host.selectedRowIDs == [4], "\(subject.name)")
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
      let second = TableViewHost(tableView: table, controller: subject.host.controller)
      second.register(TextCell<String>.self)
      #expect(subject.host.selectedRowIDs.isEmpty, "\(subject.name): it shows nothing")
      #expect(!subject.host.deselectRow(withID: 4), "\(subject.name)")
      #expect(second.selectedRowIDs.isEmpty, "\(subject.name): a new host, no selection")
    }
  }

  @Test func withoutPersistentSelectionACollapseDropsTheSelection() async {
    for subject in await Self.subjects() {
      subject.host.selectionBehavior = .deselectOnTap
      #expect(subject.selectRow(withID: 4), "\(subject.name)")
      await Self.toggleMore(subject)
      #expect(subject.host.selectedRowIDs.isEmpty, "\(subject.name)")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection.isEmpty, "\(subject.name)")
    }
  }
}
