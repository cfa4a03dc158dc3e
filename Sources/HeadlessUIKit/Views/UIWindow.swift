#if !canImport(UIKit)
import Foundation

/// The root of a view hierarchy, as in UIKit. A view is "on screen" when its superview chain
/// reaches a window (see ``UIView/window``).
@MainActor
open class UIWindow: UIView {
  /// Whether the window is the key window.
  public private(set) var isKeyWindow = false

  /// A window is its own window.
  open override var window: UIWindow? { self }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    isKeyWindow = true
  }
}
#endif
