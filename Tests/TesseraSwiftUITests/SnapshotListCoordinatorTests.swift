#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraSwiftUI
import TesseraUIKit

/// The coordinator under ``SnapshotList`` keeps the app's selection and the view's equal through
/// taps, diffs and the app's own changes, in a table and in a collection view alike.
@MainActor
@Suite struct SnapshotListCoordinatorTests {
  @Test(arguments: ListKind.allCases)
  func tapsAreWrittenToTheBinding(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    coordinator.update(snapshot: textList([1, 2, 3, 4]), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    coordinator.tap("r2")
    coordinator.tap("r4")
    #expect(coordinator.selectedRowIDs == ["r2", "r4"])
    #expect(box.value == ["r2", "r4"])
    coordinator.tap("r2")
    #expect(box.value == ["r4"], "tapping a selected row deselects it")
    #expect(box.value == coordinator.selectedRowIDs)
    #expect(coordinator.violationMessages.isEmpty, "\(coordinator.violationMessages)")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func theAppsChangesReachTheView(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    let list = textList([1, 2, 3, 4])
    coordinator.update(snapshot: list, selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    box.value = ["r1", "r3"]
    coordinator.update(snapshot: list, selection: box.selection)
    await coordinator.settle()
    #expect(coordinator.selectedRowIDs == ["r1", "r3"])
    box.value = ["r3"]
    coordinator.update(snapshot: list, selection: box.selection)
    await coordinator.settle()
    #expect(coordinator.selectedRowIDs == ["r3"])
    #expect(box.writes.isEmpty, "the app's own values are never written back to it")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func aSelectionOfRowsNotShownYetAppliesOnceTheyAre(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    coordinator.update(snapshot: textList([1, 2]), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    // The new rows and the selection of one of them arrive in the same SwiftUI update.
    box.value = ["r5"]
    coordinator.update(snapshot: textList([1, 2, 5]), selection: box.selection)
    #expect(box.writes.isEmpty, "nothing is written while SwiftUI updates views")
    await coordinator.settle()
    #expect(coordinator.selectedRowIDs == ["r5"])
    #expect(box.value == ["r5"])
    #expect(box.writes.isEmpty)
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func idsOfRowsNotShownYetWaitInTheBindingUntilTheirRowsAre(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    coordinator.update(snapshot: textList([1, 2, 3]), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    box.value = ["r2", "r7"]
    coordinator.update(snapshot: textList([1, 2, 3]), selection: box.selection)
    await coordinator.settle()
    #expect(coordinator.selectedRowIDs == ["r2"])
    #expect(box.value == ["r2", "r7"], "r7 waits for its row")
    #expect(box.writes.isEmpty)
    // Another update without r7 leaves it waiting; the update that shows it selects it.
    coordinator.update(snapshot: textList([1, 2, 3, 4]), selection: box.selection)
    await coordinator.settle()
    #expect(box.value == ["r2", "r7"])
    coordinator.update(snapshot: textList([1, 2, 3, 4, 7]), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    #expect(coordinator.selectedRowIDs == ["r2", "r7"])
    #expect(box.writes.isEmpty, "the app's selection was right all along")
    // Shown once, r7 is an ordinary selected row: deleted, it leaves the selection.
    coordinator.update(snapshot: textList([1, 2, 3]), selection: box.selection)
    await coordinator.settle()
    #expect(box.value == ["r2"])
    #expect(coordinator.violationMessages.isEmpty, "\(coordinator.violationMessages)")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func aSelectionSetWhileTheListLoadsAppliesWhenItsRowsArrive(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    box.value = ["r4"]
    coordinator.update(snapshot: textList([]), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    #expect(box.value == ["r4"], "kept while nothing is shown")
    coordinator.update(snapshot: textList([1, 2, 3, 4]), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    #expect(coordinator.selectedRowIDs == ["r4"])
    #expect(box.writes.isEmpty)
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func rowsThatADiffRemovesLeaveTheBinding(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    coordinator.update(snapshot: textList([1, 2, 3, 4]), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    coordinator.tap("r2")
    coordinator.tap("r3")
    // r3 moves to the top, r2 is deleted: the view carries r3's selection, drops r2's.
    coordinator.update(snapshot: textList([3, 1, 4]), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    #expect(coordinator.selectedRowIDs == ["r3"])
    #expect(box.value == ["r3"])
    #expect(coordinator.violationMessages.isEmpty, "\(coordinator.violationMessages)")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func collapsingASectionKeepsItsSelectedRowsInTheBinding(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    let list = textList([1, 2, 3, 4], collapsible: [3, 4])
    coordinator.update(snapshot: list, selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    coordinator.tap("r1")
    coordinator.tap("r3")
    coordinator.tap("r4")
    #expect(box.value == ["r1", "r3", "r4"])
    let writes = box.writes.count
    // A header tap: the controller submits the collapse itself, not through the coordinator.
    // The hidden rows stay selected (the host reports them), so the binding does not change.
    coordinator.controller.selectHeader(inSection: 1)
    await coordinator.settle()
    #expect(coordinator.selectedRowIDs == ["r1", "r3", "r4"])
    #expect(box.value == ["r1", "r3", "r4"])
    #expect(box.writes.count == writes)
    // The app deselects a hidden row: it stays deselected when the section expands.
    box.value = ["r1", "r3"]
    coordinator.update(snapshot: list, selection: box.selection)
    await coordinator.settle()
    coordinator.controller.selectHeader(inSection: 1)
    await coordinator.settle()
    coordinator.layOut()
    #expect(coordinator.selectedRowIDs == ["r1", "r3"])
    #expect(box.value == ["r1", "r3"])
    #expect(coordinator.violationMessages.isEmpty, "\(coordinator.violationMessages)")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func aTapWinsOverASelectionStillWaitingForItsRows(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    coordinator.update(snapshot: textList([1, 2]), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    box.value = ["r9"]
    coordinator.update(snapshot: textList([1, 2, 9]), selection: box.selection)
    coordinator.tap("r1")
    await coordinator.settle()
    #expect(coordinator.selectedRowIDs == ["r1"])
    #expect(box.value == ["r1"])
    _ = window
  }

  @Test func withoutABindingTapsDoNotStay() async {
    let (coordinator, window) = makeCoordinator(.table, selectsRows: false)
    coordinator.update(snapshot: textList([1, 2]), selection: nil)
    await coordinator.settle()
    coordinator.layOut()
    coordinator.tap("r1")
    #expect(coordinator.selectedRowIDs.isEmpty)
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func anUnchangedStateMakesNoSnapshot(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    var made = 0
    let snapshot = { (count: Int) -> ListSnapshot in
      made += 1
      return textList(Array(1...count))
    }
    coordinator.update(state: 3, snapshot: snapshot, selection: nil)
    coordinator.update(state: 3, snapshot: snapshot, selection: nil)
    await coordinator.settle()
    #expect(made == 1)
    coordinator.update(state: 5, snapshot: snapshot, selection: nil)
    await coordinator.settle()
    #expect(made == 2)
    #expect(coordinator.controller.dataSourceList.rowCount == 5)
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func theListViewIsTheHostsViewAndFillsTheContainerOnceItIsLaidOut(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let hostView: UIScrollView? = coordinator.tableHost?.tableView ?? coordinator.collectionHost?.collectionView
    #expect(coordinator.listView === hostView)
    coordinator.view.frame = CGRect(x: 0, y: 0, width: 280, height: 500)
    coordinator.view.layoutIfNeeded()
    #expect(coordinator.listView.frame == CGRect(x: 0, y: 0, width: 280, height: 500))
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func theViewLaysTheListOutAtItsWidth(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    coordinator.update(snapshot: textList([1, 2]), selection: nil)
    await coordinator.settle()
    coordinator.layOut()
    #expect(coordinator.controller.layoutWidth == 320)
    coordinator.view.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
    coordinator.layOut()
    #expect(coordinator.controller.layoutWidth == 200)
    _ = window
  }
}
