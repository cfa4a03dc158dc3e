/// The diff engine. Its generic parts (identity matching, content comparison, building the data
/// of each stage) are `@inlinable` so that they specialise for the caller's element types; its
/// integer-only parts (moves, staging) are compiled once, in ``StagePlanner``.
///
/// All of its tables live in the memory of a ``DiffWorkspace``, sized once per diff from the
/// counts of the two lists: a diff allocates only what it returns.
@usableFromInline
enum DiffEngine {
  /// What a diff returns.
  @usableFromInline
  struct Result<Section: DiffableSection> {
    @usableFromInline var stages: ContiguousArray<Changeset<Section>>
    @usableFromInline var duplicates: Int
    @usableFromInline var rowMatches: RowMatches

    @inlinable
    init(stages: ContiguousArray<Changeset<Section>>, duplicates: Int, rowMatches: RowMatches) {
      self.stages = stages
      self.duplicates = duplicates
      self.rowMatches = rowMatches
    }
  }

  /// Computes the stages that turn `source` into `target`, the number of repeated identifiers
  /// and the matches of the target rows, in the memory of `workspace`.
  ///
  /// - Complexity: O(*n* + *m* log *m*) where *n* is the number of sections and rows of both
  ///   lists and *m* the number of rows that keep their section but change their order; O(*n*)
  ///   without hashing when the identifiers are equal position by position.
  ///
  /// `keep` makes a list of `Sendable` sections a `Sendable` value, so that `workspace` can hold
  /// the counts of ``PlacedIdentifiers`` for it (see ``alignedResult(_:source:target:workspace:keep:)``);
  /// `nil` for other sections. The counts follow the target through the paths that know it
  /// keeps the identifiers of the sections in place; the general path keeps its target alone.
  @inlinable
  static func stages<Section: DiffableSection>(
    source: [Section], target: [Section], workspace: inout DiffWorkspace,
    keep: (([Section]) -> any Sendable)? = nil
  ) -> Result<Section> {
    if let inPlace = inPlaceChanges(source: source, target: target, workspace: &workspace) {
      if inPlace.rearrangedSections.isEmpty {
        carryPlacedIdentifiersInPlace(source: source, target: target, workspace: &workspace, keep: keep)
        return inPlaceResult(inPlace, source: source, target: target)
      }
      if inPlace.rowCount >= alignedPathMinimumRowsInPlace {
        if let aligned = alignedResult(inPlace, source: source, target: target, workspace: &workspace, keep: keep) {
          return aligned
        }
        // Counts the aligned path carried over stay those of the target.
        if workspace.placedIdentifiers == nil { keepTarget(target, workspace: &workspace, keep: keep) }
        return generalResult(source: source, target: target, workspace: &workspace)
      }
    }
    keepTarget(target, workspace: &workspace, keep: keep)
    return generalResult(source: source, target: target, workspace: &workspace)
  }

  /// Keeps `target` alone (no counts) in `workspace`, or nothing without `keep`.
  @inlinable
  static func keepTarget<Section: DiffableSection>(
    _ target: [Section], workspace: inout DiffWorkspace, keep: (([Section]) -> any Sendable)?
  ) {
    workspace.placedIdentifiers = keep.map { PlacedIdentifiers(listOnly: $0(target)) }
  }

  /// Carries ``PlacedIdentifiers`` over a diff whose sections all keep their rows' identifiers,
  /// position by position: the counts stay those of the target when their list's sections hold
  /// the rows of `source`'s; otherwise the target is kept alone.
  @inlinable
  static func carryPlacedIdentifiersInPlace<Section: DiffableSection>(
    source: [Section], target: [Section], workspace: inout DiffWorkspace, keep: (([Section]) -> any Sendable)?
  ) {
    guard var placed = workspace.placedIdentifiers else { return }
    workspace.placedIdentifiers = nil
    guard let keep else { return }
    guard keptList(placed, matching: source, target: target, skipping: []) != nil else {
      keepTarget(target, workspace: &workspace, keep: keep)
      return
    }
    placed.list = keep(target)
    workspace.placedIdentifiers = placed
  }

