/// What the controller remembers about rows and sections that the snapshot does not say: the
/// rows the user or the app expanded or collapsed and the sections toggled, by id (so the state
/// survives reordering, reloads and new data with the same id), and the id → path index of the
/// list shown, built on first use after each change.
struct RowStateStore {
  /// The expanded state of rows the user or the app toggled, by id.
  var expansionOverrides: [RowID: Bool] = [:]
  /// The collapsed state of sections the user or the app toggled, by id.
  var collapsedSectionIDs: [SectionID: Bool] = [:]
  /// Where the rows of the list shown are, by id; `nil` until built after a change (see
  /// ``scannedSinceChange``).
  var pathIndex: RowPathIndex?
  /// Whether a lookup by id scanned the rows since the last change: the first lookup after a
  /// change scans (a comparison a row, far less than building the index), the second builds
  /// the index, so a lone lookup (a tap on one row) never pays for the index.
  var scannedSinceChange = false
  /// The children loaded (or loading) for parents that load them, by the parent's id.
  var childLoads: [RowID: ChildrenLoad] = [:]
  /// The number the next load of children is started with.
  var nextLoadNumber = 0

  /// Checks, under `TESSERA_INVARIANTS`, that an index built is the index of `list`: each id it
  /// holds is at its first path there, and it holds every id of the list.
  @inline(__always)
  func checkInvariants(showing list: DataSourceList) {
    #if TESSERA_INVARIANTS
    guard let pathIndex else { return }
    var ids: Set<RowID> = []
    for (sectionIndex, section) in list.sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() where ids.insert(row.id).inserted {
        let path = ElementPath(element: rowIndex, section: sectionIndex)
        precondition(pathIndex.first[row.id] == path, "the path index puts row \(row.id) elsewhere than \(path)")
      }
    }
    precondition(pathIndex.first.count == ids.count, "the path index holds ids that are not shown")
    #endif
  }
}

/// What a controller knows of the children of a parent that loads them.
struct ChildrenLoad {
  /// The children the last load that finished gave; `nil` before one has finished.
  var rows: [Row]?
  /// The number of the load running, if any: a load finishing with another number was
  /// superseded and is ignored.
  var running: Int?
}

/// Where rows are shown, by id; built on demand after each change.
struct RowPathIndex {
  var first: [RowID: ElementPath] = [:]
  var hasDuplicates = false

  init(_ list: DataSourceList) {
    first.reserveCapacity(list.rowCount)
    // Rows are read in place, their ids only: copying a row retains and releases all it holds.
    var hasDuplicates = false
    Self.forEachID(in: list) { id, path in
      if first.updateValue(path, forKey: id) != nil { hasDuplicates = true }
      return true
    }
    // `updateValue` kept the last occurrence; the first one is the one to report.
    if hasDuplicates {
      first.removeAll(keepingCapacity: true)
      Self.forEachID(in: list) { id, path in
        if first[id] == nil { first[id] = path }
        return true
      }
    }
    self.hasDuplicates = hasDuplicates
  }

  /// The paths of the rows of `list` with `id`, in display order: the first only, or all.
  /// - Complexity: O(rows), one comparison of ids a row, read in place.
  static func scan(_ list: DataSourceList, for id: RowID, all: Bool) -> [ElementPath] {
    var found: [ElementPath] = []
    forEachID(in: list) { rowID, path in
      if rowID == id { found.append(path) }
      return all || found.isEmpty
    }
    return found
  }

  /// Calls `body` with the id and the path of every row of `list`, in display order, until it
  /// answers `false`.
  private static func forEachID(in list: DataSourceList, _ body: (RowID, ElementPath) -> Bool) {
    for sectionIndex in list.sections.indices {
      let goesOn = list.sections[sectionIndex].section.storedRows.withUnsafeBufferPointer { rows in
        for rowIndex in rows.indices
        where !body(rows[rowIndex].id, ElementPath(element: rowIndex, section: sectionIndex)) {
          return false
        }
        return true
      }
      if !goesOn { return }
    }
  }
}
