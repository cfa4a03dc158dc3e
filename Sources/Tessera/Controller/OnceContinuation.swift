/// Calls `body` with a completion and returns once the completion has been called: at once when
/// `body` called it before returning (a host whose batches finish synchronously costs no
/// suspension, so a small update needs no hop through the main queue), else when it is called
/// later. Later calls are ignored, so a host that calls a completion twice cannot crash the
/// controller.
@MainActor
@inline(__always)
func withOnceContinuation(_ body: (@escaping @MainActor () -> Void) -> Void) async {
  let state = CompletionState()
  body {
    guard !state.isFinished else { return }
    state.isFinished = true
    state.continuation?.resume()
    state.continuation = nil
  }
  guard !state.isFinished else { return }
  await withCheckedContinuation { state.continuation = $0 }
}

/// Whether a completion ran, and who waits for it.
@MainActor
private final class CompletionState {
  // Set and read by the controller alone, with no call out in between: no dynamic checks.
  @exclusivity(unchecked) var isFinished = false
  @exclusivity(unchecked) var continuation: CheckedContinuation<Void, Never>?
}
