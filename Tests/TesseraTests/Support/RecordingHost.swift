import Tessera
import TesseraTesting

/// An in-memory host that checks every batch against UITableView's rules (spec R3.2–R3.7,
/// R3.14, L1–L5) with `UIKitBatchOracle`, applying it to its own copy of the rows the way a table
/// would, then comparing with what the controller says is shown. Violations go to `violations`.
@MainActor
final class RecordingHost: MeasuringListHost {
  struct ShownRow: Equatable {
    var key: RowID
    var content: AnyRowContent
  }

  weak var controller: ListController?
  var canAnimateUpdates = true
  var availableWidth: Double = 320
  /// When false, completions are held in `pendingCompletions` until `finishBatches()`.
  var completesImmediately = true
  var pendingCompletions: [@MainActor () -> Void] = []

  private var shownSections: [DataSourceSection] = []
  /// What the host shows, row by row.
  var shown: [[ShownRow]] { Self.rows(of: DataSourceList(sections: shownSections)) }
  private(set) var violations: [String] = []
  private(set) var batches = 0
  private(set) var reloads = 0
  private(set) var refreshedPaths: [[ElementPath]] = []
  /// Every batch handed over, in order.
  private(set) var batchLog: [ListBatch] = []
  /// The rows shown when each reload began, before the controller switched lists.
  private(set) var rowsBeforeReloads: [[[ShownRow]]] = []
  /// Every unavailable state the controller told the host to show, with whether it animated.
  private(set) var unavailableStates: [(state: UnavailableState?, isAnimated: Bool)] = []
  /// Measurements per (row key, content, width, expanded).
  private(set) var measurements: [String: Int] = [:]
  var measure: (Row, Bool, Double) -> Double = { row, expanded, _ in expanded ? 100 : 40 }
  /// The height of a header (`true`) or footer at a width.
  var sizeSupplement: (SectionSupplement, Bool, Double) -> Double = { _, _, _ in 20 }

  init(controller: ListController) {
    self.controller = controller
  }

  var totalMeasurements: Int { measurements.values.reduce(0, +) }

  /// Moves a row the way a user's drag does, then tells the controller (which follows without
  /// a batch); returns whether the controller took the move. A refused move is put back, as a
  /// table view reloads after a refused drop.
  @discardableResult
  func dragRow(at source: ElementPath, to destination: ElementPath) -> Bool {
    guard let controller, controller.destinationForMovingRow(at: source, toward: destination) == destination else {
      return false
    }
    let before = shownSections
    var rows = shownSections[source.section].rows
    let row = rows.remove(at: source.element)
    if source.section == destination.section {
      rows.insert(row, at: destination.element)
      shownSections[source.section] = shownSections[source.section].replacingElements(rows)
    } else {
      shownSections[source.section] = shownSections[source.section].replacingElements(rows)
      var arriving = shownSections[destination.section].rows
      arriving.insert(row, at: destination.element)
      shownSections[destination.section] = shownSections[destination.section].replacingElements(arriving)
    }
    guard controller.userDidMoveRow(at: source, to: destination) != nil else {
      shownSections = before
      return false
    }
    return true
  }

  func finishBatches() {
    let completions = pendingCompletions
    pendingCompletions = []
    completions.forEach { $0() }
  }

  // MARK: ListHost

  func reloadAll(updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void) {
    rowsBeforeReloads.append(Self.rows(of: controller?.dataSourceList ?? DataSourceList()))
    updateData()
    reloads += 1
    shownSections = controller?.dataSourceList.sections ?? []
    complete(completion)
  }

  func performBatch(
    _ batch: ListBatch, updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  ) {
    let stage = batch.stage
    batches += 1
    batchLog.append(batch)
    updateData()
    // A host refreshes these headers and footers in place: their sections take their new
    // values and keep their rows, which the stage's operations then change.
    for refreshed in batch.supplementRefreshes {
      let section = stage.data[refreshed]
      let shown = shownSections.indices.filter { shownSections[$0].id == section.id }
      guard shown.count == 1 else {
        violations.append("batch \(batches): refresh of section \(refreshed), whose id is not shown once")
        continue
      }
      let old = shownSections[shown[0]].section
      if old.collapsibility != section.section.collapsibility || (old.header == nil) != (section.section.header == nil)
        || (old.footer == nil) != (section.section.footer == nil)
      {
        violations.append("batch \(batches): section \(refreshed) changed more than a view can show in place")
      }
      shownSections[shown[0]] = section.replacingElements(shownSections[shown[0]].rows)
    }
    let step = UIKitBatchOracle.apply(stage, to: shownSections)
    violations += step.problems.map { "batch \(batches): \($0)" }
    if let mismatch = UIKitBatchOracle.difference(step.shown, controller?.dataSourceList.sections ?? []) {
      violations.append("batch \(batches): the host's rows differ from the controller's: \(mismatch)")
    }
    shownSections = step.shown
    complete(completion)
  }

  func showUnavailableState(_ state: UnavailableState?, isAnimated: Bool) {
    unavailableStates.append((state, isAnimated))
  }

  func refreshRows(at paths: [ElementPath]) {
    refreshedPaths.append(paths)
  }

  func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double {
    measurements["\(row.id)|\(row.content)|\(width)|\(isExpanded)", default: 0] += 1
    return measure(row, isExpanded, width)
  }

  func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double {
    sizeSupplement(supplement, isHeader, width)
  }

  private func complete(_ completion: @escaping @MainActor () -> Void) {
    if completesImmediately { completion() } else { pendingCompletions.append(completion) }
  }

  static func rows(of list: DataSourceList) -> [[ShownRow]] {
    list.sections.map { $0.rows.map { ShownRow(key: $0.id, content: $0.content) } }
  }
}

/// A controller that always animates and ignores diagnostics, attached to a new recording host.
@MainActor
func makeRecordedController() -> (ListController, RecordingHost) {
  let controller = ListController(policy: .alwaysAnimate)
  controller.diagnosticsHandler = { _ in }
  let host = RecordingHost(controller: controller)
  controller.attach(to: host)
  return (controller, host)
}
