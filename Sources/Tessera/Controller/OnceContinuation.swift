/// Suspends until `body` calls the function it is given; later calls are ignored, so a host that
/// calls a completion twice cannot crash the controller.
@MainActor
func withOnceContinuation(_ body: (@escaping @MainActor () -> Void) -> Void) async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    var resumed = false
    body {
      guard !resumed else { return }
      resumed = true
      continuation.resume()
    }
  }
}
