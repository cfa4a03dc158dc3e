#if !canImport(UIKit)
import Foundation

/// The root of the responder chain, as in UIKit. Headless views never receive real events; the
/// class gives the view hierarchy UIKit's shape (`UIView: UIResponder: NSObject`) and keeps
/// UIKit's first responder: one per window, the view that receives typed text.
///
/// As in UIKit, a responder becomes first responder only while it is in a window (for a view,
/// its ``UIView/window``; for a view controller, its loaded view's) and when
/// ``canBecomeFirstResponder`` says it can; the first responder it replaces is asked to resign
/// first, and a refusal keeps it. A first responder that leaves its window (removed from its
/// superview, itself or an ancestor: a cell reloaded, deleted, or taken back into its reuse
/// pool) resigns then, without being asked (see the HeadlessUIKit contract, R11).
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  /// The next responder in the chain; views answer their superview.
  open var next: UIResponder? { nil }

  /// Whether the responder can become first responder: `false` unless a subclass says so
  /// (text fields and text views do).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up first responder status when asked: `true` by default.
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder is the first responder of its window.
  open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  /// Makes the responder its window's first responder: `true` when it is (or already was);
  /// `false` when it is in no window, cannot become first responder, or the first responder
  /// now refuses to resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    guard canBecomeFirstResponder, mayBecomeFirstResponder() else { return false }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.setFirstResponder(self)
    didBecomeFirstResponder()
    return true
  }

  /// Gives up first responder status: `true` when the responder is not first responder (any
  /// more); `false` when ``canResignFirstResponder`` refuses.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = responderWindow, window.firstResponder === self else { return true }
    guard mayResignFirstResponder(), canResignFirstResponder else { return false }
    window.clearFirstResponder(self, leftWindow: false)
    didResignFirstResponder(leftWindow: false)
    return true
  }

  // MARK: VoiceOver focus (UIKit declares these on NSObject; headless, responders have them)

  /// Called when VoiceOver moved its focus to this element.
  open func accessibilityElementDidBecomeFocused() {}

  /// Called when VoiceOver's focus left this element (moved elsewhere, or the element left
  /// its window).
  open func accessibilityElementDidLoseFocus() {}

  /// Whether VoiceOver focuses this element now.
  open func accessibilityElementIsFocused() -> Bool {
    guard let view = self as? UIView else { return false }
    return view.window?.accessibilityFocusedElement === view
  }

  /// The window whose first responder this responder can be.
  var responderWindow: UIWindow? {
    if let view = self as? UIView { return view.window }
    guard let controller = self as? UIViewController, controller.isViewLoaded else { return nil }
    return controller.view.window
  }

  /// Asked once the responder can become first responder, before the current one resigns:
  /// text fields and text views ask their delegates whether editing may begin.
  func mayBecomeFirstResponder() -> Bool { true }

  /// Asked before the responder resigns when asked to: text fields and text views ask their
  /// delegates whether editing may end.
  func mayResignFirstResponder() -> Bool { true }

  /// Called once the responder became first responder (text fields begin editing here).
  func didBecomeFirstResponder() {}

  /// Called once the responder is no longer first responder: asked to resign, or
  /// (`leftWindow`) taken out of its window.
  func didResignFirstResponder(leftWindow: Bool) {}
}
#endif
