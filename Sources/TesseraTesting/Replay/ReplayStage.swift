#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit
import TesseraUIKit

/// The views, host and controller a replay drives, and how each recorded step is done to them.
@MainActor
final class ReplayStage {
  let kit = StandInKit()
  let controller: ListController
  let host: UIKitListHost
  let table: UITableView?
  let collection: UICollectionView?
  private(set) var notes: [String] = []
  private var violations: [ContractExplanation] = []
  /// Types registered at their recorded registration, not before the first update.
  private var registeredLater: Set<String> = []
  /// What was shown before the recording's first entry.
  private let start: FlightRecording.Shape

  init(hostKind: FlightReplay.HostKind, recording: FlightRecording) {
    start = recording.start
    let settings = recording.settings
    let width = recording.updates.first?.width ?? 320
    let frame = CGRect(
      x: 0, y: 0, width: CGFloat(width > 0 ? width : 320), height: CGFloat(settings.viewportHeight ?? 600))
    controller = ListController(
      policy: ListUpdatePolicy(
        maximumAnimatedChanges: settings.maximumAnimatedChanges,
        reloadWhenHostCannotAnimate: settings.reloadsWhenHostCannotAnimate),
      defaultRowEstimate: settings.defaultRowEstimate, diagnosticsHandler: { _ in })
    switch hostKind {
    case .table:
      let table = UITableView(frame: frame, style: .plain)
      self.table = table
      collection = nil
      host = TableViewHost(tableView: table, controller: controller)
    case .collection:
      let collection = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
      self.collection = collection
      table = nil
      host = CollectionViewHost(collectionView: collection, controller: controller)
    }
    apply(settings)
    let controller = self.controller
    table?.identityOracle = { path in
      controller.dataSourceList.row(at: ElementPath(element: path.row, section: path.section)).map {
        AnyHashable($0.id)
      }
        ?? AnyHashable("no row")
    }
    table?.violationHandler = { [weak self] error in self?.violations.append(ContractExplanation(error)) }
    collection?.violationHandler = { [weak self] error in self?.violations.append(ContractExplanation(error)) }
  }

  /// The first violation since the last call, as the replay reports it.
  func takeViolation(during moment: String, entry: Int?, update: Int?) -> FlightReplayViolation? {
    defer { violations = [] }
    guard let first = violations.first else { return nil }
    return FlightReplayViolation(moment: moment, entryIndex: entry, updateNumber: update, explanation: first)
  }

  // MARK: Set-up

  func apply(_ settings: FlightRecording.Settings) {
    host.selectionBehavior = settings.keepsSelection ? .persistent : .deselectOnTap
    host.titleSupplementHeight = settings.titleSupplementHeight
    table?.allowsMultipleSelection = settings.allowsMultipleSelection
    collection?.allowsMultipleSelection = settings.allowsMultipleSelection
    controller.policy = ListUpdatePolicy(
      maximumAnimatedChanges: settings.maximumAnimatedChanges,
      reloadWhenHostCannotAnimate: settings.reloadsWhenHostCannotAnimate)
    controller.anchoring = settings.anchoring
    if let height = settings.viewportHeight, let view = listView, Double(view.frame.height) != height {
      view.frame.size.height = CGFloat(height)
      view.layoutIfNeeded()
    }
  }

  var listView: UIScrollView? { table ?? collection }

