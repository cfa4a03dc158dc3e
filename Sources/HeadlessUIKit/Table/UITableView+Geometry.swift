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
    sectionRect(section) { layout, section in (layout.sectionOrigin(section), layout.sections[section].height) }
  }

  /// The frame of a section's header (scrolling position; plain-style floating is not modelled).
  public func rectForHeader(inSection section: Int) -> CGRect {
    sectionRect(section) { layout, section in (layout.headerOrigin(section), layout.sections[section].header.height) }
  }

  /// The frame of a section's footer.
  public func rectForFooter(inSection section: Int) -> CGRect {
    sectionRect(section) { layout, section in (layout.footerOrigin(section), layout.sections[section].footer.height) }
  }

  /// A full-width frame of section `section` whose top and height `span` reads from the layout;
  /// `.zero` for a section that does not exist.
  private func sectionRect(
    _ section: Int, api: StaticString = #function, _ span: (TableLayout, Int) -> (top: CGFloat, height: CGFloat)
  ) -> CGRect {
    checkMainThread(api)
    loadIfNeeded()
    guard section >= 0, section < layout.sectionCount else { return .zero }
    let (top, height) = span(layout, section)
    return CGRect(x: 0, y: top, width: bounds.width, height: height)
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
    guard isOnScreen(rectForHeader(inSection: section)) else { return nil }
    return layout.sections[section].header.shownView
  }

  /// The footer view of a section when it is on screen: the delegate's view when it is a
  /// header/footer view, or the standard view UIKit shows a title in.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    checkMainThread()
    guard isOnScreen(rectForFooter(inSection: section)) else { return nil }
    return layout.sections[section].footer.shownView
  }

  /// Scrolls so that a row is at `scrollPosition`; the visible rows follow on the next layout.
  /// A row past the cached counts is a violation (R2.8, UIKit raises `NSRangeException`).
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
    checkMainThread()
    loadIfNeeded()
    let path = RowPath(indexPath)
    guard indexPath.count == 2, layout.contains(path) else {
      let count = layout.stack.rowCount(inSection: path.section)
      return recordViolation(TableUpdateError(.scrollOutOfRange(row: path.row, rowCount: count, section: path.section)))
    }
    let offset = scrollOffset(
      showing: layout.rowOrigin(path), height: layout.rowHeight(path), at: scrollPosition,
      contentHeight: layout.contentHeight)
    contentOffset = CGPoint(x: contentOffset.x, y: offset)
  }

  func isOnScreen(_ rect: CGRect) -> Bool {
    rect.height > 0 && rect.minY < contentOffset.y + bounds.height && rect.maxY > contentOffset.y
  }
}
#endif
