#if !canImport(UIKit) && canImport(ObjectiveC)
import Foundation

// Simulation-only API (not part of UIKit), where the Objective-C runtime exists: on Linux a
// recognizer has no action it could perform.
extension UITapGestureRecognizer {
  /// Taps the recognizer's view as a user would: when the recognizer is enabled, attached and its
  /// delegate lets it begin, its actions are performed with the state `.ended`. Returns whether
  /// the gesture was recognized.
  @discardableResult
  public func simulateTap() -> Bool {
    guard isEnabled, view != nil, delegate?.gestureRecognizerShouldBegin(self) ?? true else { return false }
    recognize(as: .ended)
    return true
  }
}
#endif
