#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit).
extension UISwitch {
  /// Simulates a user's tap: flips ``isOn`` and sends `.valueChanged` (then
  /// `.primaryActionTriggered`) to the registered actions.
  public func simulateToggle() {
    guard isEnabled else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }
}
#endif
