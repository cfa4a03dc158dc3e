/// The result of the path that diffs rearranged sections apart: who leaves a section, where rows
/// start, the matches of every target row and the merged stages.
extension DiffEngine {
  /// The keys (hashes, 0 stored as 1, see ``PlacedIdentifiers/key(_:)``) of the identifiers of
  /// the rows that a diff leaves without a partner in their own section, by what happens to
  /// them: inserted, moved to another section, or deleted. A moved row's key is listed once.
  @usableFromInline
  struct LeavingKeys {
    /// Target rows without a partner.
    @usableFromInline var inserted: [Int] = []
    /// Target rows whose partner is in another section.
    @usableFromInline var moved: [Int] = []
    /// Source rows without a partner.
    @usableFromInline var deleted: [Int] = []

    @inlinable
    init() {}

    /// Whether no row leaves its section.
    @inlinable
    var isEmpty: Bool { inserted.isEmpty && moved.isEmpty && deleted.isEmpty }

    /// Every key, each kind after the other.
    @inlinable
    var all: [Int] { inserted + moved + deleted }
  }

  /// Where rows start in the flat order: those of every source section, of the sections of
  /// both sub-lists, and of the rearranged sections in the target; a section in place starts in
  /// the target where it starts in the source, moved by the rows that the rearranged sections
  /// before it gained or lost.
  @usableFromInline
  struct AlignedOffsets {
    /// Per source section, and the number of source rows at the end.
    @usableFromInline var source: [Int]
    /// Per section of the sub-source, and its number of rows at the end.
    @usableFromInline var subSource: [Int]
    /// Per section of the sub-target, and its number of rows at the end.
    @usableFromInline var subTarget: [Int]
    /// Per rearranged section, where its rows start in the target.
    @usableFromInline var rearrangedTarget: [Int]
    /// The number of target rows.
    @usableFromInline var targetRowCount: Int

    /// The offsets for `source`'s (``InPlaceChanges/sourceOffsets``), the sections in
    /// `rearranged`, and `subTarget`, the target's sections in `rearranged`.
    @inlinable
    init<Section: DiffableSection>(source: [Int], rearranged: [Int], subTarget subTargetSections: [Section]) {
      self.source = source
      subSource = []
      subTarget = []
      rearrangedTarget = []
      subSource.reserveCapacity(rearranged.count &+ 1)
      subTarget.reserveCapacity(rearranged.count &+ 1)
      rearrangedTarget.reserveCapacity(rearranged.count)
      var subSourceRows = 0
      var subTargetRows = 0
      var delta = 0
      for (index, section) in rearranged.enumerated() {
        subSource.append(subSourceRows)
        subTarget.append(subTargetRows)
        rearrangedTarget.append(source[section] &+ delta)
        let sourceRows = source[section &+ 1] &- source[section]
        let targetRows = DiffEngine.elements(ofSectionAt: index, in: subTargetSections).count
        subSourceRows &+= sourceRows
        subTargetRows &+= targetRows
        delta &+= targetRows &- sourceRows
      }
      subSource.append(subSourceRows)
      subTarget.append(subTargetRows)
      targetRowCount = source[source.count &- 1] &+ delta
    }

    /// Where the rows of each section of `sections` start, with the number of rows at the end
    /// (for a scan that did not note them, see ``InPlaceChanges/sourceOffsets``).
    @inlinable
    static func offsets<Section: DiffableSection>(of sections: [Section]) -> [Int] {
      var offsets: [Int] = []
      offsets.reserveCapacity(sections.count &+ 1)
      var rows = 0
      for index in sections.indices {
        offsets.append(rows)
        rows &+= DiffEngine.elements(ofSectionAt: index, in: sections).count
      }
      offsets.append(rows)
      return offsets
    }

    /// The section of the sub-list with `offsets` that holds its flat row `flat`.
    @inlinable
    static func section(ofFlat flat: Int, _ offsets: [Int]) -> Int {
      var low = 0
      var high = offsets.count &- 1
      while high &- low > 1 {
        let middle = (low &+ high) / 2
        if offsets[middle] <= flat { low = middle } else { high = middle }
      }
      return low
    }
  }

