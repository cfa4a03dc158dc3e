import Tessera

/// Applies random edits to a ``ListSnapshot``: row inserts, deletes, moves within and across
/// sections, content updates, and section inserts, deletes, moves and header updates.
/// Duplicate ids can be introduced on purpose.
public struct RandomEditGenerator: Sendable {
  /// How likely each kind of edit is, relative to the others; 0 switches a kind off.
  public struct Weights: Sendable, Equatable {
    /// Insert a new row.
    public var insertRow: Double
    /// Delete a row.
    public var deleteRow: Double
    /// Move a row within its section.
    public var moveRowWithinSection: Double
    /// Move a row to another section.
    public var moveRowAcrossSections: Double
    /// Change a row's content, keeping its id.
    public var updateRow: Double
    /// Insert a new section (with rows).
    public var insertSection: Double
    /// Delete a section.
    public var deleteSection: Double
    /// Move a section.
    public var moveSection: Double
    /// Change a section's header, keeping its id.
    public var updateSection: Double

    /// Creates weights; the defaults favour row edits.
    public init(
      insertRow: Double = 4, deleteRow: Double = 3, moveRowWithinSection: Double = 2,
      moveRowAcrossSections: Double = 1, updateRow: Double = 3, insertSection: Double = 1,
      deleteSection: Double = 0.5, moveSection: Double = 0.5, updateSection: Double = 0.5
    ) {
      self.insertRow = insertRow
      self.deleteRow = deleteRow
      self.moveRowWithinSection = moveRowWithinSection
      self.moveRowAcrossSections = moveRowAcrossSections
      self.updateRow = updateRow
      self.insertSection = insertSection
      self.deleteSection = deleteSection
      self.moveSection = moveSection
      self.updateSection = updateSection
    }

    /// Only row edits within sections (no section changes, no cross-section moves).
    public static let rowsOnly = Weights(
      moveRowAcrossSections: 0, insertSection: 0, deleteSection: 0, moveSection: 0, updateSection: 0)
  }

  /// How many edits one call applies.
  public var editCount: ClosedRange<Int>
  /// How likely each kind of edit is.
  public var weights: Weights
  /// The probability that an inserted row reuses an id already in the snapshot.
  public var duplicateProbability: Double
  /// Shapes new rows and sections (their row counts, headers and height policies).
  public var newContent: RandomSnapshotGenerator

  /// Creates a generator.
  public init(
    editCount: ClosedRange<Int> = 1...6, weights: Weights = Weights(), duplicateProbability: Double = 0,
    newContent: RandomSnapshotGenerator = RandomSnapshotGenerator(rowsPerSection: 0...4)
  ) {
    self.editCount = editCount
    self.weights = weights
    self.duplicateProbability = duplicateProbability
    self.newContent = newContent
  }

  private enum Kind: CaseIterable {
    case insertRow, deleteRow, moveRowWithinSection, moveRowAcrossSections, updateRow
    case insertSection, deleteSection, moveSection, updateSection
  }

  /// `snapshot` with random edits applied, and the edits in order.
  /// - Complexity: O(rows + sections) per call plus O(rows of the edited sections) per edit.
  public func edit(
    _ snapshot: ListSnapshot, using generator: inout some RandomNumberGenerator
  ) -> (snapshot: ListSnapshot, edits: [SnapshotEdit]) {
    var result = snapshot
    var ids = IDAllocator(above: snapshot)
    var edits: [SnapshotEdit] = []
    // A negative count makes no edit.
    for _ in 0..<max(0, Int.random(in: editCount, using: &generator)) {
      guard let kind = pickKind(for: result, using: &generator) else { break }
      edits.append(apply(kind, to: &result, ids: &ids, using: &generator))
    }
    return (result, edits)
  }

  private func weight(of kind: Kind) -> Double {
    switch kind {
    case .insertRow: weights.insertRow
    case .deleteRow: weights.deleteRow
    case .moveRowWithinSection: weights.moveRowWithinSection
    case .moveRowAcrossSections: weights.moveRowAcrossSections
    case .updateRow: weights.updateRow
    case .insertSection: weights.insertSection
    case .deleteSection: weights.deleteSection
    case .moveSection: weights.moveSection
    case .updateSection: weights.updateSection
    }
  }

  private func isPossible(_ kind: Kind, in snapshot: ListSnapshot) -> Bool {
    let sections = snapshot.sections
    switch kind {
    case .insertRow, .deleteSection, .updateSection: return !sections.isEmpty
    case .deleteRow, .updateRow: return sections.contains { !$0.rows.isEmpty }
    case .moveRowWithinSection: return sections.contains { $0.rows.count >= 2 }
    case .moveRowAcrossSections: return sections.count >= 2 && sections.contains { !$0.rows.isEmpty }
    case .insertSection: return true
    case .moveSection: return sections.count >= 2
    }
  }

