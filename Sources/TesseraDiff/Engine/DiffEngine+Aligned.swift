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
  /// this path, by the keys of the rows that leave their sections when they can tell alone (see
  /// ``keysStayApart(_:carrying:list:source:to:rearranged:keep:)``). Without `keep`, the stored
  /// hash of every row in place is read.
  ///
  /// The matches keep each stretch of sections in place as one run of rows (see ``RowMatches``).
  ///
  /// - Complexity: O(*s* + *k*), *s* the number of sections, *k* the rows of the rearranged
  ///   sections, of which only the *k* are hashed; plus, when the sub-diff inserts, deletes or
  ///   moves rows across sections without kept counts, one read of the stored hash of each row
  ///   in place (all rows hashed into the counts the first time).
  @inlinable
  static func alignedResult<Section: DiffableSection>(
    _ scan: InPlaceChanges, source: [Section], target: [Section], workspace: inout DiffWorkspace,
    keep: (([Section]) -> any Sendable)?
  ) -> Result<Section>? {
    // Taken out, so that every way out but the one that carries them over drops the counts.
    // Moved out, not copied: a copy of the counts is a retain of each of their arrays.
    var taken = workspace.placedIdentifiers.movedOut()
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
          placed = taken.movedOut()
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
        workspace.placedIdentifiers = placed.movedOut()
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
    guard var counts = placed.movedOut() else { return nil }
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
}