  /// Registers, before anything is shown, the views of every type the recording shows, except
  /// those whose first registration a recording that starts with the first load kept: those
  /// were registered late, and are registered when the recording says.
  func registerUpFront(_ steps: [ReplayStep]) {
    var rowTypes: [String] = []
    var supplementTypes: [String] = []
    var seenRows: Set<String> = []
    var seenSupplements: Set<String> = []
    func note(_ shape: FlightRecording.Shape) {
      for section in shape.sections {
        for row in section.rows + section.hiddenRows where seenRows.insert(row.type).inserted {
          rowTypes.append(row.type)
        }
        for supplement in [section.attributes.header, section.attributes.footer] {
          if let type = supplement?.contentType, seenSupplements.insert(type).inserted { supplementTypes.append(type) }
        }
      }
    }
    var startsWithFirstLoad = false
    var late: Set<String> = []
    note(start)
    for step in steps {
      switch step {
      case .update(let update, let shape, _):
        if update == firstUpdate(of: steps), case .reload(.firstLoad) = update.outcome { startsWithFirstLoad = true }
        note(shape)
      case .event(.registration(let type, _, let forSupplements), _):
        late.insert((forSupplements ? "s:" : "r:") + type)
      default:
        break
      }
    }
    for type in rowTypes where !(startsWithFirstLoad && late.contains("r:" + type)) {
      kit.register(type, forSupplements: false, on: host)
    }
    for type in supplementTypes where !(startsWithFirstLoad && late.contains("s:" + type)) {
      kit.register(type, forSupplements: true, on: host)
    }
    registeredLater = startsWithFirstLoad ? late : []
  }

  private func firstUpdate(of steps: [ReplayStep]) -> FlightRecording.Update? {
    for step in steps {
      if case .update(let update, _, _) = step { return update }
    }
    return nil
  }

  /// Puts the measurements recorded in `steps[start..<end]` in the book.
  func loadMeasurements(until end: Int, in steps: [ReplayStep], from start: Int) {
    guard start < end else { return }
    var rows: [(MeasurementBook.RowKey, Double)] = []
    var supplements: [(MeasurementBook.SupplementKey, Double)] = []
    for step in steps[start..<end] {
      guard case .event(let event, _) = step else { continue }
      switch event {
      case .rowMeasurement(let row, let width, let isExpanded, let height):
        rows.append((MeasurementBook.RowKey(id: row, width: width, isExpanded: isExpanded), height))
      case .supplementMeasurement(let section, let isHeader, let width, let height):
        supplements.append((MeasurementBook.SupplementKey(section: section, isHeader: isHeader, width: width), height))
      default:
        break
      }
    }
    kit.book.load(rows: rows, supplements: supplements)
  }

  // MARK: Steps

  /// Sets the controller's collapsed sections as `shape` has them: by id, as the controller
  /// keeps them. Where every section of an id is as it starts (sections that share an id may
  /// start differently), nothing is kept for the id; otherwise what the first one shows.
  func setCollapse(of shape: FlightRecording.Shape) {
    var states: [FlightRecording.Identifier: Bool?] = [:]
    for section in shape.sections {
      guard case .collapsible(let initially) = section.attributes.collapsibility else { continue }
      let collapsed = section.attributes.isCollapsed
      switch states[section.id] {
      case nil: states[section.id] = collapsed == initially ? Bool?.none : collapsed
      case .some(.none) where collapsed != initially: states[section.id] = collapsed
      default: break
      }
    }
    for (id, state) in states { controller.setCollapsedWithoutUpdate(state, sectionWithID: id.replayID) }
  }

  /// Applies `update` with the view as it was then; returns the batches the controller sent.
  func apply(_ update: FlightRecording.Update, shape: FlightRecording.Shape) async -> [FlightRecording.Batch] {
    let isOffScreen = update.outcome == .reload(.cannotAnimate)
    table?.isInWindow = !isOffScreen
    collection?.isInWindow = !isOffScreen
    if update.width > 0 { setWidth(update.width) }
    if let top = update.viewportTop { scroll(to: top) }
    setCollapse(of: shape)
    let before = controller.flightRecorder.latestUpdateNumber
    await controller.apply(kit.snapshot(of: shape), animatingDifferences: update.isAnimated)
    layOut()

    return controller.flightRecorder.latestUpdateNumber == before ? [] : controller.flightRecorder.latestBatches
  }

  func layOut() {
    table?.layoutIfNeeded()
    table?.finishAnimations()
    collection?.layoutIfNeeded()
    collection?.finishAnimations()
  }

  func setWidth(_ width: Double) {
    guard let view = listView, Double(view.frame.width) != width else { return }
    view.frame.size.width = CGFloat(width)
    view.layoutIfNeeded()
    (host as? TableViewHost)?.tableViewDidLayout()
    (host as? CollectionViewHost)?.collectionViewDidLayout()
  }

