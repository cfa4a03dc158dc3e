#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// What a tap leaves behind: a momentary highlight, or a selection that stays.
public enum RowSelectionBehavior: Sendable, Hashable {
  /// The row is deselected right after the tap (UIKit's "navigate on tap" style); the default.
  case deselectOnTap
  /// The row stays selected until tapped again or deselected; single or multiple as the view's
  /// `allowsMultipleSelection` says (`allowsMultipleSelectionDuringEditing` while it is
  /// editing, as UIKit reads them).
  case persistent
}

// Rows by id, and selection by id. The view's own selection is the single source of truth for
// the rows it shows: UIKit carries it through every batch (moves follow, deletes drop), so ids
// read from it always equal what the view shows selected. Only reloads clear it, so the host
// puts it back after one. A collapse deletes rows from the view, not from the data: with a
// persistent selection the host keeps the ids of the selected rows it hides, and selects them
// again when they are shown. Single or multiple is what the view allows now: UIKit reads
// `allowsMultipleSelectionDuringEditing` instead of `allowsMultipleSelection` while it is editing.
extension UIKitListHost {
  /// What a tap leaves behind; see ``RowSelectionBehavior``.
  public var selectionBehavior: RowSelectionBehavior {
    get { selection.behavior == .persistent ? .persistent : .deselectOnTap }
    set { selection.behavior = newValue == .persistent ? .persistent : .momentary }
  }

  /// Called after the user selected or deselected a row (a tap), with the ``selectedRowIDs``
  /// then; not for selection changed by code or by an update (a collapse or an expansion
  /// included). It leaves the view's delegate free for the app: a binding that mirrors the
  /// selection (the SwiftUI coordinator's) listens here.
  public var selectionDidChangeHandler: (@MainActor (_ selectedRowIDs: Set<RowID>) -> Void)? {
    get { selection.didChange }
    set { selection.didChange = newValue }
  }

  /// The ids of selected rows a collapsed section or a collapsed parent hides (see
  /// ``restoreSelection(of:)``): the rows the host holds selected itself.
  var hiddenSelection: Set<RowID> {
    get { selection.ids }
    set { selection.replace(with: newValue) }
  }

  /// The selected ids the update under way carries (see ``ListBatch/isFirstOfUpdate``): during
  /// a batch, those selected when it began; between two batches, only the rows an earlier batch
  /// took out that a later one may bring back (the view's own selection holds the others, so a
  /// row deselected meanwhile is not selected again). A row deselected by the user or by code,
  /// or replaced in single selection, leaves it at once.
  var selectionKeptThroughUpdate: Set<RowID> {
    get { selection.keptThroughUpdate }
    set { selection.keptThroughUpdate = newValue }
  }

  /// The ids of the selected rows, in no particular order: the rows the view shows selected
  /// and, with a `.persistent` ``selectionBehavior``, the selected rows a collapsed section or
  /// a collapsed parent in an outline hides (they are selected again when it expands). A row deleted from the list
  /// drops out; a host whose controller went to another host reports none. See
  /// <doc:SelectionAndRowIDs>.
  public var selectedRowIDs: Set<RowID> {
    if refusedOffMainActor("selectedRowIDs") { return [] }
    let shown = shownSelectedRowIDs
    guard !hiddenSelection.isEmpty, selectionBehavior == .persistent, showsController,
      listView.currentlyAllowsMultipleSelection || shown.isEmpty
    else { return shown }
    return shown.union(hiddenSelection)
  }

