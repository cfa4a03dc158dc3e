extension DiffEngine {
  /// The value of an identifier whose source occurrences are all paired (or that only the
  /// target has); values ≥ 0 are the packed path of the next source occurrence to pair.
  @usableFromInline static let slotExhausted = -1

  /// Pairs sections, then rows, by identifier, and compares the contents of pairs.
  ///
  /// Duplicate policy: the *k*-th occurrence of an identifier in the source pairs with the
  /// *k*-th occurrence in the target (sections in list order; rows in reading order over the
  /// sections that exist in both lists). Unpaired occurrences are deleted or inserted.
  ///
  /// Each identifier is hashed once per occurrence: source occurrences are chained from the last
  /// to the first, so an identifier's value always holds the next one to pair.
  ///
  /// - Complexity: O(*n*) expected, *n* the number of sections and rows.
  @inlinable
  static func match<Section: DiffableSection>(
    source: [Section], target: [Section],
    sourceRows: ContiguousArray<[Section.Element]>, targetRows: ContiguousArray<[Section.Element]>
  ) -> DiffTables {
    let sourceOffsets = offsets(of: sourceRows)
    let targetOffsets = offsets(of: targetRows)
    var tables = DiffTables(sourceOffsets: sourceOffsets, targetOffsets: targetOffsets)
    matchSections(source: source, target: target, tables: &tables)

    var sourceRowMatch = tables.sourceRowMatch
    var targetRowMatch = tables.targetRowMatch
    var flags = tables.sourceRowFlags
    tables.sourceRowMatch = []
    tables.targetRowMatch = []
    tables.sourceRowFlags = []
    var duplicates = 0

    // Chain source occurrences, last to first, so each identifier ends on its first occurrence.
    var pairedRowCount = 0
    for section in source.indices where tables.sourceSectionMatch[section] >= 0 {
      pairedRowCount += sourceRows[section].count
    }
    var table = IdentifierTable<Section.Element.DiffIdentifier>(minimumCapacity: pairedRowCount)
    var next = [Int](repeating: PackedPath.none, count: sourceRowMatch.count)
    var section = source.count
    while section > 0 {
      section -= 1
      guard tables.sourceSectionMatch[section] >= 0 else { continue }
      let rows = sourceRows[section]
      let base = sourceOffsets[section]
      var row = rows.count
      while row > 0 {
        row -= 1
        let packed = PackedPath.make(section: section, row: row)
        let found = table.findOrInsert(rows[row].diffIdentifier, value: packed)
        if !found.inserted {
          let later = table[found.entry]
          next[base + row] = later
          flags[sourceOffsets[PackedPath.section(later)] + PackedPath.row(later)] |= RowFlag.repeated
          table[found.entry] = packed
          duplicates += 1
        }
      }
    }

    // Pair target occurrences in reading order with the next source occurrence.
    for section in target.indices where tables.targetSectionMatch[section] >= 0 {
      let rows = targetRows[section]
      let base = targetOffsets[section]
      for row in rows.indices {
        let element = rows[row]
        let found = table.findOrInsert(element.diffIdentifier, value: slotExhausted)
        if found.inserted { continue }  // an identifier only the target has
        let partner = table[found.entry]
        guard partner >= 0 else {
          duplicates += 1  // an occurrence beyond those of the source: a repeat in the target
          continue
        }
        let sourceSection = PackedPath.section(partner)
        let sourceRow = PackedPath.row(partner)
        let flat = sourceOffsets[sourceSection] + sourceRow
        table[found.entry] = next[flat]
        sourceRowMatch[flat] = PackedPath.make(section: section, row: row)
        targetRowMatch[base + row] = partner
        var flag = flags[flat]
        if flag & RowFlag.repeated != 0 { duplicates += 1 }
        if !sourceRows[sourceSection][sourceRow].isContentEqual(to: element) {
          flag |= RowFlag.updated
        }
        flags[flat] = flag
      }
    }

    tables.sourceRowMatch = sourceRowMatch
    tables.targetRowMatch = targetRowMatch
    tables.sourceRowFlags = flags
    tables.duplicateCount += duplicates
    return tables
  }

  /// Pairs sections by identifier (*k*-th occurrence with *k*-th) and compares their contents.
  ///
  /// - Complexity: O(*s*) expected, *s* the number of sections.
  @inlinable
  static func matchSections<Section: DiffableSection>(
    source: [Section], target: [Section], tables: inout DiffTables
  ) {
    var table = IdentifierTable<Section.DiffIdentifier>(minimumCapacity: source.count)
    var next = [Int](repeating: slotExhausted, count: source.count)
    var repeated = [Bool](repeating: false, count: source.count)
    var duplicates = 0
    var section = source.count
    while section > 0 {
      section -= 1
      let found = table.findOrInsert(source[section].diffIdentifier, value: section)
      if !found.inserted {
        let later = table[found.entry]
        next[section] = later
        repeated[later] = true
        table[found.entry] = section
        duplicates += 1
      }
    }
    for targetSection in target.indices {
      let element = target[targetSection]
      let found = table.findOrInsert(element.diffIdentifier, value: slotExhausted)
      if found.inserted { continue }
      let partner = table[found.entry]
      guard partner >= 0 else {
        duplicates += 1
        continue
      }
      table[found.entry] = next[partner]
      tables.sourceSectionMatch[partner] = targetSection
      tables.targetSectionMatch[targetSection] = partner
      if repeated[partner] { duplicates += 1 }
      if !source[partner].isContentEqual(to: element) {
        tables.sectionUpdated[partner] = true
      }
    }
    tables.duplicateCount += duplicates
  }
}
