#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit).
extension UIControl {
  /// Taps the control as a user would: when it is enabled, shown and takes touches, it sends what
  /// a tap sends (`.touchUpInside`; then `.primaryActionTriggered` for a button; a switch toggles
  /// and sends `.valueChanged`). Returns `false`, sending nothing, otherwise.
  @discardableResult
  public func simulateTap() -> Bool {
    var view: UIView? = self
    while let current = view {
      guard !current.isHidden, current.isUserInteractionEnabled else { return false }
      view = current.superview
    }
    guard isEnabled else { return false }
    sendTapEvents()
    return true
  }
}
#endif
