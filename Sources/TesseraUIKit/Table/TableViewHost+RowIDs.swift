#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The imperative API by row id: what an app asks about rows, without index paths of its own
// (index paths change with every diff; ids do not).
extension TableViewHost {
  /// The index path where the row with `id` is shown now, or `nil` when it is not shown (absent,
  /// or in a collapsed section).
  public func indexPath(forRowID id: RowID) -> IndexPath? {
    controller.path(ofRowWithID: id).map(Self.indexPath)
  }

  /// The id of the row shown at `indexPath`, or `nil` when no row is there.
  public func rowID(at indexPath: IndexPath) -> RowID? {
    controller.presented.row(at: ElementPath(element: indexPath.row, section: indexPath.section))?.id
  }

  /// The visible cell that shows the row with `id`, or `nil` when the row is off screen or absent.
  public func cell(forRowID id: RowID) -> UITableViewCell? {
    indexPath(forRowID: id).flatMap { tableView.cellForRow(at: $0) }
  }

  /// Scrolls the row with `id` to `position`. Returns `false` (and does not scroll) when the
  /// row is not shown.
  @discardableResult
  public func scrollToRow(
    withID id: RowID, at position: UITableView.ScrollPosition = .none, animated: Bool = true
  ) -> Bool {
    guard let indexPath = indexPath(forRowID: id) else { return false }
    tableView.scrollToRow(at: indexPath, at: position, animated: animated)
    return true
  }
}
