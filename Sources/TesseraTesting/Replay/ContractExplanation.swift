#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit

/// A broken rule of UIKit's table or collection-view contract, explained: the rule's id in the
/// contract articles of HeadlessUIKit, UIKit's own message, and what went wrong in words, with
/// what the data source should have reported when counts did not add up.
public struct ContractExplanation: Sendable, Equatable, CustomStringConvertible {
  /// The rule's id (`R3.7 #3`, `R-b`, `CV-C2`...), as the articles "The UITableView contract"
  /// and "The UICollectionView contract" of HeadlessUIKit define it.
  public var ruleID: String
  /// The exception UIKit raises (`NSInternalInconsistencyException`, `NSRangeException`), or
  /// `nil` for misuse UIKit tolerates and only the headless views flag.
  public var exceptionName: String?
  /// UIKit's message, as the headless view renders it.
  public var message: String
  /// What went wrong, in words.
  public var explanation: String
  /// For a count that did not add up: the count the data source should have reported (rows or
  /// items of one section, or sections).
  public var expectedCount: Int?
  /// For rows or items that did not add up: the section they are in, after the update.
  public var countedSection: Int?

  /// Creates an explanation.
  public init(ruleID: String, exceptionName: String?, message: String, explanation: String, expectedCount: Int? = nil) {
    self.ruleID = ruleID
    self.exceptionName = exceptionName
    self.message = message
    self.explanation = explanation
    self.expectedCount = expectedCount
  }

  /// `R3.7 #3: <explanation>`.
  public var description: String { "\(ruleID): \(explanation)" }
}

extension ContractExplanation {
  /// The explanation of a table's violation.
  public init(_ error: TableUpdateError) {
    let words = Self.words(error.kind, row: "row", rows: "rows", view: "table view")
    self.init(
      ruleID: error.ruleID, exceptionName: error.isRaisedByUIKit ? error.exceptionName : nil,
      message: error.message(style: .classic), explanation: words.text, expectedCount: words.expected)
    countedSection = Self.countedSection(error.kind)
  }

  /// The explanation of a collection view's violation.
  public init(_ error: CollectionUpdateError) {
    let words = Self.words(Self.tableKind(of: error.kind), row: "item", rows: "items", view: "collection view")
    self.init(
      ruleID: error.ruleID,
      exceptionName: error.isRaisedByUIKit ? "NSInternalInconsistencyException" : nil, message: error.message,
      explanation: Self.collectionWords(error.kind) ?? words.text, expectedCount: words.expected)
    countedSection = Self.countedSection(Self.tableKind(of: error.kind))
  }

  /// The section of a count of rows that did not add up.
  static func countedSection(_ kind: TableUpdateError.Kind) -> Int? {
    switch kind {
    case .invalidRowCount(let section, _, _, _, _, _, _), .reloadWithSectionMove(let section, _, _): section
    default: nil
    }
  }

  /// The table kind of the same failure, for the batch rules both views share (their words
  /// differ only in nouns).
  static func tableKind(of kind: CollectionUpdateError.Kind) -> TableUpdateError.Kind {
    switch kind {
    case .batch(let failure): failure
    case .dataSourceNotSet: .dataSourceNotSet
    case .unregisteredIdentifier(_, let identifier): .unregisteredIdentifier(identifier)
    case .invalidReuseIdentifier: .invalidReuseIdentifier
    case .invalidRegisteredClass(let name): .invalidRegisteredClass(name)
    case let .reconfigureChangedCellType(p, e, d): .reconfigureChangedCellType(p, expected: e, dequeued: d)
    case .reconfigureInStructuralBatch(let p): .reconfigureInStructuralBatch(p)
    case .reloadDataDuringUpdates: .reloadDataDuringUpdates
    case .unbalancedEndUpdates: .unbalancedEndUpdates
    case let .scrollOutOfRange(p, c): .scrollOutOfRange(row: p.count > 1 ? p[1] : 0, rowCount: c, section: p.first ?? 0)
    case .offMainThread(let api): .offMainThread(api: api)
    case .viewNotDequeuedForRequest, .supplementaryViewNil: .unbalancedEndUpdates
    }
  }

  /// The collection view's kind of a failure of the batch rules both views share.
  static func collectionKind(of kind: TableUpdateError.Kind) -> CollectionUpdateError.Kind? {
    if TableUpdateError(kind).isBatchValidationFailure { return .batch(kind) }
    return switch kind {
    case .dataSourceNotSet: .dataSourceNotSet
    case .invalidReuseIdentifier: .invalidReuseIdentifier
    case .invalidRegisteredClass(let name): .invalidRegisteredClass(name)
    case .reloadDataDuringUpdates: .reloadDataDuringUpdates
    case .unbalancedEndUpdates: .unbalancedEndUpdates
    case .offMainThread(let api): .offMainThread(api: api)
    default: nil
    }
  }

