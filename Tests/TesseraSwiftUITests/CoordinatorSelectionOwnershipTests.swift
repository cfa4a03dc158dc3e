#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraSwiftUI
import TesseraUIKit

/// Counts what the app's own delegate hears.
@MainActor
private final class CountingDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
  var selections = 0
  var deselections = 0
  var scrolls = 0

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selections += 1 }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { deselections += 1 }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selections += 1 }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    deselections += 1
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// Who owns what: the app's changes to its selection are never overwritten by the view's, the
/// app's delegate stays its own, and a view that selects one row at a time picks the same one
/// every time.
@MainActor
@Suite struct CoordinatorSelectionOwnershipTests {
  @Test(arguments: ListKind.allCases)
  func aSelectionTheAppRedirectsInOnSelectIsTheOneKept(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    let list = ListSnapshot {
      Section("main") {
        Row("r1", "Row 1")
        // Tapping the second row selects the first instead.
        Row("r2", "Row 2").onSelect { _ in box.value = ["r1"] }
      }
    }
    coordinator.update(snapshot: list, selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    coordinator.tap("r2")
    coordinator.update(snapshot: list, selection: box.selection)
    await coordinator.settle()
    #expect(box.value == ["r1"])
    #expect(coordinator.selectedRowIDs == ["r1"], "the view follows the app")
    #expect(box.writes.isEmpty, "the tap's r2 was never written over the app's r1: \(box.writes)")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func aSelectionTheAppChangesBeforeTheListCatchesUpIsNotOverwritten(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    coordinator.update(snapshot: textList([1, 2, 3]), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    coordinator.tap("r1")
    coordinator.update(snapshot: textList([2, 3]), selection: box.selection)
    // A task of the app runs before SwiftUI updates the view again.
    box.value = ["r2"]
    await coordinator.controller.settle()
    coordinator.update(snapshot: textList([2, 3]), selection: box.selection)
    await coordinator.settle()
    #expect(box.value == ["r2"])
    #expect(coordinator.selectedRowIDs == ["r2"])
    #expect(!box.writes.contains([]), "the app's r2 was never overwritten: \(box.writes)")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func aDelegateTheStyleSetsKeepsHearingTheViewAndTapsStillReachTheBinding(_ kind: ListKind) async {
    let delegate = CountingDelegate()
    let style: SnapshotListStyle =
      kind == .table
      ? .table { $0.delegate = delegate }
      : .collection { $0.delegate = delegate }
    let (coordinator, window) = makeCoordinator(kind, style: style)
    let box = SelectionBox()
    coordinator.update(snapshot: textList(Array(1...40)), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()

    coordinator.tap("r2")
    coordinator.tap("r2")
    coordinator.tap("r3")
    #expect(box.value == ["r3"])
    #expect(delegate.selections == 2)
    #expect(delegate.deselections == 1)
    coordinator.listView.contentOffset = CGPoint(x: 0, y: 200)
    #expect(delegate.scrolls > 0, "the app's delegate hears the scroll view")
    #expect((coordinator.tableHost?.delegate ?? coordinator.collectionHost?.delegate) === delegate)
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func aViewThatSelectsOneRowAtATimeKeepsTheFirstInDisplayOrder(_ kind: ListKind) async {
    for capacity in [0, 7, 40, 200] {
      let style: SnapshotListStyle =
        kind == .table
        ? .table { $0.tableView.allowsMultipleSelection = false }
        : .collection { $0.collectionView.allowsMultipleSelection = false }
      let (coordinator, window) = makeCoordinator(kind, style: style)
      let box = SelectionBox()
      // Sets of other capacities iterate in other orders.
      var wanted = Set<RowID>(minimumCapacity: capacity)
      for id in (3...20).reversed() { wanted.insert(RowID("r\(id)")) }
      box.value = wanted
      coordinator.update(snapshot: textList(Array(1...20)), selection: box.selection)
      await coordinator.settle()
      #expect(coordinator.selectedRowIDs == ["r3"], "capacity \(capacity)")
      #expect(box.value == ["r3"], "capacity \(capacity)")
      _ = window
    }
  }

  @Test(arguments: ListKind.allCases)
  func anEditingViewSelectsAsItsEditingSettingSays(_ kind: ListKind) async {
    for multipleWhileEditing in [true, false] {
      // Outside editing the view selects one row at a time; while editing, as the app set.
      let style: SnapshotListStyle =
        kind == .table
        ? .table {
          $0.tableView.allowsMultipleSelection = false
          $0.tableView.allowsMultipleSelectionDuringEditing = multipleWhileEditing
          $0.tableView.isEditing = true
        }
        : .collection {
          $0.collectionView.allowsMultipleSelection = false
          $0.collectionView.allowsMultipleSelectionDuringEditing = multipleWhileEditing
          $0.collectionView.isEditing = true
        }
      let (coordinator, window) = makeCoordinator(kind, style: style)
      let box = SelectionBox()
      box.value = ["r4", "r2", "r9"]
      coordinator.update(snapshot: textList(Array(1...20)), selection: box.selection)
      await coordinator.settle()
      let expected: Set<RowID> = multipleWhileEditing ? ["r2", "r4", "r9"] : ["r2"]
      #expect(coordinator.selectedRowIDs == expected, "several while editing: \(multipleWhileEditing)")
      #expect(box.value == expected, "several while editing: \(multipleWhileEditing)")
      _ = window
    }
  }
}
