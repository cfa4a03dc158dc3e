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
    #if canImport(UIKit)
      (target as? any NSObjectProtocol)?.responds(to: selector) ?? false
    #else
      (target as? any ObjectiveCMessaging)?.responds(to: selector) ?? false
    #endif
  }

  /// The target, when it handles `selector`.
  func object(respondingTo selector: Selector!) -> Any? {
    guard let target, responds(to: selector) else { return nil }
    return target
  }
}
