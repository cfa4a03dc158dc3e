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
/// ``RowSelection`` after every tap and every update (a deleted or collapsed row leaves it), and
/// carries a selection the app sets into the view, as soon as the rows it names are shown. Ids
/// of rows that are not shown once the list has caught up are dropped, and the app's selection
/// is written back, so the two agree again.
///
/// The coordinator is the host's `delegate` (it hears taps there): set a host's
/// delegate yourself and the selection is no longer mirrored after taps.
@MainActor
public final class SnapshotListCoordinator: NSObject {
  /// The host, when the list is a table view.
  public var tableHost: TableViewHost? { coordinated as? TableViewHost }
  /// The host, when the list is a collection view.
  public var collectionHost: CollectionViewHost? { coordinated as? CollectionViewHost }
  /// The view to put on screen: the table or collection view, kept filling it.
  public let view: UIView
  let coordinated: any CoordinatedHost

  private var selection: RowSelection?
  /// The selection the app's binding holds as far as the coordinator knows: what it last read
  /// from it or wrote to it. A value read that differs is a change the app made.
  private var mirrored: Set<RowID>?
  /// A selection the app set that is waiting for the list to catch up (its rows may be in a
  /// snapshot that is not shown yet).
  private var requested: Set<RowID>?
  /// The state the shown snapshot was made from, for ``update(state:snapshot:selection:animatingDifferences:)``.
  private var lastState: Any?
  /// The write-back scheduled by an update that needed no new snapshot (a binding must not be
  /// written while SwiftUI updates views).
  private(set) var scheduledWriteBack: Task<Void, Never>?

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
    super.init()
    coordinated.forwardSelection(to: self)
    container.didLayout = { [weak self] in self?.coordinated.listViewDidLayout() }
    coordinated.controller.addUpdateHandler { [weak self] in self?.listDidCatchUp() }
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
    lastState = nil
    coordinated.show(snapshot, animatingDifferences: animatingDifferences)
    take(selection)
  }

  /// Shows the snapshot of `state`, made only when `state` differs from the state of the last
  /// update, and takes the app's `selection`: a SwiftUI view updated for another reason costs
  /// one comparison, not a snapshot and a diff.
  public func update<State: Equatable>(
    state: State, snapshot: (State) -> ListSnapshot, selection: RowSelection?, animatingDifferences: Bool = true
  ) {
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
      requested = nil
      return
    }
    let wanted = selection.get()
    if wanted != mirrored {
      mirrored = wanted
      requested = wanted
      select(wanted)
    }
    guard !controller.isUpdating else { return }
    // Nothing is pending, so no update will write the selection back: do it on the next turn.
    requested = nil
    scheduledWriteBack = Task { @MainActor [weak self] in self?.writeBack() }
  }

  // MARK: The view's side

  /// Selects exactly `ids` among the rows shown.
  private func select(_ ids: Set<RowID>) {
    let shown = coordinated.selectedRowIDs
    for id in shown.subtracting(ids) { coordinated.deselectRow(withID: id) }
    for id in ids.subtracting(shown) { coordinated.selectRow(withID: id) }
  }

  /// Every snapshot is on screen: a selection the app asked for applies now, and what the view
  /// shows selected goes back to the app.
  private func listDidCatchUp() {
    if let requested {
      self.requested = nil
      select(requested)
    }
    writeBack()
  }

  /// Writes the view's selection to the app's when they differ.
  func writeBack() {
    guard let selection else { return }
    let shown = coordinated.selectedRowIDs
    guard shown != mirrored else { return }
    mirrored = shown
    selection.set(shown)
  }

  /// The user changed the selection: it wins over a request still waiting.
  func userDidChangeSelection() {
    requested = nil
    writeBack()
  }

  /// Returns once the list has caught up and the selection is written back (for tests).
  public func settle() async {
    await controller.settle()
    await scheduledWriteBack?.value
  }
}
