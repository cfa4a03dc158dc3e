#if !canImport(UIKit)
import Foundation

/// The words UIKit's messages use for one kind of list view. The table and the collection view
/// word the failures of the batch rules they share alike but for these nouns (and one doubled
/// word of the table's), so one builder renders both from the validator's vocabulary.
struct ListNouns: Sendable {
  /// `row` or `item`.
  var element: String
  /// `table view` or `collection view`.
  var view: String
  /// `UITableView` or `UICollectionView`.
  var className: String
  /// How the text of S6 starts: the table's says "attempt to to move" (sic).
  var moveSectionVerb: String

  /// A table's words.
  static let table = ListNouns(
    element: "row", view: "table view", className: "UITableView", moveSectionVerb: "attempt to to move")
  /// A collection view's words.
  static let collection = ListNouns(
    element: "item", view: "collection view", className: "UICollectionView", moveSectionVerb: "attempt to move")

  /// `a row`, `an item`.
  var withArticle: String { element == "item" ? "an item" : "a \(element)" }
  /// `rows`, `items`.
  var plural: String { element + "s" }
}

extension TableUpdateOperation {
  /// The operation as listed in the `Invalid batch updates detected` message in the view's
  /// words, e.g. `Delete row (0 - 1)` or `Insert item (0 - 3)`.
  func description(_ nouns: ListNouns) -> String {
    switch self {
    case .insertSection(let section): "Insert section \(section)"
    case .deleteSection(let section): "Delete section \(section)"
    case .reloadSection(let section): "Reload section \(section)"
    case .moveSection(let from, let to): "Move section \(from) to \(to)"
    case .insertRow(let path): "Insert \(nouns.element) \(path.tableNotation)"
    case .deleteRow(let path): "Delete \(nouns.element) \(path.tableNotation)"
    case .reloadRow(let path): "Reload \(nouns.element) \(path.tableNotation)"
    case .moveRow(let from, let to): "Move \(nouns.element) \(from.tableNotation) to \(to.tableNotation)"
    }
  }
}

extension TableUpdateError.Kind {
  /// Whether this is a count failure (R3.7, R3.14 #7; CV-C1..C3), the failures whose text
  /// changes with the iOS release.
  var isCountFailure: Bool {
    switch self {
    case .invalidSectionCount, .invalidRowCount, .reloadWithSectionMove: true
    default: false
    }
  }

  /// UIKit's `Invalid batch updates detected` text (newer systems) for a count failure, in the
  /// view's words.
  static func batchDetectedMessage(
    before: [Int], after: [Int], updates: [TableUpdateOperation], _ nouns: ListNouns
  ) -> String {
    let list =
      updates.isEmpty ? "[]" : "[\n\t" + updates.map { $0.description(nouns) }.joined(separator: ",\n\t") + "\n]"
    return "Invalid batch updates detected: the number of sections and/or \(nouns.plural) returned by the data "
      + "source before and after performing the batch updates are inconsistent with the updates.\n"
      + "Data source before updates = \(describeCounts(before, nouns))\n"
      + "Data source after updates = \(describeCounts(after, nouns))\n"
      + "Updates = \(list)"
  }

  /// `{ 1 section with row counts: [3] }`.
  static func describeCounts(_ counts: [Int], _ nouns: ListNouns) -> String {
    let noun = counts.count == 1 ? "section" : "sections"
    let list = counts.map(String.init).joined(separator: ", ")
    return "{ \(counts.count) \(noun) with \(nouns.element) counts: [\(list)] }"
  }

  private static func countMessage(_ nouns: ListNouns, _ values: (Int, Int, Int, Int, Int, Int, Int)) -> String {
    let (section, after, before, inserted, deleted, movedIn, movedOut) = values
    let items = nouns.plural
    return "Invalid update: invalid number of \(items) in section \(section).  The number of \(items) contained in "
      + "an existing section after the update (\(after)) must be equal to the number of \(items) contained in that "
      + "section before the update (\(before)), plus or minus the number of \(items) inserted or deleted from that "
      + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or "
      + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
  }

