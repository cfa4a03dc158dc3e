extension ListSnapshot {
  /// Every problem of the snapshot at once, in order of position; empty when it is sound.
  ///
  /// Reported: duplicate section ids, duplicate row ids (row ids must be unique across the whole
  /// list, the ``Row/children`` of parents at every depth included, shown or not, naming both
  /// positions), ids and row contents that are not equal to themselves (a
  /// NaN), height policies that cannot be honoured, and collection layout values that cannot be
  /// laid out (see ``CollectionSectionLayout/problems``).
  ///
  /// A snapshot with problems can still be shown; the policy is deterministic and never crashes
  /// nor yields an invalid batch update:
  /// - **Duplicate ids**: the *k*-th occurrence of an id (in display order) is a distinct identity
  ///   `(id, k)`. Between two snapshots, the *k*-th occurrence in the old one is matched with the
  ///   *k*-th occurrence in the new one. The first occurrence behaves exactly like a unique id.
  ///   Row state kept by id (expansion, cached heights) is shared by the occurrences of that id.
  /// - **Ids not equal to themselves** match nothing: the row or section is deleted and inserted
  ///   by every update. **Contents not equal to themselves** make their row count as changed by
  ///   every update of a snapshot made anew.
  /// - **Invalid heights**: a negative, infinite or NaN fixed height, or a non-positive aspect
  ///   ratio, is treated as `automatic`.
  /// - **Invalid collection layouts**: hosts lay out ``CollectionSectionLayout/clamped``.
  ///
  /// - Complexity: O(rows + sections), nested rows included: one hash per id, and one `==` of each row's content with
  ///   itself (and of each id that is neither an integer, a string nor plain data).
  public func validate() -> [ListDiagnostic] {
    var problems: [ListDiagnostic] = []
    var sectionIndexByID: [SectionID: Int] = [:]
    sectionIndexByID.reserveCapacity(sections.count)
    var rowLocationByID: [RowID: RowLocation] = [:]
    rowLocationByID.reserveCapacity(rowCount)
    func check(_ row: Row, at location: RowLocation) {
      if !row.id.isEqualToItself { problems.append(.rowIDNotEqualToItself(row.id)) }
      if !row.content.isEqualToItself {
        problems.append(.rowContentNotEqualToItself(row.id, contentType: row.content.typeName))
      }
      if let first = rowLocationByID[row.id] {
        problems.append(.duplicateRowID(row.id, first: first, duplicate: location))
      } else {
        rowLocationByID[row.id] = location
      }
      if let problem = row.heightPolicy.problem {
        problems.append(.invalidRowHeight(row.id, at: location, problem: problem))
      }
    }

    for (sectionIndex, section) in sections.enumerated() {
      if !section.id.isEqualToItself { problems.append(.sectionIDNotEqualToItself(section.id)) }
      if let first = sectionIndexByID[section.id] {
        problems.append(.duplicateSectionID(section.id, firstIndex: first, duplicateIndex: sectionIndex))
      } else {
        sectionIndexByID[section.id] = sectionIndex
      }
      problems += section.collectionLayoutDiagnostics(sectionIndex: sectionIndex)
      for (isHeader, supplement) in [(true, section.header), (false, section.footer)] {
        if let problem = supplement?.heightPolicy?.problem {
          problems.append(.invalidSupplementHeight(section.id, isHeader: isHeader, problem: problem))
        }
      }
      Outline.visit(section.rows, children: \.children) { row, cursor in
        let indexes = cursor.indexes
        check(
          row,
          at: RowLocation(
            sectionID: section.id, section: sectionIndex, row: indexes[0], childIndexes: Array(indexes.dropFirst())))
        return true
      }
    }
    return problems
  }
}
