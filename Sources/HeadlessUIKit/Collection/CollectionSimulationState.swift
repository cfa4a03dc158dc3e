#if !canImport(UIKit)
import Foundation

/// One entry of a collection view's event log: the data-source and delegate calls it makes, the
/// views it creates, reuses and shows, and the batches it commits. Tests cite rules by asserting
/// on this log.
public enum CollectionEvent: Equatable, Sendable {
  /// `numberOfSections(in:)`.
  case numberOfSections
  /// `collectionView(_:numberOfItemsInSection:)`.
  case numberOfItems(section: Int)
  /// `collectionView(_:cellForItemAt:)`.
  case cellForItem(IndexPath)
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
  case supplementaryView(kind: String, IndexPath)
  /// A dequeue, served from the queue (`reused`) or by creating a view.
  case dequeue(identifier: String, reused: Bool)
  /// `prepareForReuse()` ran on a view leaving the queue.
  case prepareForReuse(identifier: String)
  /// `willDisplay` of a cell.
  case willDisplay(IndexPath)
  /// `didEndDisplaying` of a cell.
  case didEndDisplaying(IndexPath)
  /// `willDisplaySupplementaryView`.
  case willDisplaySupplementary(kind: String, section: Int)
  /// `didEndDisplayingSupplementaryView`.
  case didEndDisplayingSupplementary(kind: String, section: Int)
  /// `prefetchItemsAt`.
  case prefetch([IndexPath])
  /// `cancelPrefetchingForItemsAt`.
  case cancelPrefetch([IndexPath])
  /// A self-sizing item was measured (CV-L3).
  case measuredItem(IndexPath, height: CGFloat)
  /// A self-sizing header or footer was measured.
  case measuredSupplementary(kind: String, section: Int, height: CGFloat)
  /// An existing cell was refreshed by `reconfigureItems(at:)` (CV-R6).
  case reconfigure(IndexPath)
  /// A view inside the collection view became or stopped being first responder, or gained or
  /// lost VoiceOver's focus (R11).
  case focus(FocusEvent)
  /// The layout's section provider was asked for a section.
  case sectionLayout(section: Int)
  /// `reloadData()` was called.
  case reloadData
  /// An invalid cache was loaded before a batch's update block ran (CV-B3).
  case implicitReloadBeforeBatch
  /// A batch began.
  case batchBegin
  /// The batch that just began runs with animations disabled (`UIView.performWithoutAnimation`).
  case batchBeginsWithoutAnimation
  /// An update method was called, in call order.
  case update(TableUpdateOperation)
  /// A batch was committed: operations normalised, in canonical order.
  case batchCommit([TableUpdateOperation])
  /// A completion ran with `finished`.
  case completion(Bool)
  /// `didSelectItemAt`.
  case didSelectItem(IndexPath)
  /// `didDeselectItemAt`.
  case didDeselectItem(IndexPath)
  /// The content offset changed.
  case didScroll(CGPoint)
  /// The offset moved to keep the items on screen steady while heights were measured.
  case contentOffsetAdjusted(by: CGFloat)
  /// A delegate call was forwarded to the delegate's forwarding target.
  case forwarded(String)
  /// An interactive movement ended with the data source told of the move.
  case interactiveMove(from: IndexPath, to: IndexPath)
  /// A violation was recorded.
  case violation(CollectionUpdateError)
  /// A warning was recorded.
  case warning(CollectionWarning)
}

/// Misuse or unsupported configurations the headless collection view reports without failing.
public enum CollectionWarning: Equatable, Sendable {
  /// Laid out with a non-zero size while in no window.
  case layoutOutsideHierarchy
  /// A layout the headless collection view does not lay out (CV-L8), with what it used instead.
  case unsupportedLayout(String)
  /// Swipe actions were asked for an item outside a list section, or whose cell is not a
  /// `UICollectionViewListCell` (UIKit shows none there, CV-W1).
  case swipeOutsideList(IndexPath)
  /// A gesture on an item that is not on screen.
  case gestureOnInvisibleItem(IndexPath)
  /// Misuse UIKit tolerates, in a lenient strictness.
  case misuse(CollectionUpdateError)
  /// `reconfigureItems` of an item that is not on screen (nothing to refresh).
  case reconfigureSkipped(IndexPath)
  /// A `prepareForReuse()` override did not call `super`.
  case prepareForReuseWithoutSuper(identifier: String)
  /// A batch failed and the collection view reloaded instead (`.lenientReloadFallback`).
  case fellBackToReloadData(CollectionUpdateError)
}

/// The simulation-only state only a headless collection view keeps (see
/// ``ListSimulationState`` for what it shares with the table).
@MainActor
public struct CollectionSimulationState {
  var prefetchDistance = 4
  var maximumMeasuringRounds = 8
}

extension UICollectionView {
  /// A usable height: negative, infinite and NaN values become 0.
  func sanitized(_ height: CGFloat) -> CGFloat { height.isFinite && height >= 0 ? height : 0 }
}
#endif