  /// UIKit's classic text for a failure of the batch rules both views share (the section, row
  /// or item, count, duplicate and index-path checks), in the view's words; `nil` for the
  /// failures each view words on its own.
  func batchMessage(_ nouns: ListNouns) -> String? {
    let (row, rows, view) = (nouns.element, nouns.plural, nouns.view)
    return switch self {
    case let .deleteSectionOutOfRange(section, count):
      "attempt to delete section \(section), but there are only \(count) sections before the update"
    case let .deleteAndMoveSameSection(section):
      "attempt to perform a delete and a move from the same section (\(section))"
    case let .insertSectionOutOfRange(section, count):
      "attempt to insert section \(section) but there are only \(count) sections after the update"
    case let .insertAndMoveSameSection(section):
      "attempt to perform an insert and a move to the same section (\(section))"
    case let .moveSectionSourceOutOfRange(section, count):
      "attempt to move section \(section), but there are only \(count) sections before the update"
    case let .moveSectionDestinationOutOfRange(section, destination, count):
      "\(nouns.moveSectionVerb) section \(section) to section \(destination), but there are only \(count) sections after the update"
    case let .moveSectionToTwoDestinations(section, first, second):
      "attempt to move section \(section) to both section \(first) and section \(second)"
    case let .moveTwoSectionsToOneDestination(first, second, destination):
      "attempt to move both section \(first) and section \(second) to section \(destination)"
    case let .deleteRowSectionOutOfRange(index, section, count):
      "attempt to delete \(row) \(index) from section \(section), but there are only \(count) sections before the update"
    case let .deleteRowOutOfRange(index, section, count):
      "attempt to delete \(row) \(index) from section \(section) which only contains \(count) \(rows) before the update"
    case let .deleteAndReloadSameRow(path):
      "attempt to delete and reload the same index path (\(path.objectNotation))"
    case let .deleteAndMoveSameRow(path):
      "attempt to perform a delete and a move from the same index path (\(path.objectNotation))"
    case let .insertRowSectionOutOfRange(index, section, count):
      "attempt to insert \(row) \(index) into section \(section), but there are only \(count) sections after the update"
    case let .insertRowOutOfRange(index, section, count):
      "attempt to insert \(row) \(index) into section \(section), but there are only \(count) \(rows) in section \(section) after the update"
    case let .insertAndMoveSameRow(path):
      "attempt to perform an insert and a move to the same index path (\(path.objectNotation))"
    case let .moveRowSourceSectionOutOfRange(path, count):
      "attempt to move index path (\(path.objectNotation)) from a section that does not exist - there are only \(count) sections before the update"
    case let .moveRowSourceOutOfRange(path, count):
      "attempt to move index path (\(path.objectNotation)) that does not exist - there are only \(count) \(rows) in section \(path.section) before the update"
    case let .moveRowDestinationSectionOutOfRange(from, to, count):
      "attempt to move index path (\(from.objectNotation)) to index path (\(to.objectNotation)) in section that does not exist - there are only \(count) sections after the update"
    case let .moveRowDestinationOutOfRange(from, to, count):
      "attempt to move index path (\(from.objectNotation)) to index path (\(to.objectNotation)) that does not exist - there are only \(count) \(rows) in section \(to.section) after the update"
    case let .moveRowToTwoDestinations(from, first, second):
      "attempt to move \(row) at index path \(from.objectNotation) to both \(first.objectNotation) and \(second.objectNotation)"
    case let .moveTwoRowsToOneDestination(first, second, to):
      "attempt to move both \(row) at index path \(first.objectNotation) and \(second.objectNotation) to \(to.objectNotation)"
    case .moveRowFromDeletedSection:
      "cannot move \(nouns.withArticle) from a deleted section"
    case let .moveRowIntoInsertedSection(section):
      "cannot move \(nouns.withArticle) into a newly inserted section (\(section))"
    case let .invalidSectionCount(after, before, inserted, deleted):
      "Invalid update: invalid number of sections.  The number of sections contained in the \(view) after the "
        + "update (\(after)) must be equal to the number of sections contained in the \(view) before the update "
        + "(\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case let .invalidRowCount(section, after, before, inserted, deleted, movedIn, movedOut):
      Self.countMessage(nouns, (section, after, before, inserted, deleted, movedIn, movedOut))
    case let .reloadWithSectionMove(section, after, before):
      Self.countMessage(nouns, (section, after, before, 0, 1, 0, 0))
    case let .duplicateOperation(operation):
      "the batch contains the same operation twice: \(operation.description(nouns)) (duplicate operations are not "
        + "allowed in strict mode)"
    case let .invalidIndexPath(path):
      "Invalid index path for use with \(nouns.className) (\(path)). Index paths passed to \(view) must contain "
        + "exactly two indices specifying the section and \(row)."
    default:
      nil
    }
  }
}
#endif
