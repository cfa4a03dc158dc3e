/// Facts about a section that decide where its section update may go.
enum SectionFact {
  /// Source side: a row of the section is deleted.
  static let rowDelete: UInt8 = 1
  /// Source side: a row of the section is updated.
  static let rowUpdate: UInt8 = 2
  /// Source side: a row leaves its place in the section (moved within or out of it).
  static let rowMoveOut: UInt8 = 4
  /// Target side: a row is inserted into the section.
  static let rowInsert: UInt8 = 1
  /// Target side: a moved row lands in the section.
  static let rowMoveIn: UInt8 = 2
}

/// The minimal moves, and what the staging decisions need to know about them.
///
/// A section is unmoved when it belongs to a longest increasing subsequence of target positions
/// among paired sections. A row is unmoved when it stays in the section with the same identity
/// and belongs to a longest increasing subsequence of target rows among the rows that stay in
/// that section; every other paired row is moved. Inserts, deletes and other moves never make a
/// row "moved" on their own.
struct StageAnalysis {
  /// For each source section, whether it is moved.
  var sectionMoved: [Bool]
  /// The source row flags of the tables, with ``RowFlag/moved`` set.
  var rowFlags: [UInt8]
  /// For each source section, ``SectionFact`` source-side bits.
  var sourceFacts: [UInt8]
  /// For each target section, ``SectionFact`` target-side bits.
  var targetFacts: [UInt8]
  /// Whether any section moves.
  var hasSectionMove = false
  /// Whether any row is updated.
  var hasRowUpdate = false
  /// Whether any row is both updated and moved.
  var hasMovedRowUpdate = false
  /// The source-side facts of all moved sections together.
  var movedSectionSourceFacts: UInt8 = 0
  /// The target-side facts of all moved sections together.
  var movedSectionTargetFacts: UInt8 = 0
  /// The kinds of operations the changes hold (section updates aside).
  var presentKinds: OperationKinds = []

  /// Analyses `tables`.
  ///
  /// - Complexity: O(*n* + *m* log *m*), *n* the sections and rows, *m* the rows that stay in
  ///   their section but are out of order (O(*n*) when nothing is out of order).
  init(_ tables: DiffTables) {
    let sourceCount = tables.sourceSectionMatch.count
    let targetCount = tables.targetSectionMatch.count
    var lis = LongestIncreasingSubsequence()
    var keys: [Int] = []
    var owners: [Int] = []

    // Sections.
    var sectionMoved = [Bool](repeating: false, count: sourceCount)
    var hasSectionMove = false
    for section in 0..<sourceCount where tables.sourceSectionMatch[section] >= 0 {
      keys.append(tables.sourceSectionMatch[section])
      owners.append(section)
    }
    lis.forEachPositionOutside(keys) { position in
      sectionMoved[owners[position]] = true
      hasSectionMove = true
    }

    // Rows.
    var flags = tables.sourceRowFlags
    var sourceFacts = [UInt8](repeating: 0, count: sourceCount)
    var targetFacts = [UInt8](repeating: 0, count: targetCount)
    var hasRowUpdate = false
    var hasMovedRowUpdate = false
    for section in 0..<sourceCount {
      let targetSection = tables.sourceSectionMatch[section]
      guard targetSection >= 0 else { continue }
      keys.removeAll(keepingCapacity: true)
      owners.removeAll(keepingCapacity: true)
      var facts: UInt8 = 0
      for flat in tables.sourceOffsets[section]..<tables.sourceOffsets[section + 1] {
        let partner = tables.sourceRowMatch[flat]
        if partner < 0 {
          facts |= SectionFact.rowDelete
          continue
        }
        let flag = flags[flat]
        if flag & RowFlag.updated != 0 { facts |= SectionFact.rowUpdate }
        let partnerSection = PackedPath.section(partner)
        if partnerSection == targetSection {
          keys.append(PackedPath.row(partner))
          owners.append(flat)
        } else {
          flags[flat] = flag | RowFlag.moved
          facts |= SectionFact.rowMoveOut
          targetFacts[partnerSection] |= SectionFact.rowMoveIn
          if flag & RowFlag.updated != 0 { hasMovedRowUpdate = true }
        }
      }
      lis.forEachPositionOutside(keys) { position in
        let flat = owners[position]
        let flag = flags[flat]
        flags[flat] = flag | RowFlag.moved
        facts |= SectionFact.rowMoveOut
        targetFacts[targetSection] |= SectionFact.rowMoveIn
        if flag & RowFlag.updated != 0 { hasMovedRowUpdate = true }
      }
      if facts & SectionFact.rowUpdate != 0 { hasRowUpdate = true }
      sourceFacts[section] = facts
    }

    for section in 0..<targetCount where tables.targetSectionMatch[section] >= 0 {
      for flat in tables.targetOffsets[section]..<tables.targetOffsets[section + 1]
      where tables.targetRowMatch[flat] < 0 {
        targetFacts[section] |= SectionFact.rowInsert
        break
      }
    }

    var present: OperationKinds = []
    for section in 0..<sourceCount {
      let target = tables.sourceSectionMatch[section]
      guard target >= 0 else {
        present.insert(.sectionDelete)
        continue
      }
      let facts = sourceFacts[section]
      if facts & SectionFact.rowDelete != 0 { present.insert(.rowDelete) }
      if facts & SectionFact.rowMoveOut != 0 { present.insert(.rowMove) }
      if sectionMoved[section] {
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

    self.sectionMoved = sectionMoved
    self.rowFlags = flags
    self.sourceFacts = sourceFacts
    self.targetFacts = targetFacts
    self.hasSectionMove = hasSectionMove
    self.hasRowUpdate = hasRowUpdate
    self.hasMovedRowUpdate = hasMovedRowUpdate
  }
}
