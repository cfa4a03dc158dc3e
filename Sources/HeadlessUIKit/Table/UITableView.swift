#if !canImport(UIKit)
import Foundation

/// The value of `UITableView.automaticDimension`, usable from nonisolated code.
let automaticDimensionValue: CGFloat = -1

/// A headless `UITableView`: UIKit's API (R1), enforcing UIKit's behavioural contract (R2-R7) on
/// platforms without UIKit.
///
/// The table keeps cached counts and heights (R2.3), a reuse pool per identifier (R4), the set of
/// rows intersecting its bounds with their cells (R4.6), and validates batch updates exactly as
/// UIKit does (R3). There is no rendering and no run loop: call ``UIView/layoutIfNeeded()``
/// where UIKit would lay out on the next frame, and the simulation API
/// (`UITableView+Simulation.swift`) to scroll, tap, finish animations and inspect the event log.
///
/// Sizing properties (`rowHeight`, `estimatedRowHeight`, section heights and paddings) are read
/// when the table loads its data: set them before the first layout or call ``reloadData()``.
@MainActor
open class UITableView: UIScrollView {
  /// The look of a table, fixed at initialisation (R1.10, R6.3).
  public enum Style: Int, Sendable {
    /// Floating headers and footers.
    case plain = 0
    /// Sections separated, headers scroll with the content.
    case grouped = 1
    /// Grouped, with rounded inset sections (iOS 13+).
    case insetGrouped = 2
  }

