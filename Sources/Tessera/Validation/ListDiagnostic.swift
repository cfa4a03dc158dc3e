/// Where a row stands in a snapshot, for diagnostics.
public struct RowLocation: Hashable, Sendable, CustomStringConvertible {
  /// The id of the row's section.
  public var sectionID: SectionID
  /// The index of the row's section.
  public var section: Int
  /// The index of the row within its section; for a row nested under parents
  /// (``Row/children``), the index of its outermost parent.
  public var row: Int
  /// For a row nested under parents, its index among each parent's children from the outermost
  /// parent down; empty for a row of the section itself.
  public var childIndexes: [Int]

  /// Creates a location.
  public init(sectionID: SectionID, section: Int, row: Int, childIndexes: [Int] = []) {
    self.sectionID = sectionID
    self.section = section
    self.row = row
    self.childIndexes = childIndexes
  }

  /// `row 3 of section "comments" (index 1)`, or `child 0 of child 2 of row 3 of …` for a nested row.
  public var description: String {
    childIndexes.reversed().map { "child \($0) of " }.joined() + "row \(row) of section \(sectionID) (index \(section))"
  }
}

/// A problem found in a snapshot, a renderer registry or a host, naming the culprit.
///
/// Diagnostics never stop a list from being shown; each one documents the deterministic way in
/// which Tessera copes (see ``ListSnapshot/validate()``).
public enum ListDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Two rows share an id. The later one is shown as a distinct row.
  case duplicateRowID(RowID, first: RowLocation, duplicate: RowLocation)
  /// Two sections share an id. The later one is shown as a distinct section.
  case duplicateSectionID(SectionID, firstIndex: Int, duplicateIndex: Int)
  /// A row's height policy cannot be honoured; the row is measured as if it were `automatic`.
  case invalidRowHeight(RowID, at: RowLocation, problem: String)
  /// A header or footer height cannot be honoured; the host's standard height is used.
  case invalidSupplementHeight(SectionID, isHeader: Bool, problem: String)
  /// A value of a section's collection layout (columns, spacing, insets, item height) cannot
  /// be laid out; hosts lay out ``CollectionSectionLayout/clamped`` instead.
  case invalidCollectionLayout(SectionID, sectionIndex: Int, problem: String)
  /// A host has no renderer for a content type; it shows a placeholder that names the type.
  case missingRenderer(contentType: String, rowID: RowID?)
  /// A row id is not equal to itself under its type's `==` (a NaN, or an `==` that is not
  /// reflexive). The row matches nothing: every update deletes and inserts it again, and
  /// selection, expansion and heights kept by id never find it.
  case rowIDNotEqualToItself(RowID)
  /// A section id is not equal to itself under its type's `==` (a NaN, or an `==` that is not
  /// reflexive). Every update deletes and inserts the section again.
  case sectionIDNotEqualToItself(SectionID)
  /// A row's content is not equal to itself under its type's `==` (a NaN in it, or an `==` that
  /// is not reflexive). The row counts as changed whenever the diff compares it, so its cell is
  /// configured and measured again each time; only a section rebuilt with the same bits in every
  /// row is passed over without comparing its rows (see ``Section/rows``).
  case rowContentNotEqualToItself(RowID, contentType: String)
  /// A host broke its contract with the controller (a path not on screen, a batch without its
  /// data update, an impossible measurement); the controller recovered as described.
  case hostMisuse(String)
  /// A main-actor method of the controller or a host was called from another thread (a module
  /// compiled in Swift 5 mode can make such a call without a warning). `call` names the method,
  /// `thread` the caller's thread. A method that changes the list did its work on the main actor
  /// instead, shortly after; one that answers a question (`isQuestion`) answered its neutral
  /// value (`nil`, `false`, zero or empty) without reading the list.
  case calledOffMainActor(call: String, thread: String, isQuestion: Bool = false)
  /// The closure of ``Row/loadingChildren(placeholder:_:)`` threw `error` (its description) for
  /// the parent with this id. A parent with nothing loaded before collapses, and loads again when
  /// it next expands; one that had children loaded keeps them.
  case childrenNotLoaded(RowID, error: String)

  /// One sentence that names the culprit and says what to do.
  public var description: String {
    switch self {
    case let .duplicateRowID(id, first, duplicate):
      "Duplicate row id \(id): at \(first) and again at \(duplicate). Row ids must be unique in the "
        + "whole list; the later row is shown as a distinct row. Give each row its own id."
    case let .duplicateSectionID(id, firstIndex, duplicateIndex):
      "Duplicate section id \(id): at section index \(firstIndex) and again at \(duplicateIndex). "
        + "The later section is shown as a distinct section. Give each section its own id."
    case let .invalidRowHeight(id, location, problem):
      "Row \(id) at \(location): \(problem); the row is measured as if its height were automatic."
    case let .invalidSupplementHeight(id, isHeader, problem):
      "The \(isHeader ? "header" : "footer") of section \(id): \(problem); the standard height is used."
    case let .invalidCollectionLayout(id, index, problem):
      "The collection layout of section \(id) (index \(index)): \(problem). Fix the section's collectionLayout."
    case let .missingRenderer(contentType, rowID?):
      "No cell is registered for content type \(contentType) (row \(rowID)); a placeholder is shown. "
        + "Register one for \(contentType): on a UIKit host with register(_:), registerListCell(for:) or "
        + "registerContentConfiguration(for:); for a terminal view, with TerminalRenderers.register(_:_:)."
    case let .missingRenderer(contentType, nil):
      "No header or footer view is registered for content type \(contentType); a placeholder is shown. "
        + "Register one for \(contentType) on the host with registerHeaderFooter(_:)."
    case let .rowIDNotEqualToItself(id):
      "Row id \(id) is not equal to itself (a NaN, or an == that is not reflexive): the row matches "
        + "nothing, so every update deletes and inserts it, and state kept by id misses it. Give the row an id "
        + "that equals itself."
    case let .sectionIDNotEqualToItself(id):
      "Section id \(id) is not equal to itself (a NaN, or an == that is not reflexive): every update "
        + "deletes and inserts the section. Give the section an id that equals itself."
    case let .rowContentNotEqualToItself(id, contentType):
      "The content of row \(id), of type \(contentType), is not equal to itself (a NaN, or an == that is "
        + "not reflexive): the row counts as changed whenever it is compared and is configured and measured again. "
        + "Make \(contentType)'s == hold for equal values (compare NaNs as equal, or store the value another way)."
    case let .hostMisuse(message):
      "Host error: \(message)."
    case let .calledOffMainActor(call, thread, isQuestion):
      "\(call) was called on \(thread), not on the main actor; "
        + (isQuestion
          ? "it answered as if the list were empty, without reading it. "
          : "it was done on the main actor instead, after the calls already waiting there. ")
        + "Tessera's list API is @MainActor: call it from the main actor (await MainActor.run { ... }, "
        + "or DispatchQueue.main.async { ... } from code compiled in Swift 5 mode, which does not check)."
    case let .childrenNotLoaded(id, error):
      "The children of row \(id) could not be loaded: \(error). A row that had none loaded was collapsed and "
        + "loads them again when it is expanded. To show the failure in the list, catch it in the closure of "
        + "loadingChildren(placeholder:_:) and return a row that says so."
    }
  }
}
