/// Decides the stages of a diff from its match tables. Integers only, compiled once.
///
/// Each stage must be one legal `performBatchUpdates`. Besides what the pairing already
/// guarantees (no row operation inside a deleted or inserted section, no two operations on one
/// index path), three combinations must never share a batch:
/// - a row reload and a section move (R3.14 #7);
/// - the reload and the move of one row (R3.14 #1);
/// - a section move and a row operation inside that section (L4).
///
/// The planner tries the layouts of ``StageLayout/candidates`` (one stage; removals then
/// arrivals; removals and section arrivals then row arrivals; sections then rows; and the
/// always-legal removals, section arrivals, row arrivals), places every section update in the
/// latest stage of the layout that neither moves the section nor touches its rows (or in a last
/// stage of its own), and keeps the legal layout with the fewest non-empty stages.
@usableFromInline
enum StagePlanner {
  /// The stages of the general path, from the analysed tables.
  ///
  /// - Complexity: O(*n* + *m* log *m*), see ``StageAnalysis``. Every list of operations is
  ///   allocated once, at its final size.
  @usableFromInline
  static func plan(_ tables: DiffTables) -> [PlannedStage] {
    let analysis = StageAnalysis(tables)
    var chosen = StageLayout.threeSteps
    var chosenPlacement = placeSectionUpdates(tables, analysis, chosen)
    var chosenCount = stageCount(chosen, analysis, chosenPlacement)
    for layout in StageLayout.candidates.dropLast() where layout.isLegal(analysis) {
      let placement = placeSectionUpdates(tables, analysis, layout)
      let count = stageCount(layout, analysis, placement)
      if count < chosenCount || (count == chosenCount && layout.stages.count < chosen.stages.count) {
        chosen = layout
        chosenPlacement = placement
        chosenCount = count
        if count <= 1 { break }
      }
    }
    var stages = emit(tables, analysis, chosen, chosenPlacement)
    stages.removeAll { $0.isEmpty }
    return stages
  }

  /// The stages of the in-place fast path: row updates (and the section updates that do not
  /// collide with them) in one stage, the colliding section updates in a second.
  @usableFromInline
  static func planInPlace(
    rowUpdates: [ElementPath], sectionUpdates: [Int], sectionsWithRowUpdates: [Bool]
  ) -> [PlannedStage] {
    var first = PlannedStage(data: StageData(space: .target, keepSourceSection: []))
    first.elementUpdates = rowUpdates
    var keep: [Bool] = []
    var last = PlannedStage(data: StageData(space: .target, keepSourceSection: []))
    for section in sectionUpdates {
      if !sectionsWithRowUpdates.isEmpty && sectionsWithRowUpdates[section] {
        if keep.isEmpty { keep = Array(repeating: false, count: sectionsWithRowUpdates.count) }
        keep[section] = true
        last.sectionUpdates.append(section)
      } else {
        first.sectionUpdates.append(section)
      }
    }
    first.data.keepSourceSection = keep
    if last.isEmpty { return first.isEmpty ? [] : [first] }
    return first.isEmpty ? [last] : [first, last]
  }

  /// Where the section updates go: for every source section, -1 when it is not updated, else
  /// the stage of its update (the layout's stage count meaning a last stage of its own). Empty
  /// when no section is updated.
  static func placeSectionUpdates(_ tables: DiffTables, _ analysis: StageAnalysis, _ layout: StageLayout) -> [Int] {
    guard analysis.hasSectionUpdate else { return [] }
    var placement = [Int](repeating: -1, count: tables.sourceSectionCount)
    for source in placement.indices where tables.sectionFlags[source] & SectionFlag.updated != 0 {
      let target = tables.sourceSectionMatch[source]
      var stage = layout.stages.count
      for candidate in layout.stages.indices.reversed()
      where StageLayout.acceptsSectionUpdate(layout.stages[candidate], source: source, target: target, tables) {
        stage = candidate
        break
      }
      placement[source] = stage
    }
    return placement
  }

  /// The number of non-empty stages `layout` gives with `placement`.
  static func stageCount(_ layout: StageLayout, _ analysis: StageAnalysis, _ placement: [Int]) -> Int {
    var used = 0
    for (index, kinds) in layout.stages.enumerated() where !kinds.isDisjoint(with: analysis.presentKinds) {
      used |= 1 << index
    }
    for stage in placement where stage >= 0 { used |= 1 << stage }
    return used.nonzeroBitCount
  }

