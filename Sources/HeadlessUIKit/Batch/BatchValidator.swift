#if !canImport(UIKit)
import Foundation

/// Validates a batch against the counts before and after it, the way
/// `-[UITableView _endCellAnimationsWithContext:]` does (R3.4-R3.7, R3.14), and turns it into a
/// ``BatchPlan``. Pure and UI-free: it sees only counts and operations.
///
/// Order: duplicates (R3.14 #8), section checks S1-S8, section survivor mapping, silent row
/// normalisation (R3.4 #2), row checks R-a..R-o, the reload + section move rejection (R3.14 #7),
/// count checks (R3.7), then the row survivor mapping.
struct BatchValidator {
  /// Row counts before the batch (the table's cache).
  let old: [Int]
  /// Row counts after the batch (what the data source reports at commit).
  let new: [Int]
  /// Strict mode rejects duplicate inserts/deletes/reloads; otherwise they are dropped.
  let rejectsDuplicates: Bool

  /// Validates `batch`, returning its plan or throwing the first failing check.
  func validate(_ batch: PendingBatch) throws(TableUpdateError) -> BatchPlan {
    var ops = try deduplicated(batch)
    try checkSections(ops)
    let sections = mapSections(ops)
    normaliseRows(&ops, sections: sections)
    try checkRows(ops, sections: sections)
    try checkReloadWithSectionMove(ops, sections: sections)
    try checkCounts(ops, sections: sections)
    return makePlan(ops, sections: sections)
  }

  // MARK: Duplicates (R3.4 #1, R3.14 #8)

  /// The batch's operations, sorted and without duplicates.
  private func deduplicated(_ batch: PendingBatch) throws(TableUpdateError) -> PendingBatch {
    PendingBatch(
      sectionInserts: try unique(batch.sectionInserts) { .insertSection($0) },
      sectionDeletes: try unique(batch.sectionDeletes) { .deleteSection($0) },
      sectionReloads: try unique(batch.sectionReloads) { .reloadSection($0) },
      sectionMoves: Self.uniqueMoves(batch.sectionMoves),
      rowInserts: try unique(batch.rowInserts) { .insertRow($0.indexPath) },
      rowDeletes: try unique(batch.rowDeletes) { .deleteRow($0.indexPath) },
      rowReloads: try unique(batch.rowReloads) { .reloadRow($0.indexPath) },
      rowMoves: Self.uniqueMoves(batch.rowMoves))
  }

  /// The sorted distinct elements; in strict mode a repeated element is an error.
  private func unique<Element: Comparable>(
    _ elements: [Element], _ operation: (Element) -> TableUpdateOperation
  ) throws(TableUpdateError) -> [Element] {
    let sorted = elements.sorted()
    var result: [Element] = []
    result.reserveCapacity(sorted.count)
    for element in sorted {
      if let last = result.last, last == element {
        if rejectsDuplicates { throw TableUpdateError(.duplicateOperation(operation(element))) }
        continue
      }
      result.append(element)
    }
    return result
  }

  /// Sorted moves without exact duplicates (dropped silently in every mode, R3.4 #1).
  private static func uniqueMoves<Index>(_ moves: [IndexMove<Index>]) -> [IndexMove<Index>] {
    var result: [IndexMove<Index>] = []
    for move in moves.sorted() where result.last != move {
      result.append(move)
    }
    return result
  }

  // MARK: Section checks S1-S8 (R3.6)

