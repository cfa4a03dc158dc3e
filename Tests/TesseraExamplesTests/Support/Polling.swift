/// Waiting for something a child process does, without sleeping for a guessed time.
enum Polling {
  /// Calls `attempt` until it returns a value and returns that value, pausing `interval`
  /// between attempts; when `timeout` passes first, throws the error `timedOut` makes. The
  /// deadlines are generous because a busy machine can delay the polling task; they only matter
  /// when a test fails.
  static func poll<Value>(
    timeout: Duration, every interval: Duration, _ attempt: () async throws -> Value?,
    timedOut: () async -> any Error
  ) async throws -> Value {
    let clock = ContinuousClock()
    let end = clock.now + timeout
    while true {
      if let value = try await attempt() { return value }
      guard clock.now < end else { throw await timedOut() }
      try await Task.sleep(for: interval)
    }
  }
}
