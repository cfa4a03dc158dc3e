extension DiffEngine {
  /// The fewest rows in place for which diffing the rearranged sections apart pays: below it,
  /// hashing every row costs less than the set of hashes, the diff of the sub-lists and the
  /// merge of their results (`tessera-bench diff`'s `app-product-page` scenario, 40 rows, shows
  /// what the path costs a small list).
  @inlinable
  static var alignedPathMinimumRowsInPlace: Int { 256 }

  /// The path for lists whose sections keep their identifiers, position by position, while the
  /// rows of a few of them are rearranged (inserted, deleted or moved, within a section or across
  /// sections): only those sections are diffed, as lists of their own, and the sections in place
  /// add their content changes. `nil` when this cannot give the result of the general path
  /// (every section rearranged, a row the sub-diff inserts, deletes or moves to another section
  /// whose identifier is also that of a row in place, a section in place whose own content and
  /// rows both changed); the general path then runs.
  ///
  /// The result is the general path's, which pairs the *k*-th occurrence of an identifier in the
  /// source with its *k*-th in the target. An identifier of no row in place occurs in the
  /// rearranged sections alone, so the sub-lists number its occurrences as the whole lists do.
  /// One that also occurs in place keeps, in every rearranged section, as many occurrences in the
  /// target as in the source (otherwise some occurrence is inserted, deleted or moved to another
  /// section, and the path is left), so its *k*-th occurrence lies in the same section on both
  /// sides, whole lists or sub-lists alike. Only ``Result/duplicates`` can differ: repeats among
  /// the rows of sections in place, or between them and rearranged rows, are not counted, as on
  /// the in-place path.
  ///
  /// - Complexity: O(*s* + *k*) hashes, *s* the number of sections, *k* the rows of the
  ///   rearranged sections, plus one word written per target row and, when the sub-diff inserts,
  ///   deletes or moves rows across sections, one read of the stored hash of each row in place.
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
    let sub = generalResult(source: subSource, target: subTarget, workspace: &workspace)
    for stage in sub.stages
    where !stage.sectionDeletes.isEmpty || !stage.sectionInserts.isEmpty || !stage.sectionMoves.isEmpty {
      return nil  // sections that repeat an identifier paired otherwise: the general path decides
    }
    guard
      movedIdentifiersStayApart(
        sub.rowMatches, source: source, rearranged: rearranged, subSource: subSource, subTarget: subTarget,
        workspace: &workspace)
    else { return nil }
    return merged(sub, scan, source: source, target: target, subSource: subSource, subTarget: subTarget)
  }

  /// Whether no row that `matches` (the sub-diff's) leaves without a partner in its own section
  /// (inserted, deleted, or moved to another section) has the identifier of a row of a section
  /// in place, told by the identifiers' hashes (equal hashes count as shared, so the answer is
  /// never wrongly `true`).
  ///
  /// The sub-lists pair their sections position by position (the sub-diff moved, inserted and
  /// deleted none). The hashes of those rows' identifiers are the keys; when there are none, no
  /// row in place is read. Otherwise every row in place is looked up by its stored hash
  /// (`hashValue`, which an identifier that keeps its hash answers without hashing): compared
  /// with a lone key, or looked for in a small open-addressing set of the keys in `workspace`.
  /// A probe sequence longer than ``MatchTable/probeLimit`` answers `false`, so keys that
  /// cluster leave this path at once.
  @inlinable
  static func movedIdentifiersStayApart<Section: DiffableSection>(
    _ matches: RowMatches, source: [Section], rearranged: [Int], subSource: [Section], subTarget: [Section],
    workspace: inout DiffWorkspace
  ) -> Bool {
    func key(_ hash: Int) -> Int { hash == 0 ? 1 : hash }
    var sourceStarts: [Int] = []
    sourceStarts.reserveCapacity(subSource.count &+ 1)
    var sourceRows = 0
    for index in subSource.indices {
      sourceStarts.append(sourceRows)
      sourceRows &+= elements(ofSectionAt: index, in: subSource).count
    }
    sourceStarts.append(sourceRows)
    var paired = [Bool](repeating: false, count: sourceRows)
    var keys: [Int] = []
    var flat = 0
    for index in subTarget.indices {
      let start = sourceStarts[index]
      let end = sourceStarts[index &+ 1]
      elements(ofSectionAt: index, in: subTarget).withUnsafeBufferPointer { rows in
        guard let first = rows.baseAddress else { return }
        let elements = UnsafeMutablePointer(mutating: first)
        for row in 0..<rows.count {
          if let partner = matches.sourceRow(ofTargetRow: flat &+ row) {
            paired[partner] = true
            if partner >= start && partner < end { continue }
          }
          keys.append(key(identifierHash(elements + row)))
        }
        flat &+= rows.count
      }
    }
    for index in subSource.indices {
      let start = sourceStarts[index]
      elements(ofSectionAt: index, in: subSource).withUnsafeBufferPointer { rows in
        guard let first = rows.baseAddress else { return }
        let elements = UnsafeMutablePointer(mutating: first)
        for row in 0..<rows.count where !paired[start &+ row] {
          keys.append(key(identifierHash(elements + row)))
        }
      }
    }
    if keys.isEmpty { return true }

    /// Calls `isKey` on the stored hash of every row in place (as ``identifierHash(_:)`` reads
    /// it, before it becomes a key), until it answers `true`; returns whether it did.
    func anyRowInPlace(_ isKey: (Int) -> Bool) -> Bool {
      var next = 0
      for section in source.indices {
        if next < rearranged.count && rearranged[next] == section {
          next &+= 1
          continue
        }
        let found = elements(ofSectionAt: section, in: source).withUnsafeBufferPointer { rows -> Bool in
          guard let first = rows.baseAddress else { return false }
          let elements = UnsafeMutablePointer(mutating: first)
          for row in 0..<rows.count where isKey(identifierHash(elements + row)) { return true }
          return false
        }
        if found { return true }
      }
      return false
    }
    if keys.count == 1 {
      // A lone key (one row inserted or deleted): one comparison per row. A hash of 0 became
      // the key 1, so 1 stands for both.
      let only = keys[0]
      return !anyRowInPlace { $0 == only || (only == 1 && $0 == 0) }
    }
    var bits = 3
    while 1 &<< bits < 4 &* keys.count { bits &+= 1 }
    let bucketCount = 1 &<< bits
    let shift = Int.bitWidth &- bits
    return workspace.withScratch(count: bucketCount) { table in
      table.update(repeating: 0)
      // Fibonacci hashing: the top bits of the hash times the golden ratio, so hashes that
      // differ only in their high bits still spread.
      func bucket(_ key: Int) -> Int {
        Int(bitPattern: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
      }
      for key in keys {
        var index = bucket(key)
        var probes = 0
        while table[index] != 0 && table[index] != key {
          index = (index &+ 1) & (bucketCount &- 1)
          probes &+= 1
          if probes > MatchTable.probeLimit { return false }
        }
        table[index] = key
      }
      return !anyRowInPlace { hash in
        let key = key(hash)
        var index = bucket(key)
        var probes = 0
        while table[index] != 0 {
          if table[index] == key { return true }
          index = (index &+ 1) & (bucketCount &- 1)
          probes &+= 1
          if probes > MatchTable.probeLimit { return true }
        }
        return false
      }
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
    // Written through a buffer, every entry once: a row in place is one store, without the
    // capacity check of an append or a fill beforehand.
    let sources = [Int32](unsafeUninitializedCapacity: targetRowCount) { sources, count in
      var next = 0
      for section in target.indices {
        let start = targetOffsets[section]
        let end = targetOffsets[section &+ 1]
        if next < rearranged.count && rearranged[next] == section {
          let subStart = subTargetOffsets[next]
          for row in 0..<(end &- start) {
            var partner = -1
            if let subPartner = sub.rowMatches.sourceRow(ofTargetRow: subStart &+ row) {
              let owner = subSection(ofFlat: subPartner, subSourceOffsets)
              partner = sourceOffsets[rearranged[owner]] &+ (subPartner &- subSourceOffsets[owner])
            }
            sources.initializeElement(at: start &+ row, to: Int32(truncatingIfNeeded: partner))
          }
          next &+= 1
        } else {
          let delta = sourceOffsets[section] &- start
          for flat in start..<end { sources.initializeElement(at: flat, to: Int32(truncatingIfNeeded: flat &+ delta)) }
        }
      }
      count = targetRowCount
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
