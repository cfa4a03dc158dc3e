import ArgumentParser
import Tessera
import TesseraTerminal

/// A problem with the user's input: reported on standard error as `tessera-demo: error: …`,
/// and the program exits with status 2 (never a crash, never a stack trace).
struct DemoFailure: Error, CustomStringConvertible {
  /// What went wrong and how to fix it.
  var message: String

  init(_ message: String) { self.message = message }

  var description: String { message }

  /// Writes the message and returns the exit code to throw.
  func report() -> ExitCode {
    var standardError = FileDescriptorOutput.standardError
    print("tessera-demo: error: \(message)", to: &standardError)
    return ExitCode(2)
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
