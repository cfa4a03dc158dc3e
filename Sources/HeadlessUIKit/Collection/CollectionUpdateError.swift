#if !canImport(UIKit)
import Foundation

/// A violation of the UICollectionView contract: what UIKit reports by raising
/// `NSInternalInconsistencyException`, plus misuse it tolerates that the simulator flags in strict
/// mode. Each case cites its rule of the article "The UICollectionView contract" of HeadlessUIKit;
/// ``message`` renders UIKit's text for a collection view ("items", "collection view").
///
/// The batch rules are the table's (the two views share one validator over item paths); the
/// messages and the misuse rules are the collection view's own.
public struct CollectionUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, with the arguments of the message.
  public enum Kind: Equatable, Sendable {
    // MARK: Section checks (CV-S1..S8)
    /// CV-S1: a deleted (or reloaded) section does not exist before the update.
    case deleteSectionOutOfRange(section: Int, sectionCount: Int)
    /// CV-S2: a section is both deleted (or reloaded) and moved.
    case deleteAndMoveSameSection(section: Int)
    /// CV-S3: an inserted section does not exist after the update.
    case insertSectionOutOfRange(section: Int, sectionCount: Int)
    /// CV-S4: a section is both inserted and a move destination.
    case insertAndMoveSameSection(section: Int)
    /// CV-S5: a moved section does not exist before the update.
    case moveSectionSourceOutOfRange(section: Int, sectionCount: Int)
    /// CV-S6: a section is moved past the sections after the update.
    case moveSectionDestinationOutOfRange(section: Int, destination: Int, sectionCount: Int)
    /// CV-S7: one section moved to two destinations.
    case moveSectionToTwoDestinations(section: Int, first: Int, second: Int)
    /// CV-S8: two sections moved to one destination.
    case moveTwoSectionsToOneDestination(first: Int, second: Int, destination: Int)

    // MARK: Item checks (CV-I1..I15)
    /// CV-I1: an item is deleted (or reloaded) in a section that does not exist before the update.
    case deleteItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
    /// CV-I2: a deleted (or reloaded) item does not exist before the update.
    case deleteItemOutOfRange(item: Int, section: Int, itemCount: Int)
    /// CV-I3: an item is both deleted and reloaded.
    case deleteAndReloadSameItem(IndexPath)
    /// CV-I4: an item is deleted (or reloaded) and moved.
    case deleteAndMoveSameItem(IndexPath)
    /// CV-I5: an item is inserted into a section that does not exist after the update.
    case insertItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
    /// CV-I6: an inserted item does not exist after the update.
    case insertItemOutOfRange(item: Int, section: Int, itemCount: Int)
    /// CV-I7: an item is both inserted and a move destination.
    case insertAndMoveSameItem(IndexPath)
    /// CV-I8: an item is moved from a section that does not exist before the update.
    case moveItemSourceSectionOutOfRange(IndexPath, sectionCount: Int)
    /// CV-I9: a moved item does not exist before the update.
    case moveItemSourceOutOfRange(IndexPath, itemCount: Int)
    /// CV-I10: an item is moved into a section that does not exist after the update.
    case moveItemDestinationSectionOutOfRange(from: IndexPath, to: IndexPath, sectionCount: Int)
    /// CV-I11: an item is moved past the items of its destination section after the update.
    case moveItemDestinationOutOfRange(from: IndexPath, to: IndexPath, itemCount: Int)
    /// CV-I12: one item moved to two destinations.
    case moveItemToTwoDestinations(from: IndexPath, first: IndexPath, second: IndexPath)
    /// CV-I13: two items moved to one destination.
    case moveTwoItemsToOneDestination(first: IndexPath, second: IndexPath, to: IndexPath)
    /// CV-I14: an item is moved out of a section deleted (or reloaded) in the same batch.
    case moveItemFromDeletedSection(section: Int)
    /// CV-I15: an item is moved into a section inserted (or reloaded) in the same batch.
    case moveItemIntoInsertedSection(section: Int)

    // MARK: Counts (CV-C1..C3) and duplicates (CV-D1)
    /// CV-C1: the section count does not add up.
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    /// CV-C2: the item count of an existing section does not add up.
    case invalidItemCount(
      section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// CV-C3: `reloadItems` combined with `moveSection` in one batch, rejected as for tables.
    case reloadWithSectionMove(section: Int, after: Int, before: Int)
    /// CV-D1: the same operation appears twice in one batch (strict mode).
    case duplicateOperation(CollectionUpdateOperation)
    /// CV-B2: an index path that does not have exactly two elements.
    case invalidIndexPath(IndexPath)

    // MARK: Views (CV-R1..R6) and misuse
    /// CV-B4: the collection view needs data and has no data source.
    case dataSourceNotSet
    /// CV-R2: a dequeue of an identifier that has no registration for that kind.
    case unregisteredIdentifier(kind: String, identifier: String)
    /// CV-R1: registration with an empty identifier.
    case invalidReuseIdentifier
    /// CV-R1: registration of a class that is not a cell (or reusable view) class.
    case invalidRegisteredClass(String)
    /// CV-R4: the view returned for a request was not dequeued for it, or a view was dequeued
    /// without a request (UIKit raises both, since iOS 18 with one message).
    case viewNotDequeuedForRequest(kind: String, IndexPath)
    /// CV-R5: `viewForSupplementaryElementOfKind` returned `nil` (or the data source does not
    /// implement it while the layout has supplementary items).
    case supplementaryViewNil(kind: String, IndexPath)
    /// CV-R6: `reconfigureItems` dequeued another reuse identifier than the shown cell's.
    case reconfigureChangedCellType(IndexPath, expected: String?, dequeued: String)
    /// CV-R7: `reconfigureItems` inside a batch that also inserts, deletes or moves items or
    /// sections, where the index space of its paths is not documented (misuse the headless
    /// collection view flags).
    case reconfigureInStructuralBatch(IndexPath)
    /// CV-B5: `reloadData()` inside a batch or while updates are uncommitted (strict mode).
    case reloadDataDuringUpdates
    /// CV-B1: `performBatchUpdates` closed more often than opened (never happens through the
    /// public API; kept for parity with the table).
    case unbalancedEndUpdates
    /// CV-V4: scrolling to an item past the cached count.
    case scrollOutOfRange(IndexPath, itemCount: Int)
    /// CV-T1: an entry point was called off the main thread.
    case offMainThread(api: String)
  }

  /// What went wrong.
  public var kind: Kind
  /// Counts before and after the batch, and its operations, for a count failure.
  public var before: [Int]?
  /// The counts the data source reported after the batch.
  public var after: [Int]?
  /// The batch's operations in canonical order, for a count failure.
  public var updates: [CollectionUpdateOperation] = []

  /// Creates an error.
  public init(_ kind: Kind) { self.kind = kind }

  /// The message in the classic style.
  public var description: String { message }

  /// Whether UIKit raises for this error (as opposed to misuse only the simulator flags).
  public var isRaisedByUIKit: Bool {
    switch kind {
    case .duplicateOperation, .reloadDataDuringUpdates, .offMainThread, .reconfigureInStructuralBatch: false
    default: true
    }
  }

  /// Whether the error comes from validating a batch.
  public var isBatchValidationFailure: Bool {
    switch kind {
    case .dataSourceNotSet, .unregisteredIdentifier, .invalidReuseIdentifier, .invalidRegisteredClass,
      .viewNotDequeuedForRequest, .supplementaryViewNil, .reconfigureChangedCellType, .reconfigureInStructuralBatch,
      .reloadDataDuringUpdates, .unbalancedEndUpdates, .scrollOutOfRange, .offMainThread:
      false
    default:
      true
    }
  }

  /// The text of the `Invalid batch updates detected` message of newer systems, for a count
  /// failure; `nil` for other errors.
  public var batchDetectedMessage: String? {
    switch kind {
    case .invalidSectionCount, .invalidItemCount, .reloadWithSectionMove: break
    default: return nil
    }
    let updates = updates.isEmpty ? "[]" : "[\n\t" + updates.map(\.description).joined(separator: ",\n\t") + "\n]"
    return "Invalid batch updates detected: the number of sections and/or items returned by the data source before "
      + "and after performing the batch updates are inconsistent with the updates.\n"
      + "Data source before updates = \(Self.describeCounts(before ?? []))\n"
      + "Data source after updates = \(Self.describeCounts(after ?? []))\n"
      + "Updates = \(updates)"
  }

  static func describeCounts(_ counts: [Int]) -> String {
    let noun = counts.count == 1 ? "section" : "sections"
    return "{ \(counts.count) \(noun) with item counts: [\(counts.map(String.init).joined(separator: ", "))] }"
  }

  private static func itemsMessage(_ values: (Int, Int, Int, Int, Int, Int, Int)) -> String {
    let (section, after, before, inserted, deleted, movedIn, movedOut) = values
    return "Invalid update: invalid number of items in section \(section).  The number of items contained in an "
      + "existing section after the update (\(after)) must be equal to the number of items contained in that section "
      + "before the update (\(before)), plus or minus the number of items inserted or deleted from that section "
      + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that "
      + "section (\(movedIn) moved in, \(movedOut) moved out)."
  }

  /// UIKit's exception text for this error, in the classic wording.
  public var message: String {
    switch kind {
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
      "attempt to move section \(section) to section \(destination), but there are only \(count) sections after the update"
    case let .moveSectionToTwoDestinations(section, first, second):
      "attempt to move section \(section) to both section \(first) and section \(second)"
    case let .moveTwoSectionsToOneDestination(first, second, destination):
      "attempt to move both section \(first) and section \(second) to section \(destination)"
    case let .deleteItemSectionOutOfRange(item, section, count):
      "attempt to delete item \(item) from section \(section), but there are only \(count) sections before the update"
    case let .deleteItemOutOfRange(item, section, count):
      "attempt to delete item \(item) from section \(section) which only contains \(count) items before the update"
    case let .deleteAndReloadSameItem(path):
      "attempt to delete and reload the same index path (\(path.objectNotation))"
    case let .deleteAndMoveSameItem(path):
      "attempt to perform a delete and a move from the same index path (\(path.objectNotation))"
    case let .insertItemSectionOutOfRange(item, section, count):
      "attempt to insert item \(item) into section \(section), but there are only \(count) sections after the update"
    case let .insertItemOutOfRange(item, section, count):
      "attempt to insert item \(item) into section \(section), but there are only \(count) items in section \(section) after the update"
    case let .insertAndMoveSameItem(path):
      "attempt to perform an insert and a move to the same index path (\(path.objectNotation))"
    case let .moveItemSourceSectionOutOfRange(path, count):
      "attempt to move index path (\(path.objectNotation)) from a section that does not exist - there are only \(count) sections before the update"
    case let .moveItemSourceOutOfRange(path, count):
      "attempt to move index path (\(path.objectNotation)) that does not exist - there are only \(count) items in section \(path.section) before the update"
    case let .moveItemDestinationSectionOutOfRange(from, to, count):
      "attempt to move index path (\(from.objectNotation)) to index path (\(to.objectNotation)) in section that does not exist - there are only \(count) sections after the update"
    case let .moveItemDestinationOutOfRange(from, to, count):
      "attempt to move index path (\(from.objectNotation)) to index path (\(to.objectNotation)) that does not exist - there are only \(count) items in section \(to.section) after the update"
    case let .moveItemToTwoDestinations(from, first, second):
      "attempt to move item at index path \(from.objectNotation) to both \(first.objectNotation) and \(second.objectNotation)"
    case let .moveTwoItemsToOneDestination(first, second, to):
      "attempt to move both item at index path \(first.objectNotation) and \(second.objectNotation) to \(to.objectNotation)"
    case .moveItemFromDeletedSection:
      "cannot move an item from a deleted section"
    case let .moveItemIntoInsertedSection(section):
      "cannot move an item into a newly inserted section (\(section))"
    case let .invalidSectionCount(after, before, inserted, deleted):
      "Invalid update: invalid number of sections.  The number of sections contained in the collection view after "
        + "the update (\(after)) must be equal to the number of sections contained in the collection view before the "
        + "update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case let .invalidItemCount(section, after, before, inserted, deleted, movedIn, movedOut):
      Self.itemsMessage((section, after, before, inserted, deleted, movedIn, movedOut))
    case let .reloadWithSectionMove(section, after, before):
      Self.itemsMessage((section, after, before, 0, 1, 0, 0))
    case let .duplicateOperation(operation):
      "the batch contains the same operation twice: \(operation) (duplicate operations are not allowed in strict mode)"
    case let .invalidIndexPath(path):
      "Invalid index path for use with UICollectionView (\(path)). Index paths passed to collection view must contain "
        + "exactly two indices specifying the section and item."
    case .dataSourceNotSet:
      "UICollectionView dataSource is not set"
    case let .unregisteredIdentifier(kind, identifier):
      "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for "
        + "the identifier or connect a prototype cell in a storyboard"
    case .invalidReuseIdentifier:
      "must pass a valid reuse identifier to -[UICollectionView registerClass:forCellWithReuseIdentifier:]"
    case let .invalidRegisteredClass(name):
      "must pass a class of kind UICollectionViewCell (or UICollectionReusableView), got \(name)"
    case let .viewNotDequeuedForRequest(kind, path):
      "Expected dequeued view to be returned to the collection view in preparation for display. When the collection "
        + "view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued "
        + "and returned to the collection view. Avoid dequeuing views without a request from the collection view. "
        + "(kind \(kind), index path \(path.objectNotation))"
    case let .supplementaryViewNil(kind, path):
      "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),"
        + "\(path.objectNotation)) was not retrieved by calling "
        + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))"
    case let .reconfigureChangedCellType(path, expected, dequeued):
      "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when "
        + "reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or reuse "
        + "identifier that was used to dequeue the cell originally to obtain the existing cell. (index path "
        + "\(path.objectNotation), existing identifier \(expected ?? "nil"), dequeued identifier \(dequeued))"
    case let .reconfigureInStructuralBatch(path):
      "reconfigureItems(at:) was called for \(path.objectNotation) inside a batch that inserts, deletes or moves items "
        + "or sections, where the index space of its paths is not documented; reconfigure the item after the batch, "
        + "at its index path after it"
    case .reloadDataDuringUpdates:
      "reloadData() must not be called inside a batch update or while hasUncommittedUpdates is true"
    case .unbalancedEndUpdates:
      "a batch was closed without being opened"
    case let .scrollOutOfRange(path, count):
      "Attempting to scroll to an invalid index path: \(path.objectNotation) (section \(path.section) has \(count) items)"
    case let .offMainThread(api):
      "UICollectionView.\(api) must be used from main thread only"
    }
  }
}

