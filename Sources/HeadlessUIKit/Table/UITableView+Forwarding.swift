#if !canImport(UIKit)
import Foundation

// Message forwarding to delegate proxies, as the Objective-C runtime does it for UIKit. The
// default implementation of an optional delegate method is what runs when the delegate's class
// does not implement it: it hands the call to `forwardDelegateCall`, which sends it to the
// delegate's `forwardingTarget(for:)` when the delegate said, at the time it was set, that it
// responds to the method. Otherwise the table notes that the method is not implemented.
extension UITableView {
  /// A forwarded call under way: the method and the object it was forwarded to.
  struct ForwardedCall {
    var method: OptionalMethod
    var target: AnyObject
  }

  /// The delegate methods the new delegate says it responds to, asked once, as UIKit caches
  /// them when a delegate is set (a proxy that changes its target must be set again).
  func cacheDelegateResponses() {
    var responding = OptionalMethodSet()
    if let delegate {
      for method in OptionalMethod.delegateMethods where delegate.responds(to: method.selector) {
        responding.insert(method)
      }
    }
    delegateResponds = responding
  }

  /// Runs `call` on the object the delegate forwards `method` to, if any; else notes that
  /// `object` does not implement `method` and returns `nil`.
  ///
  /// `object` is the conformer whose default implementation is running. Calls on objects that
  /// are neither the delegate nor a forwarding target (an app calling another delegate's method
  /// directly) neither forward nor count.
  func forwardDelegateCall<Value>(
    _ method: OptionalMethod, from object: AnyObject, _ call: (any UITableViewDelegate) -> Value
  ) -> Value? {
    if let delegate, delegate === object, delegateResponds.contains(method),
      let target = delegate.forwardingTarget(for: method.selector) as? any UITableViewDelegate,
      target !== object
    {
      let outer = forwardedCall
      forwardedCall = ForwardedCall(method: method, target: target)
      defer { forwardedCall = outer }
      log(.forwarded(method.selector.name))
      return call(target)
    }
    noteUnimplemented(method, by: object)
    return nil
  }
}

extension UIScrollView {
  /// The table behind a scroll-view delegate call, for forwarding.
  var forwardingTable: UITableView? { self as? UITableView }
}
#endif
