#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A delegate call the host is passing on to the app's delegate: its name and index paths.
struct PassedOnCall: Hashable {
  var name: String
  var indexPaths: [IndexPath]
}

// The calls a host shares with the app's delegate (selection, display, swipes, menus): the host
// handles them, then passes them on. An app delegate that passes a call back to the view's
// delegate, which is the host (a proxy that forwards what it gets to the view's delegate, or a
// delegate written to "call super"), would make the two pass it to each other until the stack
// runs out. A call that comes back while the host passes it on is reported and not handled
// again; the same call for other index paths (a row the app's code shows meanwhile) is handled
// as usual. Cycles of hosts are refused when the delegate is set (``appDelegateDidChange(to:)``).
extension UIKitListHost {
  /// Whether the call `name` for `indexPaths` comes back from the app's delegate, which the
  /// host is passing the same call on to now: then it is reported (once per call name) and the
  /// caller answers as if the host had nothing to add.
  func isComingBack(_ name: String, at indexPaths: [IndexPath]) -> Bool {
    guard callsPassedOn.contains(PassedOnCall(name: name, indexPaths: indexPaths)) else { return false }
    controller.report(
      .hostMisuse(
        "the app's delegate passed \(name) back to the view's delegate, the host, which was passing it on to the "
          + "app's delegate; it is not handled again"))
    return true
  }

  /// Passes the call `name` for `indexPaths` on to the app's delegate through `body`, noting it
  /// while `body` runs so that it is recognised if it comes back (see ``isComingBack(_:at:)``).
  func passOn<Result>(_ name: String, at indexPaths: [IndexPath], _ body: () -> Result) -> Result {
    let call = PassedOnCall(name: name, indexPaths: indexPaths)
    guard callsPassedOn.insert(call).inserted else { return body() }
    defer { callsPassedOn.remove(call) }
    return body()
  }
}
