#if !canImport(UIKit)
import Foundation

// The visible set, self-sizing and prefetching (CV-V1, CV-V2, CV-L3).
extension UICollectionView {
  /// One layout pass: load if needed, ask for section layouts if they were invalidated, then
  /// bring the visible items and supplementary views up to date.
  func performLayoutPass() {
    loadIfNeeded()
    if model.needsSectionLayouts || model.width != bounds.width { refreshSectionLayouts() }
    warnIfLaidOutOutsideWindow()
    updateVisibleViews()
  }

  /// Recomputes what meets the viewport. Estimated items and boundary items entering it are
  /// measured first (CV-L3), in a few bounded rounds; while heights change, the content offset
  /// moves so the first item on screen stays put. Then items that left are recycled and items
  /// that entered are shown, with `willDisplay`.
  /// - Complexity: O(visible × log n) plus the data-source calls for entering views.
  func updateVisibleViews() {
    let anchor = visibleItems.first.map(\.path).flatMap { model.contains($0) ? $0 : nil }
    let anchorOffset = anchor.map { model.itemFrame($0).minY - boundsOrigin.y }
    var prepared: [RowPath: UICollectionViewCell] = [:]
    var preparedSupplements: [SupplementPosition: UICollectionReusableView] = [:]
    // Supplementary views the data source failed to give, asked for once per pass (CV-R5).
    var missingSupplements: Set<SupplementPosition> = []
    for _ in 0..<Swift.max(1, simulation.maximumMeasuringRounds) {
      clampContentOffset()
      let (items, supplements) = model.elements(from: boundsOrigin.y, to: boundsOrigin.y + bounds.height)
      var changed = false
      for path in items where !model.sections[path.section].isMeasured(path.row) {
        // A cell on screen measures as it is; only cells made for items entering are prepared
        // (a cell on screen that leaves is recycled once, when it ends displaying).
        if let shown = visibleItems.view(at: path) {
          measure(shown, at: path)
        } else {
          let cell = prepared[path] ?? requestCell(for: path)
          prepared[path] = cell
          measure(cell, at: path)
        }
        changed = true
      }
      for position in supplements where !isSupplementMeasured(position) && !missingSupplements.contains(position) {
        guard let view = visibleSupplements[position] ?? preparedSupplements[position] ?? requestSupplement(position)
        else {
          missingSupplements.insert(position)
          continue
        }
        preparedSupplements[position] = view
        measureSupplement(view, at: position)
        changed = true
      }
      guard changed else { break }
      if let anchor, let anchorOffset, model.contains(anchor) {
        let adjustment = model.itemFrame(anchor).minY - boundsOrigin.y - anchorOffset
        if adjustment != 0 {
          boundsOrigin.y += adjustment
          log(.contentOffsetAdjusted(by: adjustment))
        }
      }
    }
    clampContentOffset()
    showVisibleViews(prepared: &prepared, preparedSupplements: &preparedSupplements, missing: missingSupplements)
    for (path, cell) in prepared.sorted(by: { $0.key < $1.key }) where visibleItems.view(at: path) !== cell {
      recycle(cell)
    }
    for (position, view) in preparedSupplements where visibleSupplements[position] !== view {
      recycleSupplement(view, kind: position.kind)
    }
    updatePrefetching(distance: simulation.prefetchDistance, contains: model.contains) { [model] path, forward in
      forward ? model.item(after: path) : model.item(before: path)
    }
    updateContentSize()
  }

