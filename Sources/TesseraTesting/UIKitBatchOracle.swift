import TesseraDiff

/// A test-side model of UITableView's batch-update contract (spec §3 and §9).
///
/// It takes what the table shows before a stage and the stage, checks every rule a library must
/// obey (index ranges per space, strictly ascending lists, section and row counts with the
/// survivor mapping of R3.7, the forbidden combinations of R3.14 and L4), then applies the
/// operations the way UITableView does (R3.3: reloads become delete + insert at the row's new
/// position, deletes, then moves, then inserts). Moved and surviving rows keep the content they
/// showed; inserted and reloaded rows show the stage's data. The result must equal the stage's
/// data in identity *and* content, which catches count-consistent but wrong batches (R10.5) and
/// forgotten updates.
///
/// Use it to check a custom host or a hand-written changeset; the headless table checks the same
/// rules on a real table.
public enum UIKitBatchOracle<Section: DiffableSection> {
  /// The rows of the sections.
  public typealias Element = Section.Element

  /// Applies every stage in order to `source`; returns the problems found (empty when valid).
  public static func problems(
    applying stages: StagedChangeset<Section>, to source: [Section], target: [Section]
  ) -> [String] {
    var shown = source
    for (index, stage) in stages.enumerated() {
      if !stage.hasChanges { return ["stage \(index) is empty"] }
      let step = apply(stage, to: shown)
      if !step.problems.isEmpty {
        return step.problems.map { "stage \(index): \($0)" }
      }
      shown = step.shown
    }
    if let mismatch = difference(shown, target) { return ["after all stages: \(mismatch)"] }
    if let last = stages.last, let mismatch = difference(last.data, target) {
      return ["last stage data: \(mismatch)"]
    }
    return []
  }

  /// Validates `stage` against `shown` and applies it.
  public static func apply(_ stage: Changeset<Section>, to shown: [Section]) -> (shown: [Section], problems: [String]) {
    var problems: [String] = []
    let old = shown
    let new = stage.data
    let sections = validateSections(stage, oldCount: old.count, newCount: new.count, problems: &problems)
    guard problems.isEmpty, let sections else { return (shown, problems) }
    validateRows(stage, old: old, new: new, sections: sections, problems: &problems)
    guard problems.isEmpty else { return (shown, problems) }

    var result: [Section] = []
    for target in new.indices {
      guard let source = sections.origin[target], !sections.reloaded.contains(source) else {
        // Inserted or reloaded sections are loaded afresh from the data source.
        if let source = sections.origin[target], old[source].diffIdentifier != new[target].diffIdentifier {
          problems.append("section \(source) reloaded into \(target) changed identity")
        }
        result.append(new[target])
        continue
      }
      guard let rows = applyRows(stage, old: old, new: new, from: source, to: target, problems: &problems) else {
        return (shown, problems)
      }
      result.append(old[source].replacingElements(rows))
    }
    if let mismatch = difference(result, new) {
      problems.append("applying gives something else than the stage data: \(mismatch)")
    }
    return (result, problems)
  }

  /// The section mapping of a stage.
  struct SectionMapping {
    /// For each new section, the old section it comes from, or nil when inserted.
    var origin: [Int?]
    /// For each old section that survives or moves, its new index.
    var newIndex: [Int: Int]
    var deleted: Set<Int>
    var inserted: Set<Int>
    var reloaded: Set<Int>
    var reloadedNew: Set<Int>
  }

