// What UIKit's exception texts about list views say, read into numbers. This file and
// UIKitException+Parsing.swift depend on nothing but the standard library, so the fuzzer
// (Scripts/fuzz-exception.sh) compiles them on their own.
// Reading recordings and UIKit's texts is for replays, which run where the headless views do
// (and its typed throws need a newer standard library than the iOS 16 SDK's).
#if !canImport(UIKit)
/// A UIKit exception about a table or collection view, read from its text: what failed, with
/// the numbers the text gives.
public struct UIKitException: Equatable, Sendable {
  /// The view the text is about.
  public enum View: String, Equatable, Sendable {
    /// A `UITableView` (rows).
    case table
    /// A `UICollectionView` (items).
    case collection
    /// The text does not say.
    case unknown
  }

  /// A position in a list: a section and a row (or item).
  public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The row, or item.
    public var row: Int

    /// Creates a path.
    public init(section: Int, row: Int) {
      self.section = section
      self.row = row
    }

    /// `(0, 3)`.
    public var description: String { "(\(section), \(row))" }
  }

  /// One operation of a batch as the "Invalid batch updates detected" text lists it.
  public enum Operation: Hashable, Sendable {
    /// `Insert section 2`.
    case insertSection(Int)
    /// `Delete section 2`.
    case deleteSection(Int)
    /// `Reload section 2`.
    case reloadSection(Int)
    /// `Move section 0 to 2`.
    case moveSection(Int, to: Int)
    /// `Insert row (0 - 3)`.
    case insertRow(Path)
    /// `Delete row (0 - 3)`.
    case deleteRow(Path)
    /// `Reload row (0 - 3)`.
    case reloadRow(Path)
    /// `Move row (0 - 3) to (1 - 0)`.
    case moveRow(Path, to: Path)
  }

  /// What failed, with the text's numbers.
  public enum Kind: Equatable, Sendable {
    /// "attempt to delete section {section}, but there are only {count} sections before the update".
    case deleteSectionOutOfRange(section: Int, sectionCount: Int)
    /// "attempt to perform a delete and a move from the same section ({section})".
    case deleteAndMoveSameSection(section: Int)
    /// "attempt to insert section {section} but there are only {count} sections after the update".
    case insertSectionOutOfRange(section: Int, sectionCount: Int)
    /// "attempt to perform an insert and a move to the same section ({section})".
    case insertAndMoveSameSection(section: Int)
    /// "attempt to move section {section}, but there are only {count} sections before the update".
    case moveSectionSourceOutOfRange(section: Int, sectionCount: Int)
    /// "attempt to (to) move section {section} to section {destination}, but there are only {count} sections after the update".
    case moveSectionDestinationOutOfRange(section: Int, destination: Int, sectionCount: Int)
    /// "attempt to move section {section} to both section {first} and section {second}".
    case moveSectionToTwoDestinations(section: Int, first: Int, second: Int)
    /// "attempt to move both section {first} and section {second} to section {destination}".
    case moveTwoSectionsToOneDestination(first: Int, second: Int, destination: Int)
    /// "attempt to delete row {row} from section {section}, but there are only {count} sections before the update".
    case deleteRowSectionOutOfRange(row: Int, section: Int, sectionCount: Int)
    /// "attempt to delete row {row} from section {section} which only contains {count} rows before the update".
    case deleteRowOutOfRange(row: Int, section: Int, rowCount: Int)
    /// "attempt to delete and reload the same index path ({path})".
    case deleteAndReloadSameRow(Path)
    /// "attempt to perform a delete and a move from the same index path ({path})".
    case deleteAndMoveSameRow(Path)
    /// "attempt to insert row {row} into section {section}, but there are only {count} sections after the update".
    case insertRowSectionOutOfRange(row: Int, section: Int, sectionCount: Int)
    /// "attempt to insert row {row} into section {section}, but there are only {count} rows in section {section} after the update".
    case insertRowOutOfRange(row: Int, section: Int, rowCount: Int)
    /// "attempt to perform an insert and a move to the same index path ({path})".
    case insertAndMoveSameRow(Path)
    /// "attempt to move index path ({path}) from a section that does not exist - there are only {count} sections before the update".
    case moveRowSourceSectionOutOfRange(Path, sectionCount: Int)
    /// "attempt to move index path ({path}) that does not exist - there are only {count} rows in section {section} before the update".
    case moveRowSourceOutOfRange(Path, rowCount: Int)
    /// "attempt to move index path ({from}) to index path ({to}) in section that does not exist - there are only {count} sections after the update".
    case moveRowDestinationSectionOutOfRange(from: Path, to: Path, sectionCount: Int)
    /// "attempt to move index path ({from}) to index path ({to}) that does not exist - there are only {count} rows in section {section} after the update".
    case moveRowDestinationOutOfRange(from: Path, to: Path, rowCount: Int)
    /// "attempt to move row at index path {from} to both {first} and {second}".
    case moveRowToTwoDestinations(from: Path, first: Path, second: Path)
    /// "attempt to move both row at index path {first} and {second} to {to}".
    case moveTwoRowsToOneDestination(first: Path, second: Path, to: Path)
    /// "cannot move a row from a deleted section" (a collection view's text names the section).
    case moveRowFromDeletedSection(section: Int?)
    /// "cannot move a row into a newly inserted section ({section})".
    case moveRowIntoInsertedSection(section: Int)
    /// "Invalid update: invalid number of sections. ..." with the counts it gives.
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    /// "Invalid update: invalid number of rows in section {section}. ..." with the counts it gives.
    case invalidRowCount(
      section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// "Invalid batch updates detected: ..." with the counts before and after and the updates.
    case batchUpdatesDetected(before: [Int], after: [Int], updates: [Operation])
    /// The iOS 5 text, "Invalid table view update. The application has requested an update to
    /// the table view that is inconsistent with the state provided by the data source.": no
    /// numbers at all.
    case inconsistentUpdate
    /// A dequeue of a reuse identifier nothing is registered for (a cell, or a view of `kind`).
    case unregisteredIdentifier(kind: String?, identifier: String)
    /// A reconfiguration that dequeued another registration than the cell shown.
    case reconfigureChangedCellType(path: Path?, existing: String?, dequeued: String?)
    /// A data source that returned a view it did not dequeue for the request, or dequeued one
    /// without a request.
    case viewNotDequeuedForRequest(kind: String?, path: Path?)
    /// A supplementary view that was not dequeued, or `nil`.
    case supplementaryViewNil(kind: String, path: Path?)
    /// A diffable data source's snapshot with identifiers that are not unique: of items or
    /// sections (`nil` when the text does not say), with the duplicates it lists.
    case duplicateIdentifiers(ofSections: Bool?, identifiers: [String])
    /// The data source is not set.
    case dataSourceNotSet
    /// Scrolling to a row past the end of its section.
    case scrollOutOfRange(row: Int, section: Int, rowCount: Int)
    /// An index path without exactly two indexes.
    case invalidIndexPath
  }

  /// The view the text is about.
  public var view: View
  /// What failed.
  public var kind: Kind
  /// The exception's name, when the text gives it (`NSInternalInconsistencyException`).
  public var exceptionName: String?

  /// Creates an exception.
  public init(view: View, kind: Kind, exceptionName: String? = nil) {
    self.view = view
    self.kind = kind
    self.exceptionName = exceptionName
  }
}

/// Why a text could not be read as a UIKit exception about a list: the part that could not be
/// read, and what was expected there.
public struct UIKitExceptionParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The part of the text at fault (quoted, shortened).
  public var part: String
  /// What was expected.
  public var problem: String

  /// Creates an error.
  public init(part: String, problem: String) {
    self.part = part
    self.problem = problem
  }

  /// `could not read "…": expected …`.
  public var description: String { part.isEmpty ? problem : "could not read \"\(part)\": \(problem)" }
}
#endif
