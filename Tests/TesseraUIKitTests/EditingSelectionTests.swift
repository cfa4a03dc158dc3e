#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A persistent selection while the view is editing, on both hosts: UIKit then selects one row
/// or several as `allowsMultipleSelectionDuringEditing` says, not `allowsMultipleSelection`, and
/// the host follows the same setting for what it reports and what it keeps (the rows a
/// collapsed section hides included).
@Suite("Selection while editing")
@MainActor
struct EditingSelectionTests {
  /// A fixed section "top" of rows 1 and 2 and a collapsible section "more" of rows 3 to 5.
  private static let list = ListSnapshot {
    Section("top", header: "Top") { for id in [1, 2] { Row(id, "Row \(id)").height(.fixed(40)) } }
    Section("more", header: "More") { for id in [3, 4, 5] { Row(id, "Row \(id)").height(.fixed(40)) } }.collapsible()
  }

  /// Both hosts, persistent, showing ``list``, selecting several rows at a time outside
  /// editing mode when `multiple`, and `duringEditing` in it; editing when `isEditing`.
  private static func subjects(multiple: Bool, duringEditing: Bool, isEditing: Bool) async -> [HostUnderTest] {
    var subjects: [HostUnderTest] = []
    for subject in HostUnderTest.both() {
      await subject.showSelecting(list, allowsMultipleSelection: multiple)
      if let table = subject.view as? UITableView {
        table.allowsSelectionDuringEditing = true
        table.allowsMultipleSelectionDuringEditing = duringEditing
        table.isEditing = isEditing
      } else if let collectionView = subject.view as? UICollectionView {
        collectionView.allowsSelectionDuringEditing = true
        collectionView.allowsMultipleSelectionDuringEditing = duringEditing
        collectionView.isEditing = isEditing
      } else {
        Issue.record("\(subject.name): an unknown view")
      }
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

  @Test func editingWithMultipleSelectionDuringEditingKeepsSeveralRowsThroughACollapse() async {
    for subject in await Self.subjects(multiple: false, duringEditing: true, isEditing: true) {
      var heard: [Set<RowID>] = []
      subject.host.selectionDidChangeHandler = { heard.append($0) }
      Self.tap(1, subject)
      Self.tap(4, subject)
      #expect(subject.shownSelection == [1, 4], "\(subject.name): the view selects several rows")
      #expect(heard == [[1], [1, 4]], "\(subject.name)")

      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [1], "\(subject.name): the view shows the rows it has")
      #expect(subject.host.selectedRowIDs == [1, 4], "\(subject.name): row 4 is still selected, hidden")
      // Another row selected while "more" is collapsed adds to the selection, as the view does.
      Self.tap(2, subject)
      #expect(heard.last == [1, 2, 4], "\(subject.name)")
      #expect(subject.host.selectedRowIDs == [1, 2, 4], "\(subject.name)")

      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [1, 2, 4], "\(subject.name): row 4 is shown selected again")
      #expect(subject.host.selectedRowIDs == [1, 2, 4], "\(subject.name)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  @Test func editingWithMultipleSelectionDuringEditingSelectsSeveralRowsByID() async {
    for subject in await Self.subjects(multiple: false, duringEditing: true, isEditing: true) {
      #expect(subject.selectRow(withID: 1), "\(subject.name)")
      #expect(subject.selectRow(withID: 4), "\(subject.name)")
      await Self.toggleMore(subject)
      #expect(subject.selectRow(withID: 2), "\(subject.name)")
      #expect(subject.host.selectedRowIDs == [1, 2, 4], "\(subject.name): selecting by id replaces nothing")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [1, 2, 4], "\(subject.name)")
    }
  }

  @Test func editingWithSingleSelectionDuringEditingReplacesTheHiddenRow() async {
    for subject in await Self.subjects(multiple: true, duringEditing: false, isEditing: true) {
      Self.tap(4, subject)
      await Self.toggleMore(subject)
      #expect(subject.host.selectedRowIDs == [4], "\(subject.name)")
      Self.tap(1, subject)
      #expect(subject.host.selectedRowIDs == [1], "\(subject.name): one row at a time while editing")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [1], "\(subject.name): row 4 was replaced")
    }
  }

  @Test func outsideEditingTheEditingSettingsDoNotCount() async {
    for subject in await Self.subjects(multiple: false, duringEditing: true, isEditing: false) {
      Self.tap(4, subject)
      await Self.toggleMore(subject)
      Self.tap(1, subject)
      #expect(subject.host.selectedRowIDs == [1], "\(subject.name): one row at a time")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [1], "\(subject.name)")
    }
    for subject in await Self.subjects(multiple: true, duringEditing: false, isEditing: false) {
      Self.tap(4, subject)
      await Self.toggleMore(subject)
      Self.tap(1, subject)
      #expect(subject.host.selectedRowIDs == [1, 4], "\(subject.name): several rows")
      await Self.toggleMore(subject)
      #expect(subject.shownSelection == [1, 4], "\(subject.name)")
    }
  }
}
