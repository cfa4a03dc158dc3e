extension ListController {
  // MARK: Selection and events

  /// The user selected the row at `path` (a path in ``dataSourceList``, as the host shows it).
  ///
  /// An expandable row toggles, and so does a parent without a select behaviour (a folder);
  /// then the row's select behaviour runs with the row as it is on screen now.
  package func selectRow(at path: ElementPath) {
    if redirectedToMainActor("ListController.selectRow(at:)", { $0.selectRow(at: path) }) { return }
    guard let row = dataSourceList.row(at: path) else {
      report(.hostMisuse("selectRow(at:) got \(path), which is not on screen"))
      return
    }
    if row.isExpandable || (row.hasChildren && !row.behaviors.hasSelectHandler) {
      toggleExpansion(ofRowWithID: row.id)
    }
    row.behaviors.select(context: context(for: row, inSection: path.section))
  }

  /// Selects the row with `id`, as if the user had selected it; returns `false` when no row
  /// with that id is shown.
  @discardableResult
  public func selectRow(withID id: some Hashable & Sendable) -> Bool {
    selectRow(withID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  @discardableResult
  package func selectRow(withID id: RowID) -> Bool {
    // Done on the main actor; whether the row was there is not known yet.
    if redirectedToMainActor("ListController.selectRow(withID:)", { $0.selectRow(withID: id) }) { return false }
    guard let path = path(ofRowWithID: id) else { return false }
    selectRow(at: path)
    return true
  }

  /// The user selected the header of section `section`: a collapsible section toggles.
  package func selectHeader(inSection section: Int) {
    if redirectedToMainActor("ListController.selectHeader(inSection:)", { $0.selectHeader(inSection: section) }) {
      return
    }
    guard dataSourceList.sections.indices.contains(section) else {
      report(.hostMisuse("selectHeader(inSection:) got section \(section), which is not on screen"))
      return
    }
    let shown = dataSourceList.sections[section]
    guard shown.section.collapsibility.isCollapsible else { return }
    setCollapsed(!shown.isCollapsed, sectionWithID: shown.id)
  }

  /// Delivers a typed cell event (a switch toggled…) to the row with `id` on screen now, to
  /// the handler for the event's type. Returns `false` when no such row is shown or it has no
  /// handler for that type.
  @discardableResult
  public func send(_ event: any Sendable, toRowWithID id: some Hashable & Sendable) -> Bool {
    send(event, toRowWithID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  @discardableResult
  package func send(_ event: any Sendable, toRowWithID id: RowID) -> Bool {
    // Delivered on the main actor; whether a handler took it is not known yet.
    if redirectedToMainActor("ListController.send(_:toRowWithID:)", { $0.send(event, toRowWithID: id) }) {
      return false
    }
    guard let path = path(ofRowWithID: id) else { return false }
    let row = dataSourceList[path]
    return row.behaviors.send(event, context: context(for: row, inSection: path.section))
  }

  /// The context a behaviour of `row`, shown in `section`, gets.
  func context(for row: Row, inSection section: Int) -> RowActionContext {
    RowActionContext(
      rowID: row.id, sectionID: dataSourceList.sections[section].id, content: row.content,
      isExpanded: isExpanded(row), tasks: tasks)
  }

  // MARK: Expansion

  /// Whether the row with `id` is expanded: as last toggled, else as the row shown starts
  /// (``Row/expandable(initiallyExpanded:)``). A toggled state is kept by id, whether or not the
  /// row is shown, so it survives reordering, reloads and new data with the same id.
  public func isExpanded(rowWithID id: some Hashable & Sendable) -> Bool {
    isExpanded(rowWithID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func isExpanded(rowWithID id: RowID) -> Bool {
    if refusedOffMainActor("ListController.isExpanded(rowWithID:)") { return false }
    if let expanded = rowState.expansionOverrides[id] { return expanded }
    if let path = path(ofRowWithID: id) { return dataSourceList[path].isInitiallyExpanded }
    return hiddenRow(withID: id)?.isInitiallyExpanded ?? false
  }

  /// Expands or collapses the row with `id`, shown or not (a folder inside a collapsed one
  /// keeps the state for when it shows). An expandable row's new height is measured once and
  /// cached; the host refreshes it in place, without reloading. A parent's children come or go
  /// through the normal (animated) diff, its own cell refreshed in place.
  public func setExpanded(_ expanded: Bool, rowWithID id: some Hashable & Sendable) {
    setExpanded(expanded, rowWithID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func setExpanded(_ expanded: Bool, rowWithID id: RowID) {
    if redirectedToMainActor("ListController.setExpanded(_:rowWithID:)", { $0.setExpanded(expanded, rowWithID: id) }) {
      return
    }
    setExpansions([(id, expanded)])
  }

  /// Gives the expandable rows at `paths` their height for `expanded` and refreshes them in
  /// place, the reader's place kept.
  func resizeExpandableRows(at paths: [ElementPath], expanded: Bool) {
    guard !paths.isEmpty else { return }
    let place = noteReaderPlace()
    for path in paths where heightCache.keepsHeights {
      let row = dataSourceList[path]
      heightCache.sizing.setItemHeight(
        heightCache.sizing.knownOrEstimatedHeight(at: path, row: row, isExpanded: expanded), ofRowAt: path)
    }
    statistics.refreshes += 1
    host?.refreshRows(at: paths)
    restoreReaderPlace(place, at: place?.anchorPath)
  }

  /// Configures the rows with these ids again, in place, with the rows as shown: each cell on
  /// screen is told its row's content once more, without a new cell, a measurement or an
  /// animation. Ids not shown are ignored.
  ///
  /// The diff already reconfigures every row whose content changed. This is for a cell that
  /// drifted from a content that did not: a switch the user flipped, whose handler kept the
  /// setting as it was, still shows the flip until its cell is told the truth again.
  ///
  /// ```swift
  /// Row("sync", SwitchRow(title: "Sync", isOn: settings.sync)).on(Toggled.self) { event, context in
  ///   guard settings.canSync else { return host.reconfigureRows(withIDs: [context.rowID]) }
  ///   settings.sync = event.isOn
  /// }
  /// ```
  ///
  /// For a row whose height changed without its content changing, use
  /// ``invalidateHeight(ofRowWithID:reconfiguringShownCell:)-3k0y8``.
  public func reconfigureRows<ID: Hashable & Sendable>(withIDs ids: some Sequence<ID>) {
    reconfigureRows(withIDs: ids.map { RowID($0) })
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func reconfigureRows(withIDs ids: some Sequence<RowID>) {
    let ids = Array(ids)
    if redirectedToMainActor("ListController.reconfigureRows(withIDs:)", { $0.reconfigureRows(withIDs: ids) }) {
      return
    }
    guard !refusesDuringSwap("reconfigureRows(withIDs:)", instead: "the rows are shown as they are") else { return }
    var seen: Set<ElementPath> = []
    var paths: [ElementPath] = []
    for id in ids {
      for path in self.paths(ofRowsWithID: id) where seen.insert(path).inserted { paths.append(path) }
    }
    guard !paths.isEmpty else { return }
    statistics.refreshes += 1
    host?.refreshRows(at: paths)
  }

  /// Toggles the expansion of the row with `id`.
  public func toggleExpansion(ofRowWithID id: some Hashable & Sendable) {
    toggleExpansion(ofRowWithID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func toggleExpansion(ofRowWithID id: RowID) {
    if redirectedToMainActor("ListController.toggleExpansion(ofRowWithID:)", { $0.toggleExpansion(ofRowWithID: id) }) {
      return
    }
    setExpanded(!isExpanded(rowWithID: id), rowWithID: id)
  }

  /// Whether the row shown at `path` is expanded.
  package func isExpanded(rowAt path: ElementPath) -> Bool {
    if refusedOffMainActor("ListController.isExpanded(rowAt:)") { return false }
    guard let row = dataSourceList.row(at: path) else { return false }
    return isExpanded(row)
  }

  /// Whether `row` is expanded, by the one rule (``ListSizing/isExpanded(isExpandable:initially:id:overrides:)``)
  /// with this controller's toggled rows.
  func isExpanded(_ row: Row) -> Bool {
    isExpanded(isExpandable: row.isExpandable || row.hasChildren, initially: row.isInitiallyExpanded, id: row.id)
  }

  /// The same from a row's fields; the id is read only when some row was toggled.
  func isExpanded(isExpandable: Bool, initially: Bool, id: @autoclosure () -> RowID) -> Bool {
    ListSizing.isExpanded(
      isExpandable: isExpandable, initially: initially, id: id(), overrides: rowState.expansionOverrides)
  }

  // MARK: Collapsible sections

  /// Whether the section with `id` is collapsed (its initial state until it is toggled).
  public func isCollapsed(sectionWithID id: some Hashable & Sendable) -> Bool {
    isCollapsed(sectionWithID: SectionID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func isCollapsed(sectionWithID id: SectionID) -> Bool {
    if refusedOffMainActor("ListController.isCollapsed(sectionWithID:)") { return false }
    if let collapsed = rowState.collapsedSectionIDs[id] { return collapsed }
    guard let section = latestSnapshot.sections.first(where: { $0.id == id }) else { return false }
    return isCollapsed(section)
  }

  /// The one rule for "is this section collapsed": its toggled state, else how it starts.
  func isCollapsed(_ section: Section) -> Bool {
    if let collapsed = rowState.collapsedSectionIDs[section.id] { return collapsed }
    if case .collapsible(let initiallyCollapsed) = section.collapsibility { return initiallyCollapsed }
    return false
  }

  /// Collapses or expands the section with `id`; its rows leave or return through the normal
  /// (animated) diff.
  public func setCollapsed(_ collapsed: Bool, sectionWithID id: some Hashable & Sendable) {
    setCollapsed(collapsed, sectionWithID: SectionID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func setCollapsed(_ collapsed: Bool, sectionWithID id: SectionID) {
    if redirectedToMainActor(
      "ListController.setCollapsed(_:sectionWithID:)", { $0.setCollapsed(collapsed, sectionWithID: id) })
    {
      return
    }
    guard collapsed != isCollapsed(sectionWithID: id) else { return }
    flightRecorder.record(.collapse(id, collapsed))
    rowState.collapsedSectionIDs[id] = collapsed
    submit(latestSnapshot)
  }
}
