import Tessera

/// Makes random ``ListSnapshot``s from a seeded generator, for property tests of the diff, the
/// controller and the bindings.
///
/// Rows and sections get `Int` ids (fresh ones count up from 1) and ``GeneratedContent``.
/// Duplicate ids are off by default; switch them on to test Tessera's duplicate policy.
///
/// ```swift
/// var rng = SeededRandomNumberGenerator(seed: seed)
/// let old = RandomSnapshotGenerator().makeSnapshot(using: &rng)
/// let (new, edits) = RandomEditGenerator().edit(old, using: &rng)
/// ```
public struct RandomSnapshotGenerator: Sendable {
  /// How many sections a snapshot has.
  public var sectionCount: ClosedRange<Int>
  /// How many rows each section has.
  public var rowsPerSection: ClosedRange<Int>
  /// The probability that a row reuses the id of an earlier row.
  public var duplicateRowIDProbability: Double
  /// The probability that a section reuses the id of an earlier section.
  public var duplicateSectionIDProbability: Double
  /// The probability that a section has a header title.
  public var headerProbability: Double
  /// The height policies rows get, picked at random; empty means `.fixed(44)`.
  public var heightPolicies: [HeightPolicy]
  /// The probability that a row is expandable.
  public var expandableRowProbability: Double = 0
  /// The probability that a section is collapsible (and, if so, that it starts collapsed, half
  /// of the time).
  public var collapsibleSectionProbability: Double = 0

  /// Creates a generator.
  public init(
    sectionCount: ClosedRange<Int> = 0...4, rowsPerSection: ClosedRange<Int> = 0...8,
    duplicateRowIDProbability: Double = 0, duplicateSectionIDProbability: Double = 0,
    headerProbability: Double = 0.3, heightPolicies: [HeightPolicy] = [.fixed(44)]
  ) {
    self.sectionCount = sectionCount
    self.rowsPerSection = rowsPerSection
    self.duplicateRowIDProbability = duplicateRowIDProbability
    self.duplicateSectionIDProbability = duplicateSectionIDProbability
    self.headerProbability = headerProbability
    self.heightPolicies = heightPolicies
  }

  /// A random snapshot.
  /// - Complexity: O(rows + sections).
  public func makeSnapshot(using generator: inout some RandomNumberGenerator) -> ListSnapshot {
    var ids = IDAllocator(next: 1)
    var sections: [Section] = []
    // A negative count in the ranges makes no section or row.
    let count = max(0, Int.random(in: sectionCount, using: &generator))
    sections.reserveCapacity(count)
    for _ in 0..<count {
      let rows = (0..<max(0, Int.random(in: rowsPerSection, using: &generator))).map { _ in
        makeRow(id: ids.rowID(duplicateProbability: duplicateRowIDProbability, using: &generator), using: &generator)
      }
      let id = ids.sectionID(duplicateProbability: duplicateSectionIDProbability, using: &generator)
      sections.append(makeSection(id: id, rows: rows, using: &generator))
    }
    return ListSnapshot(sections: sections)
  }

  /// A snapshot followed by `steps` random edits of it: `steps + 1` snapshots in all.
  public func makeHistory(
    steps: Int, edits: RandomEditGenerator = RandomEditGenerator(), using generator: inout some RandomNumberGenerator
  ) -> [ListSnapshot] {
    var history = [makeSnapshot(using: &generator)]
    for _ in 0..<max(0, steps) {
      history.append(edits.edit(history[history.count - 1], using: &generator).snapshot)
    }
    return history
  }

  /// A row with the given id, new content and a random height policy.
  func makeRow(id: Int, using generator: inout some RandomNumberGenerator) -> Row {
    let row = Row(
      id, GeneratedContent(label: "item \(id)"), height: heightPolicies.randomElement(using: &generator) ?? .fixed(44))
    // Draw only when asked, so existing seeds keep producing the same snapshots.
    guard expandableRowProbability > 0 else { return row }
    return row.expandable(Double.random(in: 0..<1, using: &generator) < expandableRowProbability)
  }

  /// A section with the given id and rows, with a header title at random.
  func makeSection(id: Int, rows: [Row], using generator: inout some RandomNumberGenerator) -> Section {
    let hasHeader = Double.random(in: 0..<1, using: &generator) < headerProbability
    let section = Section(id, header: hasHeader ? "section \(id)" : nil, rows: rows)
    guard collapsibleSectionProbability > 0,
      Double.random(in: 0..<1, using: &generator) < collapsibleSectionProbability
    else { return section }
    return section.collapsible(initiallyCollapsed: Bool.random(using: &generator))
  }
}

/// Hands out fresh `Int` ids, or with some probability one handed out before.
struct IDAllocator {
  var next: Int
  var rowIDs: [Int] = []
  var sectionIDs: [Int] = []
  /// The ids of the snapshot when one of them is `Int.max` (fresh ids wrap around), else `nil`.
  private var taken: Set<Int>?

  /// An allocator whose fresh ids are above every `Int` id of `snapshot`.
  /// - Complexity: O(rows + sections).
  init(above snapshot: ListSnapshot) {
    var highest = 0
    for section in snapshot.sections {
      if let id = section.id.base as? Int { highest = max(highest, id) }
      for row in section.rows {
        if let id = row.id.base as? Int { highest = max(highest, id) }
      }
    }
    rowIDs = snapshot.sections.flatMap { $0.rows.compactMap { $0.id.base as? Int } }
    sectionIDs = snapshot.sections.compactMap { $0.id.base as? Int }
    if highest < Int.max {
      next = highest + 1
    } else {
      // No id is above `Int.max`: fresh ids wrap around and skip those taken.
      next = Int.min
      taken = Set(rowIDs).union(sectionIDs)
    }
  }

  init(next: Int) { self.next = next }

  mutating func rowID(duplicateProbability: Double, using generator: inout some RandomNumberGenerator) -> Int {
    let id = reuse(rowIDs, probability: duplicateProbability, using: &generator) ?? fresh()
    rowIDs.append(id)
    return id
  }

  mutating func sectionID(duplicateProbability: Double, using generator: inout some RandomNumberGenerator) -> Int {
    let id = reuse(sectionIDs, probability: duplicateProbability, using: &generator) ?? fresh()
    sectionIDs.append(id)
    return id
  }

  private mutating func fresh() -> Int {
    guard let taken else {
      defer { next &+= 1 }
      return next
    }
    while taken.contains(next) { next &+= 1 }
    defer { next &+= 1 }
    return next
  }

  private func reuse(_ ids: [Int], probability: Double, using generator: inout some RandomNumberGenerator) -> Int? {
    guard probability > 0, !ids.isEmpty, Double.random(in: 0..<1, using: &generator) < probability else { return nil }
    return ids.randomElement(using: &generator)
  }
}
