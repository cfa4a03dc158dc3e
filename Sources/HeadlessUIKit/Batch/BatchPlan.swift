#if !canImport(UIKit)
import Foundation

/// A validated batch: where every old section and row goes, and what every new one is made of
/// (R3.7 survivor mapping). Only sections the batch touches get per-row tables; the others map
/// row for row, so building a plan costs O(touched rows + sections + operations).
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

  /// The row counts after the batch.
  var newCounts: [Int]
  /// For each new section, its origin.
  var sectionSources: [SectionSource]
  /// For each old section, its new index; `nil` when deleted or reloaded.
  var sectionTargets: [Int?]
  /// For each new section whose rows were rearranged, where each row comes from.
  var rowSources: [Int: [RowSource]]
  /// For each old section whose rows were rearranged, where each row goes; `nil` when deleted or
  /// reloaded.
  var rowTargets: [Int: [RowPath?]]
  /// Reloaded rows: old path → new path.
  var reloadedRows: [RowPath: RowPath]
  /// The normalised operations in canonical order (R3.3, R3.4), for the event log.
  var operations: [TableUpdateOperation]

  /// Where an old row is after the batch; `nil` when it was deleted or reloaded.
  func target(of path: RowPath) -> RowPath? {
    if let targets = rowTargets[path.section] {
      return path.row < targets.count ? targets[path.row] : nil
    }
    guard path.section < sectionTargets.count, let section = sectionTargets[path.section] else { return nil }
    return RowPath(section: section, row: path.row)
  }

  /// Where a new row comes from.
  func source(of path: RowPath) -> RowSource {
    if let sources = rowSources[path.section] { return sources[path.row] }
    guard case .old(let section) = sectionSources[path.section] else { return .fresh }
    return .old(RowPath(section: section, row: path.row))
  }
}
#endif
