#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The object a host gives its view as data source, delegate and prefetch data source, so that
/// the host itself offers apps only what they write: each view's adapter (``TableViewAdapter``,
/// ``CollectionViewAdapter``) answers the Objective-C methods its view asks by calling the host,
/// and every message it does not implement reaches the app's own delegate through Objective-C
/// forwarding (on Linux, the headless views model the same protocol).
@MainActor
class ListViewAdapter: NSObject {
  /// The app's delegate behind the host.
  let forwarding = ForwardingTarget()

  #if canImport(UIKit)
  /// Whether the adapter, or else the app's delegate, handles `aSelector`.
  nonisolated override func responds(to aSelector: Selector!) -> Bool {
    super.responds(to: aSelector) || forwarding.responds(to: aSelector)
  }

  /// The app's delegate, for the messages the adapter does not implement.
  nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
    forwarding.object(respondingTo: aSelector) ?? super.forwardingTarget(for: aSelector)
  }
  #else
  /// Whether the app's delegate handles `aSelector` (the adapter's own methods are found by the
  /// headless view without asking).
  nonisolated func responds(to aSelector: Selector!) -> Bool {
    forwarding.responds(to: aSelector)
  }

  /// The app's delegate, for the messages the adapter does not implement.
  nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
    forwarding.object(respondingTo: aSelector)
  }
  #endif
}