  /// The animation of an update; recorded only, it never changes validation (R1.8).
  public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade = 0
    /// Slide from/to the right.
    case right = 1
    /// Slide from/to the left.
    case left = 2
    /// Slide from/to the top.
    case top = 3
    /// Slide from/to the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keep the cell centred.
    case middle = 6
    /// Chosen by the system.
    case automatic = 100
  }

  /// Where a row ends up when the table scrolls to it.
  public enum ScrollPosition: Int, Sendable {
    /// As little movement as possible.
    case none = 0
    /// At the top of the viewport.
    case top = 1
    /// In the middle of the viewport.
    case middle = 2
    /// At the bottom of the viewport.
    case bottom = 3
  }

  /// The sentinel that asks for a height computed by the table (self-sizing), never a real
  /// height (R1.6).
  public static let automaticDimension: CGFloat = automaticDimensionValue

  private let storedStyle: Style

  /// The style chosen at initialisation.
  open var style: Style { storedStyle }

  /// Supplies rows and cells. Setting it invalidates the cached counts.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      unimplementedMethods.subtract(OptionalMethod.dataSourceMethods)
      invalidateCache()
    }
  }

  /// Sizes rows and reacts to display and selection.
  open weak var delegate: (any UITableViewDelegate)? {
    didSet {
      unimplementedMethods.formIntersection(OptionalMethod.dataSourceMethods.union(OptionalMethod.prefetchMethods))
      cacheDelegateResponses()
    }
  }

  /// Learns about rows about to be shown (R4.10).
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
    didSet {
      unimplementedMethods.subtract(OptionalMethod.prefetchMethods)
      prefetching.reset()
    }
  }

  /// Whether rows are announced to the prefetch data source (R1.4).
  open var isPrefetchingEnabled = true
  /// The height of rows when the delegate does not give one (R5.1).
  open var rowHeight: CGFloat = automaticDimensionValue
  /// The estimated row height; 0 turns estimation off (R5.2).
  open var estimatedRowHeight: CGFloat = automaticDimensionValue
  /// The height of section headers when the delegate does not give one (R6.2).
  open var sectionHeaderHeight: CGFloat = automaticDimensionValue
  /// The height of section footers when the delegate does not give one.
  open var sectionFooterHeight: CGFloat = automaticDimensionValue
  /// The estimated header height (recorded; headers are always sized eagerly here).
  open var estimatedSectionHeaderHeight: CGFloat = automaticDimensionValue
  /// The estimated footer height (recorded; footers are always sized eagerly here).
  open var estimatedSectionFooterHeight: CGFloat = automaticDimensionValue
  /// Space above each section header (iOS 15+, R6.4).
  open var sectionHeaderTopPadding: CGFloat = automaticDimensionValue
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether several rows can be selected at once.
  open var allowsMultipleSelection = false
  /// Whether the table is in editing mode.
  open var isEditing = false
  /// Whether rows can be selected in editing mode.
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected at once in editing mode.
  open var allowsMultipleSelectionDuringEditing = false
  /// A view behind the rows.
  open var backgroundView: UIView?

  /// A view above the first section; its frame height counts in the content size (R5.5).
  open var tableHeaderView: UIView? {
    didSet { supplementaryViewDidChange(old: oldValue, new: tableHeaderView) }
  }

  /// A view below the last section; its frame height counts in the content size (R5.5).
  open var tableFooterView: UIView? {
    didSet { supplementaryViewDidChange(old: oldValue, new: tableFooterView) }
  }

  // MARK: Internal state

  /// Registered cell classes by reuse identifier (R4.1).
  var cellClasses: [String: UITableViewCell.Type] = [:]
  /// Registered header/footer classes by reuse identifier.
  var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  /// Cells waiting to be reused, by identifier (R4.2, R4.9).
  var cellPool = ReuseQueues<UITableViewCell>()
  /// Header/footer views waiting to be reused, by identifier.
  var headerFooterPool = ReuseQueues<UITableViewHeaderFooterView>()
  /// The `cellForRowAt` call in progress.
  var cellForRowCall: CellForRowCall?
  /// Counts and heights (R2.3, R5).
  var layout = TableLayout()
  /// Whether `layout` reflects the data source (R2.5).
  var cacheIsValid = false
  /// Whether rows are sized by estimates until displayed, decided at each full load (R5.2).
  var estimatesHeights = false
  /// The estimate obtained while deciding whether estimation is on, used for that row.
  var probedEstimate: (path: RowPath, height: CGFloat)?
  /// The rows on screen, in display order (R4.6).
  var visibleRows = VisibleSet<UITableViewCell>()
  /// Selected rows.
  var selectedRows: Set<RowPath> = []
  /// Rows announced to the prefetch data source and the scroll direction (R4.10).
  var prefetching = PrefetchTracker()
  /// Batch nesting, the open batch's operations and the completions waiting (R3.1, R3.12).
  var batchSession = BatchSession()
  /// Optional methods the current data source/delegate turned out not to implement.
  var unimplementedMethods = OptionalMethodSet()
  /// The delegate methods the delegate said it responds to when it was set.
  var delegateResponds = OptionalMethodSet()
  /// The forwarded delegate call under way, if any.
  var forwardedCall: ForwardedCall?
  /// The simulation-only state behind the simulation API (opaque).
  public var simulation = ListSimulationState<TableEvent, TableWarning, TableUpdateError, TableSimulationState>(
    TableSimulationState())
  /// The window a table is attached to when it is "in a window" without a real one (R3.15).
  lazy var simulatedWindow = UIWindow(frame: CGRect(origin: .zero, size: bounds.size))

  // MARK: Initialisers

  /// Creates a table with a frame and a style (R1.10).
  public init(frame: CGRect, style: UITableView.Style) {
    storedStyle = style
    super.init(frame: frame)
  }

  /// Creates a plain table with a frame.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a plain table from an archive.
  public required init?(coder: NSCoder) {
    storedStyle = .plain
    super.init(coder: coder)
  }

  /// The window the table is in: a real one through its superview chain, or the simulated host
  /// window while ``isInWindow`` is `true` (R3.15).
  open override var window: UIWindow? {
    if let window = super.window { return window }
    return simulation.isAttachedToSimulatedWindow ? simulatedWindow : nil
  }

  // MARK: Hooks

  /// Tells the table that the default implementation of an optional method was reached on
  /// `object`: when `object` is the data source, delegate or prefetch data source the method
  /// belongs to (or the target a call was forwarded to), that one does not implement it (see
  /// ``OptionalMethod``). Defaults reached on other objects (an app calling another delegate's
  /// method itself) say nothing about this table's delegates.
  func noteUnimplemented(_ method: OptionalMethod, by object: AnyObject) {
    let owner: AnyObject? =
      if OptionalMethod.dataSourceMethods.contains(method) {
        dataSource
      } else if OptionalMethod.prefetchMethods.contains(method) {
        prefetchDataSource
      } else {
        delegate
      }
    let isForwardTarget = forwardedCall.map { $0.method == method && $0.target === object } ?? false
    guard owner === object || isForwardTarget else { return }
    unimplementedMethods.insert(method)
  }

  /// Lays out the visible rows (R4.6): loads counts and heights when the cache is invalid
  /// (R2.2), then updates the visible cells for the current bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    performLayoutPass()
  }

  override func viewSizeDidChange(from oldSize: CGSize) {
    super.viewSizeDidChange(from: oldSize)
    if oldSize.width != bounds.width { rowWidthDidChange() }
  }

  override func contentOffsetDidChange() {
    super.contentOffsetDidChange()
    log(.didScroll(contentOffset))
    if mayImplement(.scrollViewDidScroll) { delegate?.scrollViewDidScroll(self) }
  }

  private func supplementaryViewDidChange(old: UIView?, new: UIView?) {
    if let old, old !== new { old.removeFromSuperview() }
    if let new { addSubview(new) }
    layout.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
    layout.tableFooterHeight = tableFooterView?.frame.height ?? 0
    updateContentSize()
    setNeedsLayout()
  }
}
#endif
