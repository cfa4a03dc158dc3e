#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The table as the shared host core drives it: rows are its elements.
extension UITableView: HostedListView {
  var selectedElementPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }

  func setElementSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
    if selected {
      selectRow(at: indexPath, animated: animated, scrollPosition: .none)
    } else {
      deselectRow(at: indexPath, animated: animated)
    }
  }

  func visibleElementView(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

  func dequeueElementView(withIdentifier identifier: String, for indexPath: IndexPath) -> UIView {
    dequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }

  func register(_ viewClass: AnyClass, identifier: String, forSupplements: Bool) {
    if forSupplements {
      register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
    } else {
      register(viewClass, forCellReuseIdentifier: identifier)
    }
  }

  /// A `UITableViewCell` of the default style.
  func registerContentConfiguration<Content: Equatable & Sendable>(
    on host: UIKitListHost, for contentType: Content.Type,
    _ configuration: @escaping @MainActor (Content, CellContext) -> any UIContentConfiguration
  ) {
    host.registerContentConfiguration(
      UITableViewCell.self, make: { UITableViewCell(style: .default, reuseIdentifier: nil) }, for: contentType,
      configuration)
  }

  func visibleSupplementView(inSection section: Int, isHeader: Bool) -> UIView? {
    isHeader ? headerView(forSection: section) : footerView(forSection: section)
  }

  /// Nothing to do: the table asks every header and footer height again when a batch commits.
  func supplementsDidRefresh() {}

  func connect(_ adapter: ListViewAdapter, delegateOnly: Bool) {
    if !delegateOnly {
      dataSource = adapter as? any UITableViewDataSource
      prefetchDataSource = adapter as? any UITableViewDataSourcePrefetching
    }
    delegate = nil
    delegate = adapter as? any UITableViewDelegate
  }

  func reconfigureElements(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }

  func reloadElements(at indexPaths: [IndexPath]) { reloadRows(at: indexPaths, with: .none) }

  /// Reconfigures the rows in place, then animates their new heights with an empty batch (R5.6).
  func refreshElements(at indexPaths: [IndexPath]) {
    reconfigureElements(at: indexPaths)
    performBatchUpdates(nil, completion: nil)
  }

  /// Adds the operations of one update stage to the open batch, with the given animations; its
  /// updated rows keep their cells or get new ones as `updates` says.
  func addOperations(of stage: ListUpdateStage, animations: TableRowAnimations, updates: RowUpdates) {
    if !stage.sectionDeletes.isEmpty { deleteSections(IndexSet(stage.sectionDeletes), with: animations.delete) }
    if !stage.sectionInserts.isEmpty { insertSections(IndexSet(stage.sectionInserts), with: animations.insert) }
    if !stage.sectionUpdates.isEmpty { reloadSections(IndexSet(stage.sectionUpdates), with: animations.reload) }
    for move in stage.sectionMoves { moveSection(move.source, toSection: move.target) }
    if !stage.elementDeletes.isEmpty {
      deleteRows(at: stage.elementDeletes.map(IndexPath.init), with: animations.delete)
    }
    if !stage.elementInserts.isEmpty {
      insertRows(at: stage.elementInserts.map(IndexPath.init), with: animations.insert)
    }
    for move in stage.elementMoves { moveRow(at: IndexPath(move.source), to: IndexPath(move.target)) }
    if !updates.reloaded.isEmpty { reloadRows(at: updates.reloaded, with: animations.reload) }
    if !updates.reconfigured.isEmpty { reconfigureRows(at: updates.reconfigured) }
  }
}

extension UITableView.ScrollPosition {
  /// Where the host scrolls a row for this position: `.none` (and any other) as little as
  /// shows the whole row.
  var elementPosition: ElementScrollPosition {
    switch self {
    case .top: .top
    case .middle: .middle
    case .bottom: .bottom
    default: .nearest
    }
  }
}
