/// Where the update of one section goes.
enum SectionUpdatePlacement: UInt8 {
  /// The section is not updated.
  case none
  /// In the first stage (the only one, or the removal stage of a split).
  case first
  /// In the second stage of a split.
  case second
  /// In a stage of its own, after all the others.
  case last
}

/// Decides the stages of a diff from its match tables. Integers only, compiled once.
///
/// Staging rules (each stage must be one legal `performBatchUpdates`):
/// - Everything goes in **one** stage unless one of two combinations forces a split:
///   a row update together with a section move (`reloadRows` + `moveSection`, R3.14 #7), or a
///   row that is both updated and moved (reload + move of one row, R3.14 #1).
/// - A split has two stages: **removals** (section deletes, row deletes, all row updates, at
///   their positions before the diff) then **arrivals** (section inserts, section moves, row
///   inserts, row moves, in the space left by the first stage).
/// - A section update (`reloadSections`) joins a stage only if that stage neither moves the
///   section nor has a row operation in it (in either index space); otherwise it waits for a
///   last stage of its own. Among the legal stages the later one is chosen.
/// - Rows of deleted or inserted sections get no operation of their own, so no row ever moves
///   out of a deleted section or into an inserted one, and no index path gets two operations.
@usableFromInline
enum StagePlanner {
  /// The stages of the general path.
  ///
  /// - Complexity: O(*n* + *m* log *m*), see ``StageAnalysis``.
  @usableFromInline
  static func plan(_ tables: DiffTables) -> [PlannedStage] {
    let analysis = StageAnalysis(tables)
    let isSplit =
      (analysis.hasRowUpdate && analysis.hasSectionMove) || analysis.hasMovedRowUpdate
    let placement = placeSectionUpdates(tables, analysis, isSplit: isSplit)

    var pending: [SectionPair] = []
    for target in 0..<tables.targetSectionMatch.count {
      let source = tables.targetSectionMatch[target]
      if source >= 0 && placement[source] == .last {
        pending.append(SectionPair(source: source, target: target))
      }
    }
    let arrivalData: StageData = pending.isEmpty ? .target : .targetKeepingSourceSections(pending)

    var stages: [PlannedStage]
    if isSplit {
      stages = emitSplit(tables, analysis, placement, arrivalData: arrivalData)
    } else {
      stages = [emitSingle(tables, analysis, placement, data: arrivalData)]
    }
    if !pending.isEmpty {
      var last = PlannedStage(data: .target)
      last.sectionUpdates = pending.map(\.target)
      stages.append(last)
    }
    return stages.filter { !$0.isEmpty }
  }

  /// The stages of the in-place fast path: row updates (and the section updates that do not
  /// collide with them) in one stage, the colliding section updates in a second.
  @usableFromInline
  static func planInPlace(
    rowUpdates: [ElementPath], sectionUpdates: [Int], sectionsWithRowUpdates: [Bool]
  ) -> [PlannedStage] {
    var first = PlannedStage(data: .target)
    first.elementUpdates = rowUpdates
    var pending: [SectionPair] = []
    for section in sectionUpdates {
      if !sectionsWithRowUpdates.isEmpty && sectionsWithRowUpdates[section] {
        pending.append(SectionPair(source: section, target: section))
      } else {
        first.sectionUpdates.append(section)
      }
    }
    guard !pending.isEmpty else { return first.isEmpty ? [] : [first] }
    first.data = .targetKeepingSourceSections(pending)
    var last = PlannedStage(data: .target)
    last.sectionUpdates = pending.map(\.target)
    return [first, last]
  }

  /// Chooses, for every updated section, the latest stage that can legally reload it.
  static func placeSectionUpdates(
    _ tables: DiffTables, _ analysis: StageAnalysis, isSplit: Bool
  ) -> [SectionUpdatePlacement] {
    var placement = [SectionUpdatePlacement](
      repeating: .none, count: tables.sourceSectionMatch.count)
    for source in placement.indices where tables.sectionUpdated[source] {
      let target = tables.sourceSectionMatch[source]
      let sourceFacts = analysis.sourceFacts[source]
      let targetFacts = analysis.targetFacts[target]
      let isMoved = analysis.sectionMoved[source]
      if isSplit {
        if !isMoved && sourceFacts & SectionFact.rowMoveOut == 0 && targetFacts == 0 {
          placement[source] = .second
        } else if sourceFacts & (SectionFact.rowDelete | SectionFact.rowUpdate) == 0 {
          placement[source] = .first
        } else {
          placement[source] = .last
        }
      } else {
        placement[source] = !isMoved && sourceFacts == 0 && targetFacts == 0 ? .first : .last
      }
    }
    return placement
  }

