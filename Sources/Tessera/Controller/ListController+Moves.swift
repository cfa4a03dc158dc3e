extension ListController {
  // MARK: Behaviours by row

  /// What a behaviour of the row shown at `path` gets: the row as it is on screen now.
  public func actionContext(forRowAt path: ElementPath) -> RowActionContext? {
    guard let row = presented.row(at: path) else { return nil }
    return context(for: row, inSection: path.section)
  }

  /// What a behaviour of the row with `id` gets, when that row is on screen.
  public func actionContext(forRowWithID id: RowID) -> RowActionContext? {
    path(ofRowWithID: id).flatMap(actionContext(forRowAt:))
  }

  // MARK: Moves by the user

  /// Where the row at `source`, dragged towards `proposed`, may land: within its section for a
  /// row that moves within its section (the nearest end when dragged past it), anywhere in an
  /// expanded section for one that moves within the list, and back at `source` for a row that
  /// cannot move or a drop on a collapsed section.
  public func destinationForMovingRow(at source: ElementPath, toward proposed: ElementPath) -> ElementPath {
    guard let row = presented.row(at: source), let move = row.behaviors.interactions.move else { return source }
    var section = proposed.section
    var element = proposed.element
    switch move.scope {
    case .section:
      if section < source.section { element = 0 }
      if section > source.section { element = .max }
      section = source.section
    case .list:
      guard presented.sections.indices.contains(section), !presented.sections[section].isCollapsed else {
        return source
      }
    }
    let count = presented.rowCount(inSection: section) - (section == source.section ? 1 : 0)
    return ElementPath(element: min(max(0, element), count), section: section)
  }

  /// The user dragged the row at `source` to `destination`, and the host shows it there
  /// already. The presented list follows without any batch (heights go with the row), then the
  /// row's move handler runs with the move and the row's new neighbours. A snapshot that agrees
  /// with the move then changes nothing on screen.
  ///
  /// Returns the move, or `nil` (with a diagnostic) when the row cannot move there: it is not
  /// shown, it has no move handler, or `destination` is outside what
  /// ``destinationForMovingRow(at:toward:)`` allows.
  @discardableResult
  public func moveRow(at source: ElementPath, to destination: ElementPath) -> RowMove? {
    guard let row = presented.row(at: source), let move = row.behaviors.interactions.move else {
      report(.hostMisuse("moveRow(at:to:) got \(source), which is not a movable row on screen"))
      return nil
    }
    guard destinationForMovingRow(at: source, toward: destination) == destination else {
      report(.hostMisuse("moveRow(at:to:) cannot move \(row.id) to \(destination)"))
      return nil
    }
    var sections = presented.sections
    var rows = sections[source.section].rows
    rows.remove(at: source.element)
    if destination.section == source.section {
      rows.insert(row, at: destination.element)
      sections[source.section] = sections[source.section].replacingElements(rows)
    } else {
      sections[source.section] = sections[source.section].replacingElements(rows)
      var arriving = sections[destination.section].rows
      arriving.insert(row, at: destination.element)
      sections[destination.section] = sections[destination.section].replacingElements(arriving)
    }
    swapPresented(to: PresentedList(sections: sections))
    let neighbours = sections[destination.section].rows
    let result = RowMove(
      rowID: row.id, sourceSectionID: sections[source.section].id, sourceIndex: source.element,
      destinationSectionID: sections[destination.section].id, destinationIndex: destination.element,
      rowBefore: destination.element > 0 ? neighbours[destination.element - 1].id : nil,
      rowAfter: destination.element + 1 < neighbours.count ? neighbours[destination.element + 1].id : nil)
    move.handler(result)
    return result
  }
}
