#if !canImport(UIKit)
import Foundation

extension BatchValidator {
  // MARK: Count checks (R3.7)

  /// Per-section tallies of a batch's row operations.
  struct Tallies {
    var inserted: [Int: Int] = [:]
    var deleted: [Int: Int] = [:]
    var reloaded: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
  }

  func tallies(_ ops: PendingBatch, sections: SectionMapping) -> Tallies {
    var tallies = Tallies()
    for path in ops.rowInserts { tallies.inserted[path.section, default: 0] += 1 }
    for path in ops.rowDeletes { tallies.deleted[path.section, default: 0] += 1 }
    for path in ops.rowReloads { tallies.reloaded[path.section, default: 0] += 1 }
    for move in ops.rowMoves where sections.targets[move.from.section] != move.to.section {
      tallies.movedOut[move.from.section, default: 0] += 1
      tallies.movedIn[move.to.section, default: 0] += 1
    }
    return tallies
  }

  /// R3.7 #1 then #3, new sections in ascending order. A reload counts as one delete and one
  /// insert (U4); a move within one (possibly moved) section counts as neither in nor out (U5).
  func checkCounts(_ ops: PendingBatch, sections: SectionMapping) throws(TableUpdateError) {
    let inserted = ops.sectionInserts.count
    let deleted = ops.sectionDeletes.count
    guard new.count == old.count + inserted - deleted else {
      throw TableUpdateError(
        .invalidSectionCount(after: new.count, before: old.count, inserted: inserted, deleted: deleted))
    }
    let tallies = tallies(ops, sections: sections)
    for (section, source) in sections.sources.enumerated() {
      guard case .old(let origin) = source else { continue }
      let reloads = tallies.reloaded[origin, default: 0]
      let inserted = tallies.inserted[section, default: 0] + reloads
      let deleted = tallies.deleted[origin, default: 0] + reloads
      let movedIn = tallies.movedIn[section, default: 0]
      let movedOut = tallies.movedOut[origin, default: 0]
      let expected = old[origin] + inserted - deleted + movedIn - movedOut
      if new[section] != expected {
        throw TableUpdateError(
          .invalidRowCount(
            section: section, after: new[section], before: old[origin], inserted: inserted, deleted: deleted,
            movedIn: movedIn, movedOut: movedOut))
      }
    }
  }

  // MARK: Row survivor mapping (R3.7 #2)

  /// Builds the plan of a batch that passed every check.
  /// - Complexity: O(operations × log operations + sections).
  func makePlan(_ ops: PendingBatch, sections: SectionMapping) -> BatchPlan {
    var changes: [Int: BatchPlan.RowChanges] = [:]
    func change(forOld origin: Int) -> Int? {
      guard let target = sections.targets[origin] else { return nil }
      if changes[target] == nil {
        changes[target] = BatchPlan.RowChanges(
          origin: origin, removed: [], reloaded: [], arrivals: [], arrivalSources: [:])
      }
      return target
    }
    func change(forNew target: Int) -> Int? {
      guard case .old(let origin) = sections.sources[target] else { return nil }
      return change(forOld: origin)
    }
    var movedRows: [RowPath: RowPath] = [:]
    for path in ops.rowDeletes {
      if let key = change(forOld: path.section) { changes[key]?.removed.append(path.row) }
    }
    for path in ops.rowReloads {
      if let key = change(forOld: path.section) { changes[key]?.reloaded.append(path.row) }
    }
    for move in ops.rowMoves {
      movedRows[move.from] = move.to
      if let key = change(forOld: move.from.section) { changes[key]?.removed.append(move.from.row) }
      if let key = change(forNew: move.to.section) {
        changes[key]?.arrivals.append(move.to.row)
        changes[key]?.arrivalSources[move.to.row] = .old(move.from)
      }
    }
    for path in ops.rowInserts {
      if let key = change(forNew: path.section) {
        changes[key]?.arrivals.append(path.row)
        changes[key]?.arrivalSources[path.row] = .fresh
      }
    }
    for key in changes.keys {
      changes[key]?.removed.sort()
      changes[key]?.reloaded.sort()
      changes[key]?.arrivals.sort()
    }

    return BatchPlan(
      newCounts: new, sectionSources: sections.sources, sectionTargets: sections.targets, changes: changes,
      movedRows: movedRows, deletedRows: Set(ops.rowDeletes), reloadedRows: Set(ops.rowReloads),
      operations: ops.operations)
  }
}
#endif