  /// One stage from the source straight to the target.
  static func emitSingle(
    _ tables: DiffTables, _ analysis: StageAnalysis, _ placement: [SectionUpdatePlacement],
    data: StageData
  ) -> PlannedStage {
    var stage = PlannedStage(data: data)
    for section in 0..<tables.sourceSectionMatch.count {
      let target = tables.sourceSectionMatch[section]
      guard target >= 0 else {
        stage.sectionDeletes.append(section)
        continue
      }
      if analysis.sectionMoved[section] {
        stage.sectionMoves.append(Move(source: section, target: target))
      }
      if placement[section] == .first { stage.sectionUpdates.append(section) }
      let base = tables.sourceOffsets[section]
      for flat in base..<tables.sourceOffsets[section + 1] {
        let partner = tables.sourceRowMatch[flat]
        let path = ElementPath(element: flat - base, section: section)
        if partner < 0 {
          stage.elementDeletes.append(path)
          continue
        }
        let flag = analysis.rowFlags[flat]
        if flag & RowFlag.updated != 0 { stage.elementUpdates.append(path) }
        if flag & RowFlag.moved != 0 {
          stage.elementMoves.append(Move(source: path, target: PackedPath.path(partner)))
        }
      }
    }
    emitArrivals(tables, into: &stage)
    return stage
  }

  /// Two stages: removals and updates in the source's space, then arrivals and moves from the
  /// space the removals leave behind.
  static func emitSplit(
    _ tables: DiffTables, _ analysis: StageAnalysis, _ placement: [SectionUpdatePlacement],
    arrivalData: StageData
  ) -> [PlannedStage] {
    let keepSourceSection = placement.map { $0 == .second || $0 == .last }
    var removals = PlannedStage(data: .afterRemovals(keepSourceSection: keepSourceSection))
    var arrivals = PlannedStage(data: arrivalData)
    var middleSection = 0
    for section in 0..<tables.sourceSectionMatch.count {
      let target = tables.sourceSectionMatch[section]
      guard target >= 0 else {
        removals.sectionDeletes.append(section)
        continue
      }
      if analysis.sectionMoved[section] {
        arrivals.sectionMoves.append(Move(source: middleSection, target: target))
      }
      switch placement[section] {
      case .first: removals.sectionUpdates.append(section)
      case .second: arrivals.sectionUpdates.append(middleSection)
      case .none, .last: break
      }
      let base = tables.sourceOffsets[section]
      var middleRow = 0
      for flat in base..<tables.sourceOffsets[section + 1] {
        let partner = tables.sourceRowMatch[flat]
        let path = ElementPath(element: flat - base, section: section)
        if partner < 0 {
          removals.elementDeletes.append(path)
          continue
        }
        let flag = analysis.rowFlags[flat]
        if flag & RowFlag.updated != 0 { removals.elementUpdates.append(path) }
        if flag & RowFlag.moved != 0 {
          arrivals.elementMoves.append(
            Move(
              source: ElementPath(element: middleRow, section: middleSection),
              target: PackedPath.path(partner)))
        }
        middleRow += 1
      }
      middleSection += 1
    }
    emitArrivals(tables, into: &arrivals)
    return [removals, arrivals]
  }

  /// Section inserts and row inserts, in the target's space.
  static func emitArrivals(_ tables: DiffTables, into stage: inout PlannedStage) {
    for section in 0..<tables.targetSectionMatch.count {
      guard tables.targetSectionMatch[section] >= 0 else {
        stage.sectionInserts.append(section)
        continue
      }
      let base = tables.targetOffsets[section]
      for flat in base..<tables.targetOffsets[section + 1] where tables.targetRowMatch[flat] < 0 {
        stage.elementInserts.append(ElementPath(element: flat - base, section: section))
      }
    }
  }
}
