#if !canImport(UIKit)
import Foundation

/// An on/off switch, as in UIKit. Setting ``isOn`` in code sends no event; a simulated tap
/// (``simulateToggle()``) flips it and sends `.valueChanged`, as a user's tap would. It is 51 ×
/// 31 points whatever it is offered, and tells VoiceOver it is a button whose value is "1" when
/// on and "0" when off.
@MainActor
open class UISwitch: UIControl {
  /// How a switch looks (iOS 14).
  public enum Style: Int, @unchecked Sendable {
    /// As the platform sees fit (sliding on iPhone).
    case automatic = 0
    /// A checkbox (Mac idiom).
    case checkbox = 1
    /// A sliding switch.
    case sliding = 2
  }

  /// Whether the switch is on.
  open var isOn = false
  /// The colour of the track when on.
  open var onTintColor: UIColor?
  /// The colour of the thumb.
  open var thumbTintColor: UIColor?
  /// An image shown when on (iOS 6); not drawn on iOS 7 and later either.
  open var onImage: UIImage?
  /// An image shown when off (iOS 6); not drawn on iOS 7 and later either.
  open var offImage: UIImage?
  /// A title shown beside a checkbox switch (iOS 14).
  open var title: String?
  /// The style asked for (iOS 14).
  open var preferredStyle: Style = .automatic
  /// The style shown (iOS 14): sliding.
  open var style: Style { .sliding }

  /// Creates a switch, 51 × 31 points.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    accessibilityTraits = .button
  }

  /// Creates a switch from an archive; headless views are never archived.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    accessibilityTraits = .button
  }

  /// Sets the state without sending an event.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// A switch is 51 × 31 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: 51, height: 31)
  }

  /// 51 × 31 points.
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

  /// "1" when on, "0" when off, unless set.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? (isOn ? "1" : "0") }
    set { super.accessibilityValue = newValue }
  }

  /// A tap toggles the switch.
  override func sendTapEvents() {
    simulateToggle()
  }
}
#endif
