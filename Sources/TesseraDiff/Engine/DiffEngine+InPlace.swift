/// What changed when the identifiers of two lists are equal position by position.
@usableFromInline
struct InPlaceChanges {
  /// Rows whose content changed, ascending.
  @usableFromInline var rowUpdates: [ElementPath] = []
  /// Sections whose own content changed, ascending.
  @usableFromInline var sectionUpdates: [Int] = []
  /// For each section, whether one of its rows changed.
  @usableFromInline var sectionsWithRowUpdates: [Bool] = []

  @inlinable
  init() {}
}

extension DiffEngine {
  /// The fast path: when every section and row identifier of `target` equals the one at the same
  /// position in `source`, the content changes in place; otherwise `nil`.
  ///
  /// One linear scan that compares identifiers pairwise and hashes nothing. It stops at the first
  /// difference of identity, so a real reordering costs almost nothing here.
  ///
  /// - Complexity: O(*n*), *n* the number of sections and rows.
  @inlinable
  static func inPlaceChanges<Section: DiffableSection>(
    source: [Section], target: [Section]
  ) -> InPlaceChanges? {
    guard source.count == target.count else { return nil }
    var changes = InPlaceChanges()
    var anyRowUpdate = false
    for section in source.indices {
      let old = source[section]
      let new = target[section]
      guard old.diffIdentifier == new.diffIdentifier else { return nil }
      let oldRows = old.elements
      let newRows = new.elements
      guard oldRows.count == newRows.count else { return nil }
      var sectionHasRowUpdate = false
      for row in oldRows.indices {
        let oldRow = oldRows[row]
        let newRow = newRows[row]
        guard oldRow.diffIdentifier == newRow.diffIdentifier else { return nil }
        if !oldRow.isContentEqual(to: newRow) {
          changes.rowUpdates.append(ElementPath(element: row, section: section))
          sectionHasRowUpdate = true
        }
      }
      if sectionHasRowUpdate {
        if !anyRowUpdate {
          changes.sectionsWithRowUpdates = Array(repeating: false, count: source.count)
          anyRowUpdate = true
        }
        changes.sectionsWithRowUpdates[section] = true
      }
      if !old.isContentEqual(to: new) {
        changes.sectionUpdates.append(section)
      }
    }
    return changes
  }

  /// The data of an in-place stage: sections are paired by position.
  @inlinable
  static func inPlaceData<Section: DiffableSection>(
    _ recipe: StageData, source: [Section], target: [Section]
  ) -> [Section] {
    var data = target
    for (section, keep) in recipe.keepSourceSection.enumerated() where keep {
      data[section] = source[section].replacingElements(target[section].elements)
    }
    return data
  }
}
