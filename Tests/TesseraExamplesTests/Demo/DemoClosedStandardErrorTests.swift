#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// `tessera-demo … 2>&-`: without a standard error the demo runs as usual, drops its messages
/// and says how it ended with its exit status alone; it never puts anything in place of
/// descriptor 2, which the runtime's event queue has taken by then.
@Suite("tessera-demo with standard error closed")
struct DemoClosedStandardErrorTests {
  /// Runs the demo through `sh -c` with `redirection` (e.g. `2>&-`).
  private func run(_ arguments: [String], redirecting redirection: String) async throws -> ChildProcess.Result {
    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    return try await ChildProcess.run(
      "/bin/sh", ["-c", "exec \"$0\" \"$@\" \(redirection)", DemoBinary.path] + arguments, environment: environment)
  }

  @Test("--print writes the same screen, with status 0")
  func printsAsUsual() async throws {
    let arguments = ["product", "--print", "--width", "40", "--seed", "3"]
    let closed = try await run(arguments, redirecting: "2>&-")
    let open = try await DemoBinary.run(arguments)
    #expect(!closed.signaled)
    #expect(closed.status == 0)
    #expect(!closed.standardOutput.isEmpty)
    #expect(closed.standardOutput == open.standardOutput)
  }

  @Test("--help is written to standard output, with status 0")
  func help() async throws {
    let result = try await run(["product", "--help"], redirecting: "2>&-")
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("USAGE: tessera-demo product"))
  }

  /// Invalid input the demo checks, input the parser refuses, a file that cannot be read, and
  /// no standard output either: each ends with status 2, as with standard error open.
  @Test(
    "Invalid input ends the demo with status 2 and nothing on standard output",
    arguments: [
      ["product", "--print", "--width", "10"], ["product", "--print", "--bogus"],
      ["product", "--print", "--seed", "x"],
      ["profile", "--print", "--json", "/nonexistent/profile.json"],
    ])
  func invalidInput(_ arguments: [String]) async throws {
    let result = try await run(arguments, redirecting: "2>&-")
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
  }

  @Test("Standard output and standard error closed: status 2")
  func bothClosed() async throws {
    let result = try await run(["settings", "--print"], redirecting: ">&- 2>&-")
    #expect(!result.signaled)
    #expect(result.status == 2)
  }

  /// Issue: the interactive demo put its diagnostics log in place of descriptor 2 (`dup2`),
  /// which by then was the runtime's event queue: the runtime's waits failed at once, over and
  /// over, until the demo ended. Descriptor 2 must stay what it was.
  @Test(
    "The interactive demo leaves descriptor 2 alone and quits with status 0",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"),
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "no /proc to read descriptors from"))
  func interactiveLeavesDescriptorAlone() async throws {
    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-closed-stderr-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pidFile = directory.appendingPathComponent("pid").path
    // `exec` keeps the process id the shell writes down.
    let tmux = try TmuxSession(command: [
      "/usr/bin/env", "TMPDIR=\(directory.path)", "/bin/sh", "-c",
      "echo $$ > \"$1\"; shift; exec \"$0\" \"$@\" 2>&-", DemoBinary.path, pidFile, "product", "--delay", "0",
    ])
    defer { tmux.stop() }
    try await tmux.start(columns: 60, rows: 20)
    try await tmux.waitForScreen("the loaded product") { $0.contains("Loaded (seed") }

    let pid = try #require(
      Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    let log = "\(directory.path)/tessera-demo-\(pid).log"
    let standardError = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/2")
    #expect(standardError != log, "the log was put in place of descriptor 2")

    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
  }
}
