// What a host needs to know of outlines beyond the rows it shows.
extension ListController {
  /// The ids of `ids` that rows of the newest snapshot have below a collapsed parent, at any
  /// depth (loaded children included), or below a parent in a collapsed section: rows the list still has that its outline
  /// hides. A host keeps such a row selected while it is hidden, as it keeps the rows of a
  /// collapsed section.
  /// - Complexity: O(rows and their descendants) of the sections with parents at most;
  ///   nothing for an empty `ids` or a list without parents.
  package func rowIDsBelowCollapsedParents(among ids: Set<RowID>) -> Set<RowID> {
    if refusedOffMainActor("ListController.rowIDsBelowCollapsedParents(among:)") { return [] }
    guard !ids.isEmpty else { return [] }
    var found: Set<RowID> = []
    for section in latestSnapshot.sections where section.containsParents ?? Outline.containsParents(section.rows) {
      let sectionHides = section.collapsibility.isCollapsible && isCollapsed(sectionWithID: section.id)
      // Each level's rows still to visit, and whether what is below them is hidden.
      var pending: [(rows: ArraySlice<Row>, hidden: Bool)] = [(section.rows[...], false)]
      while var level = pending.popLast() {
        guard let row = level.rows.popFirst() else { continue }
        pending.append(level)
        if level.hidden, ids.contains(row.id) {
          found.insert(row.id)
          if found.count == ids.count { return found }
        }
        if row.hasChildren, let children = row.children ?? loadedChildren(ofRowWithID: row.id), !children.isEmpty {
          pending.append((children[...], level.hidden || sectionHides || !isExpanded(row)))
        }
      }
    }
    return found
  }

  /// The ids of the rows above the row with `id` in the outline of the newest snapshot, shown
  /// or not, from the top; `[]` for a row of a section itself, `nil` when no row has that id.
  /// The children of a parent are its own or, for one that loads them, those loaded so far: a
  /// host asks this to hand the selection of a hidden row to its nearest shown parent.
  /// - Complexity: O(rows and their descendants, loaded ones included) at worst.
  package func ancestorIDs(ofRowWithID id: RowID) -> [RowID]? {
    if refusedOffMainActor("ListController.ancestorIDs(ofRowWithID:)") { return nil }
    for section in latestSnapshot.sections {
      if let found = Outline.locate(id, in: section.rows, loaded: loadedChildren(ofRowWithID:)) {
        return found.ancestors.map(\.id)
      }
    }
    return nil
  }
}
