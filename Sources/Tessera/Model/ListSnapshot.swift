/// Everything a list shows at one moment: its sections of rows, in order.
///
/// A screen is a pure function of state that returns a snapshot; Tessera diffs each new snapshot
/// against the one on screen and applies the difference. Snapshots are arrays of values: cheap to
/// build, cheap to copy (copy-on-write) and `Sendable`.
public struct ListSnapshot: Sendable, CustomStringConvertible {
  /// The sections, in display order.
  public var sections: [Section]

  /// Creates a snapshot of the given sections.
  public init(sections: [Section] = []) {
    self.sections = sections
  }

  /// Creates a snapshot from sections built with ``ListBuilder``.
  public init(@ListBuilder<Section> _ sections: () -> [Section]) {
    self.sections = sections()
  }

  /// The number of rows in all sections.
  /// - Complexity: O(number of sections).
  public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  /// Whether there are no rows (there may be empty sections).
  public var isEmpty: Bool { sections.allSatisfy { $0.rows.isEmpty } }

  /// The first row whose id is `id`, with its position.
  /// - Complexity: O(number of rows). A controller keeps an index for repeated lookups.
  public func row(withID id: some Hashable & Sendable) -> (row: Row, section: Int, index: Int)? {
    row(withID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func row(withID id: RowID) -> (row: Row, section: Int, index: Int)? {
    for (sectionIndex, section) in sections.enumerated() {
      if let index = section.rows.firstIndex(where: { $0.id == id }) {
        return (section.rows[index], sectionIndex, index)
      }
    }
    return nil
  }

  /// The row ids, section by section; useful in tests.
  public var rowIDs: [[RowID]] { sections.map { $0.rows.map(\.id) } }

  /// `ListSnapshot(3 sections, 12 rows)`.
  public var description: String { "ListSnapshot(\(sections.count) sections, \(rowCount) rows)" }
}
