#if !canImport(UIKit)
import Foundation

/// One operation of a batch update, with its arguments in the index space UIKit defines for it
/// (R3.2): deletes and reloads in the old space, inserts in the new space, moves from old to new.
public enum TableUpdateOperation: Hashable, Sendable, CustomStringConvertible {
  /// `insertSections` of one section (new space).
  case insertSection(Int)
  /// `deleteSections` of one section (old space).
  case deleteSection(Int)
  /// `reloadSections` of one section (old space).
  case reloadSection(Int)
  /// `moveSection(_:toSection:)` (old → new).
  case moveSection(Int, to: Int)
  /// `insertRows` of one row (new space).
  case insertRow(IndexPath)
  /// `deleteRows` of one row (old space).
  case deleteRow(IndexPath)
  /// `reloadRows` of one row (old space).
  case reloadRow(IndexPath)
  /// `moveRow(at:to:)` (old → new).
  case moveRow(IndexPath, to: IndexPath)

  /// The operation as listed in the `.batchDetected` message, e.g. `Delete row (0 - 1)`.
  ///
  /// Only `Delete row` and `Insert item` are attested (U6); the other spellings follow them.
  public var description: String { description(.table) }

  /// The operation as a collection view lists it, e.g. `Insert item (0 - 3)`.
  public var collectionDescription: String { description(.collection) }

  /// The rank of the operation's phase in UIKit's canonical order (R3.3): deletes (and reloads,
  /// which start as deletes), then moves, then inserts; sections before rows in each phase.
  var phase: Int {
    switch self {
    case .deleteSection, .reloadSection: 0
    case .deleteRow, .reloadRow: 1
    case .moveSection: 2
    case .moveRow: 3
    case .insertSection: 4
    case .insertRow: 5
    }
  }

  /// Orders operations canonically (R3.3): deletes descending, moves by source, inserts ascending.
  static func canonicalOrder(_ lhs: TableUpdateOperation, _ rhs: TableUpdateOperation) -> Bool {
    if lhs.phase != rhs.phase { return lhs.phase < rhs.phase }
    let (left, right) = (lhs.sortKey, rhs.sortKey)
    return lhs.phase < 2 ? right < left : left < right
  }

  private var sortKey: RowPath {
    switch self {
    case .insertSection(let s), .deleteSection(let s), .reloadSection(let s), .moveSection(let s, _):
      RowPath(section: s, row: -1)
    case .insertRow(let p), .deleteRow(let p), .reloadRow(let p), .moveRow(let p, _):
      RowPath(p)
    }
  }
}

extension IndexPath {
  /// `(section - row)`, the notation of the modern UIKit messages.
  var tableNotation: String { "(\(section) - \(row))" }

  /// `<NSIndexPath: 0x0> {length = 2, path = section - row}`, UIKit's `%@` rendering (C0.1).
  var objectNotation: String {
    "<NSIndexPath: 0x0> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }
}
#endif