/// One operation of a collection view batch, in the index space UIKit defines for it: deletes
/// and reloads before the batch, inserts after it, moves from before to after (CV-B2).
public enum CollectionUpdateOperation: Hashable, Sendable, CustomStringConvertible {
  /// `insertSections` of one section.
  case insertSection(Int)
  /// `deleteSections` of one section.
  case deleteSection(Int)
  /// `reloadSections` of one section.
  case reloadSection(Int)
  /// `moveSection(_:toSection:)`.
  case moveSection(Int, to: Int)
  /// `insertItems` of one item.
  case insertItem(IndexPath)
  /// `deleteItems` of one item.
  case deleteItem(IndexPath)
  /// `reloadItems` of one item.
  case reloadItem(IndexPath)
  /// `moveItem(at:to:)`.
  case moveItem(IndexPath, to: IndexPath)

  /// The table operation the shared validator works with.
  init(_ operation: TableUpdateOperation) {
    switch operation {
    case .insertSection(let s): self = .insertSection(s)
    case .deleteSection(let s): self = .deleteSection(s)
    case .reloadSection(let s): self = .reloadSection(s)
    case .moveSection(let s, let t): self = .moveSection(s, to: t)
    case .insertRow(let p): self = .insertItem(p)
    case .deleteRow(let p): self = .deleteItem(p)
    case .reloadRow(let p): self = .reloadItem(p)
    case .moveRow(let p, let q): self = .moveItem(p, to: q)
    }
  }