  /// The matches of every target row as ``RowMatches`` stores them: the rows of the sections in
  /// `rearranged`, in order, with the flat source index of their partner from `matches` (the
  /// sub-diff's), or -1, then the stretches of sections in place as runs of rows paired position
  /// by position; and in `keys` those of the rows that `matches` leaves without a partner in
  /// their own section (see ``LeavingKeys``). The sub-lists pair their sections position by
  /// position (the sub-diff moved, inserted and deleted none).
  ///
  /// - Complexity: O(*s* + *k*), *s* the stretches of sections in place and *k* the rows of both
  ///   sub-lists; a key is read only for a row that leaves.
  @inlinable
  static func alignedMatches<Section: DiffableSection>(
    _ matches: RowMatches, offsets: AlignedOffsets, rearranged: [Int], subSource: [Section], subTarget: [Section],
    keys: inout LeavingKeys
  ) -> (sources: [Int32], runCount: Int) {
    let rows = offsets.subTarget[rearranged.count]
    var paired = [Bool](repeating: false, count: offsets.subSource[rearranged.count])
    var runCount = 0
    let sources = [Int32](unsafeUninitializedCapacity: rows &+ 4 &* (rearranged.count &+ 1)) { sources, count in
      // Consecutive sections in place are one run of consecutive rows, `delta` rows further in
      // the target than in the source; written after the rows of the rearranged sections.
      var runSection = 0
      var delta = 0
      func addRun(upTo section: Int, rowsBefore: Int) {
        let start = offsets.source[runSection]
        let length = offsets.source[section] &- start
        guard length > 0 else { return }
        let at = rows &+ 4 &* runCount
        sources.initializeElement(at: at, to: Int32(truncatingIfNeeded: start &+ delta))
        sources.initializeElement(at: at &+ 1, to: Int32(truncatingIfNeeded: start))
        sources.initializeElement(at: at &+ 2, to: Int32(truncatingIfNeeded: length))
        sources.initializeElement(at: at &+ 3, to: Int32(truncatingIfNeeded: rowsBefore))
        runCount &+= 1
      }
      paired.withUnsafeMutableBufferPointer { paired in
        for (index, section) in rearranged.enumerated() {
          let subStart = offsets.subTarget[index]
          addRun(upTo: section, rowsBefore: subStart)
          runSection = section &+ 1
          let ownStart = offsets.subSource[index]
          let ownEnd = offsets.subSource[index &+ 1]
          let sourceStart = offsets.source[section]
          delta =
            offsets.rearrangedTarget[index] &+ (offsets.subTarget[index &+ 1] &- subStart)
            &- offsets.source[section &+ 1]
          elements(ofSectionAt: index, in: subTarget).withUnsafeBufferPointer { rows in
            guard let first = rows.baseAddress else { return }
            let elements = UnsafeMutablePointer(mutating: first)
            for row in 0..<rows.count {
              guard let partner = matches.sourceRow(ofTargetRow: subStart &+ row) else {
                keys.inserted.append(PlacedIdentifiers.key(identifierHash(elements + row)))
                sources.initializeElement(at: subStart &+ row, to: -1)
                continue
              }
              paired[partner] = true
              var flatSource = sourceStart &+ (partner &- ownStart)
              if partner < ownStart || partner >= ownEnd {
                keys.moved.append(PlacedIdentifiers.key(identifierHash(elements + row)))
                let owner = AlignedOffsets.section(ofFlat: partner, offsets.subSource)
                flatSource = offsets.source[rearranged[owner]] &+ (partner &- offsets.subSource[owner])
              }
              sources.initializeElement(at: subStart &+ row, to: Int32(truncatingIfNeeded: flatSource))
            }
          }
        }
        addRun(upTo: offsets.source.count &- 1, rowsBefore: rows)
        for index in subSource.indices {
          let start = offsets.subSource[index]
          elements(ofSectionAt: index, in: subSource).withUnsafeBufferPointer { rows in
            guard let first = rows.baseAddress else { return }
            let elements = UnsafeMutablePointer(mutating: first)
            for row in 0..<rows.count where !paired[start &+ row] {
              keys.deleted.append(PlacedIdentifiers.key(identifierHash(elements + row)))
            }
          }
        }
      }
      count = rows &+ 4 &* runCount
    }
    return (sources, runCount)
  }