  /// Scrolls to `top`. The view may move its offset as it lays out (rows above the viewport
  /// measured anew): the live view had reached `top` from elsewhere, so the replay insists, a
  /// few times, until the offset stays.
  func scroll(to top: Double) {
    for _ in 0..<3 {
      guard let view = listView, Double(view.contentOffset.y) != top else { return }
      table?.scroll(to: CGFloat(top))
      collection?.scroll(to: CGFloat(top))
    }
  }

  /// Where the row `row` is: at `path` when the row there has its id (ids may be duplicated),
  /// else where the host finds it.
  func indexPath(of row: FlightRecording.Identifier, near path: ElementPath) -> IndexPath? {
    if controller.dataSourceList.row(at: path)?.id == row.replayID {
      return IndexPath(row: path.element, section: path.section)
    }
    return host.indexPath(forRowID: row.replayID)
  }

  /// Does `event` to the views, as the user or the app did.
  func perform(_ event: FlightRecording.Event) async {
    switch event {
    case .tap(let row, let at):
      guard let path = indexPath(of: row, near: at) else {
        return note("a tap on row \(row), which is not shown, was skipped")
      }
      table?.simulateTap(at: path)
      collection?.simulateTap(onItemAt: path)
    case .deselect(let row, let at):
      // Deselection is a user's act only in multiple selection (else it comes with a tap).
      guard let view = listView, let path = indexPath(of: row, near: at), isSelected(path),
        allowsMultipleSelection(view)
      else {
        return
      }
      table?.simulateTap(at: path)
      collection?.simulateTap(onItemAt: path)
    case .viewport(let top):
      scroll(to: top)
    case .width(let width):
      setWidth(width)
    case .registration(let type, _, let forSupplements):
      let key = (forSupplements ? "s:" : "r:") + type
      if registeredLater.contains(key) || kit.typeNames.contains(type) {
        kit.register(type, forSupplements: forSupplements, on: host)
      }
      await controller.settle()
    case .settings(let settings):
      apply(settings)
    case .expansion(let row, let isExpanded):
      controller.setExpanded(isExpanded, rowWithID: row.replayID)
    case .collapse:
      // Each update carries the collapse of its sections.
      break
    case .userMove(let row, let from, let to):
      let source = IndexPath(row: from.element, section: from.section)
      let proposed = IndexPath(row: to.element, section: to.section)
      var landed: IndexPath?
      if let table {
        table.isEditing = true
        landed = table.simulateInteractiveMove(from: source, to: proposed)
        table.isEditing = false
      } else {
        landed = collection?.simulateInteractiveMove(
          from: IndexPath(item: from.element, section: from.section),
          to: IndexPath(item: to.element, section: to.section))
      }
      if landed == nil { note("a drag of row \(row) from \(from) to \(to) could not be replayed") }
    case .heightInvalidation(let row):
      controller.invalidateHeight(ofRowWithID: row.replayID)
      await controller.settle()
    case .measuredHeightsInvalidation:
      controller.invalidateMeasuredHeights()
    case .supplementHeightsInvalidation:
      controller.invalidateSupplementHeights()
    case .rowMeasurement, .supplementMeasurement, .anchoring, .diagnostic, .eventsDropped:
      break
    }
    table?.layoutIfNeeded()
    collection?.layoutIfNeeded()
  }

  private func isSelected(_ path: IndexPath) -> Bool {
    (table?.indexPathsForSelectedRows ?? collection?.indexPathsForSelectedItems ?? []).contains(path)
  }

  private func allowsMultipleSelection(_ view: UIScrollView) -> Bool {
    table?.allowsMultipleSelection ?? collection?.allowsMultipleSelection ?? false
  }

  private func note(_ text: String) {
    notes.append(text)
  }

  /// The screen text of the view now.
  func screenText(_ options: ScreenTextOptions) -> String {
    table?.visibleScreenText(options: options) ?? collection?.visibleScreenText(options: options) ?? ""
  }
}
#endif
