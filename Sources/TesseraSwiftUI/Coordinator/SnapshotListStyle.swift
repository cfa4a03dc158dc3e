#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

/// Which UIKit view shows a `SnapshotList`: a table view (`TableViewHost`) or a collection
/// view whose sections are lists or grids (`CollectionViewHost`), and the host settings the app
/// wants (row animations, selection behaviour, a section layout provider…).
///
/// ```swift
/// let style = SnapshotListStyle.table(.insetGrouped) { host in
///   host.rowAnimations = TableRowAnimations(insert: .top, delete: .left)
/// }
/// ```
@MainActor
public struct SnapshotListStyle {
  enum Kind {
    case table(UITableView.Style, configure: @MainActor (TableViewHost) -> Void)
    case collection(configure: @MainActor (CollectionViewHost) -> Void)
  }

  let kind: Kind

  /// A table view of `style`; `configure` sets the host up once, after it is made.
  public static func table(
    _ style: UITableView.Style = .plain, configure: @escaping @MainActor (TableViewHost) -> Void = { _ in }
  ) -> SnapshotListStyle {
    SnapshotListStyle(kind: .table(style, configure: configure))
  }

  /// A collection view laid out section by section as each `Section` says;
  /// `configure` sets the host up once, after it is made.
  public static func collection(
    configure: @escaping @MainActor (CollectionViewHost) -> Void = { _ in }
  ) -> SnapshotListStyle {
    SnapshotListStyle(kind: .collection(configure: configure))
  }
}
