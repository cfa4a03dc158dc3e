// Where rows with a given id are shown.
extension ListController {
  /// Where the first row with `id` is shown, if it is.
  /// - Complexity: O(1) amortised. The first lookup by id after a change compares the ids of
  ///   the rows up to the one found; the second builds an index of the list, which later
  ///   lookups use until the next change.
  public func path(ofRowWithID id: some Hashable & Sendable) -> ElementPath? {
    path(ofRowWithID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func path(ofRowWithID id: RowID) -> ElementPath? {
    if refusedOffMainActor("ListController.path(ofRowWithID:)") { return nil }
    if scansInsteadOfIndexing() { return RowPathIndex.scan(dataSourceList, for: id, all: false).first }
    return rowPathIndex.first[id]
  }

  /// Whether this lookup by id scans the rows: the first one after a change does, when no
  /// index is built (see ``RowStateStore/scannedSinceChange``).
  private func scansInsteadOfIndexing() -> Bool {
    guard rowState.pathIndex == nil, !rowState.scannedSinceChange else { return false }
    rowState.scannedSinceChange = true
    return true
  }

  /// Where the row with `id` is shown, looking outward from `hint` (where it was before the
  /// last update) when the lookup index is not built yet. A row that moved a little is found in
  /// O(distance), without building the index (which costs O(rows) after each change); a row
  /// that is gone costs one scan. With duplicate ids, the one nearest `hint` wins.
  package func path(ofRowWithID id: RowID, near hint: ElementPath) -> ElementPath? {
    if refusedOffMainActor("ListController.path(ofRowWithID:near:)") { return nil }
    if let index = rowState.pathIndex { return index.first[id] }
    let sections = dataSourceList.sections
    guard !sections.isEmpty else { return nil }
    // Two cursors walk away from the hint, one down and one up, across section boundaries.
    var down = (section: min(max(0, hint.section), sections.count - 1), element: max(0, hint.element))
    if hint.section >= sections.count { down = (sections.count - 1, Int.max) }
    var up = (section: down.section, element: min(down.element, sections[down.section].rows.count) - 1)
    if hint.section < 0 { up = (-1, -1) }
    while down.section < sections.count || up.section >= 0 {
      if down.section < sections.count {
        let rows = sections[down.section].rows
        if down.element < rows.count {
          if rows[down.element].id == id { return ElementPath(element: down.element, section: down.section) }
          down.element += 1
        } else {
          down = (down.section + 1, 0)
        }
      }
      if up.section >= 0 {
        if up.element >= 0 {
          let rows = sections[up.section].rows
          if up.element < rows.count, rows[up.element].id == id {
            return ElementPath(element: up.element, section: up.section)
          }
          up.element -= 1
        } else {
          up.section -= 1
          up.element = up.section >= 0 ? sections[up.section].rows.count - 1 : -1
        }
      }
    }
    return nil
  }

  /// Where every row with `id` is shown (more than one only for duplicate ids).
  public func paths(ofRowsWithID id: some Hashable & Sendable) -> [ElementPath] {
    paths(ofRowsWithID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func paths(ofRowsWithID id: RowID) -> [ElementPath] {
    if refusedOffMainActor("ListController.paths(ofRowsWithID:)") { return [] }
    if scansInsteadOfIndexing() { return RowPathIndex.scan(dataSourceList, for: id, all: true) }
    let index = rowPathIndex
    guard let first = index.first[id] else { return [] }
    guard index.hasDuplicates else { return [first] }
    var result: [ElementPath] = []
    for (sectionIndex, section) in dataSourceList.sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() where row.id == id {
        result.append(ElementPath(element: rowIndex, section: sectionIndex))
      }
    }
    return result
  }
}
