import TesseraExamples
import TesseraTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the commands share: printing a snapshot once, and running a list full-screen.
@MainActor
enum DemoScreen {
  /// The keys every screen understands, for the status line.
  static let commonHints = "↑↓ move · Enter select · q quit"

  /// Writes `snapshot` to standard output as text, every row at the options' width. Ends the
  /// process quietly when the reader closes the pipe early (see ``PrintedOutput``); throws
  /// when a write fails otherwise.
  static func print(_ snapshot: ListSnapshot, options: DisplayOptions) async throws {
    ListController.defaultDiagnosticsHandler = ListController.writeToStandardError
    let width = try options.printWidth()
    var output = PrintedOutput()
    let capabilities = TerminalCapabilities.detect(policy: options.color)
    await ListDocument.write(
      snapshot, width: width, mode: options.styleMode, asciiOnly: !capabilities.isUnicode, to: &output)
    if let code = output.failureCode {
      throw DemoFailure("cannot write the screen to standard output: \(SystemError.reason(code))")
    }
  }

  /// Runs `controller`'s list in the terminal until the user quits or input ends, and returns
  /// the exit status. `configure` sets the app's keys, ticks and status before the first frame.
  static func run(
    _ controller: ListController, options: DisplayOptions,
    configure: (TerminalListApp, TerminalListView) -> Void
  ) async -> Int32 {
    guard TerminalCapabilities.detect().canAddressCursor else {
      var standardError = FileDescriptorOutput.standardError
      Swift.print(
        "tessera-demo: error: TERM=dumb: this terminal cannot move the cursor; write the screen once with --print",
        to: &standardError)
      return 2
    }
    if let problem = TerminalSession.inputProblem(of: STDIN_FILENO) {
      var standardError = FileDescriptorOutput.standardError
      Swift.print(
        "tessera-demo: error: standard input \(problem): run the demo in a terminal, or write the screen once with --print",
        to: &standardError)
      return 2
    }
    let session = TerminalSession()
    let view = TerminalListView(controller: controller, renderers: .examples, size: session.size)
    let mode: StyleMode? = options.color == .auto ? nil : TerminalCapabilities.detect(policy: options.color).styleMode
    let app = TerminalListApp(view: view, session: session, styleMode: mode)
    let log = logPath
    app.diagnosticsLogPath = log
    configure(app, view)
    app.onDiagnostic = { [app] _ in
      let count = app.diagnosticCount
      diagnosticsNotice = "⚠ \(count) diagnostic\(count == 1 ? "" : "s") in \(log)"
      view.status = Self.status(lastStatus.message, hints: lastStatus.hints)
    }
    let exitStatus = await app.run()
    // The terminal is the user's again: say where the diagnostics are.
    var standardError = FileDescriptorOutput.standardError
    if let problem = app.diagnosticsLogProblem {
      Swift.print("tessera-demo: no diagnostics log (\(problem)); diagnostics were written above", to: &standardError)
    } else if app.diagnosticCount > 0 {
      let count = app.diagnosticCount
      Swift.print(
        "tessera-demo: \(count) diagnostic\(count == 1 ? " was" : "s were") written to \(log)", to: &standardError)
    }
    return exitStatus
  }

  /// Where diagnostics go while a screen is shown: `tessera-demo-<pid>.log` in the temporary
  /// directory (`TMPDIR`, else `/tmp`).
  static var logPath: String {
    var directory = getenv("TMPDIR").map { String(cString: $0) } ?? ""
    if directory.isEmpty { directory = "/tmp" }
    if directory.hasSuffix("/") { directory.removeLast() }
    return "\(directory)/tessera-demo-\(getpid()).log"
  }

  /// Shown first on the status line once a diagnostic was logged: how many, and where.
  static var diagnosticsNotice: String?
  /// What the last status line said, to say it again with a new notice.
  static var lastStatus: (message: String?, hints: String) = (nil, commonHints)

  /// A status line: the diagnostics notice, if any, and an optional message in bold, then the
  /// key hints.
  static func status(_ message: String?, hints: String) -> StyledLine {
    lastStatus = (message, hints)
    var line = StyledLine(" ")
    if let diagnosticsNotice {
      line.append(diagnosticsNotice + "  ", style: TextStyle(foreground: .yellow, attributes: .bold))
    }
    if let message, !message.isEmpty { line.append(message + "  ", style: TextStyle(attributes: .bold)) }
    line.append(hints)
    return line
  }
}
