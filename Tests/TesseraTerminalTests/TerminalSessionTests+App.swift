#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import Tessera

@testable import TesseraTerminal

private struct Label: Equatable, Sendable {
  var text: String
}

/// Whether the test's environment lets an app address the cursor (`TERM` is not `dumb`).
private let canAddressCursor = (getenv("TERM").map { String(cString: $0) } ?? "") != "dumb"

/// The app runs in-process on a pseudo-terminal. Sessions change process-wide state (signal
/// handlers, standard error, the one active session), so these tests belong to the serialized
/// ``TerminalSessionTests`` suite.
extension TerminalSessionTests {
  /// An app on `pty` showing one row, whose controller reports to `ownReports` outside `run()`.
  @MainActor
  private func makeApp(
    _ pty: PseudoTerminal, ownReports: @escaping @MainActor (ListDiagnostic) -> Void
  ) -> TerminalListApp {
    var renderers = TerminalRenderers()
    renderers.register(Label.self) { label, context in StyledLine(label.text).wrapped(toWidth: context.width) }
    let controller = ListController(policy: .alwaysAnimate, defaultRowEstimate: 1)
    controller.diagnosticsHandler = ownReports
    controller.submit(ListSnapshot { Section("main") { Row("a", Label(text: "Alpha")) } })
    let view = TerminalListView(controller: controller, renderers: renderers, size: TerminalSize(columns: 40, rows: 10))
    let session = TerminalSession(input: pty.terminal, output: pty.terminal)
    return TerminalListApp(view: view, session: session, styleMode: .plain)
  }

  private func temporaryPath(_ name: String) -> String {
    "/tmp/tessera-app-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(name)"
  }

  private func contents(of path: String) -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Runs `body` with a file of its own standing in for standard error (see
  /// `TerminalSignals.standardErrorDescriptor`): the app under test puts its log in place of the
  /// stand-in, not of descriptor 2, on which Swift Testing reports every other test running
  /// meanwhile (an app that owned descriptor 2 for the minutes a loaded machine takes to finish
  /// these tests swallowed those reports, a failure's among them). `body` is handed a function
  /// that reads what the stand-in holds so far; the stand-in is removed afterwards.
  @MainActor
  private func withStandInStandardError<Result>(
    _ body: @MainActor (_ read: @escaping @MainActor () -> String) async throws -> Result
  ) async throws -> Result {
    let path = temporaryPath("standard-error.txt")
    let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0, "cannot create \(path)")
    let saved = TerminalSignals.standardErrorDescriptor
    TerminalSignals.standardErrorDescriptor = descriptor
    defer {
      TerminalSignals.standardErrorDescriptor = saved
      close(descriptor)
      unlink(path)
    }
    return try await body { contents(of: path) }
  }

  /// Issue: a diagnostic raised while the demo ran went to the terminal through standard error
  /// and scrolled the view (the title gone, a stale row, a blank status line).
  @Test(
    "Diagnostics and standard error go to the app's log while it owns the screen, never to the terminal",
    .enabled(if: canAddressCursor, "TERM=dumb cannot address the cursor"))
  @MainActor
  func diagnosticsGoToTheLog() async throws {
    let savedDefault = ListController.defaultDiagnosticsHandler
    defer { ListController.defaultDiagnosticsHandler = savedDefault }
    let pty = try PseudoTerminal(columns: 40, rows: 10)
    var ownReports: [String] = []
    let app = makeApp(pty) { ownReports.append("\($0)") }
    let log = temporaryPath("diagnostics.log")
    defer { unlink(log) }
    app.diagnosticsLogPath = log
    var noticed: [String] = []
    app.onDiagnostic = { noticed.append("\($0)") }
    app.onKey = { key in
      guard key == .character("x") else { return .ignored }
      app.view.controller.report(.hostMisuse("raised while the screen is shown"))
      ListController.defaultDiagnosticsHandler(.hostMisuse("raised by another controller"))
      var standardError = FileDescriptorOutput.standardError
      print("a stray message on standard error", to: &standardError)
      return .handled
    }
    pty.type("xq")
    let status = try await withStandInStandardError { _ in await app.run() }
    #expect(status == 0)

    let logged = contents(of: log)
    #expect(logged.contains("Tessera: Host error: raised while the screen is shown."))
    #expect(logged.contains("Tessera: Host error: raised by another controller."))
    #expect(logged.contains("a stray message on standard error"))
    let screen = pty.readOutput(attempts: 5)
    #expect(!screen.contains("Tessera"), "a diagnostic reached the terminal")
    #expect(!screen.contains("stray"), "standard error reached the terminal")
    #expect(app.diagnosticCount == 2)
    #expect(noticed.count == 2)
    #expect(ownReports.isEmpty, "the controller's own handler ran while the app owned the screen")

    // Afterwards the controller's own handler is back.
    app.view.controller.report(.hostMisuse("after the app"))
    #expect(ownReports == ["Host error: after the app."])
  }

