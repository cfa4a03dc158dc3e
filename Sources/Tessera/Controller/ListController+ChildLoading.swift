// Parents that load their children the first time they expand (Row.loadingChildren).
extension ListController {
  /// Loads the children of the parent with `id` again, as when it first expanded: the children
  /// loaded before stay on screen until the new ones replace them. A parent that is collapsed
  /// (or not in the list) drops what it loaded and loads again when it next expands. Does
  /// nothing for a row that does not load its children.
  public func reloadChildren(ofRowWithID id: some Hashable & Sendable) {
    let id = RowID(id)
    if redirectedToMainActor("ListController.reloadChildren(ofRowWithID:)", { $0.reloadChildren(ofRowWithID: id) }) {
      return
    }
    guard let load = rowState.childLoads[id] else { return }
    if let row = shownOrHiddenRow(withID: id), row.loadsChildren, isExpanded(row), path(ofRowWithID: id) != nil,
      let loader = row.behaviors.box?.childrenLoader
    {
      startLoadingChildren(of: id, with: loader, keeping: load.rows)
    } else {
      rowState.childLoads[id] = nil
    }
  }

  /// The rows shown under `row` now: none while it is collapsed; its own children, or for a
  /// parent that loads them the loaded ones (starting the load, and showing its placeholder
  /// meanwhile, the first time it shows expanded).
  func shownChildren(of row: Row) -> [Row]? {
    guard isExpanded(row) else { return nil }
    if let children = row.children { return children }
    guard let loader = row.behaviors.box?.childrenLoader else { return nil }
    if let load = rowState.childLoads[row.id] {
      return load.rows ?? loader.placeholder.map { [$0] }
    }
    startLoadingChildren(of: row.id, with: loader, keeping: nil)
    return loader.placeholder.map { [$0] }
  }

  /// The children loaded for the parent with `id`, if a load has finished.
  func loadedChildren(ofRowWithID id: RowID) -> [Row]? {
    rowState.childLoads[id]?.rows
  }

  /// Starts loading the children of the parent with `id`; `rows` stay shown meanwhile. A load
  /// started before for that parent no longer counts when it finishes.
  private func startLoadingChildren(of id: RowID, with loader: ChildrenLoader, keeping rows: [Row]?) {
    let number = rowState.nextLoadNumber
    rowState.nextLoadNumber &+= 1
    rowState.childLoads[id] = ChildrenLoad(rows: rows, running: number)
    tasks.start { [weak self] in
      let result: Result<[Row], any Error>
      do {
        result = .success(try await loader.load())
      } catch {
        result = .failure(error)
      }
      await self?.childrenDidLoad(result, of: id, number: number)
    }
  }

  /// Shows the children a load gave, or collapses the parent when it failed with nothing
  /// loaded before; a load that was superseded changes nothing.
  private func childrenDidLoad(_ result: Result<[Row], any Error>, of id: RowID, number: Int) async {
    guard var load = rowState.childLoads[id], load.running == number else { return }
    load.running = nil
    switch result {
    case .success(let rows):
      load.rows = rows
    case .failure(let error):
      report(.childrenNotLoaded(id, error: String(describing: error)))
      if load.rows == nil {
        rowState.childLoads[id] = nil
        if isExpanded(rowWithID: id) { setExpansions([(id, false)]) }
        return
      }
    }
    rowState.childLoads[id] = load
    await apply(latestSnapshot)
  }
}
