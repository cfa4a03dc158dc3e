#if !canImport(UIKit)
import Foundation

/// A section header or footer as the table knows it (R6).
struct SupplementLayout {
  /// The height it takes (0 when there is none, R6.2).
  var height: CGFloat = 0
  /// The title from `titleForHeaderInSection`/`titleForFooterInSection`.
  var title: String?
  /// The view from `viewForHeaderInSection`/`viewForFooterInSection`.
  var view: UIView?
  /// The view UIKit makes to show a title when the delegate gives no view: a plain
  /// header/footer view whose text label shows the title (R6.1).
  var standardView: UITableViewHeaderFooterView?
  /// Whether the delegate's view went back to its pool while off screen: it is asked for again
  /// when the header/footer is next shown (R6.5).
  var viewReturned = false

  /// Whether there is a header/footer at all (R6.1).
  var exists: Bool { title != nil || view != nil || viewReturned }

  /// What `headerView(forSection:)`/`footerView(forSection:)` answer while it is on screen: the
  /// delegate's view when it is a header/footer view, or the standard view a title is shown in.
  var shownView: UITableViewHeaderFooterView? {
    view.map { $0 as? UITableViewHeaderFooterView } ?? standardView
  }
}

/// One section's geometry: top padding (R6.4), header, rows, footer.
struct SectionLayout: StackedSection {
  /// The row heights.
  var rows: HeightColumn
  /// Space above the header (`sectionHeaderTopPadding`), 0 without a header.
  var topPadding: CGFloat = 0
  /// The header.
  var header = SupplementLayout()
  /// The footer.
  var footer = SupplementLayout()

  /// The number of rows.
  var rowCount: Int { rows.count }

  /// The section's total height.
  var height: CGFloat { topPadding + header.height + rows.total + footer.height }
}

/// The vertical geometry of the whole table: table header, sections, table footer (R5.5), with
/// O(log n) lookups from offsets to rows and back.
struct TableLayout {
  /// The sections below the table header.
  private(set) var stack: SectionStack<SectionLayout>
  /// The height of `tableHeaderView`.
  var tableHeaderHeight: CGFloat = 0
  /// The height of `tableFooterView`.
  var tableFooterHeight: CGFloat = 0

  /// Builds the layout.
  /// - Complexity: O(sections).
  init(sections: [SectionLayout] = []) {
    stack = SectionStack(sections)
  }

  /// The sections, in order.
  var sections: [SectionLayout] { stack.sections }

  /// The number of sections.
  var sectionCount: Int { stack.sections.count }

  /// The row count of every section.
  /// - Complexity: O(sections).
  var rowCounts: [Int] { stack.rowCounts }

  /// `contentSize.height` (R5.5).
  var contentHeight: CGFloat { tableHeaderHeight + stack.height + tableFooterHeight }

  /// Whether `path` is a row of the layout.
  func contains(_ path: RowPath) -> Bool { stack.contains(path) }

  /// The top of section `section`.
  /// - Complexity: O(log sections).
  func sectionOrigin(_ section: Int) -> CGFloat { tableHeaderHeight + stack.origin(section) }

  /// The top of the header of section `section`.
  func headerOrigin(_ section: Int) -> CGFloat { sectionOrigin(section) + sections[section].topPadding }

  /// The top of the first row of section `section`.
  func rowsOrigin(_ section: Int) -> CGFloat { headerOrigin(section) + sections[section].header.height }

  /// The top of the footer of section `section`.
  func footerOrigin(_ section: Int) -> CGFloat { rowsOrigin(section) + sections[section].rows.total }

  /// The top of a row.
  /// - Complexity: O(log rows + log sections).
  func rowOrigin(_ path: RowPath) -> CGFloat {
    rowsOrigin(path.section) + sections[path.section].rows.prefix(path.row)
  }

  /// The height of a row.
  func rowHeight(_ path: RowPath) -> CGFloat { sections[path.section].rows.height(at: path.row) }

  /// Whether the row's height is real rather than an estimate.
  func isMeasured(_ path: RowPath) -> Bool { sections[path.section].rows.isMeasured(at: path.row) }

  /// Sets a row's height.
  /// - Complexity: O(log rows + log sections).
  mutating func setRowHeight(_ height: CGFloat, at path: RowPath, isMeasured: Bool) {
    stack.update(path.section) { $0.rows.set(height, at: path.row, isMeasured: isMeasured) }
  }

  /// Forgets a row's measurement, keeping its height as an estimate.
  mutating func markEstimated(_ path: RowPath) {
    stack.update(path.section) { $0.rows.markEstimated(path.row) }
  }

  /// Replaces the row heights of a section.
  /// - Complexity: O(log sections).
  mutating func replaceRows(of section: Int, with rows: HeightColumn) {
    stack.update(section) { $0.rows = rows }
  }

  /// Forgets every row measurement (after a width change).
  /// - Complexity: O(rows).
  mutating func markAllEstimated() {
    for index in sections.indices { stack.update(index) { $0.rows.markAllEstimated() } }
  }

  /// Edits a section's non-row geometry or header/footer.
  mutating func updateSection(_ section: Int, _ body: (inout SectionLayout) -> Void) {
    stack.update(section, body)
  }

  /// The first row, in display order, whose bottom lies below `offset`.
  /// - Complexity: O(log n) plus the number of empty sections skipped.
  func firstRow(endingBelow offset: CGFloat) -> RowPath? {
    let section = stack.section(endingBelow: offset - tableHeaderHeight)
    guard section < sectionCount else { return nil }
    let row = sections[section].rows.count(upTo: offset - rowsOrigin(section))
    if row < sections[section].rowCount { return RowPath(section: section, row: row) }
    return stack.firstRow(from: section + 1)
  }

  /// The row after `path` in display order, across sections.
  func row(after path: RowPath) -> RowPath? { stack.row(after: path) }

  /// The row before `path` in display order, across sections.
  func row(before path: RowPath) -> RowPath? { stack.row(before: path) }
}
#endif
