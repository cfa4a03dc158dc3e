import Tessera

/// Applies a stage to rows the way UITableView does and reports the first broken rule.
enum StageChecker {
  typealias ShownRow = RecordingHost.ShownRow

  static func check(_ stage: ListUpdateStage, before: [[ShownRow]], after: [[ShownRow]]) -> String? {
    let oldCount = before.count
    let newCount = after.count
    // Structure (R3.6) and library obligations (L4, L5, R3.14).
    if Set(stage.sectionDeletes).count != stage.sectionDeletes.count { return "duplicate section delete" }
    if Set(stage.sectionInserts).count != stage.sectionInserts.count { return "duplicate section insert" }
    if Set(stage.elementDeletes).count != stage.elementDeletes.count { return "duplicate row delete" }
    if Set(stage.elementInserts).count != stage.elementInserts.count { return "duplicate row insert" }
    if Set(stage.elementUpdates).count != stage.elementUpdates.count { return "duplicate row reload" }
    for s in stage.sectionDeletes + stage.sectionUpdates where s >= oldCount { return "S1 section \(s) beyond \(oldCount)" }
    for s in stage.sectionInserts where s >= newCount { return "S3 section \(s) beyond \(newCount)" }
    let deletedSections = Set(stage.sectionDeletes + stage.sectionUpdates)
    let insertedSections = Set(stage.sectionInserts)
    let moveSources = stage.sectionMoves.map(\.source)
    let moveTargets = stage.sectionMoves.map(\.target)
    if Set(moveSources).count != moveSources.count { return "S7 section moved twice" }
    if Set(moveTargets).count != moveTargets.count { return "S8 two sections moved to one" }
    if !deletedSections.isDisjoint(with: moveSources) { return "S2 delete and move from one section" }
    if !insertedSections.isDisjoint(with: moveTargets) { return "S4 insert and move to one section" }
    for move in stage.sectionMoves where move.source >= oldCount || move.target >= newCount {
      return "S5/S6 section move out of range"
    }
    if !stage.sectionMoves.isEmpty && !stage.elementUpdates.isEmpty { return "R3.14#7 reload with section move" }
    if newCount != oldCount + stage.sectionInserts.count - stage.sectionDeletes.count {
      return "invalid number of sections: \(newCount) after, \(oldCount) before"
    }

    // Where each new section comes from (survivor mapping, R3.7.2).
    var origin = [Int?](repeating: nil, count: newCount)
    var taken = Set(stage.sectionInserts)
    for move in stage.sectionMoves {
      origin[move.target] = move.source
      taken.insert(move.target)
    }
    // A reloaded section is a delete plus an insert at the position the survivor mapping gives
    // it, so it takes part in the mapping, but its rows are free.
    let reloadedSections = Set(stage.sectionUpdates)
    let removedSections = Set(stage.sectionDeletes)
    var survivors = (0..<oldCount).filter { !removedSections.contains($0) && !moveSources.contains($0) }[...]
    for t in 0..<newCount where !taken.contains(t) {
      guard let next = survivors.popFirst() else { return "survivor mapping ran out of sections" }
      origin[t] = next
    }

    // Rows.
    let deletes = Set(stage.elementDeletes)
    let reloads = Set(stage.elementUpdates)
    let rowMoveSources = stage.elementMoves.map(\.source)
    let rowMoveTargets = stage.elementMoves.map(\.target)
    if Set(rowMoveSources).count != rowMoveSources.count { return "R-l row moved twice" }
    if Set(rowMoveTargets).count != rowMoveTargets.count { return "R-m two rows moved to one" }
    for path in deletes.union(reloads) {
      if deletedSections.contains(path.section) { return "L4 row delete/reload \(path) inside a deleted section" }
      guard path.section < oldCount, path.element < before[path.section].count else { return "R-a/R-b \(path) out of range" }
    }
    if !deletes.isDisjoint(with: reloads) { return "R-c delete and reload of one row" }
    if !deletes.union(reloads).isDisjoint(with: rowMoveSources) { return "R-d delete/reload and move of one row" }
    for path in stage.elementInserts {
      if insertedSections.contains(path.section) { return "L4 row insert \(path) inside an inserted section" }
      guard path.section < newCount, path.element < after[path.section].count else { return "R-e/R-f \(path) out of range" }
    }
    if !Set(stage.elementInserts).isDisjoint(with: rowMoveTargets) { return "R-g insert and move to one row" }
    for move in stage.elementMoves {
      if deletedSections.contains(move.source.section) { return "R-n move from deleted section" }
      if insertedSections.contains(move.target.section) { return "R-o move into inserted section" }
      guard move.source.section < oldCount, move.source.element < before[move.source.section].count,
        move.target.section < newCount, move.target.element < after[move.target.section].count
      else { return "R-h..R-k move out of range" }
    }

    // Build what the table would show and compare.
    var movedIn: [ElementPath: ShownRow] = [:]
    for move in stage.elementMoves { movedIn[move.target] = before[move.source.section][move.source.element] }
    let insertSet = Set(stage.elementInserts)
    for t in 0..<newCount {
      guard let s = origin[t], !reloadedSections.contains(s) else { continue }  // inserted or reloaded: rows are free
      var survivorRows = before[s].enumerated().filter { index, _ in
        let path = ElementPath(element: index, section: s)
        return !deletes.contains(path) && !rowMoveSources.contains(path)
      }[...]
      for (index, expected) in after[t].enumerated() {
        let path = ElementPath(element: index, section: t)
        if insertSet.contains(path) { continue }
        if let moved = movedIn[path] {
          guard moved.key == expected.key else { return "moved row at \(path) is \(moved.key), expected \(expected.key)" }
          guard moved.content == expected.content else { return "moved row \(moved.key) changed content without a reload" }
          continue
        }
        guard let (oldIndex, survivor) = survivorRows.popFirst() else {
          return "invalid number of rows in section \(t): too many after the update"
        }
        guard survivor.key == expected.key else { return "row at \(path) is \(survivor.key), expected \(expected.key)" }
        let reloaded = reloads.contains(ElementPath(element: oldIndex, section: s))
        if !reloaded && survivor.content != expected.content {
          return "row \(survivor.key) changed content without a reload"
        }
      }
      if !survivorRows.isEmpty { return "invalid number of rows in section \(t): too few after the update" }
    }
    return nil
  }
}
