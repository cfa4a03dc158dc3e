// Outlines: parents whose children show while they are expanded, kept by id.
extension ListController {
  /// The ids of every parent in the latest snapshot that is expanded, shown or not.
  ///
  /// Set it to expand exactly these parents and collapse every other one, as a whole (for
  /// instance to restore what the user had open). Ids of rows not in the list are kept for
  /// when such a row appears.
  public var expandedRowIDs: Set<RowID> {
    get {
      if refusedOffMainActor("ListController.expandedRowIDs") { return [] }
      var expanded: Set<RowID> = []
      for section in latestSnapshot.sections {
        Outline.forEachParent(in: section.rows, loaded: loadedChildren(ofRowWithID:)) { parent in
          if isExpanded(parent) { expanded.insert(parent.id) }
        }
      }
      return expanded
    }
    set {
      if redirectedToMainActor("ListController.expandedRowIDs", { $0.expandedRowIDs = newValue }) { return }
      var changes: [(RowID, Bool)] = []
      for section in latestSnapshot.sections {
        Outline.forEachParent(in: section.rows, loaded: loadedChildren(ofRowWithID:)) { parent in
          let expanded = newValue.contains(parent.id)
          if expanded != isExpanded(parent) { changes.append((parent.id, expanded)) }
        }
      }
      setExpansions(changes, ofParents: true)
      for id in newValue where rowState.expansionOverrides[id] == nil {
        rowState.expansionOverrides[id] = true
      }
    }
  }

  /// Expands or collapses the parent with `id` and every parent below it, shown or not
  /// ("expand all" on a folder).
  public func setExpanded(_ expanded: Bool, rowWithID id: some Hashable & Sendable, includingDescendants: Bool) {
    let id = RowID(id)
    if redirectedToMainActor(
      "ListController.setExpanded(_:rowWithID:includingDescendants:)",
      { $0.setExpanded(expanded, rowWithID: id, includingDescendants: includingDescendants) })
    {
      return
    }
    var changes: [(RowID, Bool)] = expanded != isExpanded(rowWithID: id) ? [(id, expanded)] : []
    if includingDescendants, let row = shownOrHiddenRow(withID: id),
      let children = row.children ?? loadedChildren(ofRowWithID: row.id)
    {
      Outline.forEachParent(in: children, loaded: loadedChildren(ofRowWithID:)) { parent in
        if expanded != isExpanded(parent) { changes.append((parent.id, expanded)) }
      }
    }
    setExpansions(changes, ofParents: true)
  }

  /// Expands or collapses the rows with these ids, each to its state, shown or not. Expandable
  /// rows take their new heights in place; parents refresh in place (their disclosure turns) and
  /// the list is presented again once, so their children come or go through one diff.
  /// `ofParents` says the ids are parents whose state each change changes (found by walking the
  /// tree), so that none is looked for again.
  func setExpansions(_ changes: [(RowID, Bool)], ofParents: Bool = false) {
    var parentsInPlace: [ElementPath] = []
    var showsChildren = false
    for (id, expanded) in changes where ofParents || expanded != isExpanded(rowWithID: id) {
      flightRecorder.record(.expansion(id, expanded))
      rowState.expansionOverrides[id] = expanded
      heightCache.version &+= 1
      let shown = paths(ofRowsWithID: id)
      resizeExpandableRows(at: shown.filter { dataSourceList[$0].isExpandable }, expanded: expanded)
      let parents = shown.filter { dataSourceList[$0].hasChildren }
      parentsInPlace += parents.filter { !dataSourceList[$0].isExpandable }
      // A row shown under this id is the row; only an id not shown is looked for below.
      if !parents.isEmpty || ofParents || (shown.isEmpty && hiddenRow(withID: id)?.hasChildren == true) {
        showsChildren = true
      }
    }
    if !parentsInPlace.isEmpty {
      statistics.refreshes += 1
      host?.refreshRows(at: parentsInPlace)
    }
    if showsChildren { submit(latestSnapshot) }
  }

  /// The first row with `id` in the latest snapshot at any depth, shown or not.
  func shownOrHiddenRow(withID id: RowID) -> Row? {
    if let path = path(ofRowWithID: id) { return dataSourceList[path] }
    return hiddenRow(withID: id)
  }

  /// The first row with `id` in the latest snapshot at any depth, looked for below its
  /// sections' rows. O(rows and their descendants): for an id that is not shown.
  func hiddenRow(withID id: RowID) -> Row? {
    for section in latestSnapshot.sections {
      if let row = Outline.firstRow(withID: id, in: section.rows, loaded: loadedChildren(ofRowWithID:)) { return row }
    }
    return nil
  }
}
