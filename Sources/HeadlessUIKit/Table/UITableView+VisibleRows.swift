#if !canImport(UIKit)
import Foundation

// The visible set, cell display and prefetching (R4.6-R4.10, R5.3, R10.6).
extension UITableView {
  /// One layout pass: load if needed (R2.2), then bring the visible rows up to date.
  func performLayoutPass() {
    loadIfNeeded()
    warnIfLaidOutOutsideWindow()
    updateVisibleRows()
  }

  /// Recomputes the rows intersecting `[contentOffset.y, contentOffset.y + bounds.height)`:
  /// rows that left are recycled first (so their cells can be reused, R4.7), rows that entered
  /// get a cell, and unmeasured rows are measured as they appear (R5.3). When rows above the
  /// first previously visible row change height, the content offset moves by the difference so
  /// that row stays put on screen, in a few bounded rounds.
  /// - Complexity: O(visible rows × log n) plus the data-source calls for entering rows.
  func updateVisibleRows() {
    var rounds = 0
    while true {
      clampContentOffset()
      let adjustment = refreshVisibleRows()
      guard adjustment != 0, rounds < simulation.configuration.maximumCompensationRounds else { break }
      rounds += 1
      boundsOrigin.y += adjustment
      log(.contentOffsetAdjusted(by: adjustment))
    }
    updatePrefetching(distance: simulation.configuration.prefetchDistance, contains: layout.contains) {
      [layout] path, forward in forward ? layout.row(after: path) : layout.row(before: path)
    }
    updateContentSize()
    showReturnedSupplementViews()
  }

  /// Whether a row spanning `[origin, origin + height)` is visible in `[top, bottom)`.
  private func intersects(_ origin: CGFloat, _ height: CGFloat, _ top: CGFloat, _ bottom: CGFloat) -> Bool {
    origin < bottom && (origin + height > top || (height == 0 && origin >= top))
  }

  /// One round of ``updateVisibleRows()``; returns the offset adjustment it asks for.
  private func refreshVisibleRows() -> CGFloat {
    let top = boundsOrigin.y
    let bottom = top + bounds.height
    guard bounds.height > 0, let first = layout.firstRow(endingBelow: top) else {
      recycleAllVisibleRows()
      return 0
    }
    let anchor = visibleRows.first?.path
    var kept: [RowPath: UITableViewCell] = [:]
    for row in visibleRows.removeAll() {
      if layout.contains(row.path), intersects(layout.rowOrigin(row.path), layout.rowHeight(row.path), top, bottom) {
        kept[row.path] = row.view
      } else {
        endDisplaying(row.view, at: row.path)
      }
    }
    var shown: [VisibleElement<UITableViewCell>] = []
    var adjustment: CGFloat = 0
    var current: RowPath? = first
    var origin = layout.rowOrigin(first)
    while let path = current, origin < bottom {
      let previousHeight = layout.rowHeight(path)
      let cell: UITableViewCell
      if let existing = kept.removeValue(forKey: path) {
        cell = existing
        if estimatesHeights, !layout.isMeasured(path) {
          let height = declaredHeight(for: path) ?? measure(existing, at: path)
          layout.setRowHeight(height, at: path, isMeasured: true)
        }
      } else {
        cell = display(path, at: origin)
      }
      let height = layout.rowHeight(path)
      if let anchor, path < anchor { adjustment += height - previousHeight }
      if intersects(origin, height, top, bottom) {
        cell.frame = CGRect(x: 0, y: origin, width: bounds.width, height: height)
        shown.append(VisibleElement(path: path, view: cell))
      } else {
        endDisplaying(cell, at: path)
      }
      current = layout.row(after: path)
      if let next = current {
        origin = next.section == path.section ? origin + height : layout.rowOrigin(next)
      }
    }
    for (path, cell) in kept.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: path) }
    visibleRows.replace(with: shown)
    return adjustment
  }

  /// Shows a row that entered the viewport: its real height first when it only had an estimate
  /// (R5.3), then `cellForRowAt`, self-sizing measurement (R5.4), then `willDisplay` (R4.8).
  private func display(_ path: RowPath, at origin: CGFloat) -> UITableViewCell {
    let needsRealHeight = estimatesHeights && !layout.isMeasured(path)
    let declared = needsRealHeight ? declaredHeight(for: path) : nil
    let cell = requestCell(for: path)
    if needsRealHeight {
      layout.setRowHeight(declared ?? measure(cell, at: path), at: path, isMeasured: true)
    }
    cell.setSelected(selectedRows.contains(path), animated: false)
    addSubview(cell)
    cell.frame = CGRect(x: 0, y: origin, width: bounds.width, height: layout.rowHeight(path))
    sendWillDisplay(cell, at: path)
    return cell
  }

  /// Takes a cell off screen: `didEndDisplaying`, then the pool (R4.9).
  func endDisplaying(_ cell: UITableViewCell, at path: RowPath) {
    sendDidEndDisplaying(cell, at: path)
    simulation.leavingCell = (cell, path)
    recycle(cell)
    simulation.leavingCell = nil
  }

  /// Puts a cell in the pool of its identifier; cells without one are dropped (R4.5).
  func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { return }
    cellPool.enqueue(cell, identifier: identifier)
  }
}
#endif
