#if !canImport(UIKit)
import Foundation

/// A validated batch: where every old section and row goes and what every new one is made of
/// (R3.7 survivor mapping). Row changes are kept sparse — the sorted rows that leave and arrive
/// per section — so building a plan costs O(operations × log operations + sections) and mapping
/// one row costs O(log operations), however long the sections are.
struct BatchPlan {
  /// Where a new section comes from.
  enum SectionSource: Equatable {
    /// Inserted, or the new position of a reloaded section: everything in it is new.
    case fresh
    /// An old section (surviving or moved).
    case old(Int)
  }

  /// Where a new row comes from.
  enum RowSource: Equatable {
    /// Inserted, or the new position of a reloaded row: needs a new cell and height.
    case fresh
    /// An old row (surviving or moved): keeps its cell and height (R3.11).
    case old(RowPath)
  }

  /// The row changes between an old section and the new section it survives as.
  struct RowChanges {
    /// The old section.
    var origin: Int
    /// Sorted rows of the old section that leave it: deleted or moved away.
    var removed: [Int]
    /// Rows of the old section that are reloaded (they keep their position, R3.4 #3).
    var reloaded: [Int]
    /// Sorted rows of the new section taken by inserts and rows moved in.
    var arrivals: [Int]
    /// The origin of each arrival.
    var arrivalSources: [Int: RowSource]

    /// Where a surviving old row (not removed) lands in the new section.
    func newRow(ofSurvivor row: Int) -> Int {
      Self.freeSlot(row - Self.countBelow(row, in: removed), skipping: arrivals)
    }

    /// The old row behind a new row that is not an arrival.
    func oldRow(ofSurvivorAt row: Int) -> Int {
      Self.freeSlot(row - Self.countBelow(row, in: arrivals), skipping: removed)
    }

    /// The number of elements of a sorted array below `value`.
    static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if sorted[middle] < value { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// The `rank`-th (0-based) index that is not in the sorted array `taken`.
    static func freeSlot(_ rank: Int, skipping taken: [Int]) -> Int {
      // taken[i] - i free slots lie before taken[i]; it is non-decreasing in i.
      var low = 0
      var high = taken.count
      while low < high {
        let middle = (low + high) / 2
        if taken[middle] - middle <= rank { low = middle + 1 } else { high = middle }
      }
      return rank + low
    }
  }

  /// The row counts after the batch.
  var newCounts: [Int]
  /// For each new section, its origin.
  var sectionSources: [SectionSource]
  /// For each old section, its new index; `nil` when deleted or reloaded.
  var sectionTargets: [Int?]
  /// Row changes, by new section.
  var changes: [Int: RowChanges]
  /// Moved rows: old path → new path.
  var movedRows: [RowPath: RowPath]
  /// Deleted rows (outside deleted sections).
  var deletedRows: Set<RowPath>
  /// Reloaded rows (outside reloaded sections).
  var reloadedRows: Set<RowPath>
  /// The normalised operations in canonical order (R3.3, R3.4), for the event log.
  var operations: [TableUpdateOperation]

  /// The sections after the batch, in order: `fresh` makes an inserted (or reloaded) one from
  /// its new index, `kept` carries one over from its new and old indexes.
  func newSections<Section>(
    fresh: (Int) -> Section, kept: (_ index: Int, _ origin: Int) -> Section
  ) -> [Section] {
    sectionSources.enumerated().map { index, source in
      switch source {
      case .fresh: fresh(index)
      case .old(let origin): kept(index, origin)
      }
    }
  }

  /// Whether every section stays at its index: none is inserted, deleted, reloaded or moved.
  /// - Complexity: O(sections).
  var keepsSectionsInPlace: Bool {
    sectionSources.count == sectionTargets.count
      && sectionSources.indices.allSatisfy { sectionSources[$0] == .old($0) }
  }

  /// Where an old row is after the batch; `nil` when it was deleted or reloaded (or its section).
  func target(of path: RowPath) -> RowPath? {
    if let moved = movedRows[path] { return moved }
    guard path.section >= 0, path.section < sectionTargets.count, let section = sectionTargets[path.section],
      !deletedRows.contains(path), !reloadedRows.contains(path)
    else { return nil }
    guard let change = changes[section] else { return RowPath(section: section, row: path.row) }
    return RowPath(section: section, row: change.newRow(ofSurvivor: path.row))
  }

  /// Where a new row comes from.
  func source(of path: RowPath) -> RowSource {
    guard case .old(let origin) = sectionSources[path.section] else { return .fresh }
    guard let change = changes[path.section] else { return .old(RowPath(section: origin, row: path.row)) }
    if let arrival = change.arrivalSources[path.row] { return arrival }
    let old = RowPath(section: origin, row: change.oldRow(ofSurvivorAt: path.row))
    return reloadedRows.contains(old) ? .fresh : .old(old)
  }
}

extension BatchPlan {
  /// A row's height and whether it is measured, as the views carry it through a batch.
  typealias CarriedHeight = (height: CGFloat, isMeasured: Bool)

  /// The first half of applying the plan to per-section height storage (a table's rows, a
  /// collection view's items): each changed section's storage, taken from its old section with
  /// the leaving rows removed in descending order, by new section; and the heights of the rows
  /// that move, by old path, to be inserted where they arrive.
  /// - Complexity: O(operations × (remove + log operations)).
  func removingLeavers<Storage>(
    from storage: (_ oldSection: Int) -> Storage, remove: (inout Storage, Int) -> CarriedHeight
  ) -> (edited: [Int: Storage], moved: [RowPath: CarriedHeight]) {
    var edited: [Int: Storage] = [:]
    var moved: [RowPath: CarriedHeight] = [:]
    for section in changes.keys.sorted() {
      guard let change = changes[section] else { continue }
      var edit = storage(change.origin)
      for row in (change.removed + change.reloaded).sorted(by: >) {
        let removed = remove(&edit, row)
        let path = RowPath(section: change.origin, row: row)
        if movedRows[path] != nil { moved[path] = removed }
      }
      edited[section] = edit
    }
    return (edited, moved)
  }

  /// The second half, for new section `section`: inserts its arrivals in ascending order, a
  /// moved row with the height it had, an inserted or reloaded row with `fresh`'s.
  func insertArrivals<Storage>(
    into storage: inout Storage, section: Int, moved: [RowPath: CarriedHeight],
    insert: (inout Storage, CarriedHeight, Int) -> Void, fresh: (_ row: Int) -> CarriedHeight
  ) {
    guard let change = changes[section] else { return }
    var arrivals = change.arrivals.map { ($0, change.arrivalSources[$0] ?? .fresh) }
    arrivals += change.reloaded.map { (change.newRow(ofSurvivor: $0), RowSource.fresh) }
    for (row, source) in arrivals.sorted(by: { $0.0 < $1.0 }) {
      if case .old(let path) = source, let kept = moved[path] {
        insert(&storage, kept, row)
      } else {
        insert(&storage, fresh(row), row)
      }
    }
  }
}
#endif
