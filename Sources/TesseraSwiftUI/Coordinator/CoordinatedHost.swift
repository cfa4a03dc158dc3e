#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

/// What a ``SnapshotListCoordinator`` needs from a UIKit host, which both hosts have with
/// their own view's spellings: the coordinator is written once for both.
@MainActor
protocol CoordinatedHost: AnyObject {
  /// The controller that owns what is shown.
  var controller: ListController { get }
  /// The table or collection view.
  var listView: UIScrollView { get }
  /// The ids of the selected rows, those a collapsed section hides included.
  var selectedRowIDs: Set<RowID> { get }
  /// What a tap leaves behind.
  var selectionBehavior: RowSelectionBehavior { get set }
  /// Whether the view lets more than one row be selected (outside editing).
  var allowsMultipleSelection: Bool { get set }
  /// Whether the view lets more than one row be selected now: while it is editing, UIKit reads
  /// `allowsMultipleSelectionDuringEditing` instead.
  var currentlyAllowsMultipleSelection: Bool { get }
  /// Selects a shown row by id without calling the delegate; `false` when it is not shown.
  @discardableResult func selectRow(withID id: RowID) -> Bool
  /// Deselects a row by id without calling the delegate, shown or hidden by a collapsed section;
  /// `false` when it is neither.
  @discardableResult func deselectRow(withID id: RowID) -> Bool
  /// Tells `coordinator` when the user changes the selection.
  func forwardSelection(to coordinator: SnapshotListCoordinator)
  /// The view's width may have changed.
  func listViewDidLayout()
  /// Shows `snapshot`, animating the differences or not.
  func show(_ snapshot: ListSnapshot, animatingDifferences: Bool)
  /// The id of the row at the top: the first whose top is visible, else the one covering the top.
  func firstVisibleRowID() -> RowID?
  /// Scrolls the row with `id` to the top; returns the offset the scroll ends at, or `nil`
  /// when the row is not shown.
  func scrollRowToTop(withID id: RowID, animated: Bool) -> Double?
  /// The ids of the rows on screen showing at least `minimumVisibleFraction` of their height,
  /// in display order.
  func visibleRowIDs(minimumVisibleFraction: Double) -> [RowID]
  /// Runs `handler` whenever the rows on screen may have changed, for as long as `owner` lives.
  func addVisibleRowsObserver(owner: AnyObject, _ handler: @escaping @MainActor () -> Void)
  /// Runs `action` when the reader pulls the list down to refresh it; `nil`: no pull to refresh.
  func installRefreshAction(_ action: (@MainActor @Sendable () async -> Void)?)
}

extension UIKitListHost {
  /// Tells `coordinator` when the user changes the selection, after a handler the app set.
  func forwardSelection(to coordinator: SnapshotListCoordinator) {
    let appHandler = selectionDidChangeHandler
    selectionDidChangeHandler = { [weak coordinator] ids in
      appHandler?(ids)
      coordinator?.userDidChangeSelection()
    }
  }
}

extension UIKitListHost {
  /// Gives the host `action` for a pull to refresh (its ``UIKitListHost/refreshable(_:)``).
  func installRefreshAction(_ action: (@MainActor @Sendable () async -> Void)?) { refreshable(action) }
}

extension TableViewHost: CoordinatedHost {
  var listView: UIScrollView { tableView }

  var allowsMultipleSelection: Bool {
    get { tableView.allowsMultipleSelection }
    set { tableView.allowsMultipleSelection = newValue }
  }

  var currentlyAllowsMultipleSelection: Bool {
    tableView.isEditing ? tableView.allowsMultipleSelectionDuringEditing : tableView.allowsMultipleSelection
  }

  func selectRow(withID id: RowID) -> Bool {
    selectRow(withID: id, animated: false, scrollPosition: UITableView.ScrollPosition.none)
  }
  func deselectRow(withID id: RowID) -> Bool { deselectRow(withID: id, animated: false) }
  func listViewDidLayout() { tableViewDidLayout() }

  func show(_ snapshot: ListSnapshot, animatingDifferences: Bool) {
    if animatingDifferences { submit(snapshot) } else { apply(snapshot, animatingDifferences: false) }
  }
}

extension CollectionViewHost: CoordinatedHost {
  var listView: UIScrollView { collectionView }

  var allowsMultipleSelection: Bool {
    get { collectionView.allowsMultipleSelection }
    set { collectionView.allowsMultipleSelection = newValue }
  }

  var currentlyAllowsMultipleSelection: Bool {
    collectionView.isEditing
      ? collectionView.allowsMultipleSelectionDuringEditing : collectionView.allowsMultipleSelection
  }

  func selectRow(withID id: RowID) -> Bool { selectRow(withID: id, animated: false, scrollPosition: []) }
  func deselectRow(withID id: RowID) -> Bool { deselectRow(withID: id, animated: false) }
  func listViewDidLayout() { collectionViewDidLayout() }

  func show(_ snapshot: ListSnapshot, animatingDifferences: Bool) {
    if animatingDifferences { submit(snapshot) } else { apply(snapshot, animatingDifferences: false) }
  }
}
