#if !canImport(UIKit)
import Foundation

/// The root of the responder chain, as in UIKit. Headless views never receive real events; the
/// class exists so that the view hierarchy has UIKit's shape (`UIView: UIResponder: NSObject`).
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  /// The next responder in the chain; views answer their superview.
  open var next: UIResponder? { nil }
}
#endif
