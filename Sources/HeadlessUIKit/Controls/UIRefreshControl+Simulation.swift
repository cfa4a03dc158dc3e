#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit).
extension UIRefreshControl {
  /// The height the spinner takes above the content while refreshing: 60 points, the height
  /// of the control on iOS 16 to 18 (inferred: UIKit does not document it).
  public static let refreshingHeight: CGFloat = 60
  /// How far a pull must go past the top of the content to begin a refresh: 100 points
  /// (inferred: UIKit documents no threshold, only that a pull past it begins a refresh).
  public static let pullThreshold: CGFloat = 100

  /// Pulls the scroll view down as a user would, past the threshold: begins refreshing and sends
  /// `.valueChanged`. Returns `false`, doing nothing, when the control is disabled or already
  /// refreshing.
  @discardableResult
  public func simulatePullToRefresh() -> Bool {
    pullToRefreshAsUser()
  }
}

extension UIScrollView {
  /// Pulls the content down by `distance` points from the top, as a user's drag does, and lets
  /// go: with a ``refreshControl`` that is enabled and not refreshing, a pull of at least
  /// ``UIRefreshControl/pullThreshold`` begins refreshing and sends `.valueChanged`. Returns
  /// whether a refresh began.
  @discardableResult
  public func simulatePullToRefresh(distance: CGFloat = UIRefreshControl.pullThreshold) -> Bool {
    guard let refreshControl, isScrollEnabled, distance >= UIRefreshControl.pullThreshold else { return false }
    return refreshControl.pullToRefreshAsUser()
  }
}
#endif
