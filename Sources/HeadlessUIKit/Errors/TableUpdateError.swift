#if !canImport(UIKit)
import Foundation

/// A violation of the UITableView contract: what UIKit reports by raising
/// `NSInternalInconsistencyException` (or `NSRangeException`), plus misuse that UIKit tolerates
/// but the simulator flags in strict mode (R10.3, R10.7).
///
/// Compare ``kind`` in tests: it carries the integers and index paths of the message. The
/// ``batch`` summary (before/after counts and the batch's operations) is kept for the
/// `.batchDetected` rendering. ``message(style:)`` renders UIKit's text.
public struct TableUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, with the arguments of the message. Case comments cite the rule.
  public enum Kind: Equatable, Sendable {
    // MARK: Section checks (R3.6, in UIKit's order)
    /// S1: a deleted (or reloaded) section does not exist before the update.
    case deleteSectionOutOfRange(section: Int, sectionCount: Int)
    /// S2: a section is both deleted (or reloaded) and moved.
    case deleteAndMoveSameSection(section: Int)
    /// S3: an inserted section does not exist after the update.
    case insertSectionOutOfRange(section: Int, sectionCount: Int)
    /// S4: a section is both inserted and a move destination.
    case insertAndMoveSameSection(section: Int)
    /// S5: a moved section does not exist before the update.
    case moveSectionSourceOutOfRange(section: Int, sectionCount: Int)
    /// S6: a section is moved past the sections after the update.
    case moveSectionDestinationOutOfRange(section: Int, destination: Int, sectionCount: Int)
    /// S7: one section moved to two destinations.
    case moveSectionToTwoDestinations(section: Int, first: Int, second: Int)
    /// S8: two sections moved to one destination.
    case moveTwoSectionsToOneDestination(first: Int, second: Int, destination: Int)

    // MARK: Row checks (R3.6, in UIKit's order)
    /// R-a: a row is deleted (or reloaded) in a section that does not exist before the update.
    case deleteRowSectionOutOfRange(row: Int, section: Int, sectionCount: Int)
    /// R-b: a deleted (or reloaded) row does not exist before the update.
    case deleteRowOutOfRange(row: Int, section: Int, rowCount: Int)
    /// R-c: a row is both deleted and reloaded.
    case deleteAndReloadSameRow(IndexPath)
    /// R-d: a row is deleted (or reloaded) and moved.
    case deleteAndMoveSameRow(IndexPath)
    /// R-e: a row is inserted into a section that does not exist after the update.
    case insertRowSectionOutOfRange(row: Int, section: Int, sectionCount: Int)
    /// R-f: an inserted row does not exist after the update.
    case insertRowOutOfRange(row: Int, section: Int, rowCount: Int)
    /// R-g: a row is both inserted and a move destination.
    case insertAndMoveSameRow(IndexPath)
    /// R-h: a row is moved from a section that does not exist before the update.
    case moveRowSourceSectionOutOfRange(IndexPath, sectionCount: Int)
    /// R-i: a moved row does not exist before the update.
    case moveRowSourceOutOfRange(IndexPath, rowCount: Int)
    /// R-j: a row is moved into a section that does not exist after the update.
    case moveRowDestinationSectionOutOfRange(from: IndexPath, to: IndexPath, sectionCount: Int)
    /// R-k: a row is moved past the rows of its destination section after the update.
    case moveRowDestinationOutOfRange(from: IndexPath, to: IndexPath, rowCount: Int)
    /// R-l: one row moved to two destinations.
    case moveRowToTwoDestinations(from: IndexPath, first: IndexPath, second: IndexPath)
    /// R-m: two rows moved to one destination.
    case moveTwoRowsToOneDestination(first: IndexPath, second: IndexPath, to: IndexPath)
    /// R-n: a row is moved out of a section deleted (or reloaded) in the same batch.
    case moveRowFromDeletedSection(section: Int)
    /// R-o: a row is moved into a section inserted (or reloaded) in the same batch.
    case moveRowIntoInsertedSection(section: Int)

    // MARK: Count checks (R3.7) and rejected combinations (R3.14)
    /// R3.7 #1: the section count does not add up.
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    /// R3.7 #3: the row count of an existing section does not add up.
    case invalidRowCount(
      section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// R3.14 #7: `reloadRows` combined with `moveSection` in one batch, which UIKit miscounts.
    case reloadWithSectionMove(section: Int, after: Int, before: Int)
    /// R3.14 #8: the same operation appears twice in one batch (strict mode).
    case duplicateOperation(TableUpdateOperation)
    /// An index path that does not have exactly two elements.
    case invalidIndexPath(IndexPath)

    // MARK: Misuse (R2, R4, R7)
    /// R2.6: the table needs data and has no data source.
    case dataSourceNotSet
    /// R2.7: `cellForRowAt` returned a cell that was not dequeued from this table for that call.
    case cellNotDequeued(IndexPath)
    /// R2.4: `reloadData()` inside a batch or while updates are uncommitted.
    case reloadDataDuringUpdates
    /// R2.8: scrolling to a row past the cached count.
    case scrollOutOfRange(row: Int, rowCount: Int, section: Int)
    /// R4.2: dequeue of an identifier that has no registration.
    case unregisteredIdentifier(String)
    /// R1.5: registration with an empty identifier.
    case invalidReuseIdentifier
    /// R1.5: registration of a class that is not a cell (or header/footer view) class.
    case invalidRegisteredClass(String)
    /// R4.2: a dequeue made outside `cellForRowAt`.
    case dequeueOutsideCellForRow(identifier: String)
    /// R3.16: `reconfigureRows` dequeued another reuse identifier than the shown cell's.
    case reconfigureChangedCellType(IndexPath, expected: String?, dequeued: String)
    /// R3.18: `reconfigureRows` inside a batch that also inserts, deletes or moves rows or
    /// sections, where the index space of its paths is not documented (misuse the headless
    /// table flags).
    case reconfigureInStructuralBatch(IndexPath)
    /// R7.1: a table entry point was called off the main thread.
    case offMainThread(api: String)
    /// R3.1: `endUpdates()` without a matching `beginUpdates()`.
    case unbalancedEndUpdates
    /// R10.5: the identity oracle saw a surviving row change identity: the batch was
    /// count-consistent but wrong.
    case identityMismatch(IndexPath, expected: String, actual: String)
  }

  /// How UIKit words the message; reports of different iOS releases disagree (R3.9).
  public enum MessageStyle: Sendable, CaseIterable {
    /// The classic `Invalid update: ...` texts of R3.6/R3.7.
    case classic
    /// Classic, followed by ` Table view: <UITableView ...>` for count failures.
    case classicWithTableSuffix
    /// The `Invalid batch updates detected: ...` text for count failures (newer systems).
    case batchDetected
    /// The historical iOS 5 text for count failures.
    case ios5
  }

  /// What the batch looked like when a count check failed, for the `.batchDetected` rendering.
  public struct BatchSummary: Equatable, Sendable {
    /// Row counts per section before the update.
    public var before: [Int]
    /// Row counts per section after the update, as the data source reported them.
    public var after: [Int]
    /// The batch's operations in canonical order (R3.3).
    public var updates: [TableUpdateOperation]
    /// A UIKit-like description of the table, for the ` Table view:` suffix (empty for a
    /// collection view, whose messages have none).
    public var table: String

    /// Creates a summary.
    public init(before: [Int], after: [Int], updates: [TableUpdateOperation], table: String) {
      self.before = before
      self.after = after
      self.updates = updates
      self.table = table
    }
  }

  /// What went wrong.
  public var kind: Kind
  /// The batch being committed when a count check failed; `nil` for other errors.
  public var batch: BatchSummary?

  /// Creates an error.
  public init(_ kind: Kind, batch: BatchSummary? = nil) {
    self.kind = kind
    self.batch = batch
  }

  /// The message in the classic style.
  public var description: String { message(style: .classic) }

  /// The Objective-C exception UIKit raises for this error.
  public var exceptionName: String {
    if case .scrollOutOfRange = kind { return "NSRangeException" }
    return "NSInternalInconsistencyException"
  }

  /// Whether UIKit raises for this error (as opposed to misuse that only the simulator flags).
  public var isRaisedByUIKit: Bool {
    switch kind {
    case .cellNotDequeued, .reloadDataDuringUpdates, .dequeueOutsideCellForRow, .reconfigureChangedCellType,
      .reconfigureInStructuralBatch, .offMainThread, .duplicateOperation, .identityMismatch:
      false
    default:
      true
    }
  }

  /// Whether the error comes from validating a batch (R3.5-R3.7, R3.14).
  public var isBatchValidationFailure: Bool {
    switch kind {
    case .dataSourceNotSet, .cellNotDequeued, .reloadDataDuringUpdates, .scrollOutOfRange, .unregisteredIdentifier,
      .invalidReuseIdentifier, .invalidRegisteredClass, .dequeueOutsideCellForRow, .reconfigureChangedCellType,
      .reconfigureInStructuralBatch, .offMainThread,
      .unbalancedEndUpdates, .identityMismatch:
      false
    default:
      true
    }
  }
}
#endif
