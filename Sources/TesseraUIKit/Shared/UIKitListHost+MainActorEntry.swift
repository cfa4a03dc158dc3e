#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Calls from other threads (see `MainActorEntry` in Tessera): every public method an app calls
// on a host checks first, names itself with the host's type, and is done on the main actor.
extension UIKitListHost {
  /// When called off the main thread: reports `method` (as `TableViewHost.method`), schedules
  /// `work` on the main actor and answers `true`, so the method returns at once.
  func redirectedToMainActor(_ method: StaticString, _ work: @escaping @MainActor () -> Void) -> Bool {
    controller.redirectedToMainActor("\(type(of: self)).\(method)", { _ in work() })
  }

  /// When called off the main thread: reports `method` and answers `true`, so the method
  /// answers its neutral value without reading the list.
  func refusedOffMainActor(_ method: StaticString) -> Bool {
    controller.refusedOffMainActor("\(type(of: self)).\(method)")
  }
}
