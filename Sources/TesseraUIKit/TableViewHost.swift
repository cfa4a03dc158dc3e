#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Shows a ``ListController``'s list in a `UITableView`: it is the table's data source and
/// delegate, dequeues and configures cells by content type, sizes rows through the controller's
/// height cache and applies every change as `performBatchUpdates`, one per stage.
///
/// ```swift
/// let host = TableViewHost(tableView: tableView)
/// host.register(PriceCell.self, for: Price.self)
/// host.submit(productPage(state))
/// ```
///
/// Keep a strong reference to the host (the table holds its data source weakly).
@MainActor
public final class TableViewHost: NSObject, RowInteractionHosting {
  /// The table this host drives.
  public let tableView: UITableView
  /// The controller that owns what is shown.
  public let controller: ListController
  /// The height of a section header or footer given as a plain title.
  public var titleSupplementHeight: Double = 28
  /// Whether a missing cell registration also stops a debug build (`assertionFailure`). Off by
  /// default: the row shows a cell that names the content type and the controller's
  /// `diagnosticsHandler` reports it, so one forgotten `register` cannot stop a whole test run
  /// (route the handler to `Issue.record` to fail just that test). Find them all up front with
  /// ``validateRegistrations(for:)``.
  public var assertsOnMissingRegistration = false

  /// What a tap leaves behind; see ``RowSelectionBehavior``.
  public var selectionBehavior: RowSelectionBehavior = .deselectOnTap

  /// The row animations used for inserts, deletes and reloads.
  public var rowAnimations = TableRowAnimations()

  /// The app's own table delegate (held weakly). Every delegate and scroll-view method the host
  /// does not implement reaches it through Objective-C forwarding; of those the host implements,
  /// selection, display, swipe and context-menu calls reach it too (swipes and menus when the
  /// row declares none). See <doc:YourOwnDelegate>.
  public weak var delegate: (any UITableViewDelegate)? {
    didSet {
      forwarding.target = delegate
      // UIKit caches which optional methods its delegate responds to when the delegate is set:
      // set it again so the new target's methods are seen.
      tableView.delegate = nil
      tableView.delegate = self
    }
  }

  /// The app's delegate, readable from the nonisolated forwarding methods.
  let forwarding = ForwardingTarget()
  /// The section index titles the table was last given, to refresh them only on change.
  var shownIndexTitles: [String] = []

  /// Applies under way that asked for no animation (they show by reloading).
  var pendingNonAnimatedApplies = 0
  var registry = CellRegistry()
  var sizingCells: [String: UITableViewCell] = [:]
  var headerFooterRegistry = HeaderFooterRegistry()
  var sizingHeaderFooters: [String: UITableViewHeaderFooterView] = [:]

  /// Creates a host for `tableView` and makes itself its data source and delegate.
  public init(tableView: UITableView, controller: ListController = ListController()) {
    self.tableView = tableView
    self.controller = controller
    super.init()
    tableView.register(MissingRegistrationCell.self, forCellReuseIdentifier: MissingRegistrationCell.reuseIdentifier)
    tableView.register(CollapsibleHeaderView.self, forHeaderFooterViewReuseIdentifier: CollapsibleHeaderView.reuseIdentifier)
    tableView.register(
      MissingRegistrationHeaderFooterView.self,
      forHeaderFooterViewReuseIdentifier: MissingRegistrationHeaderFooterView.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.prefetchDataSource = self
    controller.attach(to: self)
  }

  #if canImport(UIKit)
    /// Whether the host, or else the app's ``delegate``, handles `aSelector`.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwarding.responds(to: aSelector)
    }