  /// The index path where the row with `id` is shown now, or `nil` when it is not shown
  /// (absent, or in a collapsed section).
  public func indexPath(forRowID id: some Hashable & Sendable) -> IndexPath? {
    indexPath(forRowID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func indexPath(forRowID id: RowID) -> IndexPath? {
    if refusedOffMainActor("indexPath(forRowID:)") { return nil }
    guard showsController else { return nil }
    return controller.path(ofRowWithID: id).map(IndexPath.init)
  }

  /// The id of the row shown at `indexPath`, or `nil` when no row is there.
  public func rowID(at indexPath: IndexPath) -> RowID? {
    if refusedOffMainActor("rowID(at:)") { return nil }
    return shownRow(at: indexPath)?.id
  }

  /// The same, for a `RowID` the package already made: no conversion.
  @discardableResult
  package func deselectRow(withID id: RowID, animated: Bool = false) -> Bool {
    // Done on the main actor; whether the row was selected is not known yet.
    if redirectedToMainActor("deselectRow(withID:animated:)", { [self] in deselectRow(withID: id, animated: animated) })
    {
      return false
    }
    let paths = showsController ? controller.paths(ofRowsWithID: id) : []
    let wasHiddenSelected = paths.isEmpty && selectedRowIDs.contains(id)
    selection.remove(id)
    for path in paths { listView.setElementSelected(false, at: IndexPath(path), animated: animated) }
    return !paths.isEmpty || wasHiddenSelected
  }

  /// Deselects the row with `id` (the app's own id value, as given to `Row(_:_:)`) without
  /// calling the delegate: every row shown with it, when
  /// duplicate ids put it in several places, or the selected row a collapsed section hides
  /// (it then stays deselected when the section expands). A row deselected while an update is
  /// under way stays deselected when its later batches are shown. Returns `false` when the row
  /// is neither shown nor among the hidden rows of ``selectedRowIDs``.
  @discardableResult
  public func deselectRow(withID id: some Hashable & Sendable, animated: Bool = false) -> Bool {
    deselectRow(withID: RowID(id), animated: animated)
  }

  /// Runs `body` with the index path of the row with `id`; `false` when it is not shown.
  func withIndexPath(ofRowWithID id: RowID, _ body: (IndexPath) -> Void) -> Bool {
    guard let indexPath = indexPath(forRowID: id) else { return false }
    body(indexPath)
    return true
  }

  /// The row shown at `indexPath`, if any.
  func shownRow(at indexPath: IndexPath) -> Row? {
    controller.dataSourceList.row(at: indexPath.elementPath)
  }

  /// The ids of the rows the view shows selected.
  var shownSelectedRowIDs: Set<RowID> {
    Set(listView.selectedElementPaths.compactMap { rowID(at: $0) })
  }

  /// The ids of the selected rows, shown or hidden, when selection is persistent (else nothing
  /// to keep).
  var persistentlySelectedRowIDs: Set<RowID> {
    selectionBehavior == .persistent ? selectedRowIDs : []
  }

  /// Reloads the view (the list is the same) and selects again the rows that were selected.
  func reloadKeepingSelection() {
    keepingSelection {
      listView.reloadData()
      cellRegistry.forgetChanges()
    }
  }

  /// Gives the rows at `indexPaths` new cells, without animation, and selects again those that
  /// were selected.
  func reloadKeepingSelection(at indexPaths: [IndexPath]) {
    guard !indexPaths.isEmpty else { return }
    keepingSelection { UIView.performWithoutAnimation { listView.reloadElements(at: indexPaths) } }
  }

  /// Runs `reload`, which gives rows new cells (UIKit drops their selection), and selects again
  /// the rows that were selected before, by id (read before `reload` swaps any data).
  func keepingSelection(_ reload: () -> Void) {
    let selected = persistentlySelectedRowIDs
    reload()
    restoreSelection(of: selected)
  }

  /// Carries `ids`, the rows selected before the view changed (a batch, a reload), past the
  /// change. Those shown and not selected are selected again: UIKit drops the selection of a
  /// reloaded row, and of a row a collapse deleted that an expansion brings back. Those not
  /// shown stay selected, hidden, while a collapsed section or parent holds them (in the newest snapshot,
  /// the one the controller is showing or about to); the others are gone for good, unless a
  /// later batch of the update under way brings them back: they are returned.
  @discardableResult
  func restoreSelection(of ids: Set<RowID>) -> Set<RowID> {
    guard !ids.isEmpty || !hiddenSelection.isEmpty else { return [] }
    let now = shownSelectedRowIDs
    var notShown: Set<RowID> = []
    for id in ids where !now.contains(id) {
      let isShown = withIndexPath(ofRowWithID: id) { listView.setElementSelected(true, at: $0, animated: false) }
      if !isShown { notShown.insert(id) }
    }
    guard !notShown.isEmpty, showsController else {
      hiddenSelection = []
      return []
    }
    let gone = selection.keepOnlyHidden(among: notShown, in: controller)
    // A row a collapsed parent hides stays selected too, by id, until the parent expands.
    let belowParents = controller.rowIDsBelowCollapsedParents(among: gone)
    guard !belowParents.isEmpty else { return gone }
    hiddenSelection.formUnion(belowParents)
    return gone.subtracting(belowParents)
  }

  /// Forgets the hidden selected rows the list no longer has, once it has caught up: a row
  /// deleted while its section is collapsed changes nothing on screen, so no batch tells the
  /// host.
  func reviewHiddenSelection() {
    guard !hiddenSelection.isEmpty else { return }
    restoreSelection(of: persistentlySelectedRowIDs)
  }

  /// A row was selected: a view that selects one row at a time now (editing or not) has
  /// replaced its selection, the row a collapsed section hides and the rows the update under
  /// way carries included.
  func rowWasSelected() {
    guard !listView.currentlyAllowsMultipleSelection else { return }
    selection.removeAll()
  }

  /// What the host does when the user selects a row: a tap that does not persist is undone,
  /// then the row's behaviour runs (an expandable row toggles).
  func userDidSelectRow(at indexPath: IndexPath) {
    if let id = rowID(at: indexPath) { controller.flightRecorder.recordTap(id, at: indexPath.elementPath) }
    rowWasSelected()
    if selectionBehavior == .deselectOnTap { listView.setElementSelected(false, at: indexPath, animated: true) }
    controller.selectRow(at: indexPath.elementPath)
    selection.userDidChange(to: selectedRowIDs)
  }

  /// What the host does when the user deselects a row: the update under way, if any, no longer
  /// carries it (unless a duplicate of its id is still selected).
  func userDidDeselectRow(at indexPath: IndexPath) {
    if let id = rowID(at: indexPath) { controller.flightRecorder.recordDeselect(id, at: indexPath.elementPath) }
    if let id = rowID(at: indexPath), !shownSelectedRowIDs.contains(id) { selectionKeptThroughUpdate.remove(id) }
    selection.userDidChange(to: selectedRowIDs)
  }
}