  static func validateSections(
    _ stage: Changeset<Section>, oldCount: Int, newCount: Int, problems: inout [String]
  ) -> SectionMapping? {
    checkAscending(stage.sectionDeletes, "section deletes", &problems)
    checkAscending(stage.sectionInserts, "section inserts", &problems)
    checkAscending(stage.sectionUpdates, "section updates", &problems)
    for section in stage.sectionDeletes where !(0..<oldCount).contains(section) {
      problems.append("S1 delete section \(section), only \(oldCount) before")
    }
    for section in stage.sectionUpdates where !(0..<oldCount).contains(section) {
      problems.append("S1 reload section \(section), only \(oldCount) before")
    }
    for section in stage.sectionInserts where !(0..<newCount).contains(section) {
      problems.append("S3 insert section \(section), only \(newCount) after")
    }
    let deleted = Set(stage.sectionDeletes)
    let inserted = Set(stage.sectionInserts)
    let reloaded = Set(stage.sectionUpdates)
    var moveSources = Set<Int>()
    var moveTargets = Set<Int>()
    for move in stage.sectionMoves {
      if !(0..<oldCount).contains(move.source) {
        problems.append("S5 move section \(move.source), only \(oldCount) before")
      }
      if !(0..<newCount).contains(move.target) {
        problems.append("S6 move section to \(move.target), only \(newCount) after")
      }
      if !moveSources.insert(move.source).inserted { problems.append("S7 section \(move.source) moved twice") }
      if !moveTargets.insert(move.target).inserted { problems.append("S8 two sections moved to \(move.target)") }
    }
    for section in deleted.intersection(moveSources) { problems.append("S2 delete and move section \(section)") }
    for section in inserted.intersection(moveTargets) { problems.append("S4 insert and move to section \(section)") }
    for section in reloaded.intersection(moveSources) { problems.append("reload and move section \(section)") }
    for section in reloaded.intersection(deleted) { problems.append("reload and delete section \(section)") }
    if newCount != oldCount + inserted.count - deleted.count {
      problems.append(
        "R3.7 sections: \(newCount) after, \(oldCount) before, \(inserted.count) inserted, \(deleted.count) deleted")
    }
    guard problems.isEmpty else { return nil }

    var origin = [Int?](repeating: nil, count: newCount)
    var newIndex: [Int: Int] = [:]
    for move in stage.sectionMoves {
      origin[move.target] = move.source
      newIndex[move.source] = move.target
    }
    var survivors = (0..<oldCount).filter { !deleted.contains($0) && !moveSources.contains($0) }.makeIterator()
    for slot in 0..<newCount where !inserted.contains(slot) && !moveTargets.contains(slot) {
      guard let survivor = survivors.next() else {
        problems.append("R3.7 no old section left for new section \(slot)")
        return nil
      }
      origin[slot] = survivor
      newIndex[survivor] = slot
    }
    if let extra = survivors.next() { problems.append("R3.7 old section \(extra) has no place after the update") }
    let reloadedNew = Set(reloaded.compactMap { newIndex[$0] })
    return SectionMapping(
      origin: origin, newIndex: newIndex, deleted: deleted, inserted: inserted,
      reloaded: reloaded, reloadedNew: reloadedNew)
  }

  static func validateRows(
    _ stage: Changeset<Section>, old: [Section], new: [Section], sections: SectionMapping,
    problems: inout [String]
  ) {
    checkAscending(stage.elementDeletes, "row deletes", &problems)
    checkAscending(stage.elementInserts, "row inserts", &problems)
    checkAscending(stage.elementUpdates, "row updates", &problems)
    func checkOld(_ path: ElementPath, _ what: String) {
      guard (0..<old.count).contains(path.section) else {
        problems.append("R-a/R-h \(what) \(path): only \(old.count) sections before")
        return
      }
      if !(0..<old[path.section].elements.count).contains(path.element) {
        problems.append("R-b/R-i \(what) \(path): section has \(old[path.section].elements.count) rows before")
      }
      if sections.deleted.contains(path.section) { problems.append("L4/R-n \(what) \(path) inside a deleted section") }
      if sections.reloaded.contains(path.section) { problems.append("\(what) \(path) inside a reloaded section") }
    }
    func checkNew(_ path: ElementPath, _ what: String) {
      guard (0..<new.count).contains(path.section) else {
        problems.append("R-e/R-j \(what) \(path): only \(new.count) sections after")
        return
      }
      if !(0..<new[path.section].elements.count).contains(path.element) {
        problems.append("R-f/R-k \(what) \(path): section has \(new[path.section].elements.count) rows after")
      }
      if sections.inserted.contains(path.section) {
        problems.append("L4/R-o \(what) \(path) inside an inserted section")
      }
      if sections.reloadedNew.contains(path.section) { problems.append("\(what) \(path) inside a reloaded section") }
    }
    stage.elementDeletes.forEach { checkOld($0, "delete") }
    stage.elementUpdates.forEach { checkOld($0, "reload") }
    stage.elementInserts.forEach { checkNew($0, "insert") }
    let deletes = Set(stage.elementDeletes)
    let updates = Set(stage.elementUpdates)
    let inserts = Set(stage.elementInserts)
    var moveSources = Set<ElementPath>()
    var moveTargets = Set<ElementPath>()
    for move in stage.elementMoves {
      checkOld(move.source, "move from")
      checkNew(move.target, "move to")
      if !moveSources.insert(move.source).inserted { problems.append("R-l row \(move.source) moved twice") }
      if !moveTargets.insert(move.target).inserted { problems.append("R-m two rows moved to \(move.target)") }
    }
    for path in deletes.intersection(updates) { problems.append("R-c delete and reload \(path)") }
    for path in deletes.intersection(moveSources) { problems.append("R-d delete and move \(path)") }
    for path in updates.intersection(moveSources) { problems.append("R-d reload and move \(path)") }
    for path in inserts.intersection(moveTargets) { problems.append("R-g insert and move to \(path)") }
    if !stage.elementUpdates.isEmpty && !stage.sectionMoves.isEmpty {
      problems.append("R3.14#7 reloadRows together with moveSection")
    }
    // L4: a moved section carries no row operation in the batch that moves it.
    let movedFrom = Set(stage.sectionMoves.map(\.source))
    let movedTo = Set(stage.sectionMoves.map(\.target))
    let oldPaths = stage.elementDeletes + stage.elementUpdates + stage.elementMoves.map(\.source)
    let newPaths = stage.elementInserts + stage.elementMoves.map(\.target)
    if let path = oldPaths.first(where: { movedFrom.contains($0.section) }) {
      problems.append("L4 row operation at \(path) inside a section moved in the same batch")
    }
    if let path = newPaths.first(where: { movedTo.contains($0.section) }) {
      problems.append("L4 row operation at \(path) inside a section moved in the same batch")
    }
  }

