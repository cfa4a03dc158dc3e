/// Facts about a section that decide where its section update may go.
@usableFromInline
enum SectionFact {
  /// Source side: a row of the section is deleted.
  @usableFromInline static let rowDelete = 1
  /// Source side: a row of the section is updated.
  @usableFromInline static let rowUpdate = 2
  /// Source side: a row leaves its place in the section (moved within or out of it).
  @usableFromInline static let rowMoveOut = 4
  /// Target side: a row is inserted into the section.
  @usableFromInline static let rowInsert = 1
  /// Target side: a moved row lands in the section.
  @usableFromInline static let rowMoveIn = 2
}

/// The minimal moves, and what the staging decisions need to know about them.
///
/// A section is unmoved when it belongs to a longest increasing subsequence of target positions
/// among paired sections. A row is unmoved when it stays in the section with the same identity
/// and belongs to a longest increasing subsequence of target rows among the rows that stay in
/// that section; every other paired row is moved. Inserts, deletes and other moves never make a
/// row "moved" on their own.
///
/// The analysis writes its per-section and per-row findings into the tables (``SectionFlag/moved``
/// and the ``SectionFact`` bits, ``RowFlag/moved``, the target facts) and keeps the totals.
struct StageAnalysis {
  /// Whether any section moves.
  var hasSectionMove = false
  /// Whether any row is updated.
  var hasRowUpdate = false
  /// Whether any row is both updated and moved.
  var hasMovedRowUpdate = false
  /// Whether any paired section's own content changed.
  var hasSectionUpdate = false
  /// The source-side facts of all moved sections together.
  var movedSectionSourceFacts = 0
  /// The target-side facts of all moved sections together.
  var movedSectionTargetFacts = 0
  /// The kinds of operations the changes hold (section updates aside).
  var presentKinds: OperationKinds = []
  /// How many operations of each kind the changes hold, to size the stages' lists once.
  var counts = OperationCounts()

  /// Analyses `tables`, using their scratch memory.
  ///
  /// - Complexity: O(*n* + *m* log *m*), *n* the sections and rows, *m* the rows that stay in
  ///   their section but are out of order (O(*n*) when nothing is out of order).
  init(_ tables: DiffTables) {
    let sourceCount = tables.sourceSectionCount
    let targetCount = tables.targetSectionCount
    // Each key is a target position in the high half and its owner (a source section or flat
    // source row) in the low half: target positions are distinct, so keys order as positions.
    let capacity = Swift.max(sourceCount, tables.longestSourceSection)
    let keys = tables.scratch(from: 0, count: capacity)
    let lis = LongestIncreasingSubsequence(memory: tables.scratch(from: capacity, count: 2 &* capacity))
    let sectionFlags = tables.sectionFlags
    let flags = tables.rowFlags
    let targetFacts = tables.targetFacts
    var counts = OperationCounts()
    var hasMovedRowUpdate = false

    // Sections.
    var keyCount = 0
    for section in 0..<sourceCount where tables.sourceSectionMatch[section] >= 0 {
      keys[keyCount] = tables.sourceSectionMatch[section] &<< 32 | section
      keyCount &+= 1
    }
    var hasSectionMove = false
    lis.forEachPositionOutside(UnsafeMutableBufferPointer(rebasing: keys[0..<keyCount])) { position in
      sectionFlags[keys[position] & 0xFFFF_FFFF] |= SectionFlag.moved
      hasSectionMove = true
      counts.sectionMoves &+= 1
    }

    // Rows.
    for section in 0..<sourceCount {
      let targetSection = tables.sourceSectionMatch[section]
      guard targetSection >= 0 else {
        counts.sectionDeletes &+= 1
        continue
      }
      if sectionFlags[section] & SectionFlag.updated != 0 {
        hasSectionUpdate = true
        counts.sectionUpdates &+= 1
      }
      keyCount = 0
      var facts = 0
      for flat in tables.sourceOffsets[section]..<tables.sourceOffsets[section &+ 1] {
        let partner = tables.sourceRowMatch[flat]
        if partner < 0 {
          facts |= SectionFact.rowDelete
          counts.rowDeletes &+= 1
          continue
        }
        let flag = flags[flat]
        if flag & RowFlag.updated != 0 {
          facts |= SectionFact.rowUpdate
          counts.rowUpdates &+= 1
        }
        let partnerSection = PackedPath.section(partner)
        if partnerSection == targetSection {
          keys[keyCount] = PackedPath.row(partner) &<< 32 | flat
          keyCount &+= 1
        } else {
          flags[flat] = flag | RowFlag.moved
          facts |= SectionFact.rowMoveOut
          targetFacts[partnerSection] |= SectionFact.rowMoveIn
          counts.rowMoves &+= 1
          if flag & RowFlag.updated != 0 { hasMovedRowUpdate = true }
        }
      }
      lis.forEachPositionOutside(UnsafeMutableBufferPointer(rebasing: keys[0..<keyCount])) { position in
        let flat = keys[position] & 0xFFFF_FFFF
        let flag = flags[flat]
        flags[flat] = flag | RowFlag.moved
        facts |= SectionFact.rowMoveOut
        targetFacts[targetSection] |= SectionFact.rowMoveIn
        counts.rowMoves &+= 1
        if flag & RowFlag.updated != 0 { hasMovedRowUpdate = true }
      }
      if facts & SectionFact.rowUpdate != 0 { hasRowUpdate = true }
      sectionFlags[section] |= facts
    }

    // Matching marked the sections with inserted rows and listed those rows.
    for section in 0..<targetCount where tables.targetSectionMatch[section] < 0 {
      counts.sectionInserts &+= 1
    }
    counts.rowInserts = tables.insertedRowCount

    var present: OperationKinds = []
    for section in 0..<sourceCount {
      let target = tables.sourceSectionMatch[section]
      guard target >= 0 else {
        present.insert(.sectionDelete)
        continue
      }
      let sectionFlag = sectionFlags[section]
      let facts = sectionFlag & SectionFlag.facts
      if facts & SectionFact.rowDelete != 0 { present.insert(.rowDelete) }
      if facts & SectionFact.rowMoveOut != 0 { present.insert(.rowMove) }
      if sectionFlag & SectionFlag.moved != 0 {
        movedSectionSourceFacts |= facts
        movedSectionTargetFacts |= targetFacts[target]
      }
    }
    for section in 0..<targetCount {
      if tables.targetSectionMatch[section] < 0 { present.insert(.sectionInsert) }
      if targetFacts[section] & SectionFact.rowInsert != 0 { present.insert(.rowInsert) }
    }
    if hasSectionMove { present.insert(.sectionMove) }
    if hasRowUpdate { present.insert(.rowUpdate) }
    self.presentKinds = present
    self.hasSectionMove = hasSectionMove
    self.hasMovedRowUpdate = hasMovedRowUpdate
    self.counts = counts
  }

  /// Whether source section `section` moves.
  @inline(__always)
  static func isMoved(_ section: Int, _ tables: DiffTables) -> Bool {
    tables.sectionFlags[section] & SectionFlag.moved != 0
  }

  /// The source-side facts of source section `section`.
  @inline(__always)
  static func sourceFacts(_ section: Int, _ tables: DiffTables) -> Int {
    tables.sectionFlags[section] & SectionFlag.facts
  }
}

/// How many operations of each kind a diff holds.
struct OperationCounts {
  var sectionDeletes = 0
  var sectionInserts = 0
  var sectionUpdates = 0
  var sectionMoves = 0
  var rowDeletes = 0
  var rowInserts = 0
  var rowUpdates = 0
  var rowMoves = 0
}
