#if !canImport(UIKit)
import Foundation

/// A view whose content is larger than its bounds, as in UIKit: ``contentOffset`` is the origin of
/// ``UIView/bounds``. Headless scroll views never scroll by themselves; tests move them with
/// ``contentOffset`` or a table's simulation API.
///
/// Unlike UIKit, `UIScrollView` has no `delegate` property of its own: Swift cannot let
/// `UITableView.delegate` override it with a narrower type. A table's delegate receives
/// ``UIScrollViewDelegate/scrollViewDidScroll(_:)``.
@MainActor
open class UIScrollView: UIView {
  /// The size of the content.
  open var contentSize: CGSize = .zero
  /// Extra space around the content.
  open var contentInset: UIEdgeInsets = .zero
  /// Whether scrolling is enabled.
  open var isScrollEnabled = true
  /// Whether the content bounces at the edges.
  open var bounces = true
  /// The pull-to-refresh control (iOS 10). The scroll view keeps it without making it a subview
  /// (nothing is drawn); while it refreshes, ``contentInset`` is larger at the top by
  /// ``UIRefreshControl/refreshingHeight``. Pull with ``simulatePullToRefresh(distance:)``.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      oldValue?.didMove(to: nil)
      refreshControl?.didMove(to: self)
    }
  }

  /// The point of the content shown at the top-left corner.
  open var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      guard newValue != boundsOrigin else { return }
      boundsOrigin = newValue
      contentOffsetDidChange()
    }
  }

  /// Sets ``contentOffset``; headless scrolling is never animated.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Called after the content offset changed; the table updates its visible rows.
  func contentOffsetDidChange() {
    setNeedsLayout()
  }
}
#endif
