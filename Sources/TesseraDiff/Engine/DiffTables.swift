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
  @usableFromInline static let repeated = 1
  /// The row is paired and its content changed.
  @usableFromInline static let updated = 2
  /// The row is paired and counts as moved.
  @usableFromInline static let moved = 4
}

/// Bits kept per source section while diffing (the low byte holds its ``SectionFact`` bits).
@usableFromInline
enum SectionFlag {
  /// The section's identifier repeats an earlier section of the source.
  @usableFromInline static let repeated = 1 << 8
  /// The section is paired and its own content changed.
  @usableFromInline static let updated = 1 << 9
  /// The section is paired and counts as moved.
  @usableFromInline static let moved = 1 << 10
  /// The mask of the ``SectionFact`` bits.
  @usableFromInline static let facts = 0xFF
}

/// What identity matching found, in plain integers over memory of a ``DiffWorkspace``: the input
/// of the (non-generic) stage analysis and planner.
///
/// Rows are addressed by a *flat* index: `sourceOffsets[s] + row` for row `row` of source
/// section `s` (likewise for the target). Rows of sections that are deleted or inserted take no
/// part in matching; they go with their section. Every array is sized once, from the counts of
/// the two lists, before anything is matched; the matching passes initialise the row arrays as
/// they go, so nothing is written twice.
///
/// Memory layout: the lookup tables' region first (always at the start of the workspace, see
/// ``MatchTable``), then the match arrays, then scratch memory.
@usableFromInline
struct DiffTables {
  /// The region of the lookup tables (the sections', then the rows').
  @usableFromInline let tableRegion: UnsafeMutableBufferPointer<Int>
  /// For each source section, the target section it is paired with, or -1 (deleted).
  @usableFromInline let sourceSectionMatch: UnsafeMutableBufferPointer<Int>
  /// For each target section, the source section it is paired with, or -1 (inserted).
  @usableFromInline let targetSectionMatch: UnsafeMutableBufferPointer<Int>
  /// For each source section, ``SectionFlag`` bits and its source-side ``SectionFact``s.
  @usableFromInline let sectionFlags: UnsafeMutableBufferPointer<Int>
  /// For each target section, its target-side ``SectionFact``s.
  @usableFromInline let targetFacts: UnsafeMutableBufferPointer<Int>
  /// Flat index of the first row of each source section; one extra entry holds the row total.
  @usableFromInline let sourceOffsets: UnsafeMutableBufferPointer<Int>
  /// Flat index of the first row of each target section; one extra entry holds the row total.
  @usableFromInline let targetOffsets: UnsafeMutableBufferPointer<Int>
  /// For each flat source row of a paired section, the packed target path of its partner, or -1.
  @usableFromInline let sourceRowMatch: UnsafeMutableBufferPointer<Int>
  /// For each flat target row, the flat source index of its partner, or -1: the storage of the
  /// ``RowMatches`` the diff returns, filled with -1 before matching.
  @usableFromInline let targetSources: UnsafeMutableBufferPointer<Int32>
  /// For each flat source row of a paired section, a combination of ``RowFlag`` bits.
  @usableFromInline let rowFlags: UnsafeMutableBufferPointer<Int>
  /// The packed paths of the target rows of paired sections that have no partner (the row
  /// inserts), in target order; the first ``insertedRowCount`` are set.
  @usableFromInline let insertedRows: UnsafeMutableBufferPointer<Int>
  /// How many of ``insertedRows`` are set.
  @usableFromInline var insertedRowCount = 0
  /// Memory for one phase at a time: the occurrence chains while matching, then the buffers of
  /// the longest increasing subsequences while analysing, then the planner's.
  @usableFromInline let scratch: UnsafeMutableBufferPointer<Int>
  /// The rows of the longest source section.
  @usableFromInline let longestSourceSection: Int
  /// Occurrences (rows and sections, source and target) that repeat an earlier identifier.
  @usableFromInline var duplicateCount = 0
  /// The longest probe sequence met in the lookup tables.
  @usableFromInline var longestProbe = 0
  /// Whether a lookup table switched to its seeded bucket order.
  @usableFromInline var usedSeededBuckets = false
  /// The stamp of the next lookup table (see ``MatchTable``).
  @usableFromInline var nextEpoch: Int

  /// The sizes of the parts of the tables of two lists.
  @usableFromInline
  struct Layout {
    @usableFromInline let sourceSections: Int
    @usableFromInline let targetSections: Int
    @usableFromInline let sourceRows: Int
    @usableFromInline let targetRows: Int
    @usableFromInline let longestSourceSection: Int

