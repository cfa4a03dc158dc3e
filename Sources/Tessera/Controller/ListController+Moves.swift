extension ListController {
  // MARK: Behaviours by row

  /// What a behaviour of the row shown at `path` gets: the row as it is on screen now.
  package func actionContext(forRowAt path: ElementPath) -> RowActionContext? {
    if refusedOffMainActor("ListController.actionContext(forRowAt:)") { return nil }
    guard let row = dataSourceList.row(at: path) else { return nil }
    return context(for: row, inSection: path.section)
  }

  /// What a behaviour of the row with `id` gets, when that row is on screen.
  public func actionContext(forRowWithID id: some Hashable & Sendable) -> RowActionContext? {
    actionContext(forRowWithID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func actionContext(forRowWithID id: RowID) -> RowActionContext? {
    if refusedOffMainActor("ListController.actionContext(forRowWithID:)") { return nil }
    return path(ofRowWithID: id).flatMap(actionContext(forRowAt:))
  }

  // MARK: Moves by the user

  /// Where the row at `source`, dragged towards `proposed`, may land: within its section for a
  /// row that moves within its section (the nearest end when dragged past it), anywhere in an
  /// expanded section for one that moves within the list, and back at `source` for a row that
  /// cannot move or a drop on a collapsed section.
  ///
  /// Rows without ``Row/onMove(within:_:)`` keep their places: in its own section the row stays
  /// between the fixed rows around it, and in another section it lands between that section's
  /// leading and trailing fixed rows (below a fixed first row, above a "Loading more…" last
  /// row). A drop is redirected to the nearest such place, so the app's next snapshot, which
  /// puts its fixed rows where they were, moves nothing.
  ///
  /// A parent that shows its children stays where it is: collapse it to move it.
  package func destinationForMovingRow(at source: ElementPath, toward proposed: ElementPath) -> ElementPath {
    guard let row = dataSourceList.row(at: source), let move = row.behaviors.interactions.move,
      !showsChildren(at: source)
    else { return source }
    var section = proposed.section
    var element = proposed.element
    switch move.scope {
    case .section:
      if section < source.section { element = 0 }
      if section > source.section { element = .max }
      section = source.section
    case .list:
      guard dataSourceList.sections.indices.contains(section), !dataSourceList.sections[section].isCollapsed else {
        return source
      }
    }
    let places = movablePlaces(inSection: section, leaving: section == source.section ? source.element : nil)
    return ElementPath(element: min(max(places.lowerBound, element), places.upperBound), section: section)
  }

  /// Whether the row at `path` is a parent whose children show below it.
  private func showsChildren(at path: ElementPath) -> Bool {
    let rows = dataSourceList.sections[path.section].rows
    return path.element + 1 < rows.count && rows[path.element + 1].outlineLevel > rows[path.element].outlineLevel
  }

  /// The indexes a moving row may land at in `section` (counted without the row itself when it
  /// leaves from `leaving` in the same section) without moving a row that has no move handler.
  private func movablePlaces(inSection section: Int, leaving: Int?) -> ClosedRange<Int> {
    var movable = dataSourceList.sections[section].rows.map { $0.behaviors.interactions.move != nil }
    if let leaving {
      movable.remove(at: leaving)
      // The run of movable rows around the row: between the nearest fixed rows.
      let lower = movable[..<leaving].lastIndex(of: false).map { $0 + 1 } ?? 0
      let upper = movable[leaving...].firstIndex(of: false) ?? movable.count
      return lower...upper
    }
    // Between the leading and the trailing fixed rows; at the top of a section with none movable.
    guard let first = movable.firstIndex(of: true), let last = movable.lastIndex(of: true) else { return 0...0 }
    return first...(last + 1)
  }

  /// For hosts: the user dragged the row at `source` to `destination`, and the view shows it
  /// there already. The data-source list follows without any batch (heights go with the row),
  /// then the row's move handler runs with the move and the row's new neighbours. A snapshot
  /// that agrees with the move then changes nothing on screen.
  ///
  /// An app does not call this: the view would not move the row, and would no longer show what
  /// the controller holds. An app moves a row by submitting a snapshot with the row elsewhere;
  /// the diff animates the move.
  ///
  /// Returns the move, or `nil` (with a diagnostic) when the row cannot move there: it is not
  /// shown, it has no move handler, or `destination` is outside what
  /// ``destinationForMovingRow(at:toward:)`` allows.
  @discardableResult
  package func userDidMoveRow(at source: ElementPath, to destination: ElementPath) -> RowMove? {
    guard !refusesDuringSwap("userDidMoveRow(at:to:)", instead: "the move is ignored") else { return nil }
    guard let row = dataSourceList.row(at: source), let move = row.behaviors.interactions.move else {
      report(.hostMisuse("userDidMoveRow(at:to:) got \(source), which is not a movable row on screen"))
      return nil
    }
    guard destinationForMovingRow(at: source, toward: destination) == destination else {
      report(.hostMisuse("userDidMoveRow(at:to:) cannot move \(row.id) to \(destination)"))
      return nil
    }
    var sections = dataSourceList.sections
    var rows = sections[source.section].rows
    let sourceParentID = Outline.parentIndex(ofRowAt: source.element, in: rows).map { rows[$0].id }
    rows.remove(at: source.element)
    if destination.section != source.section {
      sections[source.section] = sections[source.section].replacingElements(rows)
      rows = sections[destination.section].rows
    }
    var moved = row
    moved.outlineLevel = 0
    if destination.element > 0 {
      let above = rows[destination.element - 1]
      moved.outlineLevel = above.outlineLevel + (above.hasChildren && isExpanded(above) ? 1 : 0)
    }
    rows.insert(moved, at: destination.element)
    sections[destination.section] = sections[destination.section].replacingElements(rows)
    flightRecorder.recordUserMove(from: source, to: destination, in: dataSourceList)
    swapDataSourceList(to: DataSourceList(sections: sections))
    let parent = Outline.parentIndex(ofRowAt: destination.element, in: rows)
    let siblingsAbove = rows[(parent.map { $0 + 1 } ?? 0)..<destination.element].reduce(0) {
      $0 + ($1.outlineLevel == moved.outlineLevel ? 1 : 0)
    }
    let result = RowMove(
      rowID: row.id, sourceSectionID: sections[source.section].id, sourceIndex: source.element,
      destinationSectionID: sections[destination.section].id, destinationIndex: destination.element,
      rowBefore: destination.element > 0 ? rows[destination.element - 1].id : nil,
      rowAfter: destination.element + 1 < rows.count ? rows[destination.element + 1].id : nil,
      sourceParentID: sourceParentID,
      parentID: parent.map { rows[$0].id }, indexInParent: siblingsAbove)
    move.handler(result)
    return result
  }
}
