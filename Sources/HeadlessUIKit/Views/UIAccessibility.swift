#if !canImport(UIKit)
import Foundation

/// VoiceOver's focus, as UIKit exposes it: the element an assistive technology points at.
///
/// The headless model has one focus per window (``UIWindow/accessibilityFocusedElement``):
/// posting `.screenChanged` or `.layoutChanged` with a view in a window moves VoiceOver there,
/// as the notification's documentation says VoiceOver does (R11.5), and the view is told with
/// `accessibilityElementDidBecomeFocused()`. When the focused view, or an ancestor, leaves its
/// window, the focus is lost and the view told with `accessibilityElementDidLoseFocus()` (R11.6);
/// VoiceOver on a device would then move to another element, which the model does not choose.
@MainActor
public enum UIAccessibility {
  /// A notification posted to assistive technologies.
  public struct Notification: Hashable, Sendable, RawRepresentable {
    /// The notification's number.
    public var rawValue: UInt32
    /// Creates a notification.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A new view covers a major part of the screen; the argument, if any, is the element
    /// VoiceOver moves to.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed; the argument, if any, is the element VoiceOver moves
    /// to.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement VoiceOver speaks; the argument is its text.
    public static let announcement = Notification(rawValue: 1008)
  }

  /// The assistive technology a focus belongs to.
  public struct AssistiveTechnologyIdentifier: Hashable, Sendable, RawRepresentable {
    /// The identifier's text.
    public var rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// VoiceOver.
    public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    /// Switch Control.
    public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
  }

  /// The element focused most recently (and still focused), of any window.
  private static weak var mostRecentFocus: UIView?

  /// Posts `notification`. `.screenChanged` and `.layoutChanged` with a view in a window as
  /// `argument` move VoiceOver's focus to that view; anything else changes nothing headless.
  public static func post(notification: Notification, argument: Any?) {
    guard notification == .screenChanged || notification == .layoutChanged,
      let view = argument as? UIView, let window = view.window
    else { return }
    window.focusForAccessibility(view)
    mostRecentFocus = view
  }

  /// The element an assistive technology focuses: VoiceOver's (the only one modelled) for
  /// `.notificationVoiceOver` or `nil`, the element focused most recently.
  public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
    guard assistiveTechnologyIdentifier == nil || assistiveTechnologyIdentifier == .notificationVoiceOver,
      let view = mostRecentFocus, view.accessibilityElementIsFocused()
    else { return nil }
    return view
  }
}

#endif