  /// The result of the whole lists from the diff of their rearranged sections (`sub`) and the
  /// changes in place (`scan`): the sub-diff's operations with their sections renumbered, the
  /// changes in place added to its first stage (they touch no section and no row it touches,
  /// and keep every index where it was), every stage's data the target with the rearranged
  /// sections as the sub-diff shows them, and the matches of every target row (`matches`, from
  /// ``alignedMatches(_:offsets:rearranged:subSource:subTarget:keys:)``).
  @inlinable
  static func merged<Section: DiffableSection>(
    _ sub: Result<Section>, _ scan: InPlaceChanges, target: [Section], offsets: AlignedOffsets,
    matches: (sources: [Int32], runCount: Int)
  ) -> Result<Section> {
    let rearranged = scan.rearrangedSections
    func renumbered(_ path: ElementPath) -> ElementPath {
      ElementPath(element: path.element, section: rearranged[path.section])
    }
    var stages = ContiguousArray<Changeset<Section>>()
    stages.reserveCapacity(Swift.max(sub.stages.count, 1))
    // Each stage's fields read in place (see `alignedResult`), not the stage copied.
    for stageIndex in sub.stages.indices {
      // The last stage shows the target (so does the sub-diff's): no copy of the sections.
      var data = target
      if stageIndex != sub.stages.count &- 1 {
        for (index, section) in rearranged.enumerated() { data[section] = sub.stages[stageIndex].data[index] }
      }
      stages.append(
        Changeset(
          data: data, sectionUpdates: sub.stages[stageIndex].sectionUpdates.map { rearranged[$0] },
          elementDeletes: sub.stages[stageIndex].elementDeletes.map(renumbered),
          elementInserts: sub.stages[stageIndex].elementInserts.map(renumbered),
          elementUpdates: sub.stages[stageIndex].elementUpdates.map(renumbered),
          elementMoves: sub.stages[stageIndex].elementMoves.map {
            Move(source: renumbered($0.source), target: renumbered($0.target))
          }))
    }
    if !scan.rowUpdates.isEmpty || !scan.sectionUpdates.isEmpty {
      if stages.isEmpty { stages.append(Changeset(data: target)) }
      stages[0].elementUpdates = mergedAscending(scan.rowUpdates, stages[0].elementUpdates)
      stages[0].sectionUpdates = mergedAscending(scan.sectionUpdates, stages[0].sectionUpdates)
    }

    // The changed rows in place, then those of the sub-diff, both as flat target indexes.
    var subChanged: [Int] = []
    subChanged.reserveCapacity(sub.rowMatches.changedTargetRows.count)
    for flat in sub.rowMatches.changedTargetRows {
      let owner = AlignedOffsets.section(ofFlat: flat, offsets.subTarget)
      subChanged.append(offsets.rearrangedTarget[owner] &+ (flat &- offsets.subTarget[owner]))
    }
    let rowMatches = RowMatches(
      sources: matches.sources, runCount: matches.runCount, targetRowCount: offsets.targetRowCount,
      changedTargetRows: mergedAscending(scan.changedFlatRows, subChanged))
    return Result(stages: stages, duplicates: sub.duplicates, rowMatches: rowMatches)
  }

  /// The elements of two ascending arrays, ascending.
  @inlinable
  static func mergedAscending<Value: Comparable>(_ lhs: [Value], _ rhs: [Value]) -> [Value] {
    if lhs.isEmpty { return rhs }
    if rhs.isEmpty { return lhs }
    var merged: [Value] = []
    merged.reserveCapacity(lhs.count &+ rhs.count)
    var left = 0
    var right = 0
    while left < lhs.count && right < rhs.count {
      if rhs[right] < lhs[left] {
        merged.append(rhs[right])
        right &+= 1
      } else {
        merged.append(lhs[left])
        left &+= 1
      }
    }
    merged.append(contentsOf: lhs[left...])
    merged.append(contentsOf: rhs[right...])
    return merged
  }
}
