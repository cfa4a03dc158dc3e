#if !canImport(UIKit)
import Dispatch
import Foundation

/// R7.1's default check: "on the main thread" means running on the main thread or on the main
/// dispatch queue. The main actor's jobs run on the main queue, which on Linux test runners may be
/// drained by a thread other than the process's first one; on iOS the two always coincide.
enum MainQueueCheck {
  /// A marker stored on the main queue the first time the check runs.
  private static let marker = Marker()

  /// Whether the caller runs on the main thread or the main queue.
  static func isOnMainQueue() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: marker.key) != nil
  }

  /// Holds the queue-specific key. Darwin's Dispatch does not declare `DispatchSpecificKey`
  /// `Sendable`; the key is created once and only read afterwards.
  private final class Marker: @unchecked Sendable {
    let key = DispatchSpecificKey<UInt8>()

    init() { DispatchQueue.main.setSpecific(key: key, value: 1) }
  }
}
#endif
