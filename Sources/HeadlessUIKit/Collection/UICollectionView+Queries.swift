#if !canImport(UIKit)
import Foundation

// What is shown where, selection and scrolling (CV-V1, CV-V3, CV-V4).
extension UICollectionView {
  /// The cells on screen, in display order.
  public var visibleCells: [UICollectionViewCell] {
    checkMainThread()
    return visibleItems.elements.map(\.view)
  }

  /// The index paths of the items on screen, in display order.
  public var indexPathsForVisibleItems: [IndexPath] {
    checkMainThread()
    return visibleItems.paths.map(\.itemIndexPath)
  }

  /// The cell shown for an item; `nil` when it is not on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    checkMainThread()
    guard indexPath.count == 2 else { return nil }
    return visibleItems.view(at: RowPath(indexPath))
  }

  /// The index path of a visible cell.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    checkMainThread()
    return visibleItems.path(of: cell)?.itemIndexPath
  }

  /// The item at a point of the content.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    checkMainThread()
    loadIfNeeded()
    return model.item(at: point)?.itemIndexPath
  }

  /// The supplementary view shown for a kind at an index path; `nil` when it is not on screen.
  public func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView? {
    checkMainThread()
    return visibleSupplements[SupplementPosition(kind: elementKind, section: indexPath.section)]
  }

  /// The supplementary views of a kind on screen, by section.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    checkMainThread()
    return visibleSupplements.filter { $0.key.kind == elementKind }.sorted { $0.key.section < $1.key.section }.map(
      \.value)
  }

  /// The index paths of the supplementary views of a kind on screen.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    checkMainThread()
    return visibleSupplements.keys.filter { $0.kind == elementKind }.map(\.section).sorted()
      .map { IndexPath(item: 0, section: $0) }
  }

  /// Where an item is; `nil` for an item that does not exist.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    checkMainThread()
    loadIfNeeded()
    guard indexPath.count == 2, model.contains(RowPath(indexPath)) else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = model.itemFrame(RowPath(indexPath))
    return attributes
  }

  /// Where a section's supplementary view of a kind is; `nil` when it has none.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    checkMainThread()
    loadIfNeeded()
    guard indexPath.section >= 0, indexPath.section < model.sections.count,
      let frame = model.supplementFrame(kind: kind, section: indexPath.section)
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = frame
    return attributes
  }

  // MARK: Selection (CV-V3)

  /// The selected items, sorted.
  public var indexPathsForSelectedItems: [IndexPath]? {
    checkMainThread()
    return selectedItems.sorted().map(\.itemIndexPath)
  }

  /// Selects an item without calling the delegate; in single selection the previous item is
  /// deselected. Scrolls to it when `scrollPosition` is not empty.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
    checkMainThread()
    loadIfNeeded()
    guard let indexPath else { return clearSelection() }
    guard indexPath.count == 2, model.contains(RowPath(indexPath)), allowsSelection else { return }
    if !allowsMultipleSelectionNow {
      for path in selectedItems where path != RowPath(indexPath) { setCellSelected(false, at: path) }
      selectedItems = []
    }
    selectedItems.insert(RowPath(indexPath))
    setCellSelected(true, at: RowPath(indexPath))
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects an item without calling the delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    checkMainThread()
    guard indexPath.count == 2, selectedItems.remove(RowPath(indexPath)) != nil else { return }
    setCellSelected(false, at: RowPath(indexPath))
  }

  /// Whether several items may be selected now (editing has its own setting).
  var allowsMultipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

  /// Whether taps select now.
  var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

  func setCellSelected(_ selected: Bool, at path: RowPath) {
    visibleItems.view(at: path)?.isSelected = selected
  }

  // MARK: Scrolling (CV-V4)

  /// Scrolls so the item is at `scrollPosition`; an item that does not exist is a violation, as
  /// UIKit raises for it.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
  {
    checkMainThread()
    loadIfNeeded()
    if model.needsSectionLayouts { refreshSectionLayouts() }
    guard indexPath.count == 2, model.contains(RowPath(indexPath)) else {
      let count = indexPath.count == 2 ? model.stack.rowCount(inSection: indexPath.section) : 0
      return recordViolation(CollectionUpdateError(.scrollOutOfRange(indexPath, itemCount: count)))
    }
    let frame = model.itemFrame(RowPath(indexPath))
    let vertical: UITableView.ScrollPosition =
      scrollPosition.contains(.top)
      ? .top
      : scrollPosition.contains(.centeredVertically) ? .middle : scrollPosition.contains(.bottom) ? .bottom : .none
    let offset = scrollOffset(
      showing: frame.minY, height: frame.height, at: vertical, contentHeight: model.contentHeight)
    contentOffset = CGPoint(x: 0, y: offset)
    layoutIfNeeded()
  }
}
#endif
