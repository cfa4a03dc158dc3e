#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit).
extension UIRefreshControl {
  /// Pulls the scroll view down as a user would: begins refreshing and sends `.valueChanged`.
  /// Returns `false`, doing nothing, when the control is disabled or already refreshing.
  @discardableResult
  public func simulatePullToRefresh() -> Bool {
    pullToRefreshAsUser()
  }
}
#endif
