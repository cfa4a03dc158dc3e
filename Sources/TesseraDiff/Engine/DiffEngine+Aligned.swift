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
    // Moved out, not copied: a copy of the counts is a retain of each of their arrays.
    var taken = workspace.placedIdentifiers.take()
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
    // Read in place: a stage copied is a retain of each of its arrays, and released again.
    for index in sub.stages.indices
    where !sub.stages[index].sectionDeletes.isEmpty || !sub.stages[index].sectionInserts.isEmpty
      || !sub.stages[index].sectionMoves.isEmpty
    {
      return nil  // sections that repeat an identifier paired otherwise: the general path decides
    }
    // Whether a row that leaves its section shares its identifier with a row in place: from the
    // counts the workspace keeps (made here the first time they are needed), else by reading
    // every row in place. The counts are carried over to the target either way.
    let offsets = AlignedOffsets(
      source: scan.sourceOffsets.isEmpty ? AlignedOffsets.offsets(of: source) : scan.sourceOffsets,
      rearranged: rearranged, subTarget: subTarget)
    var keys = LeavingKeys()
    let matches = alignedMatches(
      sub.rowMatches, offsets: offsets, rearranged: rearranged, subSource: subSource, subTarget: subTarget, keys: &keys)
    var apart: Bool?
    if let keep, !workspace.placedIdentifiersOverflowed {
      var placed: PlacedIdentifiers?
      var list = source
      // Counted only for a list diffed update after update: a fresh workspace, or one whose last
      // diff ended on this source.
      var chained = true
      if let kept = taken {
        let keptSections = keptList(kept, matching: source, target: target, skipping: rearranged)
        chained = keptSections != nil
        if let keptSections, kept.hasCounts {
          // Moved, not copied (no other reference is left): the counts are changed in place below.
          placed = taken.take()
          list = keptSections
        }
      }
      var counted = placed != nil
      if !counted && chained && !keys.isEmpty {
        placed = PlacedIdentifiers.counting(source, list: keep(source))
        counted = placed != nil
        if !counted { workspace.placedIdentifiersOverflowed = true }
      }
      if counted {
        apart = keysStayApart(
          keys, carrying: &placed, list: list, source: source, to: target, rearranged: rearranged, keep: keep)
        counted = placed != nil
        if !counted { workspace.placedIdentifiersOverflowed = true }
      }
      if counted {
        workspace.placedIdentifiers = placed.take()
      } else {
        keepTarget(target, workspace: &workspace, keep: keep)
      }
    }
    if apart == nil {
      apart = keys.isEmpty || keysStayApart(keys.all, scanning: source, rearranged: rearranged, workspace: &workspace)
    }
    guard apart == true else { return nil }
    return merged(sub, scan, target: target, offsets: offsets, matches: matches)
  }

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

  /// `placed`'s list as `[Section]` when its sections hold rows with the identifiers of those of
  /// `source` at every index but those of `skipping` (ascending): it is `source` or `target` (one
  /// stored array; the scan found the sections of `target` not in `skipping` in place), or its
  /// sections there hold the same rows as `source`'s, as ``DiffableSection/hasUnchangedElements(comparedTo:)``
  /// tells at once; else `nil`.
  @inlinable
  static func keptList<Section: DiffableSection>(
    _ placed: PlacedIdentifiers, matching source: [Section], target: [Section], skipping: [Int]
  ) -> [Section]? {
    guard let list = placed.list as? [Section], list.count == source.count else { return nil }
    if isSameArray(list, source) || isSameArray(list, target) { return list }
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

  /// Whether `lhs` and `rhs` are one stored array (not only equal).
  @inlinable @inline(__always)
  static func isSameArray<Section>(_ lhs: [Section], _ rhs: [Section]) -> Bool {
    lhs.count == rhs.count
      && lhs.withUnsafeBufferPointer { lhs in rhs.withUnsafeBufferPointer { lhs.baseAddress == $0.baseAddress } }
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
  /// `target` (whose sections in place hold rows with the same identifiers).
  ///
  /// When `list`'s rearranged sections hold the rows of `source`'s (a list diffed update after
  /// update) or of `target`'s (the same diff again), the keys alone tell: a key of a row on the
  /// side `list` holds that is counted once, or one of the other side that is not counted, is
  /// that of no row in place. The counts then change by the inserted and deleted keys (moves
  /// leave them as they were), or not at all. Otherwise, or when a key is counted more often
  /// (identifiers or hashes that repeat), the rows of `list`'s sections in `rearranged` are
  /// taken off, which leaves the counts of the rows in place, the keys are looked up, and the
  /// rows of `target`'s sections in `rearranged` are added; with no keys, a section that can
  /// tell it is unchanged is left as it is.
  ///
  /// `placed` becomes `nil` when a probe sequence outgrows ``MatchTable/probeLimit``; the answer
  /// is then `nil` too unless the keys were already looked up.
  ///
  /// - Complexity: O(*s* + *k*), *s* the sections in `rearranged` and *k* the keys; else O(*s* +
  ///   *k* + *r*), *r* the rows of the sections in `rearranged`.
  @inlinable
  static func keysStayApart<Section: DiffableSection>(
    _ keys: LeavingKeys, carrying placed: inout PlacedIdentifiers?, list: [Section], source: [Section],
    to target: [Section], rearranged: [Int], keep: ([Section]) -> any Sendable
  ) -> Bool? {
    guard var counts = placed.take() else { return nil }
    /// Whether every section of `list` in `rearranged` holds the rows of that of `other`.
    func holdsRearranged(of other: [Section]) -> Bool {
      if isSameArray(list, other) { return true }
      return list.withUnsafeBufferPointer { kept in
        other.withUnsafeBufferPointer { other in
          for section in rearranged where !holdSameRows(kept, other, at: section) { return false }
          return true
        }
      }
    }
    /// Whether every key of `counted` is counted `once` (or else not at all).
    func allCounted(_ counted: [Int], once: Bool) -> Bool {
      let expected = once ? 1 : 0
      for key in counted where counts.count(ofKey: key) != expected { return false }
      return true
    }
    let holdsSource = holdsRearranged(of: source)
    if holdsSource || holdsRearranged(of: target) {
      let kept = holdsSource ? keys.deleted : keys.inserted
      let other = holdsSource ? keys.inserted : keys.deleted
      if allCounted(keys.moved, once: true) && allCounted(kept, once: true) && allCounted(other, once: false) {
        if holdsSource {
          guard counts.add(keys: keys.inserted, 1), counts.add(keys: keys.deleted, -1) else { return true }
        }
        counts.list = keep(target)
        placed = counts
        return true
      }
    }
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
    for key in keys.all where counts.count(ofKey: key) != 0 {
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
