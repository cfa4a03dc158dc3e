#if !canImport(UIKit)
import Foundation

/// An on/off switch, as in UIKit. Setting ``isOn`` in code sends no event; a simulated tap
/// (``simulateToggle()``) flips it and sends `.valueChanged`, as a user's tap would.
@MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on.
  open var isOn = false

  /// Sets the state without sending an event.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// A switch is 51 × 31 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: 51, height: 31)
  }
}
#endif