  /// The result of a diff whose every section changed in place.
  @inlinable
  static func inPlaceResult<Section: DiffableSection>(
    _ inPlace: InPlaceChanges, source: [Section], target: [Section]
  ) -> Result<Section> {
    let planned = StagePlanner.planInPlace(
      rowUpdates: inPlace.rowUpdates, sectionUpdates: inPlace.sectionUpdates,
      sectionsWithRowUpdates: inPlace.sectionsWithRowUpdates)
    var stages = ContiguousArray<Changeset<Section>>()
    stages.reserveCapacity(planned.count)
    for stage in planned {
      stages.append(changeset(stage, data: inPlaceData(stage.data, source: source, target: target)))
    }
    let matches = RowMatches(inPlaceRowCount: inPlace.rowCount, changedTargetRows: inPlace.changedFlatRows)
    return Result(stages: stages, duplicates: 0, rowMatches: matches)
  }

  /// The general path: every identifier of both lists hashed and matched.
  @inlinable
  static func generalResult<Section: DiffableSection>(
    source: [Section], target: [Section], workspace: inout DiffWorkspace
  ) -> Result<Section> {
    // The rows of every section, source then target, in one array.
    var allRows = ContiguousArray<[Section.Element]>()
    allRows.reserveCapacity(source.count &+ target.count)
    var sourceRowCount = 0
    var longestSourceSection = 0
    forEachSection(of: source) { section in
      let rows = elements(of: section)
      sourceRowCount &+= rows.count
      longestSourceSection = Swift.max(longestSourceSection, rows.count)
      allRows.append(rows)
    }
    var targetRowCount = 0
    forEachSection(of: target) { section in
      let rows = elements(of: section)
      targetRowCount &+= rows.count
      allRows.append(rows)
    }
    let layout = DiffTables.Layout(
      sourceSections: source.count, targetSections: target.count, sourceRows: sourceRowCount,
      targetRows: targetRowCount, longestSourceSection: longestSourceSection)
    var longestProbe = 0
    var usedSeededBuckets = false
    // The matches of the target rows are built in the storage of the last diff's, taken out of
    // the workspace so that it is uniquely referenced (and reused) once those are let go.
    var matchSources = workspace.matchSources
    workspace.matchSources = []
    matchSources.removeAll(keepingCapacity: true)
    matchSources.append(contentsOf: repeatElement(-1, count: targetRowCount))
    var changedRows: [Int] = []
    let result = workspace.withMemory(count: layout.wordCount, tableWords: layout.tableWords) { memory, firstEpoch in
      matchSources.withUnsafeMutableBufferPointer { targetSources in
        allRows.withUnsafeBufferPointer { allRows in
          let sourceRows = UnsafeBufferPointer(rebasing: allRows[0..<source.count])
          let targetRows = UnsafeBufferPointer(rebasing: allRows[source.count...])
          var tables = DiffTables(memory: memory, targetSources: targetSources, layout: layout, firstEpoch: firstEpoch)
          fillOffsets(tables.sourceOffsets, of: sourceRows)
          fillOffsets(tables.targetOffsets, of: targetRows)
          matchSections(source: source, target: target, tables: &tables)
          matchRows(sourceRows: sourceRows, targetRows: targetRows, tables: &tables, changed: &changedRows)
          let planned = StagePlanner.plan(tables)
          var stages = ContiguousArray<Changeset<Section>>()
          stages.reserveCapacity(planned.count)
          for stage in planned {
            let data = stageData(
              stage.data, source: source, target: target, sourceRows: sourceRows, targetRows: targetRows, tables: tables
            )
            stages.append(changeset(stage, data: data))
          }
          longestProbe = tables.longestProbe
          usedSeededBuckets = tables.usedSeededBuckets
          return ((stages, tables.duplicateCount), tables.nextEpoch)
        }
      }
    }
    let rowMatches = RowMatches(sources: matchSources, changedTargetRows: changedRows)
    workspace.matchSources = matchSources
    workspace.longestProbe = longestProbe
    workspace.usedSeededBuckets = usedSeededBuckets
    return Result(stages: result.0, duplicates: result.1, rowMatches: rowMatches)
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

  /// Writes the row offsets of `rows` into `offsets`: the flat index of each section's first
  /// row, then the total.
  @inlinable
  static func fillOffsets<Element>(_ offsets: UnsafeMutableBufferPointer<Int>, of rows: UnsafeBufferPointer<[Element]>)
  {
    var total = 0
    for section in rows.indices {
      offsets[section] = total
      total &+= rows[section].count
    }
    offsets[rows.count] = total
  }
}