  /// Words for the collection view's own rules, which the table's words do not cover.
  static func collectionWords(_ kind: CollectionUpdateError.Kind) -> String? {
    switch kind {
    case .batch(.duplicateOperation(let operation)):
      "The batch names the same operation twice (\(operation.collectionDescription)). Each insert, delete and reload may appear once in a batch; a diff that reports a row twice has duplicate ids."
    case .viewNotDequeuedForRequest(let kind, let path):
      "The data source returned a view for \(kind) at \(Self.path(path)) that it did not dequeue for that request, or dequeued a view when none was asked for. Dequeue exactly one view inside collectionView(_:cellForItemAt:) (or the supplementary view method) and return it."
    case .supplementaryViewNil(let kind, let path):
      "The layout shows a \(kind) at \(Self.path(path)) but the data source returned no view dequeued for it. Implement collectionView(_:viewForSupplementaryElementOfKind:at:) and dequeue a registered view there."
    default:
      nil
    }
  }

  static func path(_ path: IndexPath) -> String {
    path.count == 2 ? "(\(path[0]), \(path[1]))" : "\(Array(path))"
  }

  /// The words of a failure of the batch rules, with `row`/`rows` and `view` as the view
  /// names them, and the count the data source should have reported for a count failure.
  static func words(
    _ kind: TableUpdateError.Kind, row: String, rows: String, view: String
  ) -> (
    text: String, expected: Int?
  ) {
    let space =
      "Deletes, reloads and the sources of moves name positions before the batch; inserts and the targets of moves name positions after it."
    let aRow = row == "item" ? "an item" : "a \(row)"
    switch kind {
    case let .deleteSectionOutOfRange(section, count):
      return (
        "The batch deletes (or reloads) section \(section), but the \(view) had \(count) sections before the update (0 to \(count - 1)). \(space)",
        nil
      )
    case let .deleteAndMoveSameSection(section):
      return (
        "The batch both deletes (or reloads) and moves section \(section). A section is either deleted or moved in one batch.",
        nil
      )
    case let .insertSectionOutOfRange(section, count):
      return (
        "The batch inserts section \(section), but the data source reports \(count) sections after the update. \(space)",
        nil
      )
    case let .insertAndMoveSameSection(section):
      return ("The batch both inserts a section at \(section) and moves another one there.", nil)
    case let .moveSectionSourceOutOfRange(section, count):
      return ("The batch moves section \(section), but there were \(count) sections before the update. \(space)", nil)
    case let .moveSectionDestinationOutOfRange(section, destination, count):
      return (
        "The batch moves section \(section) to \(destination), but the data source reports \(count) sections after the update. \(space)",
        nil
      )
    case let .moveSectionToTwoDestinations(section, first, second):
      return ("The batch moves section \(section) twice, to \(first) and to \(second).", nil)
    case let .moveTwoSectionsToOneDestination(first, second, destination):
      return ("The batch moves sections \(first) and \(second) both to \(destination).", nil)
    case let .deleteRowSectionOutOfRange(index, section, count):
      return (
        "The batch deletes (or reloads) \(row) \(index) of section \(section), but the \(view) had \(count) sections before the update. \(space)",
        nil
      )
    case let .deleteRowOutOfRange(index, section, count):
      return (
        "The batch deletes (or reloads) \(row) \(index) of section \(section), which had \(count) \(rows) before the update (positions 0 to \(count - 1)). \(space)",
        nil
      )
    case let .deleteAndReloadSameRow(path):
      return ("The batch both deletes and reloads the \(row) at \(Self.path(path)). Send one or the other.", nil)
    case let .deleteAndMoveSameRow(path):
      return (
        "The batch both deletes (or reloads) and moves the \(row) at \(Self.path(path)). A \(row) that moves and changes is a move now and a reload (or reconfigure) in a later batch, or a delete and an insert.",
        nil
      )
    case let .insertRowSectionOutOfRange(index, section, count):
      return (
        "The batch inserts \(row) \(index) into section \(section), but the data source reports \(count) sections after the update. \(space)",
        nil
      )
    case let .insertRowOutOfRange(index, section, count):
      return (
        "The batch inserts \(row) \(index) into section \(section), but the data source reports \(count) \(rows) there after the update (positions 0 to \(count - 1)). \(space)",
        nil
      )
    case let .insertAndMoveSameRow(path):
      return ("The batch both inserts \(aRow) at \(Self.path(path)) and moves another one there.", nil)
    case let .moveRowSourceSectionOutOfRange(path, count):
      return (
        "The batch moves the \(row) at \(Self.path(path)) out of a section that did not exist before the update (there were \(count)). \(space)",
        nil
      )
    case let .moveRowSourceOutOfRange(path, count):
      return (
        "The batch moves the \(row) at \(Self.path(path)), but section \(path.count == 2 ? path[0] : 0) had \(count) \(rows) before the update. \(space)",
        nil
      )
    case let .moveRowDestinationSectionOutOfRange(from, to, count):
      return (
        "The batch moves the \(row) at \(Self.path(from)) to \(Self.path(to)), a section the data source does not have after the update (it reports \(count)). \(space)",
        nil
      )
    case let .moveRowDestinationOutOfRange(from, to, count):
      return (
        "The batch moves the \(row) at \(Self.path(from)) to \(Self.path(to)), but the data source reports \(count) \(rows) in section \(to.count == 2 ? to[0] : 0) after the update. \(space)",
        nil
      )
    case let .moveRowToTwoDestinations(from, first, second):
      return (
        "The batch moves the \(row) at \(Self.path(from)) twice, to \(Self.path(first)) and \(Self.path(second)).", nil
      )
    case let .moveTwoRowsToOneDestination(first, second, to):
      return (
        "The batch moves the \(rows) at \(Self.path(first)) and \(Self.path(second)) both to \(Self.path(to)).", nil
      )
    case .moveRowFromDeletedSection:
      return (
        "The batch moves \(aRow) out of a section it deletes: send a delete of the \(row) and an insert instead.", nil
      )
    case let .moveRowIntoInsertedSection(section):
      return (
        "The batch moves \(aRow) into section \(section), which it inserts: send a delete and an insert instead.", nil
      )
    case let .invalidSectionCount(after, before, inserted, deleted):
      let expected = before + inserted - deleted
      return (
        "The \(view) had \(before) sections before the update; the batch inserts \(inserted) and deletes \(deleted), so the data source should report \(expected) sections after it, but it reports \(after). The data source changed \(after > expected ? "more" : "less") than the batch says, or changed outside the batch.",
        expected
      )
    case let .invalidRowCount(section, after, before, inserted, deleted, movedIn, movedOut):
      let expected = before + inserted - deleted + movedIn - movedOut
      return (
        "Section \(section) had \(before) \(rows) before the update; the batch inserts \(inserted), deletes \(deleted), moves \(movedIn) in and \(movedOut) out, so the data source should report \(expected) \(rows) there after it, but it reports \(after) (\(after > expected ? after - expected : expected - after) \(after > expected ? "more" : "fewer")). The data source and the batch disagree: a change the batch does not tell, or a batch for a change the data source did not make.",
        expected
      )
    case let .reloadWithSectionMove(section, after, before):
      return (
        "The batch reloads \(aRow) while moving a section; UIKit miscounts that combination (it counts the reload as a delete in section \(section): \(before) before, \(after) after). Reload the \(row) in a batch of its own.",
        before
      )
    case let .duplicateOperation(operation):
      return (
        "The batch names the same operation twice (\(operation)). Each insert, delete and reload may appear once in a batch; a diff that reports \(aRow) twice has duplicate ids.",
        nil
      )
    case let .invalidIndexPath(path):
      return ("The index path \(Array(path)) does not have exactly two indexes (section, \(row)).", nil)
    case .dataSourceNotSet:
      return ("The \(view) needed data but has no data source.", nil)
    case let .cellNotDequeued(path):
      return ("The cell returned for \(Self.path(path)) was not dequeued from this \(view) during that call.", nil)
    case .reloadDataDuringUpdates:
      return ("reloadData() was called inside a batch, or while updates were waiting to be committed.", nil)
    case let .scrollOutOfRange(index, count, section):
      return ("Scrolling to \(row) \(index) of section \(section), which has \(count) \(rows).", nil)
    case let .unregisteredIdentifier(identifier):
      return (
        "A view was dequeued with the reuse identifier \(identifier), which has no registration. Register the cell class (or nib) for it before the \(view) asks for the cell.",
        nil
      )
    case .invalidReuseIdentifier:
      return ("A class was registered with an empty reuse identifier.", nil)
    case let .invalidRegisteredClass(name):
      return ("\(name) was registered as a cell (or header and footer) class, which it is not.", nil)
    case let .dequeueOutsideCellForRow(identifier):
      return ("A cell (\(identifier)) was dequeued outside the data source's cell method.", nil)
    case let .reconfigureChangedCellType(path, expected, dequeued):
      return (
        "Reconfiguring the \(row) at \(Self.path(path)) dequeued a cell of another registration (\(dequeued)) than the one shown (\(expected ?? "none")). A reconfigured \(row) must keep its cell's registration; reload the \(row) to give it a cell of another type.",
        nil
      )
    case let .reconfigureInStructuralBatch(path):
      return (
        "The batch reconfigures the \(row) at \(Self.path(path)) while it also inserts, deletes or moves \(rows) or sections; where such a path points is not documented. Reconfigure the \(row) after the batch, at its index path after it.",
        nil
      )
    case let .offMainThread(api):
      return ("\(api) was called off the main thread.", nil)
    case .unbalancedEndUpdates:
      return ("endUpdates() was called without a matching beginUpdates().", nil)
    case let .identityMismatch(path, expected, actual):
      return (
        "The batch's counts add up, but the \(row) kept at \(Self.path(path)) should be \(expected) and the data source has \(actual) there: the batch moved or kept the wrong \(rows), and the \(view) would show stale content without complaint.",
        nil
      )
    }
  }
}
#endif
