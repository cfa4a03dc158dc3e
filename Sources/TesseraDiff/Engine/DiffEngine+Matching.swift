extension DiffEngine {
  /// A slot of the identifier table that a target occurrence has not visited yet.
  @usableFromInline static let slotAbsent = -2
  /// A slot whose source occurrences are all paired (or that only the target has).
  @usableFromInline static let slotExhausted = -1

  /// Pops the next unpaired source occurrence from an identifier slot.
  ///
  /// Returns the popped occurrence (≥ 0), ``slotAbsent`` for an identifier seen for the first
  /// time, or ``slotExhausted`` for a target occurrence that repeats an earlier one.
  @inlinable @inline(__always)
  static func take(_ slot: inout Int, next: (Int) -> Int) -> Int {
    let value = slot
    if value >= 0 {
      slot = next(value)
    } else if value == slotAbsent {
      slot = slotExhausted
    }
    return value
  }

  /// Pairs sections, then rows, by identifier, and compares the contents of pairs.
  ///
  /// Duplicate policy: the *k*-th occurrence of an identifier in the source pairs with the
  /// *k*-th occurrence in the target (sections in list order; rows in reading order over the
  /// sections that exist in both lists). Unpaired occurrences are deleted or inserted.
  ///
  /// Each identifier is hashed once per occurrence: source occurrences are chained from the last
  /// to the first, so a slot always holds the next one to pair.
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

    // Chain source occurrences, last to first, so each slot ends on the first occurrence.
    var pairedRowCount = 0
    for section in source.indices where tables.sourceSectionMatch[section] >= 0 {
      pairedRowCount += sourceRows[section].count
    }
    var slots = [Section.Element.DiffIdentifier: Int](minimumCapacity: pairedRowCount)
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
        if let later = slots.updateValue(packed, forKey: rows[row].diffIdentifier) {
          next[base + row] = later
          flags[sourceOffsets[PackedPath.section(later)] + PackedPath.row(later)] |= RowFlag.repeated
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
        let popped = take(&slots[element.diffIdentifier, default: slotAbsent]) { packed in
          next[sourceOffsets[PackedPath.section(packed)] + PackedPath.row(packed)]
        }
        if popped >= 0 {
          let sourceSection = PackedPath.section(popped)
          let sourceRow = PackedPath.row(popped)
          let flat = sourceOffsets[sourceSection] + sourceRow
          sourceRowMatch[flat] = PackedPath.make(section: section, row: row)
          targetRowMatch[base + row] = popped
          var flag = flags[flat]
          if flag & RowFlag.repeated != 0 { duplicates += 1 }
          if !sourceRows[sourceSection][sourceRow].isContentEqual(to: element) {
            flag |= RowFlag.updated
          }
          flags[flat] = flag
        } else if popped == slotExhausted {
          duplicates += 1
        }
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
    var slots = [Section.DiffIdentifier: Int](minimumCapacity: source.count)
    var next = [Int](repeating: -1, count: source.count)
    var repeated = [Bool](repeating: false, count: source.count)
    var duplicates = 0
    var section = source.count
    while section > 0 {
      section -= 1
      if let later = slots.updateValue(section, forKey: source[section].diffIdentifier) {
        next[section] = later
        repeated[later] = true
        duplicates += 1
      }
    }
    for targetSection in target.indices {
      let element = target[targetSection]
      let popped = take(&slots[element.diffIdentifier, default: slotAbsent]) { next[$0] }
      if popped >= 0 {
        tables.sourceSectionMatch[popped] = targetSection
        tables.targetSectionMatch[targetSection] = popped
        if repeated[popped] { duplicates += 1 }
        if !source[popped].isContentEqual(to: element) {
          tables.sectionUpdated[popped] = true
        }
      } else if popped == slotExhausted {
        duplicates += 1
      }
    }
    tables.duplicateCount += duplicates
  }

  /// The data of one stage of the general path.
  @inlinable
  static func stageData<Section: DiffableSection>(
    _ recipe: StageData, source: [Section], target: [Section],
    targetRows: ContiguousArray<[Section.Element]>, tables: DiffTables
  ) -> [Section] {
    switch recipe {
    case .target:
      return target
    case .targetKeepingSourceSections(let pairs):
      var data = target
      for pair in pairs {
        data[pair.target] = source[pair.source].replacingElements(targetRows[pair.target])
      }
      return data
    case .afterRemovals(let keepSourceSection):
      // Source order, without deleted sections and rows; paired rows already show their
      // target value (every row update belongs to this stage).
      var data: [Section] = []
      data.reserveCapacity(source.count)
      for section in source.indices {
        let targetSection = tables.sourceSectionMatch[section]
        guard targetSection >= 0 else { continue }
        let base = tables.sourceOffsets[section]
        let end = tables.sourceOffsets[section + 1]
        var rows: [Section.Element] = []
        rows.reserveCapacity(end - base)
        for flat in base..<end {
          let partner = tables.sourceRowMatch[flat]
          if partner >= 0 {
            rows.append(targetRows[PackedPath.section(partner)][PackedPath.row(partner)])
          }
        }
        let holder = keepSourceSection[section] ? source[section] : target[targetSection]
        data.append(holder.replacingElements(rows))
      }
      return data
    }
  }
}