  @Test(
    "Without a log, diagnostics wait until the terminal is given back, then go to standard error",
    .enabled(if: canAddressCursor, "TERM=dumb cannot address the cursor"))
  @MainActor
  func diagnosticsWaitWithoutALog() async throws {
    let savedDefault = ListController.defaultDiagnosticsHandler
    defer { ListController.defaultDiagnosticsHandler = savedDefault }
    let pty = try PseudoTerminal(columns: 40, rows: 10)
    let app = makeApp(pty) { _ in }
    // A stand-in for standard error while the app runs, to see what reaches it and when. (Other
    // tests running meanwhile may write there too: only this test's diagnostic is looked for.)
    try await withStandInStandardError { readError in
      var duringRun = "unread"
      app.onKey = { key in
        guard key == .character("x") else { return .ignored }
        app.view.controller.report(.hostMisuse("kept for later"))
        duringRun = readError()
        return .handled
      }
      pty.type("xq")
      let status = await app.run()
      #expect(status == 0)
      #expect(!duringRun.contains("kept for later"), "written while the app owned the screen")
      #expect(readError().contains("Tessera: Host error: kept for later.\n"))
    }
    #expect(!pty.readOutput(attempts: 5).contains("Tessera"))
  }

  @Test(
    "Ctrl-L clears the screen and draws it all again",
    .enabled(if: canAddressCursor, "TERM=dumb cannot address the cursor"))
  @MainActor
  func controlLRedraws() async throws {
    let savedDefault = ListController.defaultDiagnosticsHandler
    defer { ListController.defaultDiagnosticsHandler = savedDefault }
    let pty = try PseudoTerminal(columns: 40, rows: 10)
    let app = makeApp(pty) { _ in }
    pty.type("\u{0C}q")
    #expect(await app.run() == 0)
    let output = pty.readOutput(attempts: 5)
    let clears = output.components(separatedBy: TerminalControl.clearScreen).count - 1
    // Entering the alternate screen, the first frame, then the frame after Ctrl-L.
    #expect(clears == 3, "\(output.debugDescription)")
    #expect(output.components(separatedBy: "Alpha").count - 1 == 2, "the row is drawn again in full")
  }

  @Test(
    "A log the app created and never wrote to is removed",
    .enabled(if: canAddressCursor, "TERM=dumb cannot address the cursor"))
  @MainActor
  func emptyLogRemoved() async throws {
    let savedDefault = ListController.defaultDiagnosticsHandler
    defer { ListController.defaultDiagnosticsHandler = savedDefault }
    let pty = try PseudoTerminal(columns: 40, rows: 10)
    let app = makeApp(pty) { _ in }
    let log = temporaryPath("empty.log")
    defer { unlink(log) }
    app.diagnosticsLogPath = log
    pty.type("q")
    let status = try await withStandInStandardError { _ in await app.run() }
    #expect(status == 0)
    // While the app runs, the log stands in for standard error, and the tests running beside
    // this one may write there (a controller's diagnostics): then the log is not empty and is
    // rightly kept. What must never be left is an empty log.
    if access(log, F_OK) == 0 {
      let text = try String(contentsOfFile: log, encoding: .utf8)
      #expect(!text.isEmpty, "the empty log was left behind")
      #expect(!text.contains("Tessera:"), "the app wrote a diagnostic: \(text)")
    }
    #expect(app.diagnosticCount == 0)
  }
}
