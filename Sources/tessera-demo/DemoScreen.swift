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

  /// Writes `snapshot` to standard output as text, every row at the options' width.
  static func print(_ snapshot: ListSnapshot, options: DisplayOptions) async throws {
    ListController.defaultDiagnosticsHandler = ListController.writeToStandardError
    let width = try options.printWidth()
    let lines = await ListDocument.lines(of: snapshot, width: width)
    var output = FileDescriptorOutput.standardOutput
    let capabilities = TerminalCapabilities.detect(policy: options.color)
    output.write(ListDocument.text(lines, mode: options.styleMode, asciiOnly: !capabilities.isUnicode))
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
    configure(app, view)
    return await app.run()
  }

  /// A status line: an optional message in bold, then the key hints, dim.
  static func status(_ message: String?, hints: String) -> StyledLine {
    var line = StyledLine(" ")
    if let message, !message.isEmpty { line.append(message + "  ", style: TextStyle(attributes: .bold)) }
    line.append(hints)
    return line
  }
}
