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

  /// Writes the message and returns the exit code to throw. Control and format characters are
  /// left out, line breaks kept: a message may quote a path or a file's text, which may hold
  /// anything (escape sequences, bidi overrides), and it goes to a terminal.
  func report() -> ExitCode {
    var standardError = FileDescriptorOutput.standardError
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { TesseraDemo.oneLine(String($0)) }
    print("tessera-demo: error: \(lines.joined(separator: "\n"))", to: &standardError)
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
