/// A list big enough to stress Tessera: any number of rows in a few sections, and a ``tick(changeRate:using:)``
/// that changes a few percent of them at random, as a live feed would.
///
/// ```swift
/// var rng = SeededRandomNumberGenerator(seed: 42)   // or any generator
/// var stress = StressScreen(rows: 100_000)
/// controller.apply(stress.snapshot())
/// stress.tick(using: &rng)          // ≈ 2 % of the rows updated, inserted, deleted or moved
/// controller.apply(stress.snapshot())
/// ```
public struct StressScreen: Sendable {
  /// A row: its identity and how many times it changed. It is also the row's content.
  public struct Item: Equatable, Sendable {
    /// Unique in the list; inserted rows get ids never used before.
    public var id: Int
    /// The generation in which the row last changed (0 for the initial rows).
    public var revision: Int

    /// Creates an item.
    public init(id: Int, revision: Int) {
      self.id = id
      self.revision = revision
    }
  }

  /// What one tick did.
  public struct TickSummary: Equatable, Sendable {
    /// Rows whose content changed.
    public var updated = 0
    /// New rows.
    public var inserted = 0
    /// Removed rows.
    public var deleted = 0
    /// Rows that moved to another place, possibly in another section.
    public var moved = 0

    /// Creates a summary.
    public init(updated: Int = 0, inserted: Int = 0, deleted: Int = 0, moved: Int = 0) {
      self.updated = updated
      self.inserted = inserted
      self.deleted = deleted
      self.moved = moved
    }

    /// All changes together.
    public var total: Int { updated + inserted + deleted + moved }
  }

  /// The rows of each section, in order.
  public internal(set) var sections: [[Item]]
  /// How many ticks have run.
  public internal(set) var generation = 0
  var nextID: Int

  /// `rows` rows with ids `0..<rows`, dealt into `sectionCount` sections of nearly equal size.
  /// - Complexity: O(rows).
  public init(rows: Int, sectionCount: Int = 4) {
    let rows = max(0, rows)
    let sectionCount = max(1, sectionCount)
    sections = (0..<sectionCount).map { section in
      let lower = rows * section / sectionCount
      let upper = rows * (section + 1) / sectionCount
      return (lower..<upper).map { Item(id: $0, revision: 0) }
    }
    nextID = rows
  }

  /// The number of rows in all sections.
  public var rowCount: Int { sections.reduce(0) { $0 + $1.count } }

  /// The list: one titled section per group, one row per item (the item is the content).
  /// - Complexity: O(rows).
  public func snapshot(rowHeight: HeightPolicy = .automatic) -> ListSnapshot {
    ListSnapshot(
      sections: sections.enumerated().map { index, items in
        Section(index, header: "Group \(index + 1)", rows: items.map { Row($0.id, $0, height: rowHeight) })
      })
  }
}
