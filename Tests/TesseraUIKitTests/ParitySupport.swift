#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A header that shows any content as text, 36 points tall, for the table.
final class TableTextHeader<Content: Equatable & Sendable>: UITableViewHeaderFooterView, TableHeaderFooter {
  func configure(with content: Content, context: SectionSupplementContext) {
    textLabel?.text = String(describing: content)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 36) }
}

/// What happened on a view since a mark, in words both views share.
struct ViewActivity: Equatable {
  var batches = 0
  var batchesWithoutAnimation = 0
  var reloads = 0
  var sectionReloads = 0
  var rowDeletes = 0
  var rowReloads = 0
  var rowMoves = 0
  var dequeues = 0
}

/// One of the two UIKit hosts in a window, with what a test reads off its view, as values (a
/// table and a collection view answer the same questions): the same scenario runs through both
/// and their answers are compared.
@MainActor
struct HostUnderTest {
  let name: String
  let host: UIKitListHost
  let view: UIScrollView
  let window: UIWindow
  /// The diagnostics this host reported, in order.
  let diagnostics: DiagnosticLog
  /// Registers the text cell (and text header) for a content type.
  let registerText: (_ contentType: any (Equatable & Sendable).Type) -> Void
  let visiblePaths: () -> [IndexPath]
  let textOfRow: (IndexPath) -> String?
  let cellAt: (IndexPath) -> UIView?
  /// The text the header of a section shows on screen.
  let headerText: (Int) -> String?
  let frameOfRow: (IndexPath) -> CGRect
  let selectedPaths: () -> [IndexPath]
  let tapRow: (IndexPath) -> Void
  let tapHeader: (Int) -> Bool
  /// Taps the first trailing swipe button of a row; `nil` when it has none.
  let swipeTrailing: (IndexPath) -> Bool?
  let drag: (_ from: IndexPath, _ to: IndexPath) -> IndexPath?
  let violations: () -> [String]
  let eventCount: () -> Int
  let activity: (_ since: Int) -> ViewActivity
  let finishAnimations: () -> Void
  let allowsMultipleSelection: (Bool) -> Void
  let setInSimulatedWindow: (Bool) -> Void
  /// Scrolls the row with an id to the top of the view.
  let scrollToTop: (RowID) -> Void

  func layout() { view.layoutIfNeeded() }

  /// The ids of the rows on screen, in display order.
  var visibleRowIDs: [RowID] { visiblePaths().compactMap { host.rowID(at: $0) } }
  /// The text each row on screen shows, by id.
  var visibleTexts: [String] { visiblePaths().map { textOfRow($0) ?? "<no cell>" } }
  /// The height of each row on screen, by id.
  var visibleHeights: [RowID: CGFloat] {
    Dictionary(visiblePaths().compactMap { path in host.rowID(at: path).map { ($0, frameOfRow(path).height) } }) {
      a, _ in a
    }
  }
  /// The cell object on screen for each row, by id.
  var visibleCellIdentities: [RowID: ObjectIdentifier] {
    Dictionary(
      visiblePaths().compactMap { path in
        guard let id = host.rowID(at: path), let cell = cellAt(path) else { return nil }
        return (id, ObjectIdentifier(cell))
      }, uniquingKeysWith: { a, _ in a })
  }
  /// The ids of the rows the view shows selected.
  var shownSelection: Set<RowID> { Set(selectedPaths().compactMap { host.rowID(at: $0) }) }

  /// Shows `snapshot` in text cells with a `.persistent` selection, of several rows at a time
  /// unless `allowsMultipleSelection` is `false`, and lays the view out.
  func showSelecting(_ snapshot: ListSnapshot, allowsMultipleSelection: Bool = true) async {
    registerText(String.self)
    host.selectionBehavior = .persistent
    self.allowsMultipleSelection(allowsMultipleSelection)
    await host.apply(snapshot)
    layout()
  }

  /// Selects the row with `id` by code, through the host's own `selectRow(withID:)` (a
  /// ``RowID`` picks that overload).
  func selectRow(withID id: RowID) -> Bool {
    if let table = host as? TableViewHost { return table.selectRow(withID: id) }
    if let collection = host as? CollectionViewHost { return collection.selectRow(withID: id) }
    Issue.record("\(name): an unknown host")
    return false
  }

  /// Puts the view in its window, or takes it out of every window (real or simulated).
  func putOnScreen(_ onScreen: Bool) {
    if onScreen { window.addSubview(view) } else { view.removeFromSuperview() }
    setInSimulatedWindow(onScreen)
  }
}

/// Collects a host's diagnostics.
@MainActor
final class DiagnosticLog {
  var entries: [ListDiagnostic] = []
}

extension HostUnderTest {
  /// Both hosts, each in a window of `width` × `height`, with `policy`.
  static func both(
    width: CGFloat = 376, height: CGFloat = 2_000, policy: ListUpdatePolicy = .default
  ) -> [HostUnderTest] {
    [table(width: width, height: height, policy: policy), collection(width: width, height: height, policy: policy)]
  }

