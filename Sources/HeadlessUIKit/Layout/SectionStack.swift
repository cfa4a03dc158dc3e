#if !canImport(UIKit)
import Foundation
import TesseraLayout

/// A section as a vertical list lays it out: a table's section of rows or a collection view's
/// section of items, each a column of rows with a header and a footer.
protocol StackedSection {
  /// The number of rows (a collection view's items).
  var rowCount: Int { get }
  /// The section's full height.
  var height: CGFloat { get }
}

/// Sections stacked from top to bottom, with the prefix sums of their heights: the geometry a
/// table and a collection view compute alike (the top of a section, the section at an offset,
/// the row before or after a row in display order). Offsets start at the first section's top.
struct SectionStack<Section: StackedSection> {
  /// The sections, in order.
  private(set) var sections: [Section]
  /// The height of each section, with prefix sums.
  private var heights: PrefixSumTree<CGFloat>

  /// Stacks `sections`.
  /// - Complexity: O(sections).
  init(_ sections: [Section] = []) {
    self.sections = sections
    heights = PrefixSumTree(sections.map(\.height))
  }

  /// The height of all the sections.
  var height: CGFloat { heights.total }

  /// The row count of every section.
  /// - Complexity: O(sections).
  var rowCounts: [Int] { sections.map(\.rowCount) }

  /// The row count of `section`, 0 for a section that does not exist (what a message about a
  /// path out of range reports).
  func rowCount(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rowCount : 0
  }

  /// Whether `path` is a row of a section.
  func contains(_ path: RowPath) -> Bool {
    path.row >= 0 && path.row < rowCount(inSection: path.section)
  }

  /// The top of section `section`.
  /// - Complexity: O(log sections).
  func origin(_ section: Int) -> CGFloat { heights.prefix(section) }

  /// The first section whose bottom lies below `offset` (or the section count).
  /// - Complexity: O(log sections).
  func section(endingBelow offset: CGFloat) -> Int { heights.count(upTo: offset) }

  /// Edits a section and refreshes its height.
  /// - Complexity: O(log sections) plus the edit.
  mutating func update(_ section: Int, _ body: (inout Section) -> Void) {
    body(&sections[section])
    heights[section] = sections[section].height
  }

  /// The first row of the first section at or after `section` that has rows.
  /// - Complexity: O(empty sections skipped).
  func firstRow(from section: Int) -> RowPath? {
    var section = section
    while section < sections.count {
      if sections[section].rowCount > 0 { return RowPath(section: section, row: 0) }
      section += 1
    }
    return nil
  }

  /// The row after `path` in display order, across sections.
  func row(after path: RowPath) -> RowPath? {
    if path.row + 1 < sections[path.section].rowCount { return RowPath(section: path.section, row: path.row + 1) }
    return firstRow(from: path.section + 1)
  }

  /// The row before `path` in display order, across sections.
  func row(before path: RowPath) -> RowPath? {
    if path.row > 0 { return RowPath(section: path.section, row: path.row - 1) }
    var section = path.section - 1
    while section >= 0 {
      let count = sections[section].rowCount
      if count > 0 { return RowPath(section: section, row: count - 1) }
      section -= 1
    }
    return nil
  }
}
#endif