  /// The rows shown in new section `target`, which comes from old section `source`.
  static func applyRows(
    _ stage: Changeset<Section>, old: [Section], new: [Section], from source: Int, to target: Int,
    problems: inout [String]
  ) -> [Element]? {
    let oldRows = old[source].elements
    let newRows = new[target].elements
    let deleted = Set(stage.elementDeletes.filter { $0.section == source }.map(\.element))
    let reloaded = Set(stage.elementUpdates.filter { $0.section == source }.map(\.element))
    let movedOut = Set(stage.elementMoves.filter { $0.source.section == source }.map(\.source.element))
    let inserted = Set(stage.elementInserts.filter { $0.section == target }.map(\.element))
    var movedIn: [Int: ElementPath] = [:]
    for move in stage.elementMoves where move.target.section == target {
      movedIn[move.target.element] = move.source
    }
    let expected = oldRows.count + inserted.count - deleted.count + movedIn.count - movedOut.count
    guard newRows.count == expected else {
      problems.append(
        "R3.7 rows in section \(target): \(newRows.count) after, \(oldRows.count) before, "
          + "\(inserted.count) inserted, \(deleted.count) deleted, \(movedIn.count) moved in, \(movedOut.count) moved out"
      )
      return nil
    }
    var survivors = oldRows.indices.filter { !deleted.contains($0) && !movedOut.contains($0) }.makeIterator()
    var rows: [Element] = []
    rows.reserveCapacity(newRows.count)
    for slot in newRows.indices {
      if inserted.contains(slot) {
        rows.append(newRows[slot])
      } else if let from = movedIn[slot] {
        rows.append(old[from.section].elements[from.element])
      } else if let survivor = survivors.next() {
        if reloaded.contains(survivor) {
          if oldRows[survivor].diffIdentifier != newRows[slot].diffIdentifier {
            problems.append("reloaded row (\(source) - \(survivor)) lands on a row of another identity")
          }
          rows.append(newRows[slot])
        } else {
          rows.append(oldRows[survivor])
        }
      } else {
        problems.append("R3.7 no surviving row for (\(target) - \(slot))")
        return nil
      }
    }
    return rows
  }

  /// The first difference of identity or content between two lists, or nil.
  public static func difference(_ lhs: [Section], _ rhs: [Section]) -> String? {
    guard lhs.count == rhs.count else { return "\(lhs.count) sections vs \(rhs.count)" }
    for (index, (left, right)) in zip(lhs, rhs).enumerated() {
      if left.diffIdentifier != right.diffIdentifier { return "section \(index) has another identity" }
      if !left.isContentEqual(to: right) { return "section \(index) shows stale content" }
      let leftRows = left.elements
      let rightRows = right.elements
      guard leftRows.count == rightRows.count else {
        return "section \(index): \(leftRows.count) rows vs \(rightRows.count)"
      }
      for (row, (a, b)) in zip(leftRows, rightRows).enumerated() {
        if a.diffIdentifier != b.diffIdentifier { return "row (\(index) - \(row)) has another identity" }
        if !a.isContentEqual(to: b) { return "row (\(index) - \(row)) shows stale content" }
      }
    }
    return nil
  }

  static func checkAscending<T: Comparable>(_ values: [T], _ what: String, _ problems: inout [String]) {
    for index in values.indices.dropFirst() where !(values[index - 1] < values[index]) {
      problems.append("L5 \(what) not strictly ascending: \(values[index - 1]), \(values[index])")
      return
    }
  }
}
