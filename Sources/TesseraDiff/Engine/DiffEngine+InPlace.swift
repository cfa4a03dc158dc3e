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
  /// they are, without copying them, notes the changed rows in `workspace` and stops at the
  /// first difference of identity, so a real reordering costs almost nothing here and allocates
  /// nothing; the lists of changes are allocated once, at their size, when the scan succeeds.
  ///
  /// - Complexity: O(*n*), *n* the number of sections and rows.
  @inlinable
  static func inPlaceChanges<Section: DiffableSection>(
    source: [Section], target: [Section], workspace: inout DiffWorkspace
  ) -> InPlaceChanges? {
    guard source.count == target.count else { return nil }
    var rowCount = 0
    for section in source { rowCount &+= section.elements.count }
    var changes = InPlaceChanges()
    let isInPlace = workspace.withScratch(count: rowCount) { changed in
      source.withUnsafeBufferPointer { source in
        target.withUnsafeBufferPointer { target in
          var changedCount = 0
          var flat = 0
          for section in 0..<source.count {
            guard source[section].diffIdentifier == target[section].diffIdentifier else { return false }
            let sameRows = source[section].elements.withUnsafeBufferPointer { old in
              target[section].elements.withUnsafeBufferPointer { new in
                guard old.count == new.count, flat &+ old.count <= rowCount else { return false }
                guard let oldFirst = old.baseAddress, let newFirst = new.baseAddress else { return true }
                // One array on both sides (a section kept as it was): every row is itself.
                // Otherwise the arrays are distinct, so no row is compared with itself.
                if oldFirst == newFirst { return true }
                // Read in place (see ``hasSameIdentifier(_:_:)``); nothing is written.
                let oldRows = UnsafeMutablePointer(mutating: oldFirst)
                let newRows = UnsafeMutablePointer(mutating: newFirst)
                let count = old.count
                var row = 0
                while row != count {
                  guard hasSameIdentifier(distinct: oldRows + row, newRows + row) else { return false }
                  if !isContentEqual(distinct: oldRows + row, newRows + row) {
                    changed[changedCount] = PackedPath.make(section: section, row: row)
                    changedCount &+= 1
                  }
                  row &+= 1
                }
                return true
              }
            }
            guard sameRows else { return false }
            flat &+= source[section].elements.count
            if !source[section].isContentEqual(to: target[section]) {
              changes.sectionUpdates.append(section)
            }
          }
          guard flat == rowCount else { return false }
          changes.rowCount = flat
          guard changedCount > 0 else { return true }
          // The lists, at their size; flat indexes from the running offsets of the sections.
          changes.rowUpdates.reserveCapacity(changedCount)
          changes.changedFlatRows.reserveCapacity(changedCount)
          changes.sectionsWithRowUpdates = Array(repeating: false, count: source.count)
          var offset = 0
          var offsetSection = 0
          for index in 0..<changedCount {
            let packed = changed[index]
            let section = PackedPath.section(packed)
            while offsetSection < section {
              offset &+= source[offsetSection].elements.count
              offsetSection &+= 1
            }
            changes.rowUpdates.append(PackedPath.path(packed))
            changes.changedFlatRows.append(offset &+ PackedPath.row(packed))
            changes.sectionsWithRowUpdates[section] = true
          }
          return true
        }
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
