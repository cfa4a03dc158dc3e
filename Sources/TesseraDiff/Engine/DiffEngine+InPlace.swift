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
  /// The number of rows (of either list) when every section is in place; otherwise the rows of
  /// the sections in place.
  @usableFromInline var rowCount = 0
  /// The sections whose rows are not equal in identity position by position (rows inserted,
  /// deleted or moved), ascending; empty when every section is in place.
  @usableFromInline var rearrangedSections: [Int] = []
  /// Where the rows of each source section start in the flat order, with the number of rows at
  /// the end; empty when every section is in place or too few rows are in place for the path
  /// that diffs the others apart (``DiffEngine/alignedPathMinimumRowsInPlace``).
  @usableFromInline var sourceOffsets: [Int] = []

  @inlinable
  init() {}
}

extension DiffEngine {
  /// The fast path: when the sections of `target` have the identifiers of those of `source`,
  /// position by position, the changes of every section whose row identifiers are also equal
  /// position by position (its rows changed in place, if at all), and the list of the other
  /// sections (``InPlaceChanges/rearrangedSections``); `nil` when the section identifiers
  /// differ.
  ///
  /// One linear scan that compares identifiers pairwise and hashes nothing. A section that can
  /// tell at once that its rows are unchanged (``DiffableSection/hasUnchangedElements(comparedTo:)``)
  /// costs one comparison; the others are read in place, without copying a row, and a section
  /// stops being scanned at its first difference of identity. The changed rows are noted in
  /// `workspace`; the lists of changes are allocated once, at their size.
  ///
  /// - Complexity: O(*n*), *n* the number of sections and the rows of the sections that cannot
  ///   tell they are unchanged.
  @inlinable
  static func inPlaceChanges<Section: DiffableSection>(
    source: [Section], target: [Section], workspace: inout DiffWorkspace
  ) -> InPlaceChanges? {
    guard source.count == target.count else { return nil }
    var rowCount = 0
    source.withUnsafeBufferPointer { sections in
      guard let first = sections.baseAddress else { return }
      let all = UnsafeMutablePointer(mutating: first)
      for section in 0..<sections.count { rowCount &+= elementCount(of: all + section) }
    }
    var changes = InPlaceChanges()
    let isAligned = workspace.withScratch(count: rowCount &+ source.count &+ 1) { scratch in
      // The changed rows, then where each source section's rows start.
      let changed = UnsafeMutableBufferPointer(rebasing: scratch[0..<rowCount])
      let offsets = UnsafeMutableBufferPointer(rebasing: scratch[rowCount...])
      var sourceFlat = 0
      return source.withUnsafeBufferPointer { source in
        target.withUnsafeBufferPointer { target in
          var changedCount = 0
          var flat = 0
          for section in 0..<source.count {
            let old = UnsafeMutablePointer(mutating: source.baseAddress!) + section
            let new = UnsafeMutablePointer(mutating: target.baseAddress!) + section
            // `source` and `target` may be one array (a list diffed against itself): the checks
            // that take a section twice as inout are skipped for one stored section.
            guard hasSameIdentifier(old, new) else { return false }
            offsets[section] = sourceFlat
            let oldCount = elementCount(of: old)
            sourceFlat &+= oldCount
            let changedBefore = changedCount
            let sameRows =
              old == new || hasUnchangedElements(old, new)
              || elements(of: old).withUnsafeBufferPointer { old in
                elements(of: new).withUnsafeBufferPointer { new in
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
            guard sameRows else {
              // Rearranged: diffed apart from the sections in place, and none of its changes noted.
              changedCount = changedBefore
              changes.rearrangedSections.append(section)
              continue
            }
            flat &+= oldCount
            if !isContentEqual(old, new) {
              changes.sectionUpdates.append(section)
            }
          }
          changes.rowCount = flat
          // Only for the path that diffs the rearranged sections apart (enough rows in place).
          if !changes.rearrangedSections.isEmpty && flat >= alignedPathMinimumRowsInPlace {
            offsets[source.count] = sourceFlat
            changes.sourceOffsets = Array(offsets)
          }
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
              offset &+= elementCount(of: UnsafeMutablePointer(mutating: target.baseAddress!) + offsetSection)
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
    return isAligned ? changes : nil
  }

  /// The elements of section `index` of `sections`, read where it is.
  @inlinable @inline(__always)
  static func elements<Section: DiffableSection>(ofSectionAt index: Int, in sections: [Section]) -> [Section.Element] {
    sections.withUnsafeBufferPointer { elements(of: UnsafeMutablePointer(mutating: $0.baseAddress!) + index) }
  }

  /// The number of elements of a section, read where it is (without taking the array).
  @inlinable @inline(__always)
  static func elementCount<Section: DiffableSection>(of section: UnsafeMutablePointer<Section>) -> Int {
    func read(_ section: inout Section) -> Int { section.elements.count }
    return read(&section.pointee)
  }

  /// Whether the section at `lhs` says at once that `rhs` holds the same elements.
  @inlinable @inline(__always)
  static func hasUnchangedElements<Section: DiffableSection>(
    _ lhs: UnsafeMutablePointer<Section>, _ rhs: UnsafeMutablePointer<Section>
  ) -> Bool {
    func ask(_ lhs: inout Section, _ rhs: inout Section) -> Bool { lhs.hasUnchangedElements(comparedTo: rhs) }
    return ask(&lhs.pointee, &rhs.pointee)
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
