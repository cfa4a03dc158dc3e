#if !canImport(UIKit)
import Foundation

/// One entry of a table's append-only event log (R10.2): every data-source and delegate call the
/// table makes, every cell it creates, reuses or shows, and every batch it commits. Tests cite
/// rules by asserting on this log.
///
/// Queries whose presence changes the table's behaviour (section count, titles, views, heights,
/// estimates) are logged only when the data source/delegate implements them, since UIKit does
/// not call unimplemented optional methods. Notifications (display, selection, prefetching) are
/// logged whenever the table sends them.
public enum TableEvent: Equatable, Sendable {
  // MARK: Data source (R2.2)
  /// `numberOfSections(in:)`.
  case numberOfSections
  /// `tableView(_:numberOfRowsInSection:)`.
  case numberOfRows(section: Int)
  /// `tableView(_:cellForRowAt:)`.
  case cellForRow(IndexPath)
  /// `tableView(_:titleForHeaderInSection:)`.
  case headerTitle(section: Int)
  /// `tableView(_:titleForFooterInSection:)`.
  case footerTitle(section: Int)

  // MARK: Cells (R4)
  /// A dequeue, served from the pool (`reused`) or by creating a cell.
  case dequeue(identifier: String, reused: Bool)
  /// A registered cell class was instantiated.
  case cellCreated(identifier: String)
  /// `prepareForReuse()` was called on a cell leaving the pool.
  case prepareForReuse(identifier: String)
  /// `tableView(_:willDisplay:forRowAt:)` was sent.
  case willDisplay(IndexPath)
  /// `tableView(_:didEndDisplaying:forRowAt:)` was sent.
  case didEndDisplaying(IndexPath)
  /// `tableView(_:prefetchRowsAt:)` was sent.
  case prefetch([IndexPath])
  /// `tableView(_:cancelPrefetchingForRowsAt:)` was sent.
  case cancelPrefetch([IndexPath])
  /// An existing cell was refreshed by `reconfigureRows(at:)` (R3.16).
  case reconfigure(IndexPath)

  // MARK: Heights (R5, R6)
  /// `tableView(_:heightForRowAt:)`.
  case heightForRow(IndexPath)
  /// `tableView(_:estimatedHeightForRowAt:)`.
  case estimatedHeightForRow(IndexPath)
  /// A self-sizing cell was measured (R5.4).
  case measuredRow(IndexPath, height: CGFloat)
  /// `tableView(_:viewForHeaderInSection:)`.
  case headerView(section: Int)
  /// `tableView(_:heightForHeaderInSection:)`.
  case headerHeight(section: Int)
  /// `tableView(_:viewForFooterInSection:)`.
  case footerView(section: Int)
  /// `tableView(_:heightForFooterInSection:)`.
  case footerHeight(section: Int)
  /// Row heights were asked again without reloading cells (R5.6).
  case heightsInvalidated
  /// The table moved its content offset to keep the rows on screen steady (R5.3).
  case contentOffsetAdjusted(by: CGFloat)

  // MARK: Selection (R4.12)
  /// `tableView(_:willSelectRowAt:)`.
  case willSelectRow(IndexPath)
  /// `tableView(_:didSelectRowAt:)`.
  case didSelectRow(IndexPath)
  /// `tableView(_:willDeselectRowAt:)`.
  case willDeselectRow(IndexPath)
  /// `tableView(_:didDeselectRowAt:)`.
  case didDeselectRow(IndexPath)

  // MARK: Loading and batches (R2, R3)
  /// `reloadData()` was called.
  case reloadData
  /// A batch began (outermost `beginUpdates()`, `performBatchUpdates`, or a lone operation).
  case batchBegin
  /// The batch that just began runs with animations disabled (`UIView.performWithoutAnimation`):
  /// its changes show at once.
  case batchBeginsWithoutAnimation
  /// An update method was called (raw, in call order), with its animation if it takes one.
  case update(TableUpdateOperation, animation: UITableView.RowAnimation?)
  /// A batch was committed; operations normalised, in canonical order (R3.3).
  case batchCommit(ops: [TableUpdateOperation])
  /// A `performBatchUpdates` completion ran (R3.12).
  case completion(Bool)
  /// Counts were loaded at batch start because the cache was invalid (R2.5).
  case implicitReloadBeforeBatch
  /// A failed batch was answered by a full reload (R3.10, `.lenientReloadFallback`).
  case fellBackToReloadData(TableUpdateError)
  /// A contract violation was recorded.
  case violation(TableUpdateError)
  /// A warning was recorded.
  case warning(TableWarning)
  /// `scrollViewDidScroll(_:)` was sent.
  case didScroll(CGPoint)
  /// A delegate call went to the delegate's forwarding target (named by its selector).
  case forwarded(String)
  /// The swipe actions of a row were asked for (`isLeading`: from the leading edge).
  case swipeActions(IndexPath, isLeading: Bool)
  /// A swipe button was tapped; `performed` is what its handler reported.
  case swipeActionPerformed(IndexPath, title: String?, performed: Bool)
  /// The context menu of a row was asked for.
  case contextMenu(IndexPath)
  /// `tableView(_:commit:forRowAt:)` was sent.
  case commitEditing(UITableViewCell.EditingStyle, IndexPath)
  /// The user dropped a row being moved; `tableView(_:moveRowAt:to:)` was sent.
  case interactiveMove(IndexPath, to: IndexPath)
  /// The user tapped a title of the section index, which scrolled to `section`.
  case sectionIndexTapped(title: String, section: Int)

  // MARK: First responder and VoiceOver focus (R11)
  /// A view inside the table became or stopped being first responder, or gained or lost
  /// VoiceOver's focus.
  case focus(FocusEvent)
}
#endif
