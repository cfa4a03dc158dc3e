extension DiffEngine {
  /// Calls `body` with the element at `packed` of `rows`, where it is.
  ///
  /// The lists are never written; the pointer is mutable only so that elements can be passed
  /// `inout` by ``hasSameIdentifier(_:_:)``, ``isContentEqual(_:_:)`` and ``identifierHash(_:)``.
  @inlinable @inline(__always)
  static func withElement<Element, Value>(
    _ rows: UnsafeBufferPointer<[Element]>, _ packed: Int, _ body: (UnsafeMutablePointer<Element>) -> Value
  ) -> Value {
    // The section's array is reached `inout` too, so it is not retained around the access.
    func access(_ section: inout [Element]) -> Value {
      section.withUnsafeBufferPointer { body(UnsafeMutablePointer(mutating: $0.baseAddress!) + PackedPath.row(packed)) }
    }
    return access(&UnsafeMutablePointer(mutating: rows.baseAddress!)[PackedPath.section(packed)])
  }

  // Elements are compared and hashed through `inout` parameters, never modified: an exclusive
  // access tells the compiler that nothing else writes the elements meanwhile, so it reads their
  // identifiers and contents in place instead of copying whole elements (a retain and a release
  // of every reference they hold) around the calls of `==` and `isContentEqual(to:)`. Two
  // pointers to one element (lists that share their storage) are never passed together: the
  // element is the same, so it is equal to itself without a comparison.

  /// Whether two elements have equal identifiers.
  @inlinable @inline(__always)
  static func hasSameIdentifier<Element: Diffable>(
    _ lhs: UnsafeMutablePointer<Element>, _ rhs: UnsafeMutablePointer<Element>
  ) -> Bool {
    func compare(_ lhs: inout Element, _ rhs: inout Element) -> Bool { lhs.diffIdentifier == rhs.diffIdentifier }
    return lhs == rhs || compare(&lhs.pointee, &rhs.pointee)
  }

  /// Whether two elements show the same content.
  @inlinable @inline(__always)
  static func isContentEqual<Element: Diffable>(
    _ lhs: UnsafeMutablePointer<Element>, _ rhs: UnsafeMutablePointer<Element>
  ) -> Bool {
    func compare(_ lhs: inout Element, _ rhs: inout Element) -> Bool { lhs.isContentEqual(to: rhs) }
    return lhs == rhs || compare(&lhs.pointee, &rhs.pointee)
  }

  /// Whether two elements of different arrays have equal identifiers: as
  /// ``hasSameIdentifier(_:_:)``, without the check for one element passed twice, which a scan
  /// of two distinct arrays would repeat for every row.
  @inlinable @inline(__always)
  static func hasSameIdentifier<Element: Diffable>(
    distinct lhs: UnsafeMutablePointer<Element>, _ rhs: UnsafeMutablePointer<Element>
  ) -> Bool {
    func compare(_ lhs: inout Element, _ rhs: inout Element) -> Bool { lhs.diffIdentifier == rhs.diffIdentifier }
    return compare(&lhs.pointee, &rhs.pointee)
  }

  /// Whether two elements of different arrays show the same content: as
  /// ``isContentEqual(_:_:)``, without the check for one element passed twice.
  @inlinable @inline(__always)
  static func isContentEqual<Element: Diffable>(
    distinct lhs: UnsafeMutablePointer<Element>, _ rhs: UnsafeMutablePointer<Element>
  ) -> Bool {
    func compare(_ lhs: inout Element, _ rhs: inout Element) -> Bool { lhs.isContentEqual(to: rhs) }
    return compare(&lhs.pointee, &rhs.pointee)
  }

  /// The elements of a section, read where it is.
  @inlinable @inline(__always)
  static func elements<Section: DiffableSection>(of section: UnsafeMutablePointer<Section>) -> [Section.Element] {
    func read(_ section: inout Section) -> [Section.Element] { section.elements }
    return read(&section.pointee)
  }

  /// Calls `body` with each section of `sections` where it is, in order (`for section in
  /// sections` copies each one: a retain and a release of everything it holds).
  @inlinable @inline(__always)
  static func forEachSection<Section: DiffableSection>(
    of sections: [Section], _ body: (UnsafeMutablePointer<Section>) -> Void
  ) {
    sections.withUnsafeBufferPointer { buffer in
      guard let first = buffer.baseAddress else { return }
      let sections = UnsafeMutablePointer(mutating: first)
      for index in 0..<buffer.count { body(sections + index) }
    }
  }

  /// The hash of an element's identifier.
  @inlinable @inline(__always)
  static func identifierHash<Element: Diffable>(_ element: UnsafeMutablePointer<Element>) -> Int {
    func hash(_ element: inout Element) -> Int { element.diffIdentifier.hashValue }
    return hash(&element.pointee)
  }

  /// Pairs sections by identifier (*k*-th occurrence with *k*-th) and compares their contents.
  ///
  /// Each identifier is hashed once per occurrence: source occurrences are chained from the last
  /// to the first, so an identifier's bucket always holds the next one to pair.
  ///
  /// - Complexity: O(*s*) expected, *s* the number of sections.
  @inlinable
  static func matchSections<Section: DiffableSection>(
    source: [Section], target: [Section], tables: inout DiffTables
  ) {
    let next = tables.scratch(from: 0, count: source.count)
    var table = tables.makeTable(sourceKeys: source.count, targetKeys: target.count)
    var duplicates = 0
    source.withUnsafeBufferPointer { sourceBuffer in
      target.withUnsafeBufferPointer { targetBuffer in
        // Sections are read where they are, through `inout` (see ``hasSameIdentifier(_:_:)``):
        // the buffers' subscripts return copies, which retain and release all a section holds.
        // Only sections that exist are reached, so an empty list's missing base address never is.
        func source(_ index: Int) -> UnsafeMutablePointer<Section> {
          UnsafeMutablePointer(mutating: sourceBuffer.baseAddress!) + index
        }
        func target(_ index: Int) -> UnsafeMutablePointer<Section> {
          UnsafeMutablePointer(mutating: targetBuffer.baseAddress!) + index
        }
        var section = sourceBuffer.count
        while section > 0 {
          section &-= 1
          let hash = identifierHash(source(section))
          let (bucket, found) = table.find(hash) { reference in
            hasSameIdentifier(source(reference & MatchTable.pathMask), source(section))
          }
          if found {
            let later = table.reference(bucket) & MatchTable.pathMask
            next[section] = later
            tables.sectionFlags[later] |= SectionFlag.repeated
            table.setReference(section, of: bucket)
            duplicates &+= 1
          } else {
            next[section] = -1
            table.insert(hash, reference: section, at: bucket)
          }
        }
        for targetSection in 0..<targetBuffer.count {
          let hash = identifierHash(target(targetSection))
          let (bucket, found) = table.find(hash) { reference in
            let index = reference & MatchTable.pathMask
            return reference & MatchTable.targetSide != 0
              ? hasSameIdentifier(target(index), target(targetSection))
              : hasSameIdentifier(source(index), target(targetSection))
          }
          guard found else {
            let reference = targetSection | MatchTable.targetSide | MatchTable.exhausted
            table.insert(hash, reference: reference, at: bucket)
            continue
          }
          let reference = table.reference(bucket)
          guard reference & MatchTable.exhausted == 0 else {
            duplicates &+= 1  // an occurrence beyond those of the source: a repeat in the target
            continue
          }
          let partner = reference & MatchTable.pathMask
          let following = next[partner]
          table.setReference(
            following >= 0 ? following : reference | MatchTable.exhausted, of: bucket)
          tables.sourceSectionMatch[partner] = targetSection
          tables.targetSectionMatch[targetSection] = partner
          if tables.sectionFlags[partner] & SectionFlag.repeated != 0 { duplicates &+= 1 }
          if !isContentEqual(source(partner), target(targetSection)) {
            tables.sectionFlags[partner] |= SectionFlag.updated
          }
        }
      }
    }
    tables.duplicateCount &+= duplicates
    tables.finish(table)
  }

  /// Pairs the rows of paired sections by identifier and compares the contents of pairs;
  /// appends the flat target index of every paired row whose content changed to `changed`.
  ///
  /// Duplicate policy: the *k*-th occurrence of an identifier in the source pairs with the
  /// *k*-th occurrence in the target (rows in reading order over the sections that exist in
  /// both lists). Unpaired occurrences are deleted or inserted.
  ///
  /// Each identifier is hashed once per occurrence (`hashValue`, which an identifier type may
  /// answer from a hash it keeps): source occurrences are chained from the last to the first, so
  /// an identifier's bucket always holds the next one to pair. Keys are compared in place, in the
  /// lists; neither a key nor an element is copied.
  ///
  /// - Complexity: O(*n*) expected, *n* the number of rows.
  @inlinable
  static func matchRows<Element: Diffable>(
    sourceRows: UnsafeBufferPointer<[Element]>, targetRows: UnsafeBufferPointer<[Element]>, tables: inout DiffTables,
    changed: inout [Int]
  ) {
    var sourceKeys = 0
    for section in 0..<sourceRows.count where tables.sourceSectionMatch[section] >= 0 {
      sourceKeys &+= sourceRows[section].count
    }
    var targetKeys = 0
    for section in 0..<targetRows.count where tables.targetSectionMatch[section] >= 0 {
      targetKeys &+= targetRows[section].count
    }
    let next = tables.scratch(from: 0, count: tables.sourceRowCount)
    var table = tables.makeTable(sourceKeys: sourceKeys, targetKeys: targetKeys)
    let flags = tables.rowFlags
    let sourceMatch = tables.sourceRowMatch
    let targetSources = tables.targetSources
    let inserted = tables.insertedRows
    var insertedCount = 0
    var duplicates = 0

    // Chain source occurrences, last to first, so each identifier ends on its first occurrence.
    var section = sourceRows.count
    while section > 0 {
      section &-= 1
      guard tables.sourceSectionMatch[section] >= 0 else { continue }
      let base = tables.sourceOffsets[section]
      sourceRows[section].withUnsafeBufferPointer { rows in
        guard let first = rows.baseAddress else { return }
        let elements = UnsafeMutablePointer(mutating: first)
        var row = rows.count
        while row > 0 {
          row &-= 1
          let current = elements + row
          let hash = identifierHash(current)
          let (bucket, found) = table.find(hash) { reference in
            withElement(sourceRows, reference & MatchTable.pathMask) { hasSameIdentifier($0, current) }
          }
          let packed = PackedPath.make(section: section, row: row)
          let flat = base &+ row
          sourceMatch[flat] = PackedPath.none
          if found {
            let later = table.reference(bucket) & MatchTable.pathMask
            next[flat] = later
            flags[flat] = 0
            flags[tables.sourceFlat(later)] |= RowFlag.repeated
            table.setReference(packed, of: bucket)
            duplicates &+= 1
          } else {
            next[flat] = PackedPath.none
            flags[flat] = 0
            table.insert(hash, reference: packed, at: bucket)
          }
        }
      }
    }

    // Pair target occurrences in reading order with the next source occurrence.
    // Rows without a partner keep the -1 they start with, and are listed as inserts.
    for section in 0..<targetRows.count where tables.targetSectionMatch[section] >= 0 {
      let base = tables.targetOffsets[section]
      let insertedBefore = insertedCount
      defer { if insertedCount != insertedBefore { tables.targetFacts[section] |= SectionFact.rowInsert } }
      targetRows[section].withUnsafeBufferPointer { rows in
        guard let first = rows.baseAddress else { return }
        let elements = UnsafeMutablePointer(mutating: first)
        for row in 0..<rows.count {
          let current = elements + row
          let hash = identifierHash(current)
          let (bucket, found) = table.find(hash) { reference in
            let side = reference & MatchTable.targetSide != 0 ? targetRows : sourceRows
            return withElement(side, reference & MatchTable.pathMask) { hasSameIdentifier($0, current) }
          }
          let packed = PackedPath.make(section: section, row: row)
          guard found else {
            // An identifier only the target has (so far).
            let reference = packed | MatchTable.targetSide | MatchTable.exhausted
            table.insert(hash, reference: reference, at: bucket)
            inserted[insertedCount] = packed
            insertedCount &+= 1
            continue
          }
          let reference = table.reference(bucket)
          guard reference & MatchTable.exhausted == 0 else {
            duplicates &+= 1  // an occurrence beyond those of the source: a repeat in the target
            inserted[insertedCount] = packed
            insertedCount &+= 1
            continue
          }
          let partner = reference & MatchTable.pathMask
          let flat = tables.sourceFlat(partner)
          let following = next[flat]
          table.setReference(
            following >= 0 ? following : reference | MatchTable.exhausted, of: bucket)
          sourceMatch[flat] = packed
          targetSources[base &+ row] = Int32(truncatingIfNeeded: flat)
          var flag = flags[flat]
          if flag & RowFlag.repeated != 0 { duplicates &+= 1 }
          if !withElement(sourceRows, partner, { isContentEqual($0, current) }) {
            flag |= RowFlag.updated
            changed.append(base &+ row)
          }
          flags[flat] = flag
        }
      }
    }
    tables.duplicateCount &+= duplicates
    tables.insertedRowCount = insertedCount
    tables.finish(table)
  }
}
