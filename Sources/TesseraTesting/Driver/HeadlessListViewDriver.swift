#if !canImport(UIKit) && canImport(HeadlessUIKit)
import HeadlessUIKit

/// The driver of HeadlessUIKit's views: gestures go through the headless views' simulation
/// (taps, swipes, interactive moves, typing, scrolling), counts are read from their event logs,
/// and violations of the contract are the views' own records.
///
/// ``platformListViewDriver(_:size:)`` makes one where UIKit is missing.
@MainActor
public final class HeadlessListViewDriver: ListViewDriver {
  public let kind: ListViewKind
  public let view: UIScrollView
  public let window: UIWindow
  /// What the event log said up to ``parsedEvents``.
  private var counted = ListViewActivity()
  private var parsedEvents = 0
  /// The index path of the cell request under way while the log is read (`nil` while a header
  /// or footer is asked for), to which a dequeue belongs.
  private var cellRequest: IndexPath?

  /// A table (plain style, no header padding) or a collection view of `size`, in a key window
  /// of that size.
  public init(_ kind: ListViewKind, size: CGSize) {
    self.kind = kind
    let frame = CGRect(origin: .zero, size: size)
    switch kind {
    case .table:
      let table = UITableView(frame: frame, style: .plain)
      table.sectionHeaderTopPadding = 0
      view = table
    case .collection:
      view = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
    }
    window = UIWindow(frame: frame)
    window.addSubview(view)
    window.makeKeyAndVisible()
  }

  public var tableView: UITableView? { view as? UITableView }
  public var collectionView: UICollectionView? { view as? UICollectionView }

  public func layout() { view.layoutIfNeeded() }

  public func scroll(toOffset y: CGFloat) {
    if let tableView { tableView.scroll(to: y) }
    if let collectionView { collectionView.scroll(to: y) }
  }

  public func scroll(toRowAt indexPath: IndexPath, at position: ListScrollPosition) {
    if let tableView {
      let positions: [ListScrollPosition: UITableView.ScrollPosition] = [
        .none: .none, .top: .top, .middle: .middle, .bottom: .bottom,
      ]
      tableView.scrollToRow(at: indexPath, at: positions[position] ?? .none, animated: false)
    }
    if let collectionView {
      let positions: [ListScrollPosition: UICollectionView.ScrollPosition] = [
        .none: [], .top: .top, .middle: .centeredVertically, .bottom: .bottom,
      ]
      collectionView.scrollToItem(at: indexPath, at: positions[position] ?? [], animated: false)
    }
    layout()
  }

  public var visibleRows: [VisibleRow] {
    if let tableView {
      return (tableView.indexPathsForVisibleRows ?? []).compactMap { path in
        tableView.cellForRow(at: path).map { cell in
          VisibleRow(
            indexPath: path, frame: tableView.rectForRow(at: path), cell: ObjectIdentifier(cell),
            text: ListViewDriverReading.text(of: cell))
        }
      }
    }
    guard let collectionView else { return [] }
    return collectionView.indexPathsForVisibleItems.sorted().compactMap { path in
      guard let cell = collectionView.cellForItem(at: path) else { return nil }
      return VisibleRow(
        indexPath: path, frame: collectionView.layoutAttributesForItem(at: path)?.frame ?? cell.frame,
        cell: ObjectIdentifier(cell), text: ListViewDriverReading.text(of: cell))
    }
  }