  private func checkSections(_ ops: PendingBatch) throws(TableUpdateError) {
    let oldCount = old.count
    let newCount = new.count
    let removed = Set(ops.sectionDeletes).union(ops.sectionReloads)
    for section in removed.sorted() where section < 0 || section >= oldCount {
      throw TableUpdateError(.deleteSectionOutOfRange(section: section, sectionCount: oldCount))
    }
    for move in ops.sectionMoves where removed.contains(move.from) {
      throw TableUpdateError(.deleteAndMoveSameSection(section: move.from))
    }
    for section in ops.sectionInserts where section < 0 || section >= newCount {
      throw TableUpdateError(.insertSectionOutOfRange(section: section, sectionCount: newCount))
    }
    let destinations = Set(ops.sectionMoves.map(\.to))
    for section in ops.sectionInserts where destinations.contains(section) {
      throw TableUpdateError(.insertAndMoveSameSection(section: section))
    }
    for move in ops.sectionMoves where move.from < 0 || move.from >= oldCount {
      throw TableUpdateError(.moveSectionSourceOutOfRange(section: move.from, sectionCount: oldCount))
    }
    for move in ops.sectionMoves where move.to < 0 || move.to >= newCount {
      throw TableUpdateError(
        .moveSectionDestinationOutOfRange(section: move.from, destination: move.to, sectionCount: newCount))
    }
    var destinationOf: [Int: Int] = [:]
    for move in ops.sectionMoves {
      if let first = destinationOf[move.from] {
        throw TableUpdateError(.moveSectionToTwoDestinations(section: move.from, first: first, second: move.to))
      }
      destinationOf[move.from] = move.to
    }
    var sourceOf: [Int: Int] = [:]
    for move in ops.sectionMoves.sorted(by: { ($0.to, $0.from) < ($1.to, $1.from) }) {
      if let first = sourceOf[move.to] {
        throw TableUpdateError(.moveTwoSectionsToOneDestination(first: first, second: move.from, destination: move.to))
      }
      sourceOf[move.to] = move.from
    }
  }

  // MARK: Section survivor mapping (R3.7 #2)

  /// Where every old section goes and what every new section is made of.
  struct SectionMapping {
    /// Old sections that are deleted or reloaded (their rows go with them).
    var removed: Set<Int>
    /// New sections that are inserted or are the new position of a reloaded section.
    var fresh: Set<Int>
    /// For each new section, its origin.
    var sources: [BatchPlan.SectionSource]
    /// For each old section, its new index (`nil` when deleted or reloaded).
    var targets: [Int?]
    /// For each old section, its new index even when reloaded (used for row normalisation).
    var positions: [Int?]
  }

  private func mapSections(_ ops: PendingBatch) -> SectionMapping {
    var sources = [BatchPlan.SectionSource?](repeating: nil, count: new.count)
    var targets = [Int?](repeating: nil, count: old.count)
    var taken = [Bool](repeating: false, count: new.count)
    for section in ops.sectionInserts { taken[section] = true }
    var moveSources = Set<Int>()
    for move in ops.sectionMoves {
      taken[move.to] = true
      sources[move.to] = .old(move.from)
      targets[move.from] = move.to
      moveSources.insert(move.from)
    }
    let deleted = Set(ops.sectionDeletes)
    let reloaded = Set(ops.sectionReloads)
    var positions = targets
    var fresh = Set(ops.sectionInserts)
    var slot = 0
    for section in 0..<old.count where !deleted.contains(section) && !moveSources.contains(section) {
      while slot < new.count && taken[slot] { slot += 1 }
      guard slot < new.count else { break }
      positions[section] = slot
      if reloaded.contains(section) {
        sources[slot] = .fresh
        fresh.insert(slot)
      } else {
        sources[slot] = .old(section)
        targets[section] = slot
      }
      slot += 1
    }
    return SectionMapping(
      removed: deleted.union(reloaded), fresh: fresh, sources: sources.map { $0 ?? .fresh }, targets: targets,
      positions: positions)
  }

  /// R3.4 #2: row deletes/reloads inside removed sections and row inserts inside fresh sections
  /// are covered by the section operation and dropped.
  private func normaliseRows(_ ops: inout PendingBatch, sections: SectionMapping) {
    guard !sections.removed.isEmpty || !sections.fresh.isEmpty else { return }
    ops.rowDeletes.removeAll { sections.removed.contains($0.section) }
    ops.rowReloads.removeAll { sections.removed.contains($0.section) }
    ops.rowInserts.removeAll { sections.fresh.contains($0.section) }
  }
}
#endif
