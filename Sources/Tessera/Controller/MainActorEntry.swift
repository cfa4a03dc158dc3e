/// How Tessera notices a call that reaches one of its main-actor methods from another thread.
///
/// Swift 6 code cannot make such a call: the compiler refuses it. A module compiled in Swift 5
/// mode can, without a word (a closure formed on the main actor and run on a background queue),
/// and the method then runs off the main thread. So every public method an app calls to change
/// a list, on the controller and on the hosts, first asks ``offMainThread()``: when the answer
/// names a thread, the method reports ``ListDiagnostic/calledOffMainActor(call:thread:isQuestion:)`` and
/// does its work on the main actor instead, in the order the calls were made from that thread.
///
/// The core imports no threading library, so it cannot tell threads apart by itself: each host
/// module installs a ``ThreadProbe`` when its first view is made (before any call could come
/// from another thread of the app). Until then nothing is checked.
package enum MainActorEntry {
  /// Tells, on any thread, whether the caller runs on the main thread, and names the caller's
  /// thread for a message.
  package struct ThreadProbe: Sendable {
    /// Whether the calling thread is the main thread (or runs the main queue's work).
    package var isMainThread: @Sendable () -> Bool
    /// A name for the calling thread, for the diagnostic.
    package var currentThreadName: @Sendable () -> String

    /// A probe made of the two questions.
    package init(isMainThread: @escaping @Sendable () -> Bool, currentThreadName: @escaping @Sendable () -> String) {
      self.isMainThread = isMainThread
      self.currentThreadName = currentThreadName
    }
  }

  /// The probe in use. Written on the main thread by the host modules as their views are made,
  /// before the app can hand a host or a controller to another thread; read on any thread.
  nonisolated(unsafe) package static var probe: ThreadProbe?

  /// The name of the calling thread when it is not the main thread; `nil` on the main thread,
  /// and when no probe is installed.
  package static func offMainThread() -> String? {
    guard let probe, !probe.isMainThread() else { return nil }
    return probe.currentThreadName()
  }
}

extension ListController {
  /// The first step of a public method that changes the list: when it was called off the main
  /// thread, reports `call` with the caller's thread, schedules `work` (the same call) on the
  /// main actor, and answers `true`, so the method returns at once; on the main thread it
  /// answers `false` and the method goes on.
  ///
  /// Calls from one thread run on the main actor in the order they were made.
  package func redirectedToMainActor(
    _ call: @autoclosure () -> String, _ work: @escaping @MainActor (ListController) -> Void
  ) -> Bool {
    guard let thread = MainActorEntry.offMainThread() else { return false }
    let call = call()
    Task { @MainActor [self] in
      report(.calledOffMainActor(call: call, thread: thread))
      work(self)
    }
    return true
  }

  /// The first step of a public method that answers a question: when it was called off the
  /// main thread, reports `call` (on the main actor) and answers `true`; the method then
  /// answers its neutral value without reading the list, which only the main actor may read.
  package func refusedOffMainActor(_ call: @autoclosure () -> String) -> Bool {
    guard let thread = MainActorEntry.offMainThread() else { return false }
    let call = call()
    Task { @MainActor [self] in report(.calledOffMainActor(call: call, thread: thread, isQuestion: true)) }
    return true
  }
}
