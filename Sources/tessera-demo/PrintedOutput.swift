import TesseraTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output for a screen written once (`--print`).
///
/// A reader that has read what it wanted and gone (`tessera-demo stress --print | head -1`)
/// closes the pipe. The next write fails with EPIPE, and the demo ends there, quietly and with
/// status 0: the reader asked for no more, so there is nothing to report, and laying out the
/// rest of a long list for nobody would only keep the shell waiting. Without this, SIGPIPE
/// would end the demo (status 141, which `set -o pipefail` reports as a failure). Any other
/// failure (a full disk) is kept in ``failureCode`` for the caller to report.
struct PrintedOutput: TextOutputStream {
  private var output = FileDescriptorOutput.standardOutput

  /// The `errno` of the first write that failed for another reason than a closed pipe.
  var failureCode: Int32? { output.failureCode }

  /// Standard output, with SIGPIPE handled from now on by doing nothing, so that a closed pipe
  /// makes a write fail with EPIPE instead of ending the process. A handler rather than
  /// `SIG_IGN` (a C macro that Swift does not import); unlike an ignored signal it is not
  /// passed on to programs this one would start.
  init() {
    signal(SIGPIPE) { _ in }
  }

  mutating func write(_ string: String) {
    output.write(string)
    if output.failureCode == EPIPE { exitProcess(0) }
  }
}
