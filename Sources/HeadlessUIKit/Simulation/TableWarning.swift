#if !canImport(UIKit)
import Foundation

/// Something the simulator noticed that UIKit tolerates (or only logs).
public enum TableWarning: Equatable, Sendable {
  /// R3.15: a table outside a window laid out cells (`UITableViewAlertForLayoutOutsideViewHierarchy`),
  /// recorded once per table.
  case layoutOutsideHierarchy
  /// R5.4: a row asked for `automaticDimension` while estimation is off; it got the fallback height.
  case selfSizingWithoutEstimation(IndexPath)
  /// A height that is negative, infinite or NaN was replaced by 0.
  case invalidHeight(IndexPath?, CGFloat)
  /// R4.3: an override of `prepareForReuse()` did not call `super`.
  case prepareForReuseWithoutSuper(identifier: String)
  /// A misuse that only strict mode treats as a violation (see ``Strictness``).
  case misuse(TableUpdateError)
  /// R3.16: `reconfigureRows` named a row that is not displayed; it was skipped.
  case reconfigureSkipped(IndexPath)
  /// `simulateTap(at:)` named a row that is not displayed.
  case tapOnInvisibleRow(IndexPath)
  /// A simulated swipe, long press or drag named a row that is not displayed.
  case gestureOnInvisibleRow(IndexPath)
  /// A simulated drag of a row that shows no reorder control: the table is not editing, or the
  /// data source says the row cannot move.
  case rowCannotMove(IndexPath)
  /// A simulated tap on the section index when there is none, or past its last title.
  case noSectionIndexTitle(at: Int)
}
#endif
