#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The app's delegate behind a host, readable from any thread: Objective-C asks
/// `responds(to:)` and `forwardingTarget(for:)` outside the main actor's knowledge.
final class ForwardingTarget: @unchecked Sendable {
  private let lock = NSLock()
  private weak var storage: AnyObject?

  /// The object messages are forwarded to.
  var target: AnyObject? {
    get { lock.withLock { storage } }
    set { lock.withLock { storage = newValue } }
  }

  /// Whether the target handles `selector`.
  func responds(to selector: Selector!) -> Bool {
    object(respondingTo: selector) != nil
  }

  /// The target, when it handles `selector` (read once, so the answer and the object agree).
  func object(respondingTo selector: Selector!) -> Any? {
    guard let target else { return nil }
    #if canImport(UIKit)
    let responds = (target as? any NSObjectProtocol)?.responds(to: selector) ?? false
    #else
    let responds = (target as? any ObjectiveCMessaging)?.responds(to: selector) ?? false
    #endif
    return responds ? target : nil
  }
}
