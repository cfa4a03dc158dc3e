import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A problem with the user's input: reported on standard error as `tessera-demo: error: …`,
/// and the program exits with status 2 (never a crash, never a stack trace).
struct DemoFailure: Error, CustomStringConvertible {
  /// What went wrong and how to fix it.
  var message: String

  init(_ message: String) { self.message = message }

  var description: String { message }

  /// Writes the message and returns the exit code to throw.
  func report() -> ExitCode {
    var standardError = StandardErrorStream()
    print("tessera-demo: error: \(message)", to: &standardError)
    return ExitCode(2)
  }
}

/// Standard error as a `TextOutputStream`.
struct StandardErrorStream: TextOutputStream {
  mutating func write(_ string: String) {
    writeAll(STDERR_FILENO, string)
  }
}

/// Runs `body`, turning a ``DemoFailure`` into its message and exit status 2.
func reportingFailures(_ body: () async throws -> Void) async throws {
  do {
    try await body()
  } catch let failure as DemoFailure {
    throw failure.report()
  }
}

/// Writes all of `text` to `descriptor`, retrying partial and interrupted writes.
func writeAll(_ descriptor: Int32, _ text: String) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}