  public func headerText(inSection section: Int) -> String? {
    if let tableView { return tableView.headerView(forSection: section).flatMap(ListViewDriverReading.text(of:)) }
    return collectionView?.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)
    ).flatMap(ListViewDriverReading.text(of:))
  }

  public var selectedRows: [IndexPath] {
    ((tableView?.indexPathsForSelectedRows ?? collectionView?.indexPathsForSelectedItems) ?? []).sorted()
  }

  public var allowsMultipleSelection: Bool {
    get { tableView?.allowsMultipleSelection ?? collectionView?.allowsMultipleSelection ?? false }
    set {
      tableView?.allowsMultipleSelection = newValue
      collectionView?.allowsMultipleSelection = newValue
    }
  }

  public func tapRow(at indexPath: IndexPath) {
    tableView?.simulateTap(at: indexPath)
    collectionView?.simulateTap(onItemAt: indexPath)
  }

  @discardableResult
  public func tapHeader(inSection section: Int) -> Bool {
    if let tableView { return tableView.simulateTap(onHeaderInSection: section) }
    return collectionView?.simulateTap(onHeaderInSection: section) ?? false
  }

  public func swipe(rowAt indexPath: IndexPath, from edge: ListSwipeEdge, tappingActionAt index: Int) throws -> Bool? {
    let swipeEdge: UITableView.SwipeEdge = edge == .leading ? .leading : .trailing
    if let tableView { return tableView.simulateSwipeAction(at: index, from: swipeEdge, onRowAt: indexPath) }
    return collectionView?.simulateSwipeAction(at: index, from: swipeEdge, onItemAt: indexPath)
  }

  @discardableResult
  public func drag(rowAt source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    // UIKit moves the row in its own model, with no call an app could make: the simulation's
    // bookkeeping batch is not counted.
    updateActivity()
    defer { skipEvents() }
    if let tableView {
      let wasEditing = tableView.isEditing
      tableView.isEditing = true
      defer { tableView.isEditing = wasEditing }
      return tableView.simulateInteractiveMove(from: source, to: proposed)
    }
    return collectionView?.simulateInteractiveMove(from: source, to: proposed)
  }

  /// The headless collection view has no editing mode (its interactive movement needs none):
  /// only a table changes.
  public func setEditing(_ editing: Bool) {
    tableView?.setEditing(editing, animated: false)
  }

  @discardableResult
  public func type(_ text: String, into field: UITextField) -> Bool { field.simulateTyping(text) }

  public func moveVoiceOverFocus(to element: UIView) {
    UIAccessibility.post(notification: .layoutChanged, argument: element)
  }

  public var tracksAccessibilityFocus: Bool { true }

  public var activity: ListViewActivity {
    updateActivity()
    return counted
  }

  public var violations: [String] {
    if let tableView { return tableView.violations.map { $0.message(style: .classic) } }
    return collectionView?.violations.map(\.message) ?? []
  }

  public func putOnScreen(_ onScreen: Bool) {
    if onScreen { window.addSubview(view) } else { view.removeFromSuperview() }
    tableView?.isInWindow = onScreen
    collectionView?.isInWindow = onScreen
  }

  public func finishAnimations() {
    tableView?.finishAnimations()
    collectionView?.finishAnimations()
  }

  // MARK: Reading the event log

  private var eventCount: Int { tableView?.eventLog.count ?? collectionView?.eventLog.count ?? 0 }

  /// Leaves the events logged since the last read uncounted.
  private func skipEvents() {
    parsedEvents = eventCount
    cellRequest = nil
  }

  /// Counts the events logged since the last read.
  private func updateActivity() {
    if let tableView {
      for event in tableView.eventLog.dropFirst(parsedEvents) { count(event) }
    }
    if let collectionView {
      for event in collectionView.eventLog.dropFirst(parsedEvents) { count(event) }
    }
    parsedEvents = eventCount
  }

  private func count(_ event: TableEvent) {
    switch event {
    case .batchBegin: counted.batches += 1
    case .batchBeginsWithoutAnimation: counted.batchesWithoutAnimation += 1
    case .reloadData: counted.fullReloads += 1
    case .update(let operation, _): count(operation)
    case .reconfigure(let path), .warning(.reconfigureSkipped(let path)): counted.reconfiguredRows.append(path)
    case .cellForRow(let path): cellRequest = path
    case .headerView, .footerView: cellRequest = nil
    case .dequeue(_, let reused): countDequeue(reused: reused)
    default: break
    }
  }

  private func count(_ event: CollectionEvent) {
    switch event {
    case .batchBegin: counted.batches += 1
    case .batchBeginsWithoutAnimation: counted.batchesWithoutAnimation += 1
    case .reloadData: counted.fullReloads += 1
    case .update(let operation): count(operation)
    case .reconfigure(let path), .warning(.reconfigureSkipped(let path)): counted.reconfiguredRows.append(path)
    case .cellForItem(let path): cellRequest = path
    case .supplementaryView: cellRequest = nil
    case .dequeue(_, let reused): countDequeue(reused: reused)
    default: break
    }
  }

  private func count(_ operation: TableUpdateOperation) {
    switch operation {
    case .reloadSection(let section): counted.reloadedSections.append(section)
    case .insertSection, .deleteSection, .moveSection: counted.sectionChanges += 1
    case .reloadRow(let path): counted.reloadedRows.append(path)
    case .insertRow(let path): counted.insertedRows.append(path)
    case .deleteRow(let path): counted.deletedRows.append(path)
    case .moveRow: counted.rowMoves += 1
    }
  }

  private func countDequeue(reused: Bool) {
    guard let cellRequest else { return }
    counted.dequeuedRows.append(cellRequest)
    if !reused { counted.createdRows.append(cellRequest) }
  }
}
#endif
