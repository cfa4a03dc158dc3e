#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The collection view as the shared host core drives it: items are its elements.
extension UICollectionView: HostedListView {
  /// Registers the view for headers and footers alike.
  func register(_ viewClass: AnyClass, identifier: String, forSupplements: Bool) {
    guard forSupplements else { return register(viewClass, forCellWithReuseIdentifier: identifier) }
    for kind in [Self.elementKindSectionHeader, Self.elementKindSectionFooter] {
      register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
  }

  /// A list cell.
  func registerContentConfiguration<Content: Equatable & Sendable>(
    on host: UIKitListHost, for contentType: Content.Type,
    _ configuration: @escaping @MainActor (Content, CellContext) -> any UIContentConfiguration
  ) {
    host.registerContentConfiguration(
      HostSizedListCell.self, make: { HostSizedListCell(frame: .zero) }, for: contentType, configuration)
  }

  /// The adapter is also the prefetch data source; the delegate is set anew either way.
  func connect(_ adapter: ListViewAdapter, delegateOnly: Bool) {
    delegate = nil
    delegate = adapter as? any UICollectionViewDelegate
    guard !delegateOnly else { return }
    dataSource = adapter as? any UICollectionViewDataSource
    prefetchDataSource = adapter as? any UICollectionViewDataSourcePrefetching
  }

  func visibleSupplementView(inSection section: Int, isHeader: Bool) -> UIView? {
    supplementaryView(
      forElementKind: isHeader ? Self.elementKindSectionHeader : Self.elementKindSectionFooter,
      at: IndexPath(item: 0, section: section))
  }

  /// The layout asks the host for the sections' header and footer heights again.
  func supplementsDidRefresh() { collectionViewLayout.invalidateLayout() }

  var selectedElementPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }

  func setElementSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
    guard selected else { return deselectItem(at: indexPath, animated: animated) }
    selectItem(at: indexPath, animated: animated, scrollPosition: [])
  }

  func dequeueElementView(withIdentifier identifier: String, for indexPath: IndexPath) -> UIView {
    dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }

  func visibleElementView(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

  func reconfigureElements(at indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }

  func reloadElements(at indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }

  /// Reconfigures the items in place, then lets them size themselves again.
  func refreshElements(at indexPaths: [IndexPath]) {
    reconfigureElements(at: indexPaths)
    collectionViewLayout.invalidateLayout()
  }

  /// Adds the operations of one update stage to the open batch; its updated items keep their
  /// cells or get new ones as `updates` says.
  func addOperations(of stage: ListUpdateStage, updates: RowUpdates) {
    if !stage.sectionDeletes.isEmpty { deleteSections(IndexSet(stage.sectionDeletes)) }
    if !stage.sectionInserts.isEmpty { insertSections(IndexSet(stage.sectionInserts)) }
    if !stage.sectionUpdates.isEmpty { reloadSections(IndexSet(stage.sectionUpdates)) }
    for move in stage.sectionMoves { moveSection(move.source, toSection: move.target) }
    if !stage.elementDeletes.isEmpty { deleteItems(at: stage.elementDeletes.map(IndexPath.init)) }
    if !stage.elementInserts.isEmpty { insertItems(at: stage.elementInserts.map(IndexPath.init)) }
    for move in stage.elementMoves { moveItem(at: IndexPath(move.source), to: IndexPath(move.target)) }
    if !updates.reloaded.isEmpty { reloadItems(at: updates.reloaded) }
    if !updates.reconfigured.isEmpty { reconfigureItems(at: updates.reconfigured) }
  }
}

extension UICollectionView.ScrollPosition {
  /// Where the host scrolls a row for this position, by its vertical part: without one, as
  /// little as shows the whole row.
  var elementPosition: ElementScrollPosition {
    if contains(.top) { return .top }
    if contains(.centeredVertically) { return .middle }
    return contains(.bottom) ? .bottom : .nearest
  }
}
