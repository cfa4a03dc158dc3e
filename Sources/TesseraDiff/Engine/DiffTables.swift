/// A row position packed into one `Int`: the section in the high 32 bits, the row in the low 32.
///
/// Packing lets the match tables store "where did this row go" in one machine word, so the
/// planner can read both the section and the row of a partner without a second lookup.
@usableFromInline
enum PackedPath {
  /// The marker for "no partner".
  @usableFromInline static let none = -1

  /// Packs `row` of `section`.
  @inlinable @inline(__always)
  static func make(section: Int, row: Int) -> Int { section &<< 32 | row }

  /// The section of a packed path.
  @inlinable @inline(__always)
  static func section(_ packed: Int) -> Int { packed &>> 32 }

  /// The row of a packed path.
  @inlinable @inline(__always)
  static func row(_ packed: Int) -> Int { packed & 0xFFFF_FFFF }

  /// The packed path as an ``ElementPath``.
  @inlinable @inline(__always)
  static func path(_ packed: Int) -> ElementPath {
    ElementPath(element: row(packed), section: section(packed))
  }
}

/// Bits kept per source row while diffing.
@usableFromInline
enum RowFlag {
  /// The row's identifier repeats an earlier row of the source.
  @usableFromInline static let repeated: UInt8 = 1
  /// The row is paired and its content changed.
  @usableFromInline static let updated: UInt8 = 2
  /// The row is paired and counts as moved.
  @usableFromInline static let moved: UInt8 = 4
}

/// What identity matching found, in plain integers: the input of the (non-generic) stage planner.
///
/// Rows are addressed by a *flat* index: `sourceOffsets[s] + row` for row `row` of source
/// section `s` (likewise for the target). Rows of sections that are deleted or inserted take no
/// part in matching; they go with their section.
@usableFromInline
struct DiffTables {
  /// For each source section, the target section it is paired with, or -1 (deleted).
  @usableFromInline var sourceSectionMatch: [Int]
  /// For each target section, the source section it is paired with, or -1 (inserted).
  @usableFromInline var targetSectionMatch: [Int]
  /// For each source section, whether it is paired and its own content changed.
  @usableFromInline var sectionUpdated: [Bool]
  /// Flat index of the first row of each source section; one extra entry holds the row total.
  @usableFromInline var sourceOffsets: [Int]
  /// Flat index of the first row of each target section; one extra entry holds the row total.
  @usableFromInline var targetOffsets: [Int]
  /// For each flat source row, the packed target path of its partner, or -1.
  @usableFromInline var sourceRowMatch: [Int]
  /// For each flat target row, the packed source path of its partner, or -1.
  @usableFromInline var targetRowMatch: [Int]
  /// For each flat source row, a combination of ``RowFlag`` bits.
  @usableFromInline var sourceRowFlags: [UInt8]
  /// Occurrences (rows and sections, source and target) that repeat an earlier identifier.
  @usableFromInline var duplicateCount: Int

  /// Tables for `sourceSections` and `targetSections` sections with the given row offsets,
  /// with nothing paired yet.
  @inlinable
  init(sourceOffsets: [Int], targetOffsets: [Int]) {
    let sourceSections = sourceOffsets.count - 1
    let targetSections = targetOffsets.count - 1
    let sourceRows = sourceOffsets[sourceSections]
    let targetRows = targetOffsets[targetSections]
    self.sourceSectionMatch = Array(repeating: -1, count: sourceSections)
    self.targetSectionMatch = Array(repeating: -1, count: targetSections)
    self.sectionUpdated = Array(repeating: false, count: sourceSections)
    self.sourceOffsets = sourceOffsets
    self.targetOffsets = targetOffsets
    self.sourceRowMatch = Array(repeating: PackedPath.none, count: sourceRows)
    self.targetRowMatch = Array(repeating: PackedPath.none, count: targetRows)
    self.sourceRowFlags = Array(repeating: 0, count: sourceRows)
    self.duplicateCount = 0
  }
}
