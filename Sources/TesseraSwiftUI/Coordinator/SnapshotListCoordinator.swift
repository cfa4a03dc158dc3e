#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

/// What keeps a UIKit host, the snapshot it shows and an app's selection in step, under a
/// SwiftUI `SnapshotList`: plain UIKit-side code, so it runs (and is tested) wherever the
/// headless UIKit does.
///
/// The host's view is the single source of truth for what is selected, as it is in UIKit: it
/// carries the selection through every batch. The coordinator mirrors it into the app's
/// ``RowSelection`` after every tap and every update (a deleted row leaves it; a selected row a
/// collapsed section or a collapsed parent hides stays, as the host still counts it selected), and
/// carries a selection the app sets into the view, as soon as the rows it names are shown. Ids
/// of rows not shown yet wait, and stay in the app's selection, until their rows are shown (a
/// selection restored while the list still loads), or until the app or a tap changes the
/// selection; as with SwiftUI's `List`, an id whose row never comes stays until then.
///
/// The coordinator hears taps through the host's `selectionDidChangeHandler`
/// (a handler set there before stays, and is called first): the host's `delegate` is the app's
/// own.
///
/// It also keeps an app's ``RowScrollPosition`` and the row at the top in step, tells
/// ``RowVisibilityHandler``s of the rows that come and go, and gives the host the app's refresh
/// action (see ``update(scrollPosition:animated:)``, ``update(visibilityHandlers:)`` and
/// ``update(refreshAction:)``). It looks at the rows on screen on the turn after the view
/// changed (a scroll, an update, a new size), once per burst: never while SwiftUI updates views.
@MainActor
public final class SnapshotListCoordinator {
  /// The host, when the list is a table view.
  public var tableHost: TableViewHost? { coordinated as? TableViewHost }
  /// The host, when the list is a collection view.
  public var collectionHost: CollectionViewHost? { coordinated as? CollectionViewHost }
  /// The view to put on screen: a container that keeps the table or collection view
  /// (``listView``) filling it. Give it its frame and lay it out (`view.layoutIfNeeded()`): that
  /// lays out the list view too, and gives the host its width.
  public let view: UIView

  /// The table or collection view inside ``view``: read it for what is on screen (in a test,
  /// its screen text), after laying out ``view``.
  public var listView: UIScrollView { coordinated.listView }
  let coordinated: any CoordinatedHost

  private var selection: RowSelection?
  /// The selection the app's binding holds as far as the coordinator knows: what it last read
  /// from it or wrote to it. A value read that differs is a change the app made.
  private var mirrored: Set<RowID>?
  /// Ids the app selected whose rows are not shown yet: each is selected as soon as its row is,
  /// and stays in the app's selection meanwhile.
  private var waiting: Set<RowID> = []
  /// The state the shown snapshot was made from, for ``update(state:snapshot:selection:animatingDifferences:)``.
  private var lastState: Any?
  /// The write-back scheduled by an update that needed no new snapshot (a binding must not be
  /// written while SwiftUI updates views).
  private(set) var scheduledWriteBack: Task<Void, Never>?

  /// The app's position binding and where the coordinator stands with it (see
  /// SnapshotListCoordinator+Screen.swift).
  var position = PositionTracking()
  /// The app's visibility handlers, and the rows each was last told of (`nil`: not yet told).
  var visibility: [(handler: RowVisibilityHandler, reported: [RowID]?)] = []
  /// The look at the rows on screen scheduled for the next turn (see ``scheduleScreenReview()``).
  var scheduledScreenReview: Task<Void, Never>?
  /// Whether the coordinator is looking at the rows on screen now (what it does meanwhile, a
  /// scroll or a layout, needs no other look).
  var isReviewingScreen = false

