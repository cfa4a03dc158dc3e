/// The diff engine. Its generic parts (identity matching, content comparison, building the data
/// of each stage) are `@inlinable` so that they specialise for the caller's element types; its
/// integer-only parts (moves, staging) are compiled once, in ``StagePlanner``.
@usableFromInline
enum DiffEngine {
  /// Computes the stages that turn `source` into `target`, and the number of repeated identifiers.
  ///
  /// - Complexity: O(*n* + *m* log *m*) where *n* is the number of sections and rows of both
  ///   lists and *m* the number of rows that keep their section but change their order; O(*n*)
  ///   without hashing when the identifiers are equal position by position.
  @inlinable
  static func stages<Section: DiffableSection>(
    source: [Section], target: [Section]
  ) -> (stages: ContiguousArray<Changeset<Section>>, duplicates: Int, rowMatches: RowMatches) {
    if let inPlace = inPlaceChanges(source: source, target: target) {
      let planned = StagePlanner.planInPlace(
        rowUpdates: inPlace.rowUpdates, sectionUpdates: inPlace.sectionUpdates,
        sectionsWithRowUpdates: inPlace.sectionsWithRowUpdates)
      var stages = ContiguousArray<Changeset<Section>>()
      stages.reserveCapacity(planned.count)
      for stage in planned {
        stages.append(changeset(stage, data: inPlaceData(stage.data, source: source, target: target)))
      }
      return (stages, 0, inPlaceMatches(inPlace.rowUpdates, target: target))
    }

    let sourceRows = ContiguousArray(source.lazy.map { $0.elements })
    let targetRows = ContiguousArray(target.lazy.map { $0.elements })
    let tables = match(
      source: source, target: target, sourceRows: sourceRows, targetRows: targetRows)
    let planned = StagePlanner.plan(tables)
    var stages = ContiguousArray<Changeset<Section>>()
    stages.reserveCapacity(planned.count)
    for stage in planned {
      let data = stageData(
        stage.data, source: source, target: target, sourceRows: sourceRows, targetRows: targetRows,
        tables: tables)
      stages.append(changeset(stage, data: data))
    }
    return (stages, tables.duplicateCount, RowMatches(tables: tables))
  }

  /// The matches of an in-place change: every row is its own partner.
  @inlinable
  static func inPlaceMatches<Section: DiffableSection>(_ updates: [ElementPath], target: [Section]) -> RowMatches {
    var starts: [Int] = []
    starts.reserveCapacity(target.count)
    var total = 0
    for section in target {
      starts.append(total)
      total += section.elements.count
    }
    return RowMatches(inPlaceRowCount: total, changedTargetRows: updates.map { starts[$0.section] + $0.element })
  }

  /// Wraps a planned stage and its data into a public ``Changeset``.
  @inlinable
  static func changeset<Section: DiffableSection>(
    _ stage: PlannedStage, data: [Section]
  ) -> Changeset<Section> {
    Changeset(
      data: data,
      sectionDeletes: stage.sectionDeletes, sectionInserts: stage.sectionInserts,
      sectionUpdates: stage.sectionUpdates, sectionMoves: stage.sectionMoves,
      elementDeletes: stage.elementDeletes, elementInserts: stage.elementInserts,
      elementUpdates: stage.elementUpdates, elementMoves: stage.elementMoves)
  }

  /// Row offsets of `rows`: the flat index of each section's first row, then the total.
  @inlinable
  static func offsets<Element>(of rows: ContiguousArray<[Element]>) -> [Int] {
    var offsets: [Int] = []
    offsets.reserveCapacity(rows.count + 1)
    var total = 0
    for section in rows {
      offsets.append(total)
      total += section.count
    }
    offsets.append(total)
    return offsets
  }
}
