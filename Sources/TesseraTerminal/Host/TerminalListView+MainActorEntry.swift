import Tessera

// Calls from other threads (see `MainActorEntry` in Tessera): the public methods an app calls
// on a terminal view check first and are done on the main actor.
extension TerminalListView {
  /// When called off the main thread: reports `method` (as `TerminalListView.method`),
  /// schedules `work` on the main actor and answers `true`, so the method returns at once.
  func redirectedToMainActor(_ method: StaticString, _ work: @escaping @MainActor () -> Void) -> Bool {
    controller.redirectedToMainActor("TerminalListView.\(method)", { _ in work() })
  }

  /// When called off the main thread: reports `method` and answers `true`, so the method
  /// answers its neutral value without reading the list.
  func refusedOffMainActor(_ method: StaticString) -> Bool {
    controller.refusedOffMainActor("TerminalListView.\(method)")
  }
}