  private func pickKind(for snapshot: ListSnapshot, using generator: inout some RandomNumberGenerator) -> Kind? {
    let candidates = Kind.allCases.compactMap { kind -> (Kind, Double)? in
      // NaN and negative weights never pick a kind; an infinite one counts as the largest
      // weight that still adds up with the others.
      let weight = min(weight(of: kind), Double.greatestFiniteMagnitude / Double(Kind.allCases.count))
      return weight > 0 && isPossible(kind, in: snapshot) ? (kind, weight) : nil
    }
    let total = candidates.reduce(0) { $0 + $1.1 }
    guard total > 0 else { return nil }
    var roll = Double.random(in: 0..<total, using: &generator)
    for (kind, weight) in candidates {
      if roll < weight { return kind }
      roll -= weight
    }
    return candidates.last?.0
  }

  private func apply(
    _ kind: Kind, to snapshot: inout ListSnapshot, ids: inout IDAllocator,
    using generator: inout some RandomNumberGenerator
  ) -> SnapshotEdit {
    func randomSection(where predicate: (Section) -> Bool) -> Int {
      snapshot.sections.indices.filter { predicate(snapshot.sections[$0]) }.randomElement(using: &generator) ?? 0
    }
    switch kind {
    case .insertRow:
      let section = randomSection { _ in true }
      let row = Int.random(in: 0...snapshot.sections[section].rows.count, using: &generator)
      let id = ids.rowID(duplicateProbability: duplicateProbability, using: &generator)
      let newRow = newContent.makeRow(id: id, using: &generator)
      snapshot.sections[section].rows.insert(newRow, at: row)
      return .insertRow(newRow.id, at: SnapshotPosition(section: section, row: row))
    case .deleteRow:
      let section = randomSection { !$0.rows.isEmpty }
      let row = Int.random(in: 0..<snapshot.sections[section].rows.count, using: &generator)
      let removed = snapshot.sections[section].rows.remove(at: row)
      return .deleteRow(removed.id, at: SnapshotPosition(section: section, row: row))
    case .moveRowWithinSection:
      let section = randomSection { $0.rows.count >= 2 }
      let count = snapshot.sections[section].rows.count
      let from = Int.random(in: 0..<count, using: &generator)
      var to = Int.random(in: 0..<(count - 1), using: &generator)
      if to >= from { to += 1 }
      let moved = snapshot.sections[section].rows.remove(at: from)
      snapshot.sections[section].rows.insert(moved, at: to)
      return .moveRow(
        moved.id, from: SnapshotPosition(section: section, row: from), to: SnapshotPosition(section: section, row: to))
    case .moveRowAcrossSections:
      let source = randomSection { !$0.rows.isEmpty }
      var target = Int.random(in: 0..<(snapshot.sections.count - 1), using: &generator)
      if target >= source { target += 1 }
      let from = Int.random(in: 0..<snapshot.sections[source].rows.count, using: &generator)
      let moved = snapshot.sections[source].rows.remove(at: from)
      let to = Int.random(in: 0...snapshot.sections[target].rows.count, using: &generator)
      snapshot.sections[target].rows.insert(moved, at: to)
      return .moveRow(
        moved.id, from: SnapshotPosition(section: source, row: from), to: SnapshotPosition(section: target, row: to))
    case .updateRow:
      let section = randomSection { !$0.rows.isEmpty }
      let row = Int.random(in: 0..<snapshot.sections[section].rows.count, using: &generator)
      let old = snapshot.sections[section].rows[row]
      var content = old.content.as(GeneratedContent.self) ?? GeneratedContent(label: "\(old.id)")
      content.version += 1
      var updated = Row(old.id, content, height: old.heightPolicy)
      updated.isExpandable = old.isExpandable
      updated.behaviors = old.behaviors
      snapshot.sections[section].rows[row] = updated
      return .updateRow(old.id, at: SnapshotPosition(section: section, row: row))
    case .insertSection:
      let index = Int.random(in: 0...snapshot.sections.count, using: &generator)
      let rows = (0..<Int.random(in: newContent.rowsPerSection, using: &generator)).map { _ in
        newContent.makeRow(
          id: ids.rowID(duplicateProbability: duplicateProbability, using: &generator), using: &generator)
      }
      let id = ids.sectionID(duplicateProbability: duplicateProbability, using: &generator)
      let section = newContent.makeSection(id: id, rows: rows, using: &generator)
      snapshot.sections.insert(section, at: index)
      return .insertSection(section.id, at: index)
    case .deleteSection:
      let index = Int.random(in: 0..<snapshot.sections.count, using: &generator)
      let removed = snapshot.sections.remove(at: index)
      return .deleteSection(removed.id, at: index)
    case .moveSection:
      let count = snapshot.sections.count
      let from = Int.random(in: 0..<count, using: &generator)
      var to = Int.random(in: 0..<(count - 1), using: &generator)
      if to >= from { to += 1 }
      let moved = snapshot.sections.remove(at: from)
      snapshot.sections.insert(moved, at: to)
      return .moveSection(moved.id, from: from, to: to)
    case .updateSection:
      let index = Int.random(in: 0..<snapshot.sections.count, using: &generator)
      let id = snapshot.sections[index].id
      let title = "section \(id) #\(Int.random(in: 1...999, using: &generator))"
      snapshot.sections[index].header = snapshot.sections[index].header == nil ? .title(title) : nil
      return .updateSection(id, at: index)
    }
  }
}