  /// The operations of every stage of `layout`, in each stage's index spaces.
  ///
  /// Two passes keep every list ascending: one in source order for stages that start from a
  /// source-ordered arrangement, one in target order for the others.
  static func emit(
    _ tables: DiffTables, _ analysis: StageAnalysis, _ layout: StageLayout, _ placement: [Int]
  ) -> [PlannedStage] {
    let layoutCount = layout.stages.count
    let total = placement.contains(layoutCount) ? layoutCount + 1 : layoutCount
    var stages: [PlannedStage] = (0..<total).map { stage in
      var keep: [Bool] = []
      if placement.contains(where: { $0 > stage }) { keep = placement.map { $0 > stage } }
      let space = stage + 1 < layoutCount ? layout.spaces[stage + 1] : .target
      return PlannedStage(data: StageData(space: space, keepSourceSection: keep))
    }
    let spaces = layout.spacesThenTarget
    func isSourceOrdered(_ stage: Int) -> Bool { spaces[stage] == .source || spaces[stage] == .afterRemovals }
    let sectionDeleteStage = layout.stage(of: .sectionDelete)
    let sectionInsertStage = layout.stage(of: .sectionInsert)
    let sectionMoveStage = layout.stage(of: .sectionMove)
    let rowStages = RowStages(
      delete: layout.stage(of: .rowDelete), update: layout.stage(of: .rowUpdate), move: layout.stage(of: .rowMove))
    let rowInsertStage = layout.stage(of: .rowInsert)
    let counts = analysis.counts
    stages[sectionDeleteStage].sectionDeletes.reserveCapacity(counts.sectionDeletes)
    stages[sectionInsertStage].sectionInserts.reserveCapacity(counts.sectionInserts)
    stages[sectionMoveStage].sectionMoves.reserveCapacity(counts.sectionMoves)
    stages[rowStages.delete].elementDeletes.reserveCapacity(counts.rowDeletes)
    stages[rowStages.update].elementUpdates.reserveCapacity(counts.rowUpdates)
    stages[rowStages.move].elementMoves.reserveCapacity(counts.rowMoves)
    stages[rowInsertStage].elementInserts.reserveCapacity(counts.rowInserts)

    // Source order.
    var middle = 0
    for section in 0..<tables.sourceSectionCount {
      let target = tables.sourceSectionMatch[section]
      guard target >= 0 else {
        stages[sectionDeleteStage].sectionDeletes.append(section)
        continue
      }
      let position = SectionPosition(source: section, middle: middle, target: target)
      if StageAnalysis.isMoved(section, tables) {
        stages[sectionMoveStage].sectionMoves.append(
          Move(source: position.index(in: spaces[sectionMoveStage]), target: target))
      }
      let update = placement.isEmpty ? -1 : placement[section]
      if update >= 0 && isSourceOrdered(update) {
        stages[update].sectionUpdates.append(position.index(in: spaces[update]))
      }
      emitRows(tables, position, rowStages, spaces, into: &stages) { isSourceOrdered($0) }
      middle += 1
    }

    // Target order. A paired section's index once the deleted ones are gone, by source section,
    // in the scratch memory (the analysis is done with it).
    let middleOfSource = tables.scratch(from: 0, count: tables.sourceSectionCount)
    middle = 0
    for section in 0..<tables.sourceSectionCount where tables.sourceSectionMatch[section] >= 0 {
      middleOfSource[section] = middle
      middle += 1
    }
    for target in 0..<tables.targetSectionCount {
      let source = tables.targetSectionMatch[target]
      guard source >= 0 else {
        stages[sectionInsertStage].sectionInserts.append(target)
        continue
      }
      let position = SectionPosition(source: source, middle: middleOfSource[source], target: target)
      let update = placement.isEmpty ? -1 : placement[source]
      if update >= 0 && !isSourceOrdered(update) {
        stages[update].sectionUpdates.append(target)
      }
      emitRows(tables, position, rowStages, spaces, into: &stages) { !isSourceOrdered($0) }
    }
    // Matching listed the inserted rows in target order.
    for index in 0..<tables.insertedRowCount {
      stages[rowInsertStage].elementInserts.append(PackedPath.path(tables.insertedRows[index]))
    }
    return stages
  }

  /// The stages of row deletes, updates and moves.
  struct RowStages {
    var delete: Int
    var update: Int
    var move: Int
  }

  /// Where a paired section is in each arrangement.
  struct SectionPosition {
    var source: Int
    var middle: Int
    var target: Int

    func index(in space: StageSpace) -> Int {
      switch space {
      case .source: source
      case .afterRemovals: middle
      case .targetSectionsSurvivingRows, .targetSectionsAllRows, .target: target
      }
    }

    func path(in space: StageSpace, row: Int, survivingRow: Int) -> ElementPath {
      switch space {
      case .source, .targetSectionsAllRows: ElementPath(element: row, section: index(in: space))
      case .afterRemovals, .targetSectionsSurvivingRows, .target:
        ElementPath(element: survivingRow, section: index(in: space))
      }
    }
  }

  /// Row deletes, updates and moves of one paired section, for the stages `includes` selects.
  static func emitRows(
    _ tables: DiffTables, _ position: SectionPosition, _ rowStages: RowStages,
    _ spaces: [StageSpace], into stages: inout [PlannedStage], includes: (Int) -> Bool
  ) {
    let deletes = includes(rowStages.delete)
    let updates = includes(rowStages.update)
    let moves = includes(rowStages.move)
    guard deletes || updates || moves else { return }
    let base = tables.sourceOffsets[position.source]
    var survivingRow = 0
    let operations = RowFlag.updated | RowFlag.moved
    for flat in base..<tables.sourceOffsets[position.source &+ 1] {
      let partner = tables.sourceRowMatch[flat]
      let flag = partner < 0 ? 0 : tables.rowFlags[flat]
      if partner >= 0 && flag & operations == 0 {
        survivingRow &+= 1
        continue
      }
      let row = flat &- base
      if partner < 0 {
        if deletes {
          stages[rowStages.delete].elementDeletes.append(
            position.path(in: spaces[rowStages.delete], row: row, survivingRow: survivingRow))
        }
        continue
      }
      if updates && flag & RowFlag.updated != 0 {
        stages[rowStages.update].elementUpdates.append(
          position.path(in: spaces[rowStages.update], row: row, survivingRow: survivingRow))
      }
      if moves && flag & RowFlag.moved != 0 {
        stages[rowStages.move].elementMoves.append(
          Move(
            source: position.path(in: spaces[rowStages.move], row: row, survivingRow: survivingRow),
            target: PackedPath.path(partner)))
      }
      survivingRow &+= 1
    }
  }
}
