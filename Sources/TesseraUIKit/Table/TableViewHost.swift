#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Shows a ``ListController``'s list in a `UITableView`: it gives the table its data source and
/// delegate, dequeues and configures cells by content type, sizes rows through the controller's
/// height cache and applies every change as `performBatchUpdates`, one per stage.
///
/// ```swift
/// let host = TableViewHost(tableView: tableView)
/// host.register(PriceCell.self, for: Price.self)
/// host.submit(productPage(state))
/// ```
///
/// Keep a strong reference to the host (the table holds its data source weakly). What it shares
/// with ``CollectionViewHost`` is documented on ``UIKitListHost``.
@MainActor
public final class TableViewHost: UIKitListHost {
  /// The table this host drives.
  public let tableView: UITableView

  /// The row animations used for inserts, deletes and reloads.
  public var rowAnimations = TableRowAnimations()

  /// The app's own table delegate (held weakly). The table's delegate stays the host's: every
  /// delegate and scroll-view method the host does not implement reaches this one through
  /// Objective-C forwarding; of those the host implements, selection, display, scrolling, swipe
  /// and context-menu calls reach it too (swipes and menus when the row declares none). See
  /// <doc:YourOwnDelegate>.
  public weak var delegate: (any UITableViewDelegate)? {
    didSet { if !appDelegateDidChange(to: delegate) { delegate = nil } }
  }

  /// The section index titles the table was last given, to refresh them only on change.
  var shownIndexTitles: [String] = []

  /// Creates a host for `tableView` and gives the table its data source and delegate.
  public init(tableView: UITableView, controller: ListController = ListController()) {
    self.tableView = tableView
    let adapter = TableViewAdapter()
    super.init(listView: tableView, adapter: adapter, controller: controller)
    adapter.host = self
    tableView.register(MissingRegistrationCell.self, forCellReuseIdentifier: Self.missingRegistrationIdentifier)
    tableView.register(
      CollapsibleHeaderView.self, forHeaderFooterViewReuseIdentifier: CollapsibleHeaderView.reuseIdentifier)
    tableView.register(
      MissingRegistrationHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.missingRegistrationIdentifier)
    registerPageStatusCell(PageStatusCell.self, make: { PageStatusCell(style: .default, reuseIdentifier: nil) }) {
      $0.show($1)
    }
    attach()
  }

  // MARK: Registration

  /// Registers `cellType` for rows whose content has type `contentType`, and hands every new
  /// cell to `setUpNewCell` once, before the cell's own ``TableCell/setUp()`` and its first
  /// ``TableCell/configure(with:context:)``: the place to give cells what the screen provides
  /// (an image loader, a formatter) without a global, so two screens, or two tests running at
  /// once, each configure their cells with their own.
  ///
  /// ```swift
  /// host.register(PriceCell.self)
  /// host.register(MessageCell.self) { [images] cell in cell.images = images }
  /// ```
  ///
  /// Cells the host makes for measuring get it too. Registering another cell for the same
  /// content type replaces the first, closure and all.
  public func register<Cell: TableCell>(
    _ cellType: Cell.Type, for contentType: Cell.Content.Type = Cell.Content.self,
    setUpNewCell: @escaping @MainActor (Cell) -> Void = { _ in }
  ) {
    registerAppCell(
      cellType, for: contentType, kind: "Cell", make: { cellType.init(style: .default, reuseIdentifier: nil) },
      setUpNewCell: setUpNewCell, setUp: { $0.setUp() }, configure: { $0.configure(with: $1, context: $2) })
  }

  /// Registers `viewType` for section headers and footers whose content has type `contentType`
  /// (`.header(.content(...))`). Registering another view for the same content type replaces it.
  public func registerHeaderFooter<View: TableHeaderFooter>(
    _ viewType: View.Type, for contentType: View.Content.Type = View.Content.self
  ) {
    registerAppSupplement(
      viewType, for: contentType, kind: "HeaderFooter", make: { viewType.init(reuseIdentifier: nil) },
      setUp: { $0.setUp() }, configure: { $0.configure(with: $1, context: $2) })
  }

  // MARK: By row id

  /// The visible cell that shows the row with `id`, or `nil` when the row is off screen or absent.
  public func cell(forRowID id: some Hashable & Sendable) -> UITableViewCell? {
    shownCell(forRowID: RowID(id)) as? UITableViewCell
  }

  /// Selects the row with `id` (the app's own id value, as given to `Row(_:_:)`) without calling
  /// the delegate, as UIKit's `selectRow(at:...)` does (in a table that selects one row at a
  /// time, it replaces the selection, a row hidden by a collapsed section included). Returns
  /// `false`, and selects nothing, when the row is not shown (absent, or in a collapsed
  /// section).
  @discardableResult
  public func selectRow(
    withID id: some Hashable & Sendable, animated: Bool = false, scrollPosition: UITableView.ScrollPosition = .none
  ) -> Bool {
    selectShownRow(withID: RowID(id)) { [tableView] indexPath in
      tableView.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
  }

  /// Scrolls the row with `id` to `position`, exactly, however far it is and whatever its
  /// estimate: the rows the new viewport shows are measured before the final offset is set
  /// (UIKit's `scrollToRow(at:at:animated:)` lands by estimated heights). With `.none`, the
  /// default, the view moves as little as shows the whole row, and not at all when it is shown
  /// whole already. Returns `false` (and does not scroll) when the row is not shown.
  @discardableResult
  public func scrollToRow(
    withID id: some Hashable & Sendable, at position: UITableView.ScrollPosition = .none, animated: Bool = true
  ) -> Bool {
    requestScroll(toRowWithID: RowID(id), at: position.elementPosition, animated: animated)
  }

  // MARK: Layout

  /// Call when the table's width may have changed (e.g. from `viewDidLayoutSubviews`); cheap
  /// when it did not. Heights are re-measured lazily for the new width.
  public func tableViewDidLayout() {
    if redirectedToMainActor("tableViewDidLayout()", { [self] in tableViewDidLayout() }) { return }
    listViewDidLayout()
  }

  // MARK: The table's own ways

  override func addOperations(of stage: ListUpdateStage, updates: RowUpdates) {
    tableView.addOperations(of: stage, animations: rowAnimations, updates: updates)
  }

  override func didShowChanges() { refreshSectionIndexIfNeeded() }

  override func refreshTitleView(_ view: UIView, showing shown: ShownSupplement) {
    let title = shown.supplement.title ?? ""
    if let header = view as? CollapsibleHeaderView {
      header.configure(title: title, isCollapsed: shown.isCollapsed, toggle: shown.toggle)
    } else if let standard = view as? UITableViewHeaderFooterView {
      // UIKit's own title view: its label shows the new title.
      standard.textLabel?.text = title
    }
  }

  override func widthDidChange(hadNoWidth: Bool, insideLayout: Bool) {
    // A table asking for heights at a new width is asking them all anew already.
    guard controller.hostHasLoaded, !insideLayout else { return }
    // On screen, an empty batch animates rows to their new heights. After a load at width 0
    // nothing meaningful was shown and the table keeps its width-0 row heights through an
    // empty batch, and off screen nothing animates: reload, so every height is asked again.
    if canAnimateUpdates && !hadNoWidth {
      tableView.performBatchUpdates(nil, completion: nil)
    } else {
      reloadKeepingSelection()
    }
  }
}
