#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// The row animations a host uses for each kind of change (sections use the same ones).
public struct TableRowAnimations {
  /// For inserted rows and sections.
  public var insert: UITableView.RowAnimation
  /// For deleted rows and sections.
  public var delete: UITableView.RowAnimation
  /// For rows and sections reloaded because their content changed type.
  public var reload: UITableView.RowAnimation

  /// Creates animations per kind; `.fade` everywhere by default, as before.
  public init(
    insert: UITableView.RowAnimation = .fade, delete: UITableView.RowAnimation = .fade,
    reload: UITableView.RowAnimation = .fade
  ) {
    self.insert = insert
    self.delete = delete
    self.reload = reload
  }
}

// The apply API in the shape of `UITableViewDiffableDataSource`.
extension TableViewHost {
  /// Shows `snapshot`, animating the differences or not, and calls `completion` once it (or a
  /// later snapshot that replaced it) is on screen.
  ///
  /// With `animatingDifferences: false` the table is reloaded; snapshots submitted while that
  /// one is pending are shown without animation too.
  public func apply(
    _ snapshot: ListSnapshot, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    if !animatingDifferences { pendingNonAnimatedApplies += 1 }
    controller.submit(snapshot)
    Task { @MainActor in
      await controller.settle()
      if !animatingDifferences { pendingNonAnimatedApplies -= 1 }
      completion?()
    }
  }

  /// Shows `snapshot`, animating the differences or not; returns once it (or a later snapshot
  /// that replaced it) is on screen.
  public func apply(_ snapshot: ListSnapshot, animatingDifferences: Bool) async {
    if !animatingDifferences { pendingNonAnimatedApplies += 1 }
    await controller.apply(snapshot)
    if !animatingDifferences { pendingNonAnimatedApplies -= 1 }
  }
}
