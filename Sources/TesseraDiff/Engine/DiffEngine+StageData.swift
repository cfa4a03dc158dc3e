extension DiffEngine {
  /// The data of one stage of the general path.
  @inlinable
  static func stageData<Section: DiffableSection>(
    _ recipe: StageData, source: [Section], target: [Section],
    sourceRows: UnsafeBufferPointer<[Section.Element]>, targetRows: UnsafeBufferPointer<[Section.Element]>,
    tables: DiffTables
  ) -> [Section] {
    let keep = recipe.keepSourceSection
    switch recipe.space {
    case .source:
      return source
    case .target:
      var data = target
      guard !keep.isEmpty else { return data }
      for section in target.indices {
        let partner = tables.targetSectionMatch[section]
        if partner >= 0 && keep[partner] {
          data[section] = source[partner].replacingElements(targetRows[section])
        }
      }
      return data
    case .afterRemovals:
      var data: [Section] = []
      data.reserveCapacity(source.count)
      for section in source.indices {
        let partner = tables.sourceSectionMatch[section]
        guard partner >= 0 else { continue }
        let rows = survivingRows(of: section, targetRows: targetRows, tables: tables)
        let holder = !keep.isEmpty && keep[section] ? source[section] : target[partner]
        data.append(holder.replacingElements(rows))
      }
      return data
    case .targetSectionsSurvivingRows, .targetSectionsAllRows:
      var data: [Section] = []
      data.reserveCapacity(target.count)
      for section in target.indices {
        let partner = tables.targetSectionMatch[section]
        guard partner >= 0 else {
          data.append(target[section])
          continue
        }
        let rows =
          recipe.space == .targetSectionsAllRows
          ? allRows(of: partner, sourceRows: sourceRows, targetRows: targetRows, tables: tables)
          : survivingRows(of: partner, targetRows: targetRows, tables: tables)
        let holder = !keep.isEmpty && keep[partner] ? source[partner] : target[section]
        data.append(holder.replacingElements(rows))
      }
      return data
    }
  }

  /// All rows of source section `section`, in source order: rows still to be deleted or updated
  /// as they were, the others as their target values.
  @inlinable
  static func allRows<Element>(
    of section: Int, sourceRows: UnsafeBufferPointer<[Element]>, targetRows: UnsafeBufferPointer<[Element]>,
    tables: DiffTables
  ) -> [Element] {
    let base = tables.sourceOffsets[section]
    var rows = sourceRows[section]
    for row in rows.indices {
      let partner = tables.sourceRowMatch[base + row]
      if partner >= 0 && tables.rowFlags[base + row] & RowFlag.updated == 0 {
        rows[row] = targetRows[PackedPath.section(partner)][PackedPath.row(partner)]
      }
    }
    return rows
  }

  /// The paired rows of source section `section`, in source order, as their target values.
  @inlinable
  static func survivingRows<Element>(
    of section: Int, targetRows: UnsafeBufferPointer<[Element]>, tables: DiffTables
  ) -> [Element] {
    let base = tables.sourceOffsets[section]
    let end = tables.sourceOffsets[section + 1]
    var rows: [Element] = []
    rows.reserveCapacity(end - base)
    for flat in base..<end {
      let partner = tables.sourceRowMatch[flat]
      if partner >= 0 {
        rows.append(targetRows[PackedPath.section(partner)][PackedPath.row(partner)])
      }
    }
    return rows
  }
}