  /// As listed in the `Invalid batch updates detected` message, e.g. `Insert item (0 - 3)`.
  public var description: String {
    switch self {
    case .insertSection(let section): "Insert section \(section)"
    case .deleteSection(let section): "Delete section \(section)"
    case .reloadSection(let section): "Reload section \(section)"
    case .moveSection(let from, let to): "Move section \(from) to \(to)"
    case .insertItem(let path): "Insert item \(path.tableNotation)"
    case .deleteItem(let path): "Delete item \(path.tableNotation)"
    case .reloadItem(let path): "Reload item \(path.tableNotation)"
    case .moveItem(let from, let to): "Move item \(from.tableNotation) to \(to.tableNotation)"
    }
  }
}

extension CollectionUpdateError.Kind {
  /// The collection view's wording of a failure of the validator both views share.
  init(validating kind: TableUpdateError.Kind) {
    switch kind {
    case let .deleteSectionOutOfRange(s, c): self = .deleteSectionOutOfRange(section: s, sectionCount: c)
    case let .deleteAndMoveSameSection(s): self = .deleteAndMoveSameSection(section: s)
    case let .insertSectionOutOfRange(s, c): self = .insertSectionOutOfRange(section: s, sectionCount: c)
    case let .insertAndMoveSameSection(s): self = .insertAndMoveSameSection(section: s)
    case let .moveSectionSourceOutOfRange(s, c): self = .moveSectionSourceOutOfRange(section: s, sectionCount: c)
    case let .moveSectionDestinationOutOfRange(s, d, c):
      self = .moveSectionDestinationOutOfRange(section: s, destination: d, sectionCount: c)
    case let .moveSectionToTwoDestinations(s, a, b):
      self = .moveSectionToTwoDestinations(section: s, first: a, second: b)
    case let .moveTwoSectionsToOneDestination(a, b, d):
      self = .moveTwoSectionsToOneDestination(first: a, second: b, destination: d)
    case let .deleteRowSectionOutOfRange(r, s, c):
      self = .deleteItemSectionOutOfRange(item: r, section: s, sectionCount: c)
    case let .deleteRowOutOfRange(r, s, c): self = .deleteItemOutOfRange(item: r, section: s, itemCount: c)
    case let .deleteAndReloadSameRow(p): self = .deleteAndReloadSameItem(p)
    case let .deleteAndMoveSameRow(p): self = .deleteAndMoveSameItem(p)
    case let .insertRowSectionOutOfRange(r, s, c):
      self = .insertItemSectionOutOfRange(item: r, section: s, sectionCount: c)
    case let .insertRowOutOfRange(r, s, c): self = .insertItemOutOfRange(item: r, section: s, itemCount: c)
    case let .insertAndMoveSameRow(p): self = .insertAndMoveSameItem(p)
    case let .moveRowSourceSectionOutOfRange(p, c): self = .moveItemSourceSectionOutOfRange(p, sectionCount: c)
    case let .moveRowSourceOutOfRange(p, c): self = .moveItemSourceOutOfRange(p, itemCount: c)
    case let .moveRowDestinationSectionOutOfRange(f, t, c):
      self = .moveItemDestinationSectionOutOfRange(from: f, to: t, sectionCount: c)
    case let .moveRowDestinationOutOfRange(f, t, c): self = .moveItemDestinationOutOfRange(from: f, to: t, itemCount: c)
    case let .moveRowToTwoDestinations(f, a, b): self = .moveItemToTwoDestinations(from: f, first: a, second: b)
    case let .moveTwoRowsToOneDestination(a, b, t): self = .moveTwoItemsToOneDestination(first: a, second: b, to: t)
    case let .moveRowFromDeletedSection(s): self = .moveItemFromDeletedSection(section: s)
    case let .moveRowIntoInsertedSection(s): self = .moveItemIntoInsertedSection(section: s)
    case let .invalidSectionCount(a, b, i, d): self = .invalidSectionCount(after: a, before: b, inserted: i, deleted: d)
    case let .invalidRowCount(s, a, b, i, d, mi, mo):
      self = .invalidItemCount(section: s, after: a, before: b, inserted: i, deleted: d, movedIn: mi, movedOut: mo)
    case let .reloadWithSectionMove(s, a, b): self = .reloadWithSectionMove(section: s, after: a, before: b)
    case let .duplicateOperation(operation): self = .duplicateOperation(CollectionUpdateOperation(operation))
    case let .invalidIndexPath(p): self = .invalidIndexPath(p)
    default: self = .unbalancedEndUpdates  // the validator raises only the cases above
    }
  }
}
#endif
