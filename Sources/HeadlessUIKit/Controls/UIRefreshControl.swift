#if !canImport(UIKit)
import Foundation

/// The pull-to-refresh control of a scroll view, as in UIKit: set it as the scroll view's
/// ``UIScrollView/refreshControl`` and add an action for `.valueChanged`. ``beginRefreshing()``
/// and ``endRefreshing()`` set ``isRefreshing`` without sending an event;
/// ``simulatePullToRefresh()`` does what a user's pull does: it begins refreshing and sends
/// `.valueChanged`.
@MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is under way.
  open private(set) var isRefreshing = false
  /// The title shown under the spinner.
  open var attributedTitle: NSAttributedString?

  /// Creates a refresh control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a refresh control from an archive; headless views are never archived.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows the control refreshing, as when the app starts a refresh itself; sends no event.
  open func beginRefreshing() { isRefreshing = true }

  /// Ends the refresh.
  open func endRefreshing() { isRefreshing = false }

  /// What a user's pull does (see ``simulatePullToRefresh()``).
  func pullToRefreshAsUser() -> Bool {
    guard isEnabled, !isRefreshing else { return false }
    isRefreshing = true
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
    return true
  }
}
#endif
