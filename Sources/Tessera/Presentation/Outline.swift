/// The rows an outline shows: a section's rows with the children of every expanded parent after
/// it, depth first, each a level deeper than its parent.
///
/// The rows shown are one flat list, diffed as any other: expanding a parent inserts its visible
/// descendants, collapsing it deletes them, and a row that changes parent while it stays visible
/// moves.
enum Outline {
  /// Whether any of `rows` is a parent (has ``Row/children``).
  /// - Complexity: O(rows), one byte read a row.
  static func containsParents(_ rows: [Row]) -> Bool {
    rows.withUnsafeBufferPointer { rows in
      for index in rows.indices where rows[index].flags & Row.parentFlag != 0 { return true }
      return false
    }
  }

  /// `rows` with the rows `shownChildren` gives for each parent after it, depth first, each with
  /// its ``Row/outlineLevel``. `shownChildren` answers `nil` for a collapsed parent. Iterative,
  /// so the depth of a tree is not bounded by the stack.
  /// - Complexity: O(rows shown + parents), and O(1) per row a collapsed parent hides: its
  ///   children are never read.
  static func visibleRows(of rows: [Row], shownChildren: (Row) -> [Row]?) -> [Row] {
    var shown: [Row] = []
    shown.reserveCapacity(rows.count)
    // Each level's rows and the next one to show.
    var levels: [(rows: [Row], next: Int)] = [(rows, 0)]
    while let last = levels.indices.last {
      let index = levels[last].next
      guard index < levels[last].rows.count else {
        levels.removeLast()
        continue
      }
      levels[last].next = index + 1
      var row = levels[last].rows[index]
      row.outlineLevel = last
      shown.append(row)
      if row.hasChildren, let children = shownChildren(row), !children.isEmpty { levels.append((children, 0)) }
    }
    return shown
  }

  /// The first row with `id` anywhere in `rows` or below them, shown or not, depth first; the
  /// children of a row are its own or, when it has none, what `loaded` gives.
  /// - Complexity: O(rows and all their descendants) at worst.
  static func firstRow(withID id: RowID, in rows: [Row], loaded: (RowID) -> [Row]? = { _ in nil }) -> Row? {
    var found: Row?
    walk(rows, loaded: loaded) { row in
      if row.id == id { found = row }
      return found == nil
    }
    return found
  }

  /// Calls `body` with every parent in `rows` and below them, shown or not, depth first; the
  /// children of a row are its own or, when it has none, what `loaded` gives.
  static func forEachParent(in rows: [Row], loaded: (RowID) -> [Row]? = { _ in nil }, _ body: (Row) -> Void) {
    walk(rows, loaded: loaded) { row in
      if row.hasChildren { body(row) }
      return true
    }
  }

  /// Visits `rows` and every row below them, shown or not, depth first, while `visit` returns
  /// `true`. Iterative, so the depth of a tree is not bounded by the stack.
  private static func walk(_ rows: [Row], loaded: (RowID) -> [Row]?, _ visit: (Row) -> Bool) {
    var pending: [ArraySlice<Row>] = [rows[...]]
    while var level = pending.popLast() {
      guard let row = level.popFirst() else { continue }
      pending.append(level)
      guard visit(row) else { return }
      guard row.hasChildren, let children = row.children ?? loaded(row.id), !children.isEmpty else { continue }
      pending.append(children[...])
    }
  }
}
