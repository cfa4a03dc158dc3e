#if !canImport(UIKit)
import Foundation

/// Learns early which rows will soon be shown, as in UIKit (R1.4, R4.10).
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Start loading data for these rows (ordered by priority).
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Optional. These rows are no longer expected soon.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Not implemented: does nothing.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    tableView.noteUnimplemented(.cancelPrefetching, by: self)
  }
}
#endif
