import TesseraTesting
import TesseraUIKit

/// What a scenario works with: a fresh host on a fresh view made by a ``ListViewDriver``, the
/// diagnostics the host reported, and expectations that are collected, not thrown.
///
/// Everything here goes through the driver and the hosts' app-facing API (`apply`, `submit`,
/// `register`, `selectRow(withID:)`, `indexPath(forRowID:)`, `rowID(at:)`, ...), so a scenario
/// reads the same on real UIKit and on HeadlessUIKit.
@MainActor
public final class ScenarioContext {
  /// The driver of the view.
  public let driver: any ListViewDriver
  /// The host showing its controller's list in the view.
  public let host: UIKitListHost
  /// Every diagnostic the host reported, in order.
  public private(set) var diagnostics: [ListDiagnostic] = []
  /// The expectations that failed, in order.
  public private(set) var failures: [ScenarioFailure] = []

  /// A table or a collection host, with a controller of `policy`, on the driver's view.
  public init(driver: any ListViewDriver, policy: ListUpdatePolicy = .default) {
    self.driver = driver
    let log = DiagnosticSink()
    let controller = ListController(policy: policy, diagnosticsHandler: { log.receive($0) })
    if let tableView = driver.tableView {
      host = TableViewHost(tableView: tableView, controller: controller)
    } else if let collectionView = driver.collectionView {
      host = CollectionViewHost(collectionView: collectionView, controller: controller)
    } else {
      preconditionFailure("a list view driver drives a table or a collection view")
    }
    log.receive = { [weak self] in self?.diagnostics.append($0) }
  }

  /// Which view the scenario runs on now.
  public var kind: ListViewKind { driver.kind }
  /// The host, when the view is a table.
  public var tableHost: TableViewHost? { host as? TableViewHost }
  /// The host, when the view is a collection view.
  public var collectionHost: CollectionViewHost? { host as? CollectionViewHost }

  // MARK: Expectations

  /// Records a failure, naming the view, when `condition` is false.
  public func expect(
    _ condition: Bool, _ message: @autoclosure () -> String = "", fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    guard !condition else { return }
    failures.append(
      ScenarioFailure(
        kind: kind, message: message().isEmpty ? "expectation failed" : message(), fileID: fileID, filePath: filePath,
        line: line, column: column))
  }

  /// `value`, or a recorded failure and a thrown ``ScenarioStop`` when it is `nil`: the rest of
  /// the scenario would only report what follows from it.
  public func require<Value>(
    _ value: Value?, _ message: @autoclosure () -> String = "", fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) throws -> Value {
    guard let value else {
      expect(false, "required: " + message(), fileID: fileID, filePath: filePath, line: line, column: column)
      throw ScenarioStop()
    }
    return value
  }

  // MARK: Showing

  /// Shows `snapshot` and lays the view out.
  public func show(_ snapshot: ListSnapshot, animatingDifferences: Bool = true) async {
    await host.apply(snapshot, animatingDifferences: animatingDifferences)
    driver.layout()
  }

  /// Waits until the controller shows the latest snapshot, then lays the view out.
  public func settle() async {
    await host.controller.settle()
    driver.layout()
  }

  /// Lays the view out.
  public func layout() { driver.layout() }

  // MARK: Reading by row id

  /// The ids of the rows on screen, in display order.
  public var visibleRowIDs: [RowID] { driver.visibleRows.compactMap { host.rowID(at: $0.indexPath) } }

  /// The text each row on screen shows, in display order (`<no text>` for none).
  public var visibleTexts: [String] { driver.visibleRows.map { $0.text ?? "<no text>" } }