    /// The app's ``delegate``, for the messages the host does not implement.
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      forwarding.object(respondingTo: aSelector) ?? super.forwardingTarget(for: aSelector)
    }
  #else
    /// Whether the app's ``delegate`` handles `aSelector` (the host's own methods are found by
    /// the headless table without asking).
    public nonisolated func responds(to aSelector: Selector!) -> Bool {
      forwarding.responds(to: aSelector)
    }

    /// The app's ``delegate``, for the messages the host does not implement.
    public nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      forwarding.object(respondingTo: aSelector)
    }
  #endif

  /// Registers `cellType` for rows whose content has type `contentType`. Registering another
  /// cell for the same content type replaces the first.
  public func register<Cell: TableCell>(_ cellType: Cell.Type, for contentType: Cell.Content.Type = Cell.Content.self) {
    let registration = registry.register(cellType, for: contentType)
    tableView.register(cellType, forCellReuseIdentifier: registration.reuseIdentifier)
    sizingCells[registration.reuseIdentifier] = nil
  }

  /// Shows `snapshot` as soon as possible.
  public func submit(_ snapshot: ListSnapshot) { controller.submit(snapshot) }

  /// Shows `snapshot`; returns once it is on screen.
  public func apply(_ snapshot: ListSnapshot) async { await controller.apply(snapshot) }

  /// Call when the table's width may have changed (e.g. from `viewDidLayoutSubviews`); cheap
  /// when it did not. Heights are re-measured lazily for the new width.
  public func tableViewDidLayout() {
    guard Double(tableView.bounds.width) != controller.layoutWidth else { return }
    let hadNoWidth = controller.layoutWidth <= 0
    controller.availableWidthDidChange()
    guard controller.hostHasLoaded else { return }
    // On screen, an empty batch animates rows to their new heights. After a load at width 0
    // nothing meaningful was shown and the table keeps its width-0 row heights through an
    // empty batch, and off screen nothing animates: reload, so every height is asked again.
    if canAnimateUpdates && !hadNoWidth {
      tableView.performBatchUpdates(nil, completion: nil)
    } else {
      reloadKeepingSelection()
    }
  }

  /// Selects the header of `section`, as a tap does: a collapsible section toggles. Spelled as
  /// the controller's ``ListController/selectHeader(inSection:)``.
  public func selectHeader(inSection section: Int) {
    controller.selectHeader(inSection: section)
  }

  /// The old spelling of ``selectHeader(inSection:)``.
  @available(*, deprecated, renamed: "selectHeader(inSection:)")
  public func headerTapped(inSection section: Int) { selectHeader(inSection: section) }

  // MARK: Cells

  func configuredCell(for indexPath: IndexPath) -> UITableViewCell {
    let path = ElementPath(element: indexPath.row, section: indexPath.section)
    guard let row = controller.presented.row(at: path) else {
      return tableView.dequeueReusableCell(withIdentifier: MissingRegistrationCell.reuseIdentifier, for: indexPath)
    }
    guard let registration = registry.registration(for: row.content) else {
      return missingRegistrationCell(for: row, at: indexPath)
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: registration.reuseIdentifier, for: indexPath)
    _ = registration.configure(cell, row.content, context(for: row, at: path, measuring: false))
    return cell
  }

  private func missingRegistrationCell(for row: Row, at indexPath: IndexPath) -> UITableViewCell {
    controller.report(.missingRenderer(contentType: row.content.typeName, rowID: row.id))
    if assertsOnMissingRegistration {
      assertionFailure("TableViewHost: no cell registered for \(row.content.typeName) (row \(row.id))")
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: MissingRegistrationCell.reuseIdentifier, for: indexPath)
    (cell as? MissingRegistrationCell)?.show(contentType: row.content.typeName)
    return cell
  }

  func context(for row: Row, at path: ElementPath, measuring: Bool) -> TableCellContext {
    let id = row.id
    return TableCellContext(
      rowID: id, isExpanded: controller.isExpanded(rowAt: path), isMeasuring: measuring,
      send: { [weak controller] event in controller?.send(event, toRowWithID: id) ?? false },
      invalidateHeight: { [weak controller] in controller?.invalidateHeight(ofRowWithID: id) })
  }

  /// Measures a row with a cell kept for measuring only (never one from the reuse pool).
  func measure(_ row: Row, isExpanded: Bool, width: Double) -> Double {
    guard let registration = registry.registration(for: row.content) else { return titleSupplementHeight }
    let cell: UITableViewCell
    if let cached = sizingCells[registration.reuseIdentifier] {
      cell = cached
    } else {
      cell = registration.viewType.init(style: .default, reuseIdentifier: nil)
      sizingCells[registration.reuseIdentifier] = cell
    }
    cell.bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: cell.bounds.height)
    let context = TableCellContext(rowID: row.id, isExpanded: isExpanded, isMeasuring: true, send: { _ in false })
    _ = registration.configure(cell, row.content, context)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    return Double(size.height)
  }
}
