#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Where `tessera-demo --print` writes when standard output is not what it should be: a pipe
/// whose reader stops early ends it quietly, a closed or read-only output is named.
@Suite("tessera-demo output errors")
struct DemoOutputTests {
  /// Runs the demo through `sh -c`, standard output redirected by `redirection` (e.g. `>&-`).
  private func run(_ arguments: [String], redirecting redirection: String) async throws -> ChildProcess.Result {
    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    return try await ChildProcess.run(
      "/bin/sh", ["-c", "exec \"$0\" \"$@\" \(redirection)", DemoBinary.path] + arguments, environment: environment)
  }

  /// Issue: `tessera-demo … >&-` said "cannot write the screen to standard output: invalid
  /// argument": the closed descriptor had been reused by the runtime's event queue.
  @Test(
    "A closed standard output is named, with status 2",
    arguments: [["product", "--print", "--width", "40"], ["settings"], ["stress", "--rows", "10"], ["--help"]])
  func closedOutput(_ arguments: [String]) async throws {
    let result = try await run(arguments, redirecting: ">&-")
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "tessera-demo: error: standard output is closed: the demo has nowhere to write its screen "
        + "(give it a terminal, a file or a pipe)\n")
  }

  @Test("A standard output open for reading only is named, with status 2")
  func readOnlyOutput() async throws {
    let result = try await run(["settings", "--print"], redirecting: "1</dev/null")
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "tessera-demo: error: standard output is open for reading only: the demo has nowhere to write its "
        + "screen (give it a terminal, a file or a pipe)\n")
  }

  /// Issue: `tessera-demo stress --print | head -1` ended with SIGPIPE (status 141).
  @Test("A reader gone before the first write ends the demo quietly, with status 0")
  func readerGoneAtOnce() async throws {
    let ending = try await runWithEarlyReader(["product", "--print", "--width", "40", "--seed", "1"], linesRead: 0)
    #expect(!ending.signaled, "ended by signal \(ending.status)")
    #expect(ending.status == 0)
    #expect(ending.standardError.isEmpty, "\(ending.standardError)")
  }

  /// The text (about 380 kB) is longer than a pipe holds and what the reader reads of it, so
  /// the demo is still writing when the reader goes.
  @Test("A reader that reads the first line and goes ends the demo quietly, with status 0")
  func readerGoneAfterOneLine() async throws {
    let ending = try await runWithEarlyReader(["stress", "--print", "--width", "40", "--rows", "20000"], linesRead: 1)
    #expect(ending.lines == ["Group 1"])
    #expect(!ending.signaled, "ended by signal \(ending.status)")
    #expect(ending.status == 0)
    #expect(ending.standardError.isEmpty, "\(ending.standardError)")
  }

  // MARK: - A reader that goes early

  struct Ending {
    /// The exit status, or the signal number when ``signaled``.
    var status: Int32
    var signaled: Bool
    var standardError: String
    /// The lines read before the reader went.
    var lines: [String]
  }

  enum Failure: Error, CustomStringConvertible {
    case timedOut(String)
    var description: String {
      switch self {
      case .timedOut(let what): "timed out waiting for \(what); the demo was killed"
      }
    }
  }

  /// Runs the demo with its standard output a pipe that the test reads `linesRead` lines
  /// from, then closes, and returns how the demo ended. The child starts with every signal at
  /// its default action, so a SIGPIPE it does not handle ends it.
  private func runWithEarlyReader(_ arguments: [String], linesRead: Int) async throws -> Ending {
    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    let output = try makePipe()
    let errors: (read: Int32, write: Int32)
    do {
      errors = try makePipe()
    } catch {
      close(output.read)
      close(output.write)
      throw error
    }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let (pid, code) = ChildProcess.spawnWithDefaultSignals(DemoBinary.path, arguments, environment: environment) {
      actions in
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, output.write, 1)
      posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
    }
    close(output.write)
    close(errors.write)
    defer { close(errors.read) }
    guard code == 0 else {
      close(output.read)
      throw ChildProcess.Failure.cannotStart(DemoBinary.path, code: code)
    }
    var outputBytes: [UInt8] = []
    var errorBytes: [UInt8] = []
    let killed = { () -> any Error in
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
      return Failure.timedOut("tessera-demo \(arguments.joined(separator: " "))")
    }
    var lines: [String] = []
    if linesRead > 0 {
      lines = try await Polling.poll(timeout: .seconds(60), every: .milliseconds(5)) { () -> [String]? in
        ChildProcess.drain(errors.read, into: &errorBytes)
        readOnce(output.read, into: &outputBytes)
        let complete = outputBytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        guard complete.count >= linesRead else { return nil }
        return complete.prefix(linesRead).map { String(decoding: $0, as: UTF8.self) }
      } timedOut: {
        killed()
      }
    }
    close(output.read)
    let status = try await Polling.poll(timeout: .seconds(60), every: .milliseconds(5)) { () -> Int32? in
      ChildProcess.drain(errors.read, into: &errorBytes)
      var status: Int32 = 0
      return waitpid(pid, &status, WNOHANG) == pid ? status : nil
    } timedOut: {
      killed()
    }
    ChildProcess.drain(errors.read, into: &errorBytes)
    let signal = status & 0x7F
    return Ending(
      status: signal == 0 ? (status >> 8) & 0xFF : signal, signaled: signal != 0,
      standardError: String(decoding: errorBytes, as: UTF8.self), lines: lines)
  }

  /// A pipe as (read end, write end): the read end non-blocking, both closed in children (as
  /// `ChildProcess` makes its pipes), so only the test holds the read end.
  private func makePipe() throws -> (read: Int32, write: Int32) {
    guard let ends = ChildProcess.makePipe() else { throw ChildProcess.Failure.cannotStart("pipe", code: errno) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }

  /// Reads at most one buffer of what is available now from a non-blocking descriptor: the
  /// reader takes a little, like `head`, and leaves the rest in the pipe.
  private func readOnce(_ descriptor: Int32, into bytes: inout [UInt8]) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 { bytes += buffer[..<count] }
  }
}
