#if !canImport(UIKit)
import Foundation

/// The root of a view hierarchy, as in UIKit. A view is "on screen" when its superview chain
/// reaches a window (see ``UIView/window``).
///
/// A window keeps its first responder (``UIResponder``) and, in the simulation, the element
/// VoiceOver focuses in it (``UIAccessibility``): both are given up when their view leaves the
/// window.
@MainActor
open class UIWindow: UIView {
  /// Whether the window is the key window.
  public private(set) var isKeyWindow = false
  /// The traits of the window's environment (see UIWindow+Simulation.swift).
  var ownTraitCollection = UITraitCollection.phone

  /// The first responder, kept weakly as UIKit does.
  private weak var currentFirstResponder: UIResponder?
  /// The element VoiceOver focuses in this window.
  private weak var currentAccessibilityFocus: UIView?

  /// A window is its own window.
  open override var window: UIWindow? { self }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    isKeyWindow = true
  }

  // MARK: First responder and VoiceOver focus (R11)

  /// Simulation only (UIKit keeps it private): the window's first responder, if any.
  public var firstResponder: UIResponder? { currentFirstResponder }

  /// Simulation only: the view VoiceOver focuses in this window, if any (see
  /// ``UIAccessibility/post(notification:argument:)``).
  public var accessibilityFocusedElement: UIView? { currentAccessibilityFocus }

  func setFirstResponder(_ responder: UIResponder) {
    currentFirstResponder = responder
    if let view = responder as? UIView { FocusLogging.note(.becameFirstResponder, of: view) }
  }

  func clearFirstResponder(_ responder: UIResponder, leftWindow: Bool) {
    guard currentFirstResponder === responder else { return }
    currentFirstResponder = nil
    if let view = responder as? UIView { FocusLogging.note(.resignedFirstResponder(leftWindow: leftWindow), of: view) }
  }

  /// Moves VoiceOver focus to `view` (nothing when it already has it).
  func focusForAccessibility(_ view: UIView) {
    guard currentAccessibilityFocus !== view else { return }
    if let old = currentAccessibilityFocus { loseAccessibilityFocus(old, leftWindow: false) }
    currentAccessibilityFocus = view
    view.accessibilityElementDidBecomeFocused()
    FocusLogging.note(.accessibilityFocused, of: view)
  }

  private func loseAccessibilityFocus(_ view: UIView, leftWindow: Bool) {
    currentAccessibilityFocus = nil
    view.accessibilityElementDidLoseFocus()
    FocusLogging.note(.accessibilityFocusLost(leftWindow: leftWindow), of: view)
  }

  /// `view` is about to leave this window (it, or an ancestor, is removed from its superview):
  /// a first responder inside it resigns, and VoiceOver focus inside it is lost, as UIKit does
  /// when a view leaves the window (R11.3, R11.6).
  func subtreeWillLeave(_ view: UIView) {
    if let responder = currentFirstResponder as? UIView, responder.isDescendant(of: view) {
      clearFirstResponder(responder, leftWindow: true)
      responder.didResignFirstResponder(leftWindow: true)
    }
    if let focused = currentAccessibilityFocus, focused.isDescendant(of: view) {
      loseAccessibilityFocus(focused, leftWindow: true)
    }
  }
}
#endif
