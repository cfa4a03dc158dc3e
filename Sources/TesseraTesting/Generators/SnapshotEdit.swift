import Tessera

/// A position in a snapshot: a section index and a row index.
public struct SnapshotPosition: Hashable, Sendable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The row index within the section.
  public var row: Int

  /// Creates a position.
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// `(section, row)`.
  public var description: String { "(\(section), \(row))" }
}

/// One edit applied by ``RandomEditGenerator``; positions refer to the snapshot as it was when
/// the edit was applied (edits apply one after the other). Useful in failure messages.
public enum SnapshotEdit: Hashable, Sendable, CustomStringConvertible {
  /// A row was inserted.
  case insertRow(RowID, at: SnapshotPosition)
  /// A row was deleted.
  case deleteRow(RowID, at: SnapshotPosition)
  /// A row moved (within its section or to another one).
  case moveRow(RowID, from: SnapshotPosition, to: SnapshotPosition)
  /// A row's content changed; its id did not.
  case updateRow(RowID, at: SnapshotPosition)
  /// A section was inserted.
  case insertSection(SectionID, at: Int)
  /// A section was deleted.
  case deleteSection(SectionID, at: Int)
  /// A section moved.
  case moveSection(SectionID, from: Int, to: Int)
  /// A section's header changed; its id did not.
  case updateSection(SectionID, at: Int)

  /// `insert row 12 at (0, 3)`.
  public var description: String {
    switch self {
    case let .insertRow(id, position): "insert row \(id) at \(position)"
    case let .deleteRow(id, position): "delete row \(id) at \(position)"
    case let .moveRow(id, from, to): "move row \(id) from \(from) to \(to)"
    case let .updateRow(id, position): "update row \(id) at \(position)"
    case let .insertSection(id, index): "insert section \(id) at \(index)"
    case let .deleteSection(id, index): "delete section \(id) at \(index)"
    case let .moveSection(id, from, to): "move section \(id) from \(from) to \(to)"
    case let .updateSection(id, index): "update section \(id) at \(index)"
    }
  }
}
