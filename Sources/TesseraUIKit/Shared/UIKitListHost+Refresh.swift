#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Pull to refresh: a UIRefreshControl whose pull runs the app's refresh through the controller,
// which cancels page loads, keeps a reader at the top there, and says when the refresh's
// snapshots are on screen; the spinner stops then.
extension UIKitListHost {
  /// Lets the user refresh the list by pulling it down: the view gets a `UIRefreshControl` as
  /// its `refreshControl`, and a pull runs `action` (which loads and submits the new list),
  /// then stops the spinner once the snapshots the refresh submitted are on screen. Page loads
  /// under way are cancelled when a refresh starts (a page that arrives after it should be
  /// dropped: check `Task.isCancelled`), and a reader at the top of the list stays at the top
  /// of what the refresh brings. A pull while another refresh runs starts none. `nil` removes
  /// the control.
  ///
  /// ```swift
  /// host.refreshable { await inbox.reload() }
  /// ```
  public func refreshable(_ action: (@MainActor @Sendable () async -> Void)?) {
    if redirectedToMainActor("refreshable(_:)", { [self] in refreshable(action) }) { return }
    refreshAction = action
    guard action != nil else {
      if let control = installedRefreshControl, listView.refreshControl === control { listView.refreshControl = nil }
      installedRefreshControl = nil
      return
    }
    let control = installedRefreshControl ?? makeRefreshControl()
    installedRefreshControl = control
    if listView.refreshControl !== control { listView.refreshControl = control }
  }

  /// A refresh control whose pull runs ``refreshAction``.
  private func makeRefreshControl() -> UIRefreshControl {
    let control = UIRefreshControl()
    control.addAction(
      UIAction { [weak self, weak control] _ in
        guard let self, let control else { return }
        self.userDidPullToRefresh(control)
      }, for: .valueChanged)
    return control
  }

  /// The user pulled `control`: the refresh runs, and the spinner stops once its snapshots are
  /// on screen (at once when no refresh could start).
  func userDidPullToRefresh(_ control: UIRefreshControl) {
    guard let action = refreshAction,
      controller.refresh(action, completion: { [weak control] in control?.endRefreshing() })
    else {
      control.endRefreshing()
      return
    }
  }
}
