/// The rows an outline shows: a section's rows with the children of every expanded parent after
/// it, depth first, each a level deeper than its parent.
///
/// The rows shown are one flat list, diffed as any other: expanding a parent inserts its visible
/// descendants, collapsing it deletes them, and a row that changes parent while it stays visible
/// moves.
package enum Outline {
  /// Whether any of `rows` is a parent (has ``Row/children``).
  /// - Complexity: O(rows), one byte read a row.
  static func containsParents(_ rows: [Row]) -> Bool {
    rows.withUnsafeBufferPointer { rows in
      for index in rows.indices where rows[index].flags & Row.parentFlag != 0 { return true }
      return false
    }
  }

  /// Where a depth-first visit stands: each level's rows from the top, and the index of the row
  /// visited at each.
  package struct Cursor {
    fileprivate var levels: [(rows: [Row], next: Int)]

    /// How deep the row visited is: 0 for one of the rows the visit started from.
    package var depth: Int { levels.count - 1 }
    /// The index of the row visited among its siblings, and of each of its ancestors among
    /// theirs, from the top.
    package var indexes: [Int] { levels.map { $0.next - 1 } }
    /// The rows above the row visited, from the top.
    package var ancestors: [Row] { levels.dropLast().map { $0.rows[$0.next - 1] } }
  }

  /// Visits `rows` and the rows `children` gives below each parent, depth first, while `visit`
  /// returns `true`. Iterative, so the depth of a tree is not bounded by the stack.
  /// - Complexity: O(rows visited); `children` is asked only of parents.
  package static func visit(
    _ rows: [Row], children: (Row) -> [Row]?, _ visit: (_ row: Row, _ cursor: Cursor) -> Bool
  ) {
    var cursor = Cursor(levels: [(rows, 0)])
    while let last = cursor.levels.indices.last {
      let index = cursor.levels[last].next
      guard index < cursor.levels[last].rows.count else {
        cursor.levels.removeLast()
        continue
      }
      cursor.levels[last].next = index + 1
      let row = cursor.levels[last].rows[index]
      guard visit(row, cursor) else { return }
      if row.hasChildren, let below = children(row), !below.isEmpty { cursor.levels.append((below, 0)) }
    }
  }

  /// The index of the parent of the row at `index` among a section's shown `rows`: the nearest
  /// row above it one ``Row/outlineLevel`` up; `nil` for a row at the top level.
  /// - Complexity: O(rows between the parent and the row).
  package static func parentIndex(ofRowAt index: Int, in rows: [Row]) -> Int? {
    let level = rows[index].outlineLevel
    guard level > 0 else { return nil }
    return rows[..<index].lastIndex { $0.outlineLevel < level }
  }

  /// `rows` with the rows `shownChildren` gives for each parent after it, depth first, each with
  /// its ``Row/outlineLevel``. `shownChildren` answers `nil` for a collapsed parent.
  /// - Complexity: O(rows shown + parents), and O(1) per row a collapsed parent hides: its
  ///   children are never read.
  static func visibleRows(of rows: [Row], shownChildren: (Row) -> [Row]?) -> [Row] {
    var shown: [Row] = []
    shown.reserveCapacity(rows.count)
    visit(rows, children: shownChildren) { row, cursor in
      var row = row
      row.outlineLevel = cursor.depth
      shown.append(row)
      return true
    }
    return shown
  }

  /// The first row with `id` anywhere in `rows` or below them, shown or not, depth first; the
  /// children of a row are its own or, when it has none, what `loaded` gives.
  /// - Complexity: O(rows and all their descendants) at worst.
  static func firstRow(withID id: RowID, in rows: [Row], loaded: (RowID) -> [Row]? = { _ in nil }) -> Row? {
    locate(id, in: rows, loaded: loaded)?.row
  }

  /// The first row with `id` anywhere in `rows` or below them, as ``firstRow(withID:in:loaded:)``
  /// finds it, with the rows above it from the top (none for one of `rows`).
  /// - Complexity: O(rows and all their descendants) at worst.
  static func locate(
    _ id: RowID, in rows: [Row], loaded: (RowID) -> [Row]? = { _ in nil }
  ) -> (row: Row, ancestors: [Row])? {
    var found: (row: Row, ancestors: [Row])?
    visit(rows, children: { $0.children ?? loaded($0.id) }) { row, cursor in
      if row.id == id { found = (row, cursor.ancestors) }
      return found == nil
    }
    return found
  }

  /// Calls `body` with every parent in `rows` and below them, shown or not, depth first; the
  /// children of a row are its own or, when it has none, what `loaded` gives.
  static func forEachParent(in rows: [Row], loaded: (RowID) -> [Row]? = { _ in nil }, _ body: (Row) -> Void) {
    visit(rows, children: { $0.children ?? loaded($0.id) }) { row, _ in
      if row.hasChildren { body(row) }
      return true
    }
  }
}
