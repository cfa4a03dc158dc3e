extension DiffEngine {
  /// The fewest rows in place for which diffing the rearranged sections apart pays: below it,
  /// hashing every row costs less than the set of hashes, the diff of the sub-lists and the
  /// merge of their results (a product page of 40 rows took 40% more instructions through it).
  @inlinable
  static var alignedPathMinimumRowsInPlace: Int { 256 }

  /// The path for lists whose sections keep their identifiers, position by position, while the
  /// rows of a few of them are rearranged (inserted, deleted or moved, within a section or across
  /// sections): only those sections are diffed, as lists of their own, and the sections in place
  /// add their content changes. `nil` when this cannot give the result of the general path
  /// (every section rearranged, an identifier of a rearranged section also in a section in place,
  /// a section in place whose own content and rows both changed); the general path then runs.
  ///
  /// The result is the general path's: rows of rearranged sections cannot have come from, or
  /// gone to, a section in place (its identifiers are equal position by position, and no
  /// identifier is shared between the two kinds), so pairing the rearranged sections alone pairs
  /// their rows as the whole lists would. Only ``Result/duplicates`` can differ: repeats among the
  /// rows of sections in place are not counted, as on the in-place path.
  ///
  /// - Complexity: O(*s* + *k* + *r*) hashes, *s* the number of sections, *k* the rows of the
  ///   rearranged sections, *r* the rows of the sections in place that cannot tell they are
  ///   unchanged (one lookup of the stored hash each), plus one word written per target row.
  @inlinable
  static func alignedResult<Section: DiffableSection>(
    _ scan: InPlaceChanges, source: [Section], target: [Section], workspace: inout DiffWorkspace
  ) -> Result<Section>? {
    let rearranged = scan.rearrangedSections
    guard rearranged.count < source.count else { return nil }
    // A section in place whose own content changed along with some of its rows takes a stage
    // of its own (the in-place planner's last one): left to the general path.
    if !scan.sectionsWithRowUpdates.isEmpty {
      for section in scan.sectionUpdates where scan.sectionsWithRowUpdates[section] { return nil }
    }
    var subSource: [Section] = []
    var subTarget: [Section] = []
    subSource.reserveCapacity(rearranged.count)
    subTarget.reserveCapacity(rearranged.count)
    for section in rearranged {
      subSource.append(source[section])
      subTarget.append(target[section])
    }
    guard
      identifiersAreDisjoint(
        source: source, rearranged: rearranged, subSource: subSource, subTarget: subTarget, workspace: &workspace)
    else { return nil }
    let sub = generalResult(source: subSource, target: subTarget, workspace: &workspace)
    for stage in sub.stages
    where !stage.sectionDeletes.isEmpty || !stage.sectionInserts.isEmpty || !stage.sectionMoves.isEmpty {
      return nil  // sections that repeat an identifier paired otherwise: the general path decides
    }
    return merged(sub, scan, source: source, target: target, subSource: subSource, subTarget: subTarget)
  }

  /// Whether no row identifier of the rearranged sections (of either list) is also the
  /// identifier of a row of a section in place, told by the identifiers' hashes (equal hashes
  /// count as shared, so the answer is never wrongly `true`).
  ///
  /// The hashes of the rearranged rows go into a small open-addressing set in `workspace`; the
  /// rows in place are looked up, reading their hashes where they are (`hashValue`, which an
  /// identifier that keeps its hash answers without hashing). A probe sequence longer than
  /// ``MatchTable/probeLimit`` answers `false`, so keys that cluster leave this path at once.
  @inlinable
  static func identifiersAreDisjoint<Section: DiffableSection>(
    source: [Section], rearranged: [Int], subSource: [Section], subTarget: [Section], workspace: inout DiffWorkspace
  ) -> Bool {
    var keys = 0
    for index in subSource.indices {
      keys &+= elements(ofSectionAt: index, in: subSource).count &+ elements(ofSectionAt: index, in: subTarget).count
    }
    var bits = 3
    while 1 &<< bits < 4 &* keys { bits &+= 1 }
    let bucketCount = 1 &<< bits
    let shift = Int.bitWidth &- bits
    return workspace.withScratch(count: bucketCount) { table in
      table.update(repeating: 0)
      // Fibonacci hashing: the top bits of the hash times the golden ratio, so hashes that
      // differ only in their high bits still spread.
      func bucket(_ key: Int) -> Int {
        Int(bitPattern: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
      }
      func key(_ hash: Int) -> Int { hash == 0 ? 1 : hash }
      func insert(_ rows: [Section.Element]) -> Bool {
        rows.withUnsafeBufferPointer { rows in
          guard let first = rows.baseAddress else { return true }
          let elements = UnsafeMutablePointer(mutating: first)
          for row in 0..<rows.count {
            let key = key(identifierHash(elements + row))
            var index = bucket(key)
            var probes = 0
            while table[index] != 0 && table[index] != key {
              index = (index &+ 1) & (bucketCount &- 1)
              probes &+= 1
              if probes > MatchTable.probeLimit { return false }
            }
            table[index] = key
          }
          return true
        }
      }
      for index in subSource.indices {
        guard insert(elements(ofSectionAt: index, in: subSource)), insert(elements(ofSectionAt: index, in: subTarget))
        else { return false }
      }
      var next = 0
      for section in source.indices {
        if next < rearranged.count && rearranged[next] == section {
          next &+= 1
          continue
        }
        let shared = elements(ofSectionAt: section, in: source).withUnsafeBufferPointer { rows -> Bool in
          guard let first = rows.baseAddress else { return false }
          let elements = UnsafeMutablePointer(mutating: first)
          for row in 0..<rows.count {
            let key = key(identifierHash(elements + row))
            var index = bucket(key)
            var probes = 0
            while table[index] != 0 {
              if table[index] == key { return true }
              index = (index &+ 1) & (bucketCount &- 1)
              probes &+= 1
              if probes > MatchTable.probeLimit { return true }
            }
          }
          return false
        }
        if shared { return false }
      }
      return true
    }
  }

  /// The result of the whole lists from the diff of their rearranged sections (`sub`) and the
  /// changes in place (`scan`): the sub-diff's operations with their sections renumbered, the
  /// changes in place added to its first stage (they touch no section and no row it touches,
  /// and keep every index where it was), every stage's data the target with the rearranged
  /// sections as the sub-diff shows them, and the matches of every target row.
  @inlinable
  static func merged<Section: DiffableSection>(
    _ sub: Result<Section>, _ scan: InPlaceChanges, source: [Section], target: [Section], subSource: [Section],
    subTarget: [Section]
  ) -> Result<Section> {
    let rearranged = scan.rearrangedSections
    func renumbered(_ path: ElementPath) -> ElementPath {
      ElementPath(element: path.element, section: rearranged[path.section])
    }
    var stages = ContiguousArray<Changeset<Section>>()
    stages.reserveCapacity(Swift.max(sub.stages.count, 1))
    for subStage in sub.stages {
      var data = target
      for (index, section) in rearranged.enumerated() { data[section] = subStage.data[index] }
      stages.append(
        Changeset(
          data: data, sectionUpdates: subStage.sectionUpdates.map { rearranged[$0] },
          elementDeletes: subStage.elementDeletes.map(renumbered),
          elementInserts: subStage.elementInserts.map(renumbered),
          elementUpdates: subStage.elementUpdates.map(renumbered),
          elementMoves: subStage.elementMoves.map { Move(source: renumbered($0.source), target: renumbered($0.target)) }
        ))
    }
    if !scan.rowUpdates.isEmpty || !scan.sectionUpdates.isEmpty {
      if stages.isEmpty { stages.append(Changeset(data: target)) }
      stages[0].elementUpdates = mergedAscending(scan.rowUpdates, stages[0].elementUpdates)
      stages[0].sectionUpdates = mergedAscending(scan.sectionUpdates, stages[0].sectionUpdates)
    }

    // Where each section's rows start in the flat order, in both lists and both sub-lists.
    func offsets(_ sections: [Section]) -> [Int] {
      var offsets: [Int] = []
      offsets.reserveCapacity(sections.count &+ 1)
      var total = 0
      for index in sections.indices {
        offsets.append(total)
        total &+= elements(ofSectionAt: index, in: sections).count
      }
      offsets.append(total)
      return offsets
    }
    let sourceOffsets = offsets(source)
    let targetOffsets = offsets(target)
    let subSourceOffsets = offsets(subSource)
    let subTargetOffsets = offsets(subTarget)
    /// The sub-list section holding flat row `flat` of a sub-list with `offsets`.
    func subSection(ofFlat flat: Int, _ offsets: [Int]) -> Int {
      var low = 0
      var high = offsets.count &- 1
      while high &- low > 1 {
        let middle = (low &+ high) / 2
        if offsets[middle] <= flat { low = middle } else { high = middle }
      }
      return low
    }

    let targetRowCount = targetOffsets[target.count]
    var sources: [Int32] = []
    sources.reserveCapacity(targetRowCount)
    var next = 0
    for section in target.indices {
      let start = targetOffsets[section]
      let end = targetOffsets[section &+ 1]
      if next < rearranged.count && rearranged[next] == section {
        let subStart = subTargetOffsets[next]
        for row in 0..<(end &- start) {
          guard let subPartner = sub.rowMatches.sourceRow(ofTargetRow: subStart &+ row) else {
            sources.append(-1)
            continue
          }
          let owner = subSection(ofFlat: subPartner, subSourceOffsets)
          let partner = sourceOffsets[rearranged[owner]] &+ (subPartner &- subSourceOffsets[owner])
          sources.append(Int32(truncatingIfNeeded: partner))
        }
        next &+= 1
      } else {
        let delta = sourceOffsets[section] &- start
        for flat in start..<end { sources.append(Int32(truncatingIfNeeded: flat &+ delta)) }
      }
    }

    // The changed rows in place, then those of the sub-diff, both as flat target indexes.
    var inPlaceChanged: [Int] = []
    inPlaceChanged.reserveCapacity(scan.rowUpdates.count)
    for path in scan.rowUpdates { inPlaceChanged.append(targetOffsets[path.section] &+ path.element) }
    var subChanged: [Int] = []
    subChanged.reserveCapacity(sub.rowMatches.changedTargetRows.count)
    for flat in sub.rowMatches.changedTargetRows {
      let owner = subSection(ofFlat: flat, subTargetOffsets)
      subChanged.append(targetOffsets[rearranged[owner]] &+ (flat &- subTargetOffsets[owner]))
    }
    let matches = RowMatches(sources: sources, changedTargetRows: mergedAscending(inPlaceChanged, subChanged))
    return Result(stages: stages, duplicates: sub.duplicates, rowMatches: matches)
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
