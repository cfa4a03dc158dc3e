#if !canImport(UIKit)
import Foundation

/// Sizes rows and headers and reacts to display and selection, as in UIKit (R1.3). Every method
/// is optional (see ``UITableViewDataSource`` for how defaults work).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of a row; wins over `rowHeight` (R5.1). May be `automaticDimension`.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// An estimate of a row's height; turns estimation on (R5.2, R5.3).
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of a section header; wins over `sectionHeaderHeight` (R6.2).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of a section footer; wins over `sectionFooterHeight`.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A custom header view; wins over the title (R6.1).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A custom footer view; wins over the title.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A cell is about to be shown (R4.8).
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the screen (R4.9).
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The user is about to select a row; return another path to redirect, `nil` to refuse.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected a row (R4.12).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The user is about to deselect a row; return another path to redirect, `nil` to refuse.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user deselected a row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Not implemented: `rowHeight` applies.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.noteUnimplemented(.heightForRow)
    return tableView.rowHeight
  }

  /// Not implemented: `estimatedRowHeight` applies.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.noteUnimplemented(.estimatedHeightForRow)
    return tableView.estimatedRowHeight
  }

  /// Not implemented: `sectionHeaderHeight` applies.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.noteUnimplemented(.heightForHeader)
    return tableView.sectionHeaderHeight
  }

  /// Not implemented: `sectionFooterHeight` applies.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.noteUnimplemented(.heightForFooter)
    return tableView.sectionFooterHeight
  }

  /// Not implemented: no custom header view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    tableView.noteUnimplemented(.viewForHeader)
    return nil
  }

  /// Not implemented: no custom footer view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    tableView.noteUnimplemented(.viewForFooter)
    return nil
  }

  /// Not implemented: does nothing.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    tableView.noteUnimplemented(.willDisplayCell)
  }

  /// Not implemented: does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    tableView.noteUnimplemented(.didEndDisplayingCell)
  }

  /// Not implemented: the row is selected as is.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    tableView.noteUnimplemented(.willSelectRow)
    return indexPath
  }

  /// Not implemented: does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.noteUnimplemented(.didSelectRow)
  }

  /// Not implemented: the row is deselected as is.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    tableView.noteUnimplemented(.willDeselectRow)
    return indexPath
  }

  /// Not implemented: does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    tableView.noteUnimplemented(.didDeselectRow)
  }
}
#endif