    @inlinable
    init(sourceSections: Int, targetSections: Int, sourceRows: Int, targetRows: Int, longestSourceSection: Int) {
      self.sourceSections = sourceSections
      self.targetSections = targetSections
      self.sourceRows = sourceRows
      self.targetRows = targetRows
      self.longestSourceSection = longestSourceSection
    }

    /// The words of the lookup tables' region.
    @inlinable
    var tableWords: Int {
      Swift.max(
        MatchTable.wordCount(sourceKeys: sourceSections, targetKeys: targetSections),
        MatchTable.wordCount(sourceKeys: sourceRows, targetKeys: targetRows))
    }

    /// The scratch words: the chains of the sections or of the rows, the three buffers of the
    /// subsequence analysis, the planner's section positions.
    @inlinable
    var scratchWords: Int {
      Swift.max(sourceSections, sourceRows, 3 &* Swift.max(sourceSections, longestSourceSection))
    }

    /// All the words.
    @inlinable
    var wordCount: Int {
      tableWords &+ 3 &* sourceSections &+ 3 &* targetSections &+ 2 &+ 2 &* sourceRows &+ targetRows &+ scratchWords
    }
  }

  /// Lays the tables out in `memory` (``Layout/wordCount`` words), with no section paired yet
  /// and the source rows not yet initialised (the matching passes do it); `targetSources` is
  /// one -1 per target row. The offsets are filled by the caller. `firstEpoch` stamps the first
  /// lookup table.
  @inlinable
  init(
    memory: UnsafeMutableBufferPointer<Int>, targetSources: UnsafeMutableBufferPointer<Int32>, layout: Layout,
    firstEpoch: Int
  ) {
    var start = 0
    func take(_ count: Int) -> UnsafeMutableBufferPointer<Int> {
      defer { start &+= count }
      return UnsafeMutableBufferPointer(rebasing: memory[start..<(start &+ count)])
    }
    tableRegion = take(layout.tableWords)
    sourceSectionMatch = take(layout.sourceSections)
    targetSectionMatch = take(layout.targetSections)
    sectionFlags = take(layout.sourceSections)
    targetFacts = take(layout.targetSections)
    sourceOffsets = take(layout.sourceSections &+ 1)
    targetOffsets = take(layout.targetSections &+ 1)
    sourceRowMatch = take(layout.sourceRows)
    self.targetSources = targetSources
    rowFlags = take(layout.sourceRows)
    insertedRows = take(layout.targetRows)
    scratch = take(layout.scratchWords)
    longestSourceSection = layout.longestSourceSection
    nextEpoch = firstEpoch
    sourceSectionMatch.update(repeating: -1)
    targetSectionMatch.update(repeating: -1)
    sectionFlags.update(repeating: 0)
    targetFacts.update(repeating: 0)
  }

  /// The number of source and target sections and rows.
  @inlinable var sourceSectionCount: Int { sourceSectionMatch.count }
  @inlinable var targetSectionCount: Int { targetSectionMatch.count }
  @inlinable var sourceRowCount: Int { sourceRowMatch.count }
  @inlinable var targetRowCount: Int { targetSources.count }

  /// The flat source index of a packed source path.
  @inlinable @inline(__always)
  func sourceFlat(_ packed: Int) -> Int { sourceOffsets[PackedPath.section(packed)] &+ PackedPath.row(packed) }

  /// Scratch memory from `start`, `count` words.
  @inlinable
  func scratch(from start: Int, count: Int) -> UnsafeMutableBufferPointer<Int> {
    UnsafeMutableBufferPointer(rebasing: scratch[start..<(start &+ count)])
  }

  /// A lookup table for these keys in the tables' region, with the next stamp.
  @inlinable
  mutating func makeTable(sourceKeys: Int, targetKeys: Int) -> MatchTable {
    let table = MatchTable(region: tableRegion, sourceKeys: sourceKeys, targetKeys: targetKeys, epoch: nextEpoch)
    nextEpoch &+= 1
    return table
  }

  /// Records what `table` met, once it is no longer used.
  @inlinable
  mutating func finish(_ table: MatchTable) {
    longestProbe = Swift.max(longestProbe, table.longestProbe)
    if table.seed != 0 { usedSeededBuckets = true }
    // A table that moved its entries used one more stamp.
    nextEpoch = Swift.max(nextEpoch, table.epoch &+ 1)
  }
}