  /// Makes the host of `style`, sets it up with `style`'s configuration and `registrations`.
  /// With `selectsRows`, taps select rows (the host's selection behaviour is `.persistent`),
  /// several at a time unless `style` configures the view otherwise.
  public init(style: SnapshotListStyle, registrations: RowRegistrations, selectsRows: Bool = false) {
    let coordinated: any CoordinatedHost
    switch style.kind {
    case .table(let tableStyle, let configure):
      let host = TableViewHost(tableView: UITableView(frame: .zero, style: tableStyle))
      Self.prepare(host, selectsRows: selectsRows)
      configure(host)
      registrations.apply(to: host)
      coordinated = host
    case .collection(let configure):
      let host = CollectionViewHost(
        collectionView: UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout()))
      Self.prepare(host, selectsRows: selectsRows)
      configure(host)
      registrations.apply(to: host)
      coordinated = host
    }
    self.coordinated = coordinated
    let container = SnapshotListContainerView(listView: coordinated.listView)
    view = container
    coordinated.forwardSelection(to: self)
    container.didLayout = { [weak self] in
      self?.coordinated.listViewDidLayout()
      // A new size shows other rows.
      self?.scheduleScreenReview()
    }
    coordinated.controller.addUpdateHandler(owner: self) { [weak self] in self?.listDidCatchUp() }
    coordinated.addVisibleRowsObserver(owner: self) { [weak self] in self?.scheduleScreenReview() }
  }

  private static func prepare(_ host: any CoordinatedHost, selectsRows: Bool) {
    guard selectsRows else { return }
    host.selectionBehavior = .persistent
    host.allowsMultipleSelection = true
  }

  /// The controller behind the host.
  public var controller: ListController { coordinated.controller }

  /// The ids of the rows the view shows selected.
  public var selectedRowIDs: Set<RowID> { coordinated.selectedRowIDs }

  // MARK: Updates from the app

  /// Shows `snapshot` and takes the app's `selection` (from SwiftUI's `updateUIView`).
  public func update(snapshot: ListSnapshot, selection: RowSelection?, animatingDifferences: Bool = true) {
    if controller.redirectedToMainActor(
      "SnapshotListCoordinator.update(snapshot:selection:animatingDifferences:)",
      { [self] _ in update(snapshot: snapshot, selection: selection, animatingDifferences: animatingDifferences) })
    {
      return
    }
    lastState = nil
    coordinated.show(snapshot, animatingDifferences: animatingDifferences)
    take(selection)
  }

  /// Shows the snapshot of `state`, made only when `state` differs from the state of the last
  /// update, and takes the app's `selection`: a SwiftUI view updated for another reason costs
  /// one comparison, not a snapshot and a diff. A state not equal to itself (one holding a NaN)
  /// differs every time, so its snapshot is made and diffed on every update; rows whose content
  /// is not equal to itself are reported (`ListDiagnostic.rowContentNotEqualToItself`).
  public func update<State: Equatable>(
    state: State, snapshot: (State) -> ListSnapshot, selection: RowSelection?, animatingDifferences: Bool = true
  ) {
    // Off the main thread the snapshot is made here (a value) and shown as
    // update(snapshot:selection:animatingDifferences:) shows it: on the main actor, reported.
    if MainActorEntry.offMainThread() != nil {
      update(snapshot: snapshot(state), selection: selection, animatingDifferences: animatingDifferences)
      return
    }
    if (lastState as? State) != state {
      lastState = state
      coordinated.show(snapshot(state), animatingDifferences: animatingDifferences)
    }
    take(selection)
  }

  /// Takes the app's selection: a value that differs from the one mirrored is the app's change,
  /// carried into the view now for the rows shown and again once the list has caught up.
  private func take(_ selection: RowSelection?) {
    self.selection = selection
    guard let selection else {
      mirrored = nil
      waiting = []
      return
    }
    carryChanges(of: selection)
    guard !controller.isUpdating else { return }
    // Nothing is pending, so no update will write the selection back: do it on the next turn.
    scheduledWriteBack = Task { @MainActor [weak self] in self?.writeBack() }
  }

  /// Carries the app's selection into the view when it differs from the one mirrored (the app
  /// changed it since the coordinator last read or wrote it).
  private func carryChanges(of selection: RowSelection) {
    let wanted = selection.get()
    guard wanted != mirrored else { return }
    mirrored = wanted
    waiting = select(wanted)
  }

  // MARK: The view's side

  /// Selects exactly `ids` among the rows shown, and returns those whose rows are not shown.
  private func select(_ ids: Set<RowID>) -> Set<RowID> {
    let shown = coordinated.selectedRowIDs
    for id in shown.subtracting(ids) { coordinated.deselectRow(withID: id) }
    return selectShown(of: ids.subtracting(shown), keeping: shown.intersection(ids))
  }

  /// Selects the rows of `ids` that are shown, and returns the ids whose rows are not. A view
  /// that selects one row at a time now (`allowsMultipleSelection`, or while editing
  /// `allowsMultipleSelectionDuringEditing`) gets the first of them in display order (with those
  /// already `selected`), the same one every time, whatever order a set gives.
  private func selectShown(of ids: Set<RowID>, keeping selected: Set<RowID>) -> Set<RowID> {
    var located: [(path: ElementPath, id: RowID)] = []
    var notShown: Set<RowID> = []
    for id in ids {
      if let path = controller.path(ofRowWithID: id) { located.append((path, id)) } else { notShown.insert(id) }
    }
    guard let first = located.min(by: { $0.path < $1.path }) else { return notShown }
    if coordinated.currentlyAllowsMultipleSelection {
      for (_, id) in located.sorted(by: { $0.path < $1.path }) { coordinated.selectRow(withID: id) }
      return notShown
    }
    // A row already selected above the first stays the one selected.
    if let firstKept = selected.compactMap(controller.path(ofRowWithID:)).min(), firstKept < first.path {
      return notShown
    }
    coordinated.selectRow(withID: first.id)
    return notShown
  }

  /// Every snapshot is on screen: rows the app selected that are shown now are selected, and
  /// what the view shows selected (with the ids still waiting) goes back to the app.
  private func listDidCatchUp() {
    if !waiting.isEmpty { waiting = selectShown(of: waiting, keeping: coordinated.selectedRowIDs) }
    writeBack()
    scheduleScreenReview()
  }

  /// Writes the view's selection, with the ids still waiting for their rows, to the app's when
  /// they differ. A selection the app changed since the coordinator last read or wrote it (in
  /// a row's `onSelect`, or in a task that ran before SwiftUI updated the view) is the newer
  /// one: it is carried into the view first, never overwritten.
  func writeBack() {
    guard let selection else { return }
    carryChanges(of: selection)
    let current = coordinated.selectedRowIDs.union(waiting)
    guard current != mirrored else { return }
    mirrored = current
    selection.set(current)
  }

  /// The user changed the selection: it wins over ids still waiting for their rows (unless
  /// the app, told of the tap, changed its selection itself).
  func userDidChangeSelection() {
    if let selection, selection.get() == mirrored { waiting = [] }
    writeBack()
  }

  /// Returns once the list has caught up, the selection and the position are written back,
  /// and the visibility handlers have been called (for tests).
  public func settle() async {
    await controller.settle()
    await scheduledWriteBack?.value
    while let review = scheduledScreenReview {
      await review.value
      if scheduledScreenReview == review { scheduledScreenReview = nil }
    }
  }
}