  static func table(width: CGFloat, height: CGFloat, policy: ListUpdatePolicy) -> HostUnderTest {
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    let table = UITableView(frame: frame, style: .plain)
    table.sectionHeaderTopPadding = 0
    let log = DiagnosticLog()
    let host = TableViewHost(
      tableView: table, controller: ListController(policy: policy, diagnosticsHandler: { log.entries.append($0) }))
    installIdentityOracle(table, host)
    let window = UIWindow(frame: frame)
    window.addSubview(table)
    window.makeKeyAndVisible()
    return HostUnderTest(
      name: "table", host: host, view: table, window: window, diagnostics: log,
      registerText: { type in registerTableText(type, on: host) },
      visiblePaths: { table.indexPathsForVisibleRows ?? [] },
      textOfRow: { table.cellForRow(at: $0)?.textLabel?.text },
      cellAt: { table.cellForRow(at: $0) },
      headerText: { table.headerView(forSection: $0)?.textLabel?.text },
      frameOfRow: { table.rectForRow(at: $0) },
      selectedPaths: { table.indexPathsForSelectedRows ?? [] },
      tapRow: { table.simulateTap(at: $0) },
      tapHeader: { table.simulateTap(onHeaderInSection: $0) },
      swipeTrailing: { table.simulateSwipeAction(from: .trailing, onRowAt: $0) },
      drag: { source, proposed in
        table.isEditing = true
        defer { table.isEditing = false }
        return table.simulateInteractiveMove(from: source, to: proposed)
      },
      violations: { table.violations.map { $0.message(style: .classic) } },
      eventCount: { table.eventLog.count },
      activity: { mark in ViewActivity(table.eventLog.dropFirst(mark)) },
      finishAnimations: { table.finishAnimations() },
      allowsMultipleSelection: { table.allowsMultipleSelection = $0 },
      setInSimulatedWindow: { table.isInWindow = $0 },
      scrollToTop: { host.scrollToRow(withID: $0, at: .top, animated: false) })
  }

  static func collection(width: CGFloat, height: CGFloat, policy: ListUpdatePolicy) -> HostUnderTest {
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    let collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
    let log = DiagnosticLog()
    let host = CollectionViewHost(
      collectionView: collectionView,
      controller: ListController(policy: policy, diagnosticsHandler: { log.entries.append($0) }))
    let window = UIWindow(frame: frame)
    window.addSubview(collectionView)
    window.makeKeyAndVisible()
    return HostUnderTest(
      name: "collection", host: host, view: collectionView, window: window, diagnostics: log,
      registerText: { type in registerCollectionText(type, on: host) },
      visiblePaths: { collectionView.indexPathsForVisibleItems.sorted() },
      textOfRow: { path in
        let cell = collectionView.cellForItem(at: path)
        return (cell as? any ShowsText)?.text ?? (cell?.contentConfiguration as? UIListContentConfiguration)?.text
      },
      cellAt: { collectionView.cellForItem(at: $0) },
      headerText: { section in
        let header = collectionView.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        return (header as? any ShowsText)?.text ?? header?.accessibilityLabel
      },
      frameOfRow: { collectionView.layoutAttributesForItem(at: $0)?.frame ?? .zero },
      selectedPaths: { collectionView.indexPathsForSelectedItems ?? [] },
      tapRow: { collectionView.simulateTap(onItemAt: $0) },
      tapHeader: { collectionView.simulateTap(onHeaderInSection: $0) },
      swipeTrailing: { collectionView.simulateSwipeAction(from: .trailing, onItemAt: $0) },
      drag: { source, proposed in collectionView.simulateInteractiveMove(from: source, to: proposed) },
      violations: { collectionView.violations.map(\.message) },
      eventCount: { collectionView.eventLog.count },
      activity: { mark in ViewActivity(collectionView.eventLog.dropFirst(mark)) },
      finishAnimations: { collectionView.finishAnimations() },
      allowsMultipleSelection: { collectionView.allowsMultipleSelection = $0 },
      setInSimulatedWindow: { collectionView.isInWindow = $0 },
      scrollToTop: { host.scrollToRow(withID: $0, at: .top, animated: false) })
  }

  private static func registerTableText<Content: Equatable & Sendable>(_ type: Content.Type, on host: TableViewHost) {
    host.register(TextCell<Content>.self)
    host.registerHeaderFooter(TableTextHeader<Content>.self)
  }

  private static func registerCollectionText<Content: Equatable & Sendable>(
    _ type: Content.Type, on host: CollectionViewHost
  ) {
    host.register(CollectionTextCell<Content>.self)
    host.registerHeaderFooter(CollectionTextHeader<Content>.self)
  }
}

extension ViewActivity {
  init(_ events: some Sequence<TableEvent>) {
    for event in events {
      switch event {
      case .batchBegin: batches += 1
      case .batchBeginsWithoutAnimation: batchesWithoutAnimation += 1
      case .reloadData: reloads += 1
      case .update(.reloadSection, _): sectionReloads += 1
      case .update(.deleteRow, _): rowDeletes += 1
      case .update(.reloadRow, _): rowReloads += 1
      case .update(.moveRow, _): rowMoves += 1
      case .dequeue: dequeues += 1
      default: break
      }
    }
  }

  init(_ events: some Sequence<CollectionEvent>) {
    for event in events {
      switch event {
      case .batchBegin: batches += 1
      case .batchBeginsWithoutAnimation: batchesWithoutAnimation += 1
      case .reloadData: reloads += 1
      case .update(.reloadSection): sectionReloads += 1
      case .update(.deleteRow): rowDeletes += 1
      case .update(.reloadRow): rowReloads += 1
      case .update(.moveRow): rowMoves += 1
      case .dequeue(let identifier, _)
      where !identifier.contains("TitleSupplementaryView") && !identifier.contains("HeaderFooter"):
        dequeues += 1
      default: break
      }
    }
  }
}