  private func showVisibleViews(
    prepared: inout [RowPath: UICollectionViewCell],
    preparedSupplements: inout [SupplementPosition: UICollectionReusableView], missing: Set<SupplementPosition>
  ) {
    let (items, supplements) =
      bounds.height > 0
      ? model.elements(from: boundsOrigin.y, to: boundsOrigin.y + bounds.height) : ([], [])
    let wanted = Set(items)
    var kept: [RowPath: UICollectionViewCell] = [:]
    for item in visibleItems.removeAll() {
      if wanted.contains(item.path) { kept[item.path] = item.view } else { endDisplaying(item.view, at: item.path) }
    }
    var shown: [VisibleElement<UICollectionViewCell>] = []
    shown.reserveCapacity(items.count)
    for path in items {
      let frame = model.itemFrame(path)
      if let cell = kept[path] {
        cell.frame = frame
        shown.append(VisibleElement(path: path, view: cell))
        continue
      }
      let cell = prepared.removeValue(forKey: path) ?? requestCell(for: path)
      cell.frame = frame
      cell.isSelected = selectedItems.contains(path)
      addSubview(cell)
      shown.append(VisibleElement(path: path, view: cell))
      log(.willDisplay(path.indexPath))
      delegate?.collectionView(self, willDisplay: cell, forItemAt: path.indexPath)
    }
    visibleItems.replace(with: shown)

    let wantedSupplements = Set(supplements)
    for (position, view) in visibleSupplements where !wantedSupplements.contains(position) {
      endDisplayingSupplement(view, at: position)
      visibleSupplements[position] = nil
    }
    for position in supplements where !missing.contains(position) {
      guard let frame = model.supplementFrame(kind: position.kind, section: position.section) else { continue }
      if let view = visibleSupplements[position] {
        view.frame = frame
        continue
      }
      guard let view = preparedSupplements.removeValue(forKey: position) ?? requestSupplement(position) else {
        continue
      }
      view.frame = frame
      addSubview(view)
      visibleSupplements[position] = view
      log(.willDisplaySupplementary(kind: position.kind, section: position.section))
      delegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: position.kind,
        at: IndexPath(item: 0, section: position.section))
    }
  }

  // MARK: Requests (CV-R4, CV-R5)

  /// `collectionView(_:cellForItemAt:)`, checking that exactly the returned cell was dequeued
  /// for this call (CV-R4).
  func requestCell(for path: RowPath, reconfiguring existing: UICollectionViewCell? = nil) -> UICollectionViewCell {
    guard let dataSource else {
      recordViolation(CollectionUpdateError(.dataSourceNotSet))
      return UICollectionViewCell(frame: .zero)
    }
    let outer = viewRequest
    viewRequest = ViewRequest(kind: Self.elementKindCell, path: path, reconfiguring: existing)
    log(.cellForItem(path.indexPath))
    let cell = dataSource.collectionView(self, cellForItemAt: path.indexPath)
    let dequeued = viewRequest?.dequeued ?? []
    viewRequest = outer
    if dequeued != [ObjectIdentifier(cell)] {
      recordViolation(CollectionUpdateError(.viewNotDequeuedForRequest(kind: Self.elementKindCell, path.indexPath)))
    }
    return cell
  }

  /// `viewForSupplementaryElementOfKind`; a `nil` or undequeued view is a violation (CV-R5).
  func requestSupplement(_ position: SupplementPosition) -> UICollectionReusableView? {
    guard let dataSource else { return nil }
    let indexPath = IndexPath(item: 0, section: position.section)
    let outer = viewRequest
    viewRequest = ViewRequest(kind: position.kind, path: RowPath(section: position.section, row: 0))
    log(.supplementaryView(kind: position.kind, indexPath))
    let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: position.kind, at: indexPath)
    let dequeued = viewRequest?.dequeued ?? []
    viewRequest = outer
    guard !(view is UnimplementedSupplementaryView), dequeued.contains(ObjectIdentifier(view)) else {
      recordViolation(CollectionUpdateError(.supplementaryViewNil(kind: position.kind, indexPath)))
      return nil
    }
    if dequeued.count > 1 {
      // CV-R4: a single view per request; the others were dequeued for nothing.
      recordViolation(CollectionUpdateError(.viewNotDequeuedForRequest(kind: position.kind, indexPath)))
    }
    return view
  }

  // MARK: Self-sizing (CV-L3)

  /// Measures an estimated item with its cell: `preferredLayoutAttributesFitting` at the item's
  /// width, whose answer the layout takes or changes
  /// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
  func measure(_ cell: UICollectionViewCell, at path: RowPath) {
    let frame = model.itemFrame(path)
    let attributes = UICollectionViewLayoutAttributes(forCellWith: path.indexPath)
    attributes.frame = frame
    let original = UICollectionViewLayoutAttributes(forCellWith: path.indexPath)
    original.frame = frame
    let preferred = cell.preferredLayoutAttributesFitting(attributes)
    let taken = collectionViewLayout.shouldInvalidateLayout(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    let height = sanitized(taken ? preferred.frame.height : frame.height)
    model.updateSection(path.section) { $0.setItemHeight(height, at: path.row, isMeasured: true) }
    log(.measuredItem(path.indexPath, height: height))
  }

  private func isSupplementMeasured(_ position: SupplementPosition) -> Bool {
    let geometry = model.sections[position.section]
    if geometry.header?.kind == position.kind { return geometry.header?.isMeasured ?? true }
    return geometry.footer?.isMeasured ?? true
  }

  private func measureSupplement(_ view: UICollectionReusableView, at position: SupplementPosition) {
    guard let frame = model.supplementFrame(kind: position.kind, section: position.section) else { return }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: position.kind, with: IndexPath(item: 0, section: position.section))
    attributes.frame = frame
    let height = sanitized(view.preferredLayoutAttributesFitting(attributes).frame.height)
    model.updateSection(position.section) { geometry in
      if geometry.header?.kind == position.kind {
        geometry.header?.height = height
        geometry.header?.isMeasured = true
      } else {
        geometry.footer?.height = height
        geometry.footer?.isMeasured = true
      }
    }
    log(.measuredSupplementary(kind: position.kind, section: position.section, height: height))
  }

  // MARK: Leaving the screen

  /// Takes a cell off screen: `didEndDisplaying`, then its queue.
  func endDisplaying(_ cell: UICollectionViewCell, at path: RowPath) {
    log(.didEndDisplaying(path.indexPath))
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path.indexPath)
    simulation.leavingCell = (cell, path)
    recycle(cell)
    simulation.leavingCell = nil
  }

  /// Takes a supplementary view off screen.
  func endDisplayingSupplement(_ view: UICollectionReusableView, at position: SupplementPosition) {
    log(.didEndDisplayingSupplementary(kind: position.kind, section: position.section))
    delegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: position.kind,
      at: IndexPath(item: 0, section: position.section))
    recycleSupplement(view, kind: position.kind)
  }

  /// Puts a cell back in its queue.
  func recycle(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    cell.isSelected = false
    guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { return }
    cellPool.enqueue(cell, identifier: identifier)
  }

  /// Puts a supplementary view back in its queue.
  func recycleSupplement(_ view: UICollectionReusableView, kind: String) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier, !identifier.isEmpty else { return }
    supplementaryPool.enqueue(view, identifier: Self.supplementaryKey(kind, identifier))
  }
}

extension RowPath {
  /// The path as a collection view's index path (item, section).
  var itemIndexPath: IndexPath { IndexPath(item: row, section: section) }
}
#endif
