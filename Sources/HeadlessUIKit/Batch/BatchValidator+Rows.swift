#if !canImport(UIKit)
import Foundation

extension BatchValidator {
  // MARK: Row checks R-a..R-o (R3.6)

  func checkRows(_ ops: PendingBatch, sections: SectionMapping) throws(TableUpdateError) {
    try checkRemovedRows(ops)
    try checkInsertedRows(ops)
    try checkMovedRows(ops, sections: sections)
  }

  /// R-a, R-b per deleted or reloaded row, then R-c and R-d.
  private func checkRemovedRows(_ ops: PendingBatch) throws(TableUpdateError) {
    let deleted = Set(ops.rowDeletes)
    let reloaded = Set(ops.rowReloads)
    let removed = deleted.union(reloaded).sorted()
    for path in removed {
      guard path.section >= 0, path.section < old.count else {
        throw TableUpdateError(
          .deleteRowSectionOutOfRange(row: path.row, section: path.section, sectionCount: old.count))
      }
      if path.row < 0 || path.row >= old[path.section] {
        throw TableUpdateError(.deleteRowOutOfRange(row: path.row, section: path.section, rowCount: old[path.section]))
      }
    }
    for path in ops.rowReloads where deleted.contains(path) {
      throw TableUpdateError(.deleteAndReloadSameRow(path.indexPath))
    }
    let moveSources = Set(ops.rowMoves.map(\.from))
    for path in removed where moveSources.contains(path) {
      throw TableUpdateError(.deleteAndMoveSameRow(path.indexPath))
    }
  }

  /// R-e, R-f per inserted row, then R-g.
  private func checkInsertedRows(_ ops: PendingBatch) throws(TableUpdateError) {
    for path in ops.rowInserts {
      guard path.section >= 0, path.section < new.count else {
        throw TableUpdateError(
          .insertRowSectionOutOfRange(row: path.row, section: path.section, sectionCount: new.count))
      }
      if path.row < 0 || path.row >= new[path.section] {
        throw TableUpdateError(.insertRowOutOfRange(row: path.row, section: path.section, rowCount: new[path.section]))
      }
    }
    let destinations = Set(ops.rowMoves.map(\.to))
    for path in ops.rowInserts where destinations.contains(path) {
      throw TableUpdateError(.insertAndMoveSameRow(path.indexPath))
    }
  }

  /// R-h..R-k per move, then R-l, R-m, R-n, R-o.
  private func checkMovedRows(_ ops: PendingBatch, sections: SectionMapping) throws(TableUpdateError) {
    for move in ops.rowMoves {
      let (from, to) = (move.from, move.to)
      guard from.section >= 0, from.section < old.count else {
        throw TableUpdateError(.moveRowSourceSectionOutOfRange(from.indexPath, sectionCount: old.count))
      }
      if from.row < 0 || from.row >= old[from.section] {
        throw TableUpdateError(.moveRowSourceOutOfRange(from.indexPath, rowCount: old[from.section]))
      }
      guard to.section >= 0, to.section < new.count else {
        throw TableUpdateError(
          .moveRowDestinationSectionOutOfRange(from: from.indexPath, to: to.indexPath, sectionCount: new.count))
      }
      if to.row < 0 || to.row >= new[to.section] {
        throw TableUpdateError(
          .moveRowDestinationOutOfRange(from: from.indexPath, to: to.indexPath, rowCount: new[to.section]))
      }
    }
    var destinationOf: [RowPath: RowPath] = [:]
    for move in ops.rowMoves {
      if let first = destinationOf[move.from] {
        throw TableUpdateError(
          .moveRowToTwoDestinations(from: move.from.indexPath, first: first.indexPath, second: move.to.indexPath))
      }
      destinationOf[move.from] = move.to
    }
    var sourceOf: [RowPath: RowPath] = [:]
    for move in ops.rowMoves.sorted(by: { $0.to != $1.to ? $0.to < $1.to : $0.from < $1.from }) {
      if let first = sourceOf[move.to] {
        throw TableUpdateError(
          .moveTwoRowsToOneDestination(first: first.indexPath, second: move.from.indexPath, to: move.to.indexPath))
      }
      sourceOf[move.to] = move.from
    }
    for move in ops.rowMoves where sections.removed.contains(move.from.section) {
      throw TableUpdateError(.moveRowFromDeletedSection(section: move.from.section))
    }
    for move in ops.rowMoves where sections.fresh.contains(move.to.section) {
      throw TableUpdateError(.moveRowIntoInsertedSection(section: move.to.section))
    }
  }

  // MARK: R3.14 #7

  /// `reloadRows` together with `moveSection`: UIKit miscounts such a batch and raises a rows
  /// message with `(0 inserted, 1 deleted)`, so the simulator rejects it in every mode.
  func checkReloadWithSectionMove(_ ops: PendingBatch, sections: SectionMapping) throws(TableUpdateError) {
    guard let reload = ops.rowReloads.first, !ops.sectionMoves.isEmpty else { return }
    let target = sections.positions[reload.section] ?? reload.section
    let after = target < new.count ? new[target] : 0
    throw TableUpdateError(.reloadWithSectionMove(section: target, after: after, before: old[reload.section]))
  }
}
#endif