  /// The height of each row on screen, by id.
  public var visibleHeights: [RowID: CGFloat] {
    Dictionary(
      driver.visibleRows.compactMap { row in host.rowID(at: row.indexPath).map { ($0, row.height) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// The cell showing each row on screen, by id: the same value before and after an update
  /// means the row kept its cell.
  public var cellIdentities: [RowID: ObjectIdentifier] {
    Dictionary(
      driver.visibleRows.compactMap { row in host.rowID(at: row.indexPath).map { ($0, row.cell) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// The cell on screen for the row with `id`.
  public func cell(forRowID id: RowID) -> UIView? {
    tableHost?.cell(forRowID: id) ?? collectionHost?.cell(forRowID: id)
  }

  /// The frame of the row with `id` when it is on screen.
  public func frame(ofRowWithID id: RowID) -> CGRect? {
    driver.visibleRows.first { host.rowID(at: $0.indexPath) == id }?.frame
  }

  /// The ids of the rows the view shows selected.
  public var shownSelection: Set<RowID> { Set(driver.selectedRows.compactMap { host.rowID(at: $0) }) }

  /// The text of the header of `section` on screen, without a collapsible section's ▸ or ▾.
  public func headerTitle(_ section: Int) -> String? {
    driver.headerText(inSection: section).map {
      $0.replacingOccurrences(of: "▸ ", with: "").replacingOccurrences(of: "▾ ", with: "")
    }
  }

  // MARK: Acting by row id

  /// Taps the row with `id`; records a failure when it is not shown.
  public func tapRow(withID id: RowID, fileID: String = #fileID, line: Int = #line) {
    guard let path = host.indexPath(forRowID: id) else {
      return expect(false, "row \(id) is not shown, so it cannot be tapped", fileID: fileID, line: line)
    }
    driver.tapRow(at: path)
  }

  /// Taps the header of `section` and waits for the list to catch up.
  public func toggleSection(_ section: Int, fileID: String = #fileID, line: Int = #line) async {
    expect(
      driver.tapHeader(inSection: section), "the header of section \(section) took no tap", fileID: fileID, line: line)
    await settle()
    driver.finishAnimations()
  }

  /// Selects the row with `id` by code, through the host's `selectRow(withID:)`.
  @discardableResult
  public func selectRow(withID id: RowID) -> Bool {
    tableHost?.selectRow(withID: id) ?? collectionHost?.selectRow(withID: id) ?? false
  }

  /// Scrolls the row with `id` to the top through the host's `scrollToRow(withID:at:animated:)`,
  /// and lays out.
  @discardableResult
  public func scrollToTop(_ id: RowID) -> Bool {
    scroll(to: id, at: .top)
  }

  /// Scrolls the row with `id` to `position` through the host, without animation, and lays out.
  @discardableResult
  public func scroll(to id: RowID, at position: ListScrollPosition) -> Bool {
    let scrolled: Bool
    if let tableHost {
      let positions: [ListScrollPosition: UITableView.ScrollPosition] = [
        .none: .none, .top: .top, .middle: .middle, .bottom: .bottom,
      ]
      scrolled = tableHost.scrollToRow(withID: id, at: positions[position] ?? .none, animated: false)
    } else if let collectionHost {
      let positions: [ListScrollPosition: UICollectionView.ScrollPosition] = [
        .none: [], .top: .top, .middle: .centeredVertically, .bottom: .bottom,
      ]
      scrolled = collectionHost.scrollToRow(withID: id, at: positions[position] ?? [], animated: false)
    } else {
      scrolled = false
    }
    driver.layout()
    return scrolled
  }

  /// What the view shows now, as both views can say it.
  public func outcome() -> ScenarioOutcome {
    driver.layout()
    return ScenarioOutcome(
      visibleRows: visibleRowIDs, texts: visibleTexts, heights: visibleHeights, selection: shownSelection,
      diagnostics: diagnostics)
  }
}

/// Thrown by ``ScenarioContext/require(_:_:fileID:filePath:line:column:)``: the scenario stops,
/// its failure already recorded.
public struct ScenarioStop: Error {}

/// Forwards a controller's diagnostics to the context made after it.
@MainActor
private final class DiagnosticSink {
  var receive: (ListDiagnostic) -> Void = { _ in }
}

/// What a screen shows at the end of a scenario, as both hosts can say it.
public struct ScenarioOutcome: Equatable, Sendable, CustomStringConvertible {
  /// The ids of the rows on screen, in order.
  public var visibleRows: [RowID]
  /// Their texts.
  public var texts: [String]
  /// Their heights.
  public var heights: [RowID: CGFloat]
  /// The rows shown selected.
  public var selection: Set<RowID>
  /// The diagnostics reported on the way.
  public var diagnostics: [ListDiagnostic]

  /// Everything, for failure messages.
  public var description: String {
    "rows \(visibleRows), texts \(texts), heights \(heights.sorted { $0.key.description < $1.key.description }), "
      + "selection \(selection.sorted { $0.description < $1.description }), diagnostics \(diagnostics)"
  }
}
