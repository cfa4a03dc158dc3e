/// What changed when the identifiers of two lists are equal position by position.
@usableFromInline
struct InPlaceChanges {
  /// Rows whose content changed, ascending.
  @usableFromInline var rowUpdates: [ElementPath] = []
  /// The same rows by flat index.
  @usableFromInline var changedFlatRows: [Int] = []
  /// Sections whose own content changed, ascending.
  @usableFromInline var sectionUpdates: [Int] = []
  /// For each section, whether one of its rows changed; empty when no row changed.
  @usableFromInline var sectionsWithRowUpdates: [Bool] = []
  /// The number of rows (of either list).
  @usableFromInline var rowCount = 0

  @inlinable
  init() {}
}

extension DiffEngine {
  /// The fast path: when every section and row identifier of `target` equals the one at the same
  /// position in `source`, the content changes in place; otherwise `nil`.
  ///
  /// One linear scan that compares identifiers pairwise and hashes nothing. It reads rows where
  /// they are, without copying them, and stops at the first difference of identity, so a real
  /// reordering costs almost nothing here.
  ///
  /// - Complexity: O(*n*), *n* the number of sections and rows.
  @inlinable
  static func inPlaceChanges<Section: DiffableSection>(
    source: [Section], target: [Section]
  ) -> InPlaceChanges? {
    guard source.count == target.count else { return nil }
    var changes = InPlaceChanges()
    let isInPlace = source.withUnsafeBufferPointer { source in
      target.withUnsafeBufferPointer { target in
        var flat = 0
        for section in 0..<source.count {
          guard source[section].diffIdentifier == target[section].diffIdentifier else { return false }
          let sameRows = source[section].elements.withUnsafeBufferPointer { old in
            target[section].elements.withUnsafeBufferPointer { new in
              guard old.count == new.count else { return false }
              guard let oldFirst = old.baseAddress, let newFirst = new.baseAddress else { return true }
              // Read in place, through `inout` (see ``hasSameIdentifier(_:_:)``); nothing is written.
              let oldRows = UnsafeMutablePointer(mutating: oldFirst)
              let newRows = UnsafeMutablePointer(mutating: newFirst)
              let changedBefore = changes.changedFlatRows.count
              var oldRow = oldRows
              var newRow = newRows
              let end = oldRows + old.count
              while oldRow != end {
                guard hasSameIdentifier(&oldRow.pointee, &newRow.pointee) else { return false }
                if !isContentEqual(&oldRow.pointee, &newRow.pointee) {
                  let row = oldRow - oldRows
                  changes.rowUpdates.append(ElementPath(element: row, section: section))
                  changes.changedFlatRows.append(flat &+ row)
                }
                oldRow += 1
                newRow += 1
              }
              if changes.changedFlatRows.count != changedBefore {
                if changes.sectionsWithRowUpdates.isEmpty {
                  changes.sectionsWithRowUpdates = Array(repeating: false, count: source.count)
                }
                changes.sectionsWithRowUpdates[section] = true
              }
              flat &+= old.count
              return true
            }
          }
          guard sameRows else { return false }
          if !source[section].isContentEqual(to: target[section]) {
            changes.sectionUpdates.append(section)
          }
        }
        changes.rowCount = flat
        return true
      }
    }
    return isInPlace ? changes : nil
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
