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
  /// When the sub-diff inserts, deletes or moves rows across sections, whether the rows that do
  /// so share an identifier with a row in place is told by the counts of ``PlacedIdentifiers``
  /// when `keep` is given (it holds a list of `Sendable` sections in the workspace); they are
  /// made from `source` the first time, and carried over to `target` by every diff that takes
  /// this path. Without `keep`, the stored hash of every row in place is read.
  ///
  /// - Complexity: O(*s* + *k*) hashes, *s* the number of sections, *k* the rows of the
  ///   rearranged sections, plus one word written per target row and, when the sub-diff inserts,
  ///   deletes or moves rows across sections without kept counts, one read of the stored hash
  ///   of each row in place (all rows hashed into the counts the first time).
  @inlinable
  static func alignedResult<Section: DiffableSection>(
    _ scan: InPlaceChanges, source: [Section], target: [Section], workspace: inout DiffWorkspace,
    keep: (([Section]) -> any Sendable)?
  ) -> Result<Section>? {
    // Taken out, so that every way out but the one that carries them over drops the counts.
    var taken = workspace.placedIdentifiers
    workspace.placedIdentifiers = nil
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
    // Whether a row that leaves its section shares its identifier with a row in place: from the
    // counts the workspace keeps (made here the first time they are needed), else by reading
    // every row in place. The counts are carried over to the target either way.
    let keys = keysLeavingSections(sub.rowMatches, subSource: subSource, subTarget: subTarget)
    var apart: Bool?
    if let keep, !workspace.placedIdentifiersOverflowed {
      var placed: PlacedIdentifiers?
      var list = source
      // Counted only for a list diffed update after update: a fresh workspace, or one whose last
      // diff ended on this source.
      let keptSections = taken.flatMap { keptList($0, matching: source, skipping: rearranged) }
      let chained = taken == nil || keptSections != nil
      if let keptSections, taken?.hasCounts == true {
        // Moved, not copied (no other reference is left): the counts are changed in place below.
        placed = taken
        taken = nil
        list = keptSections
      }
      if placed == nil && chained && !keys.isEmpty {
        placed = PlacedIdentifiers.counting(source, list: keep(source))
        if placed == nil { workspace.placedIdentifiersOverflowed = true }
      }
      if placed != nil {
        apart = keysStayApart(keys, carrying: &placed, list: list, to: target, rearranged: rearranged, keep: keep)
        if placed == nil { workspace.placedIdentifiersOverflowed = true }
      }
      if placed != nil {
        workspace.placedIdentifiers = placed
      } else {
        keepTarget(target, workspace: &workspace, keep: keep)
      }
    }
    if apart == nil {
      apart = keys.isEmpty || keysStayApart(keys, scanning: source, rearranged: rearranged, workspace: &workspace)
    }
    guard apart == true else { return nil }
    return merged(sub, scan, source: source, target: target, subSource: subSource, subTarget: subTarget)
  }

  /// The keys (hashes, 0 stored as 1, see ``PlacedIdentifiers/key(_:)``) of the identifiers of
  /// the rows that `matches` (the sub-diff's) leaves without a partner in their own section:
  /// inserted, deleted, or moved to another section. The sub-lists pair their sections position
  /// by position (the sub-diff moved, inserted and deleted none).
  @inlinable
  static func keysLeavingSections<Section: DiffableSection>(
    _ matches: RowMatches, subSource: [Section], subTarget: [Section]
  ) -> [Int] {
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
          keys.append(PlacedIdentifiers.key(identifierHash(elements + row)))
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
          keys.append(PlacedIdentifiers.key(identifierHash(elements + row)))
        }
      }
    }
    return keys
  }

  /// A small open-addressing set of keys in scratch memory, at most a quarter full. Linear
  /// probing; a probe sequence longer than ``MatchTable/probeLimit`` makes ``insert(_:)`` fail
  /// and ``mayHold(_:)`` answer `true`, so keys that cluster leave the aligned path at once.
  @usableFromInline
  struct KeySet {
    /// The buckets: a key, or 0 for none.
    @usableFromInline let keys: UnsafeMutableBufferPointer<Int>

    /// The words a set for `count` keys takes.
    @inlinable
    static func wordCount(forKeys count: Int) -> Int {
      var buckets = 8
      while buckets < 4 &* count { buckets &<<= 1 }
      return buckets
    }

    /// An empty set in `memory` (``wordCount(forKeys:)`` words).
    @inlinable
    init(memory: UnsafeMutableBufferPointer<Int>) {
      memory.update(repeating: 0)
      keys = memory
    }

    /// Adds `key` (not 0); `false` when its probe sequence outgrows the limit.
    @inlinable
    func insert(_ key: Int) -> Bool {
      let bucket = PlacedIdentifiers.probe(key, in: UnsafeBufferPointer(keys)).bucket
      guard bucket >= 0 else { return false }
      keys[bucket] = key
      return true
    }

    /// Whether the set holds `key`, or its probe sequence outgrew the limit.
    @inlinable @inline(__always)
    func mayHold(_ key: Int) -> Bool {
      let bucket = PlacedIdentifiers.probe(key, in: UnsafeBufferPointer(keys)).bucket
      return bucket < 0 || keys[bucket] == key
    }
  }

  /// Whether no row of a section in place (any section of `source` not in `rearranged`) has one
  /// of `keys`, told by reading the stored hash of every such row (`hashValue`, which an
  /// identifier that keeps its hash answers without hashing): compared with a lone key, or
  /// looked for in a set of the keys. Equal hashes count as shared, so the answer is never
  /// wrongly `true`.
  @inlinable
  static func keysStayApart<Section: DiffableSection>(
    _ keys: [Int], scanning source: [Section], rearranged: [Int], workspace: inout DiffWorkspace
  ) -> Bool {
    /// Calls `isKey` on the key of every row in place until it answers `true`; returns whether it did.
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
          for row in 0..<rows.count where isKey(PlacedIdentifiers.key(identifierHash(elements + row))) { return true }
          return false
        }
        if found { return true }
      }
      return false
    }
    if keys.count == 1 {
      // A lone key (one row inserted or deleted): one comparison per row.
      let only = keys[0]
      return !anyRowInPlace { $0 == only }
    }
    return workspace.withScratch(count: KeySet.wordCount(forKeys: keys.count)) { memory in
      let set = KeySet(memory: memory)
      for key in keys { guard set.insert(key) else { return false } }
      return !anyRowInPlace { set.mayHold($0) }
    }
  }

  /// `placed`'s list as `[Section]` when its sections hold the same rows as those of `source`
  /// at every index but those of `skipping` (ascending), as ``DiffableSection/hasUnchangedElements(comparedTo:)``
  /// tells at once; else `nil`.
  @inlinable
  static func keptList<Section: DiffableSection>(
    _ placed: PlacedIdentifiers, matching source: [Section], skipping: [Int]
  ) -> [Section]? {
    guard let list = placed.list as? [Section], list.count == source.count else { return nil }
    var next = 0
    let matches = list.withUnsafeBufferPointer { kept in
      source.withUnsafeBufferPointer { source in
        for section in 0..<source.count {
          if next < skipping.count && skipping[next] == section {
            next &+= 1
            continue
          }
          if !holdSameRows(kept, source, at: section) { return false }
        }
        return true
      }
    }
    return matches ? list : nil
  }

  /// Whether the sections at `index` of `lhs` and `rhs` certainly hold the same rows: one stored
  /// section, or one that says so at once (``DiffableSection/hasUnchangedElements(comparedTo:)``).
  @inlinable @inline(__always)
  static func holdSameRows<Section: DiffableSection>(
    _ lhs: UnsafeBufferPointer<Section>, _ rhs: UnsafeBufferPointer<Section>, at index: Int
  ) -> Bool {
    let old = UnsafeMutablePointer(mutating: lhs.baseAddress!) + index
    let new = UnsafeMutablePointer(mutating: rhs.baseAddress!) + index
    return old == new || hasUnchangedElements(old, new)
  }

  /// Whether no row of a section in place has one of `keys`, told by `placed`, the counts of
  /// `list` (whose sections in place hold the rows of `source`'s), which this makes those of
  /// `target` (whose sections in place hold rows with the same identifiers): the rows of
  /// `list`'s sections in `rearranged` are taken off, which leaves the counts of the rows in
  /// place, the keys are looked up, and the rows of `target`'s sections in `rearranged` are
  /// added. With no keys, a section that can tell it is unchanged is left as it is.
  ///
  /// `placed` becomes `nil` when a probe sequence outgrows ``MatchTable/probeLimit``; the answer
  /// is then `nil` too unless the keys were already looked up.
  ///
  /// - Complexity: O(*k*), *k* the keys and the rows of the sections in `rearranged`.
  @inlinable
  static func keysStayApart<Section: DiffableSection>(
    _ keys: [Int], carrying placed: inout PlacedIdentifiers?, list: [Section], to target: [Section],
    rearranged: [Int], keep: ([Section]) -> any Sendable
  ) -> Bool? {
    guard var counts = placed else { return nil }
    placed = nil
    // The sections whose rows are recounted: all of them, or with no key to look up only those
    // that changed.
    var carried: [Int] = []
    carried.reserveCapacity(rearranged.count)
    list.withUnsafeBufferPointer { kept in
      target.withUnsafeBufferPointer { target in
        for section in rearranged where !(keys.isEmpty && holdSameRows(kept, target, at: section)) {
          carried.append(section)
        }
      }
    }
    for section in carried {
      guard counts.add(rowsOf: elements(ofSectionAt: section, in: list), -1) else { return nil }
    }
    var apart = true
    for key in keys where counts.count(ofKey: key) != 0 {
      apart = false
      break
    }
    for section in carried {
      guard counts.add(rowsOf: elements(ofSectionAt: section, in: target), 1) else { return apart }
    }
    counts.list = keep(target)
    placed = counts
    return apart
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
    for (stageIndex, subStage) in sub.stages.enumerated() {
      // The last stage shows the target (so does the sub-diff's): no copy of the sections.
      var data = target
      if stageIndex != sub.stages.count &- 1 {
        for (index, section) in rearranged.enumerated() { data[section] = subStage.data[index] }
      }
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

    // The flat source index of every row of the sub-source.
    var sourceOfSubSource: [Int] = []
    sourceOfSubSource.reserveCapacity(subSourceOffsets[subSource.count])
    for (index, section) in rearranged.enumerated() {
      let start = sourceOffsets[section]
      for row in 0..<(subSourceOffsets[index &+ 1] &- subSourceOffsets[index]) {
        sourceOfSubSource.append(start &+ row)
      }
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
              partner = sourceOfSubSource[subPartner]
            }
            sources.initializeElement(at: start &+ row, to: Int32(truncatingIfNeeded: partner))
          }
          next &+= 1
        } else {
          // A run of consecutive sources: a loop of 32-bit stores, which the compiler vectorizes.
          let run = sources.baseAddress! + start
          let first = Int32(truncatingIfNeeded: sourceOffsets[section])
          for row in 0..<Int32(truncatingIfNeeded: end &- start) { (run + Int(row)).initialize(to: first &+ row) }
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
