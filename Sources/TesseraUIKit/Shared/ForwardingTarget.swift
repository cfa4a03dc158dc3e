#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The app's delegate behind a host, readable from any thread: Objective-C asks
/// `responds(to:)` and `forwardingTarget(for:)` outside the main actor's knowledge.
///
/// Delegates can form a cycle (a host made another host's delegate and the other way round, or
/// a proxy that forwards back to the host): a question that comes back to a target already
/// asking it on the same thread is answered "no" instead of asked again, forever.
final class ForwardingTarget: @unchecked Sendable {
  private let lock = NSLock()
  private weak var storage: AnyObject?
  /// The threads asking the target now.
  private var askingThreads: Set<ObjectIdentifier> = []

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
    let thread = ObjectIdentifier(Thread.current)
    let target: AnyObject? = lock.withLock {
      guard let storage, askingThreads.insert(thread).inserted else { return nil }
      return storage
    }
    guard let target else { return nil }
    defer { lock.withLock { _ = askingThreads.remove(thread) } }
    #if canImport(UIKit)
    let responds = (target as? any NSObjectProtocol)?.responds(to: selector) ?? false
    #else
    let responds = (target as? any ObjectiveCMessaging)?.responds(to: selector) ?? false
    #endif
    return responds ? target : nil
  }
}
