#if !canImport(UIKit)
import Foundation

// Reading the visible set and the geometry (R4.6, R5.5, R6.3).
extension UITableView {
  /// The cells on screen, top to bottom (R4.6). Reading it does not lay out: call
  /// `layoutIfNeeded()` first after changes.
  public var visibleCells: [UITableViewCell] {
    checkMainThread()
    return visibleRows.elements.map(\.view)
  }

  /// The index paths of the rows on screen, top to bottom (R4.6).
  public var indexPathsForVisibleRows: [IndexPath]? {
    checkMainThread()
    return visibleRows.paths.map(\.indexPath)
  }

  /// The cell on screen for a row, `nil` when the row is not visible (R4.6).
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    checkMainThread()
    guard indexPath.count == 2 else { return nil }
    let path = RowPath(indexPath)
    return visibleRows.view(at: path)
  }

  /// The row a visible cell shows, `nil` for a cell that is not on screen.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    checkMainThread()
    return visibleRows.path(of: cell)?.indexPath
  }

  /// The frame of a row in the table's content; `.zero` for a row that does not exist.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    checkMainThread()
    loadIfNeeded()
    guard indexPath.count == 2, layout.contains(RowPath(indexPath)) else { return .zero }
    let path = RowPath(indexPath)
    return CGRect(x: 0, y: layout.rowOrigin(path), width: bounds.width, height: layout.rowHeight(path))
  }

  /// The frame of a whole section (padding, header, rows, footer).
  public func rect(forSection section: Int) -> CGRect {
    checkMainThread()
    loadIfNeeded()
    guard section >= 0, section < layout.sectionCount else { return .zero }
    return CGRect(
      x: 0, y: layout.sectionOrigin(section), width: bounds.width, height: layout.sections[section].height)
  }

  /// The frame of a section's header (scrolling position; plain-style floating is not modelled).
  public func rectForHeader(inSection section: Int) -> CGRect {
    checkMainThread()
    loadIfNeeded()
    guard section >= 0, section < layout.sectionCount else { return .zero }
    return CGRect(
      x: 0, y: layout.headerOrigin(section), width: bounds.width, height: layout.sections[section].header.height)
  }

  /// The frame of a section's footer.
  public func rectForFooter(inSection section: Int) -> CGRect {
    checkMainThread()
    loadIfNeeded()
    guard section >= 0, section < layout.sectionCount else { return .zero }
    return CGRect(
      x: 0, y: layout.footerOrigin(section), width: bounds.width, height: layout.sections[section].footer.height)
  }

  /// The row under a point of the content, if any.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    checkMainThread()
    loadIfNeeded()
    guard let path = layout.firstRow(endingBelow: point.y), layout.rowOrigin(path) <= point.y else { return nil }
    return path.indexPath
  }

  /// The rows intersecting a rectangle of the content.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    checkMainThread()
    loadIfNeeded()
    var result: [IndexPath] = []
    var current = layout.firstRow(endingBelow: rect.minY)
    while let path = current, layout.rowOrigin(path) < rect.maxY {
      result.append(path.indexPath)
      current = layout.row(after: path)
    }
    return result
  }

  /// The header view of a section when it is on screen: the delegate's view when it is a
  /// header/footer view, or the standard view UIKit shows a title in.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    checkMainThread()
    guard section >= 0, section < layout.sectionCount, isOnScreen(rectForHeader(inSection: section)) else { return nil }
    let header = layout.sections[section].header
    return header.view.map { $0 as? UITableViewHeaderFooterView } ?? header.standardView
  }

  /// The footer view of a section when it is on screen: the delegate's view when it is a
  /// header/footer view, or the standard view UIKit shows a title in.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    checkMainThread()
    guard section >= 0, section < layout.sectionCount, isOnScreen(rectForFooter(inSection: section)) else { return nil }
    let footer = layout.sections[section].footer
    return footer.view.map { $0 as? UITableViewHeaderFooterView } ?? footer.standardView
  }

  /// Scrolls so that a row is at `scrollPosition`; the visible rows follow on the next layout.
  /// A row past the cached counts is a violation (R2.8, UIKit raises `NSRangeException`).
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
    checkMainThread()
    loadIfNeeded()
    let path = RowPath(indexPath)
    guard indexPath.count == 2, layout.contains(path) else {
      let count = path.section >= 0 && path.section < layout.sectionCount ? layout.sections[path.section].rows.count : 0
      return recordViolation(TableUpdateError(.scrollOutOfRange(row: path.row, rowCount: count, section: path.section)))
    }
    let origin = layout.rowOrigin(path)
    let height = layout.rowHeight(path)
    let viewport = bounds.height
    var offset = contentOffset.y
    switch scrollPosition {
    case .top: offset = origin
    case .middle: offset = origin - (viewport - height) / 2
    case .bottom: offset = origin + height - viewport
    case .none:
      if origin < offset {
        offset = origin
      } else if origin + height > offset + viewport {
        offset = origin + height - viewport
      }
    }
    let maximum = Swift.max(0, layout.contentHeight - viewport)
    contentOffset = CGPoint(x: contentOffset.x, y: Swift.min(Swift.max(offset, 0), maximum))
  }

  func isOnScreen(_ rect: CGRect) -> Bool {
    rect.height > 0 && rect.minY < contentOffset.y + bounds.height && rect.maxY > contentOffset.y
  }
}
#endif
