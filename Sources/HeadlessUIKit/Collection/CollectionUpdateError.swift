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
    // MARK: Batch rules (CV-S1..S8, CV-I1..I15, CV-C1..C3, CV-D1, CV-B2)
    /// A failure of the batch rules the two views share, in the vocabulary of the validator they
    /// share: CV-S1..S8 are S1..S8, CV-I1..I15 are R-a..R-o, CV-C1..C3 are R3.7 #1, R3.7 #3 and
    /// R3.14 #7, CV-D1 is R3.14 #8 and CV-B2 is R1.9. ``CollectionUpdateError/message`` words
    /// them with "item" and "collection view".
    case batch(TableUpdateError.Kind)

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
  /// The batch being committed when a count check failed (its counts before and after, and its
  /// operations), as ``TableUpdateError/batch`` has it; `nil` for other errors.
  public var batch: TableUpdateError.BatchSummary?

  /// Creates an error.
  public init(_ kind: Kind, batch: TableUpdateError.BatchSummary? = nil) {
    self.kind = kind
    self.batch = batch
  }

  /// The message in the classic style.
  public var description: String { message }

  /// Whether UIKit raises for this error (as opposed to misuse only the simulator flags).
  public var isRaisedByUIKit: Bool {
    switch kind {
    case .batch(.duplicateOperation), .reloadDataDuringUpdates, .offMainThread, .reconfigureInStructuralBatch: false
    default: true
    }
  }

  /// Whether the error comes from validating a batch.
  public var isBatchValidationFailure: Bool {
    if case .batch = kind { true } else { false }
  }

  /// The text of the `Invalid batch updates detected` message of newer systems, for a count
  /// failure; `nil` for other errors.
  public var batchDetectedMessage: String? {
    guard case .batch(let failure) = kind, failure.isCountFailure else { return nil }
    return TableUpdateError.Kind.batchDetectedMessage(
      before: batch?.before ?? [], after: batch?.after ?? [], updates: batch?.updates ?? [], .collection)
  }

  /// UIKit's exception text for this error, in the classic wording.
  public var message: String {
    switch kind {
    case .batch(let failure):
      failure.batchMessage(.collection) ?? ""
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
#endif
