/// Selection by row id, the part every host keeps the same way whatever its view: which rows
/// the host itself holds selected (a UIKit view keeps its own selection of the rows it shows;
/// the host holds those a collapsed section hides, the terminal its one selected row), what a
/// tap leaves behind, where each selected row was last seen, which ids an update under way
/// carries, and who hears of changes.
///
/// Ids are the truth, paths only hints: a selected row is found again by id after every change,
/// first where it was, and an id the list no longer has is pruned.
@MainActor
package struct HostSelection {
  /// What a tap leaves behind.
  package enum Behavior: Sendable, Hashable {
    /// The row is deselected right after the tap.
    case momentary
    /// The row stays selected until deselected.
    case persistent
  }

  /// What a tap leaves behind.
  package var behavior: Behavior = .momentary
  /// Runs after the user changed the selection, with the selected ids then.
  package var didChange: (@MainActor (_ selectedRowIDs: Set<RowID>) -> Void)?
  /// The selected rows the host holds itself, by id.
  package private(set) var ids: Set<RowID> = []
  /// The selected ids an update under way carries past its batches (see the UIKit host).
  package var keptThroughUpdate: Set<RowID> = []
  /// Where each held row was last seen.
  private var lastPaths: [RowID: ElementPath] = [:]

  /// Nothing selected.
  package init() {}

  /// Whether the host holds `id` selected.
  package func contains(_ id: RowID) -> Bool { ids.contains(id) }

  /// Holds `id` selected, seen at `path` when given.
  package mutating func insert(_ id: RowID, at path: ElementPath? = nil) {
    ids.insert(id)
    lastPaths[id] = path
  }

  /// Holds exactly `ids` selected (a single selection replaced, hidden rows re-read); where they
  /// were seen is forgotten for the others.
  package mutating func replace(with ids: Set<RowID>) {
    self.ids = ids
    lastPaths = lastPaths.filter { ids.contains($0.key) }
  }

  /// Deselects `id`: neither held nor carried by the update under way.
  package mutating func remove(_ id: RowID) {
    ids.remove(id)
    lastPaths[id] = nil
    keptThroughUpdate.remove(id)
  }

  /// Deselects everything the host holds and every id the update carries.
  package mutating func removeAll() {
    ids.removeAll()
    lastPaths.removeAll()
    keptThroughUpdate.removeAll()
  }

  /// Where the held row `id` is shown now, `nil` when it is gone (it is then pruned). Most of
  /// the time the row is where it was last seen, checked before a search by id; a search starts
  /// near there.
  /// - Complexity: O(1) while the row has not moved; else the controller's search by id.
  package mutating func path(of id: RowID, in controller: ListController) -> ElementPath? {
    let last = lastPaths[id]
    if let last, controller.dataSourceList.row(at: last)?.id == id { return last }
    let found = last.map { controller.path(ofRowWithID: id, near: $0) } ?? controller.path(ofRowWithID: id)
    if let found {
      lastPaths[id] = found
    } else {
      remove(id)
    }
    return found
  }

  /// Keeps held only the ids of `ids` that rows in collapsed sections of the newest snapshot
  /// have (a row a collapse hides stays selected; one the list lost is pruned), and returns the
  /// ids of `ids` not kept.
  /// - Complexity: O(rows of the collapsed sections) at most; nothing without such sections.
  @discardableResult
  package mutating func keepOnlyHidden(among ids: Set<RowID>, in controller: ListController) -> Set<RowID> {
    let hidden = Self.rowIDsInCollapsedSections(among: ids, of: controller)
    replace(with: hidden)
    return ids.subtracting(hidden)
  }

  /// The ids of `ids` that rows of a collapsed section of `controller`'s newest snapshot have.
  /// - Complexity: O(rows of the collapsed sections) at most; nothing without such sections.
  package static func rowIDsInCollapsedSections(among ids: Set<RowID>, of controller: ListController) -> Set<RowID> {
    guard !ids.isEmpty else { return [] }
    var found: Set<RowID> = []
    for section in controller.latestSnapshot.sections
    where section.collapsibility.isCollapsible && controller.isCollapsed(sectionWithID: section.id) {
      for row in section.rows where ids.contains(row.id) {
        found.insert(row.id)
        if found.count == ids.count { return found }
      }
    }
    return found
  }

  /// Tells ``didChange`` that the user changed the selection to `selected`.
  package func userDidChange(to selected: Set<RowID>) { didChange?(selected) }
}

extension ListController {
  /// A header tap: collapses or expands the section with `id` when the newest snapshot has it
  /// collapsible; nothing otherwise. The one way every host toggles a section.
  package func toggleSection(withID id: SectionID) {
    guard latestSnapshot.sections.contains(where: { $0.id == id && $0.collapsibility.isCollapsible }) else { return }
    setCollapsed(!isCollapsed(sectionWithID: id), sectionWithID: id)
  }
}
