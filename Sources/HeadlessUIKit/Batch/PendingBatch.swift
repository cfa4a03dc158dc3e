#if !canImport(UIKit)
import Foundation

/// A move from an old index (before the batch) to a new index (after it).
/// Moves order by origin, then by destination.
struct IndexMove<Index: Hashable & Comparable>: Hashable, Comparable {
  var from: Index
  var to: Index

  static func < (lhs: IndexMove, rhs: IndexMove) -> Bool {
    lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
  }
}

/// The operations recorded since a batch began (C0.3), in call order. UIKit's result must not
/// depend on that order (R3.3); the validator sorts whatever it scans.
struct PendingBatch {
  var sectionInserts: [Int] = []
  var sectionDeletes: [Int] = []
  var sectionReloads: [Int] = []
  var sectionMoves: [IndexMove<Int>] = []
  var rowInserts: [RowPath] = []
  var rowDeletes: [RowPath] = []
  var rowReloads: [RowPath] = []
  var rowMoves: [IndexMove<RowPath>] = []
  /// `reconfigureRows` paths recorded inside the batch (old space, SIM policy for U8).
  var reconfigures: [RowPath] = []
  /// Completion handlers of `performBatchUpdates` calls folded into this batch.
  var completions: [(Bool) -> Void] = []

  /// Whether the batch has no insert, delete, reload or move (R3.13).
  var hasNoStructuralOperations: Bool {
    sectionInserts.isEmpty && sectionDeletes.isEmpty && sectionReloads.isEmpty && sectionMoves.isEmpty
      && rowInserts.isEmpty && rowDeletes.isEmpty && rowReloads.isEmpty && rowMoves.isEmpty
  }

  /// Whether the batch inserts, deletes or moves rows or sections: the index spaces before and
  /// after it differ (reloads keep every index where it is).
  var changesIndexSpaces: Bool {
    !(sectionInserts.isEmpty && sectionDeletes.isEmpty && sectionMoves.isEmpty && rowInserts.isEmpty
      && rowDeletes.isEmpty && rowMoves.isEmpty)
  }

  /// Every recorded operation in canonical order (R3.3).
  var operations: [TableUpdateOperation] {
    var operations: [TableUpdateOperation] = []
    operations.reserveCapacity(
      sectionInserts.count + sectionDeletes.count + sectionReloads.count + sectionMoves.count + rowInserts.count
        + rowDeletes.count + rowReloads.count + rowMoves.count)
    operations += sectionDeletes.map { .deleteSection($0) }
    operations += sectionReloads.map { .reloadSection($0) }
    operations += rowDeletes.map { .deleteRow($0.indexPath) }
    operations += rowReloads.map { .reloadRow($0.indexPath) }
    operations += sectionMoves.map { .moveSection($0.from, to: $0.to) }
    operations += rowMoves.map { .moveRow($0.from.indexPath, to: $0.to.indexPath) }
    operations += sectionInserts.map { .insertSection($0) }
    operations += rowInserts.map { .insertRow($0.indexPath) }
    return operations.sorted(by: TableUpdateOperation.canonicalOrder)
  }
}
#endif
