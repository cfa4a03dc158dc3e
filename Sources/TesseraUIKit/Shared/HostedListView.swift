#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// What the shared host core asks of the view it drives, in words that fit a table (rows) and a
/// collection view (items) alike. `UITableView` and `UICollectionView` adopt it in
/// `UITableView+Hosting.swift` and `UICollectionView+Hosting.swift`, next to their mapping of an
/// update stage onto their own batch calls.
@MainActor
protocol HostedListView: UIScrollView {
  /// The selected rows, in no particular order.
  var selectedElementPaths: [IndexPath] { get }
  /// Whether the view is in editing mode, where UIKit selects by its `…DuringEditing`
  /// properties (UIKit's own property).
  var isEditing: Bool { get }
  /// Whether more than one row can be selected at a time outside editing mode (UIKit's own
  /// property).
  var allowsMultipleSelection: Bool { get }
  /// Whether more than one row can be selected at a time in editing mode (UIKit's own
  /// property).
  var allowsMultipleSelectionDuringEditing: Bool { get }
  /// Selects or deselects a row without telling the delegate.
  func setElementSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool)
  /// The cell on screen for a row, if any.
  func visibleElementView(at indexPath: IndexPath) -> UIView?
  /// A cell from the pool registered under `identifier`.
  func dequeueElementView(withIdentifier identifier: String, for indexPath: IndexPath) -> UIView
  /// Registers the view's standard cell (`contentConfiguration` set by `configuration`) on
  /// `host` for rows whose content has type `contentType`.
  func registerContentConfiguration<Content: Equatable & Sendable>(
    on host: UIKitListHost, for contentType: Content.Type,
    _ configuration: @escaping @MainActor (Content, CellContext) -> any UIContentConfiguration)
  /// Registers a cell class, or (`forSupplements`) a header and footer view class.
  func register(_ viewClass: AnyClass, identifier: String, forSupplements: Bool)
  /// The header or footer view on screen for a section, if any.
  func visibleSupplementView(inSection section: Int, isHeader: Bool) -> UIView?
  /// Lets headers and footers refreshed in place take their new heights.
  func supplementsDidRefresh()
  /// Makes `adapter` the view's data source, delegate and prefetch data source; with
  /// `delegateOnly`, sets it as the delegate again (the view then asks anew which optional
  /// methods it implements).
  func connect(_ adapter: ListViewAdapter, delegateOnly: Bool)
  /// Refreshes rows with their own cells and lets them take their new heights (an expansion).
  func refreshElements(at indexPaths: [IndexPath])
  /// Configures the cells on screen of rows again, in place, at once (outside any batch); their
  /// heights stay as laid out.
  func reconfigureElements(at indexPaths: [IndexPath])
  /// Gives rows new cells, dequeued again, at once (outside any batch).
  func reloadElements(at indexPaths: [IndexPath])
  /// Runs `updates` as one batch.
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
  /// Forgets everything and asks the data source again.
  func reloadData()
  /// The rows on screen as of the last layout, in no particular order.
  var visibleElementPaths: [IndexPath] { get }
  /// The frame of a row in the content, `nil` when the view has no such row.
  func frameOfElement(at indexPath: IndexPath) -> CGRect?
  /// The view behind the rows (UIKit's own property).
  var backgroundView: UIView? { get set }
}

extension HostedListView {
  /// Whether more than one row can be selected at a time now: UIKit reads
  /// `allowsMultipleSelectionDuringEditing` instead of `allowsMultipleSelection` while the view
  /// is editing, for taps and for selection by code alike.
  var currentlyAllowsMultipleSelection: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }
}

/// The updated rows of a batch, as the view shows them: with their own cells (reconfigured,
/// inside a batch that changes contents only, or after a batch that also changes structure) or
/// with new ones (reloaded).
struct RowUpdates {
  /// Rows reconfigured inside the batch, which moves nothing (paths before and after agree).
  var reconfigured: [IndexPath] = []
  /// Rows reloaded inside the batch, at their paths before it.
  var reloaded: [IndexPath] = []
  /// Rows reconfigured right after the batch, at their paths after it.
  var reconfiguredAfterBatch: [IndexPath] = []
}

extension IndexPath {
  /// The index path of a row of the data-source list (rows and items share the layout).
  init(_ path: ElementPath) {
    self.init(indexes: [path.section, path.element])
  }

  /// The row of the data-source list at this index path.
  var elementPath: ElementPath {
    ElementPath(element: count > 1 ? self[1] : 0, section: count > 0 ? self[0] : 0)
  }
}
