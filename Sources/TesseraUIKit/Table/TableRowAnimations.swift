#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The row animations a table host uses for each kind of change (sections use the same ones).
public struct TableRowAnimations {
  /// For inserted rows and sections.
  public var insert: UITableView.RowAnimation
  /// For deleted rows and sections.
  public var delete: UITableView.RowAnimation
  /// For rows and sections reloaded because their content changed type.
  public var reload: UITableView.RowAnimation

  /// Creates animations per kind; `.fade` everywhere by default.
  public init(
    insert: UITableView.RowAnimation = .fade, delete: UITableView.RowAnimation = .fade,
    reload: UITableView.RowAnimation = .fade
  ) {
    self.insert = insert
    self.delete = delete
    self.reload = reload
  }
}
