import Dispatch
import Foundation
import Tessera

/// The host modules' answer to "is this the main thread?", installed into the core (which
/// imports no threading library) as each host's first view is made.
///
/// "The main thread" means the main thread or the main dispatch queue: the main actor's jobs
/// run on the main queue, which a Linux test runner may drain on a thread other than the
/// process's first one; on iOS the two always coincide.
package enum MainThreadProbe {
  /// Installs the probe; cheap enough to call from every host's initializer.
  package static func install() {
    guard MainActorEntry.probe == nil else { return }
    MainActorEntry.probe = MainActorEntry.ThreadProbe(
      isMainThread: { Thread.isMainThread || DispatchQueue.getSpecific(key: marker.key) != nil },
      currentThreadName: { describe(Thread.current) })
  }

  /// A marker stored on the main queue the first time the probe runs.
  private static let marker = Marker()

  /// The thread's name when it has one, else Foundation's description of it (which carries its
  /// number), so two background threads of a report can be told apart.
  private static func describe(_ thread: Thread) -> String {
    if let name = thread.name, !name.isEmpty { return "thread \"\(name)\"" }
    return "background thread \(thread.description)"
  }

  /// Holds the queue-specific key. Darwin's Dispatch does not declare `DispatchSpecificKey`
  /// `Sendable`; the key is created once and only read afterwards.
  private final class Marker: @unchecked Sendable {
    let key = DispatchSpecificKey<UInt8>()

    init() { DispatchQueue.main.setSpecific(key: key, value: 1) }
  }
}
