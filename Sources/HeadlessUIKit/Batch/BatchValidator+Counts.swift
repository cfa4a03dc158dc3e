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

  func tallies(_ ops: Operations, sections: SectionMapping) -> Tallies {
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
  func checkCounts(_ ops: Operations, sections: SectionMapping) throws(TableUpdateError) {
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
  /// - Complexity: O(rows of touched sections + sections + operations).
  func makePlan(_ ops: Operations, sections: SectionMapping) -> BatchPlan {
    var insertsBySection: [Int: [Int]] = [:]
    for path in ops.rowInserts { insertsBySection[path.section, default: []].append(path.row) }
    var movesInto: [Int: [IndexMove<RowPath>]] = [:]
    for move in ops.rowMoves { movesInto[move.to.section, default: []].append(move) }
    let removed = Set(ops.rowDeletes).union(ops.rowMoves.map(\.from))
    let reloaded = Set(ops.rowReloads)

    // Old sections whose rows leave, and the new sections they survive into, are rearranged.
    var rowTargets: [Int: [RowPath?]] = [:]
    for path in ops.rowDeletes + ops.rowReloads + ops.rowMoves.map(\.from) where rowTargets[path.section] == nil {
      rowTargets[path.section] = [RowPath?](repeating: nil, count: old[path.section])
    }
    for move in ops.rowMoves { rowTargets[move.from.section]?[move.from.row] = move.to }
    var touchedNew = Set(insertsBySection.keys).union(movesInto.keys)
    for section in rowTargets.keys {
      if let target = sections.targets[section] { touchedNew.insert(target) }
    }

    var rowSources: [Int: [BatchPlan.RowSource]] = [:]
    var reloadedRows: [RowPath: RowPath] = [:]
    for section in touchedNew {
      guard case .old(let origin) = sections.sources[section] else { continue }
      var sources = [BatchPlan.RowSource?](repeating: nil, count: new[section])
      for row in insertsBySection[section] ?? [] { sources[row] = .fresh }
      for move in movesInto[section] ?? [] { sources[move.to.row] = .old(move.from) }
      var targets = rowTargets[origin] ?? [RowPath?](repeating: nil, count: old[origin])
      var slot = 0
      for row in 0..<old[origin] {
        let path = RowPath(section: origin, row: row)
        if removed.contains(path) { continue }
        while slot < sources.count && sources[slot] != nil { slot += 1 }
        guard slot < sources.count else { break }
        let destination = RowPath(section: section, row: slot)
        if reloaded.contains(path) {
          sources[slot] = .fresh
          reloadedRows[path] = destination
        } else {
          sources[slot] = .old(path)
          targets[row] = destination
        }
        slot += 1
      }
      rowSources[section] = sources.map { $0 ?? .fresh }
      rowTargets[origin] = targets
    }

    var normalised = PendingBatch()
    normalised.sectionInserts = ops.sectionInserts
    normalised.sectionDeletes = ops.sectionDeletes
    normalised.sectionReloads = ops.sectionReloads
    normalised.sectionMoves = ops.sectionMoves
    normalised.rowInserts = ops.rowInserts
    normalised.rowDeletes = ops.rowDeletes
    normalised.rowReloads = ops.rowReloads
    normalised.rowMoves = ops.rowMoves
    return BatchPlan(
      newCounts: new, sectionSources: sections.sources, sectionTargets: sections.targets, rowSources: rowSources,
      rowTargets: rowTargets, reloadedRows: reloadedRows, operations: normalised.operations)
  }
}
#endif
