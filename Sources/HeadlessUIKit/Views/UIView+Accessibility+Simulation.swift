#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit): what VoiceOver users do.
extension UIView {
  /// Chooses the custom action named `name` among the view's `accessibilityCustomActions`, as a
  /// VoiceOver user does, and returns what its handler returns; `false` when there is no such
  /// action.
  @discardableResult
  public func simulateAccessibilityCustomAction(named name: String) -> Bool {
    accessibilityCustomActions?.first { $0.name == name }?.perform() ?? false
  }

  /// Activates the view as a VoiceOver double tap does: `accessibilityActivate()`, and when it
  /// declines, a tap on the view's frontmost control (`.touchUpInside`). Returns whether
  /// anything took the activation.
  @discardableResult
  public func simulateAccessibilityActivate() -> Bool {
    accessibilityActivate() || simulateTapOnControl()
  }
}
#endif
