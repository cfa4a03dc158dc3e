#if !canImport(UIKit)
import Foundation
import TesseraLayout

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
}

/// One section's geometry: top padding (R6.4), header, rows, footer.
struct SectionLayout {
  /// The row heights.
  var rows: HeightColumn
  /// Space above the header (`sectionHeaderTopPadding`), 0 without a header.
  var topPadding: CGFloat = 0
  /// The header.
  var header = SupplementLayout()
  /// The footer.
  var footer = SupplementLayout()

  /// The section's total height.
  var height: CGFloat { topPadding + header.height + rows.total + footer.height }
}

/// The vertical geometry of the whole table: table header, sections, table footer (R5.5), with
/// O(log n) lookups from offsets to rows and back.
struct TableLayout {
  /// The sections, in order.
  private(set) var sections: [SectionLayout]
  /// The height of each section, with prefix sums.
  private var sectionHeights: PrefixSumTree<CGFloat>
  /// The height of `tableHeaderView`.
  var tableHeaderHeight: CGFloat = 0
  /// The height of `tableFooterView`.
  var tableFooterHeight: CGFloat = 0

  /// Builds the layout.
  /// - Complexity: O(sections).
  init(sections: [SectionLayout] = []) {
    self.sections = sections
    self.sectionHeights = PrefixSumTree(sections.map(\.height))
  }

  /// The number of sections.
  var sectionCount: Int { sections.count }

  /// The row count of every section.
  /// - Complexity: O(sections).
  var rowCounts: [Int] { sections.map(\.rows.count) }

  /// `contentSize.height` (R5.5).
  var contentHeight: CGFloat { tableHeaderHeight + sectionHeights.total + tableFooterHeight }

  /// Whether `path` is a row of the layout.
  func contains(_ path: RowPath) -> Bool {
    path.section >= 0 && path.section < sections.count && path.row >= 0 && path.row < sections[path.section].rows.count
  }

  /// The top of section `section`.
  /// - Complexity: O(log sections).
  func sectionOrigin(_ section: Int) -> CGFloat { tableHeaderHeight + sectionHeights.prefix(section) }

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
    sections[path.section].rows.set(height, at: path.row, isMeasured: isMeasured)
    sectionHeights[path.section] = sections[path.section].height
  }

  /// Forgets a row's measurement, keeping its height as an estimate.
  mutating func markEstimated(_ path: RowPath) {
    sections[path.section].rows.markEstimated(path.row)
  }

  /// Replaces the row heights of a section.
  /// - Complexity: O(log sections).
  mutating func replaceRows(of section: Int, with rows: HeightColumn) {
    sections[section].rows = rows
    sectionHeights[section] = sections[section].height
  }

  /// Forgets every row measurement (after a width change).
  /// - Complexity: O(rows).
  mutating func markAllEstimated() {
    for index in sections.indices { sections[index].rows.markAllEstimated() }
  }

  /// Edits a section's non-row geometry or header/footer.
  mutating func updateSection(_ section: Int, _ body: (inout SectionLayout) -> Void) {
    body(&sections[section])
    sectionHeights[section] = sections[section].height
  }

  /// The first row, in display order, whose bottom lies below `offset`.
  /// - Complexity: O(log n) plus the number of empty sections skipped.
  func firstRow(endingBelow offset: CGFloat) -> RowPath? {
    var section = sectionHeights.count(upTo: offset - tableHeaderHeight)
    guard section < sections.count else { return nil }
    let row = sections[section].rows.count(upTo: offset - rowsOrigin(section))
    if row < sections[section].rows.count { return RowPath(section: section, row: row) }
    section += 1
    while section < sections.count {
      if sections[section].rows.count > 0 { return RowPath(section: section, row: 0) }
      section += 1
    }
    return nil
  }

  /// The row after `path` in display order, across sections.
  func row(after path: RowPath) -> RowPath? {
    if path.row + 1 < sections[path.section].rows.count { return RowPath(section: path.section, row: path.row + 1) }
    var section = path.section + 1
    while section < sections.count {
      if sections[section].rows.count > 0 { return RowPath(section: section, row: 0) }
      section += 1
    }
    return nil
  }

  /// The row before `path` in display order, across sections.
  func row(before path: RowPath) -> RowPath? {
    if path.row > 0 { return RowPath(section: path.section, row: path.row - 1) }
    var section = path.section - 1
    while section >= 0 {
      let count = sections[section].rows.count
      if count > 0 { return RowPath(section: section, row: count - 1) }
      section -= 1
    }
    return nil
  }
}
#endif
