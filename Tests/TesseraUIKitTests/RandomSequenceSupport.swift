#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraTesting
import TesseraUIKit

/// The content of a section header that counts its rows: it changes whenever the rows do, as
/// an inbox's "Inbox (38)" header does.
struct SectionCount: Equatable, Sendable, CustomStringConvertible {
  var count: Int
  var description: String { "\(count) rows" }
}

/// Gives every other section (by id, so a section keeps it from step to step) a header that
/// counts its rows.
func withCountingHeaders(_ snapshot: ListSnapshot) -> ListSnapshot {
  var snapshot = snapshot
  for index in snapshot.sections.indices {
    let key = String(describing: snapshot.sections[index].id).unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
    if key % 2 == 0 {
      snapshot.sections[index].header = .content(SectionCount(count: snapshot.sections[index].rows.count))
    }
  }
  return snapshot
}

/// What the user selected, as a model: taps select (or, with multiple selection, toggle) a row
/// when selection is persistent; a row a collapsed section hides stays selected, and a row that
/// leaves the data leaves the selection for good. Every update path (batches, non-animated
/// batches, reloads) must keep the host's selection equal to it.
struct SelectionModel {
  var isPersistent: Bool
  var allowsMultiple: Bool
  private(set) var selected: Set<RowID> = []

  init(isPersistent: Bool, allowsMultiple: Bool) {
    self.isPersistent = isPersistent
    self.allowsMultiple = allowsMultiple
  }

  /// The user tapped the row `id`, which the view showed selected or not (with duplicate ids,
  /// another row of the same id may be the selected one).
  mutating func tapped(_ id: RowID, wasSelected: Bool) {
    guard isPersistent else { return }
    if !allowsMultiple {
      selected = [id]
    } else if wasSelected {
      selected.remove(id)
    } else {
      selected.insert(id)
    }
  }

  /// Keeps the rows still shown by `controller`, and those its collapsed sections hide.
  @MainActor
  mutating func keep(_ controller: ListController) {
    var ids = Set(controller.dataSourceList.sections.flatMap { $0.rows.map(\.id) })
    for section in controller.shownSnapshot.sections
    where section.collapsibility.isCollapsible && controller.isCollapsed(sectionWithID: section.id) {
      ids.formUnion(section.rows.map(\.id))
    }
    selected.formIntersection(ids)
  }
}

/// Whether `list` shows every row id once.
func hasUniqueRowIDs(_ list: DataSourceList) -> Bool {
  var ids = Set<RowID>()
  return list.sections.allSatisfy { $0.rows.allSatisfy { ids.insert($0.id).inserted } }
}
