import Foundation

/// A real pseudo-terminal for end-to-end tests: a private tmux server running one command in a
/// window of a given size, whose screen can be read and to which keys can be sent.
///
/// The command runs inside `sh` from a script in a private directory; the script records the
/// terminal settings (`stty -g`) before and after the command and its exit status, so a test
/// can check that a full-screen program gave the terminal back as it found it. The pane stays
/// alive after the command ends, so its final state (alternate screen, cursor) can still be
/// queried.
///
/// ```swift
/// let tmux = try TmuxSession(command: [DemoBinary.path, "merchants"])
/// try await tmux.start(columns: 60, rows: 20)
/// try await tmux.waitForScreen { $0.contains("Takings by city") }
/// try await tmux.sendKeys("Down", "Enter")
/// tmux.stop()   // also when the test fails; deinit stops it too
/// ```
final class TmuxSession {
  enum Failure: Error, CustomStringConvertible {
    case commandFailed(String)
    case timedOut(String, screen: String)

    var description: String {
      switch self {
      case .commandFailed(let message): "tmux failed: \(message)"
      case .timedOut(let what, let screen): "timed out waiting for \(what); the screen was:\n\(screen)"
      }
    }
  }

  /// The tmux executable, if installed.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/tmux"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// Whether end-to-end tests can run here.
  static var isAvailable: Bool { executable != nil }

  /// The private directory holding the script and what it records.
  let directory: URL
  private let socket: String
  private let tmux: String
  /// The tmux server, once started.
  private var serverPID: pid_t?

  /// Prepares a private tmux server and the script that runs `command` (an executable and its
  /// arguments); ``start(columns:rows:)`` opens the window. `inputFromDevNull` gives the
  /// program an empty standard input; `inputClosed` starts it with standard input closed.
  init(command: [String], inputFromDevNull: Bool = false, inputClosed: Bool = false, jobControl: Bool = false) throws {
    guard let tmux = Self.executable else { throw Failure.commandFailed("tmux is not installed") }
    self.tmux = tmux
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    socket = "tessera-e2e-\(UUID().uuidString.prefix(8))"

    let quoted =
      command.map(Self.shellQuoted).joined(separator: " ") + (inputFromDevNull ? " < /dev/null" : "")
      + (inputClosed ? " <&-" : "")
    // With job control the command runs as a job of its own, so a stop (Ctrl-Z) really stops
    // it, as under an interactive shell; the script then waits for ``continueJob()`` and
    // brings it back with `fg`, as the user would.
    let run =
      jobControl
      ? """
      set -m
      \(quoted)
      status=$?
      while [ $status -eq 148 ]; do
        while [ ! -e continue ]; do sleep 0.01; done
        rm continue
        fg > /dev/null
        status=$?
      done
      echo $status > status.tmp && mv status.tmp status
      """
      : """
      \(quoted)
      echo $? > status.tmp && mv status.tmp status
      """
    let script = """
      cd \(Self.shellQuoted(directory.path))
      while [ ! -e go ]; do sleep 0.01; done
      stty -g > before
      \(run)
      stty -g > after
      printf '%s\\n' '\(Self.finishedMarker)'
      exec sleep 600

      """
    try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
    let configuration = "set -g remain-on-exit on\nset -g status off\n"
    try configuration.write(to: directory.appendingPathComponent("tmux.conf"), atomically: true, encoding: .utf8)
  }

  /// Starts the server with one window of `columns` × `rows` running the command. Everything
  /// the command writes is also recorded (see ``output()``) from its first byte on: the script
  /// waits until the recording runs before it starts the command.
  func start(columns: Int = 80, rows: Int = 24) async throws {
    try await run([
      "-f", directory.appendingPathComponent("tmux.conf").path,
      "new-session", "-d", "-s", "e2e", "-x", "\(columns)", "-y", "\(rows)",
      "sh \(Self.shellQuoted(directory.appendingPathComponent("run.sh").path))",
    ])
    serverPID = pid_t(
      try await run(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    let log = Self.shellQuoted(directory.appendingPathComponent("output.log").path)
    try await run(["pipe-pane", "-o", "-t", "e2e", "cat >> \(log)"])
    guard FileManager.default.createFile(atPath: directory.appendingPathComponent("go").path, contents: nil) else {
      throw Failure.commandFailed("cannot create the file that starts the command")
    }
  }

  /// Brings a stopped command back to the foreground (`fg`); only with `jobControl`.
  func continueJob() throws {
    guard FileManager.default.createFile(atPath: directory.appendingPathComponent("continue").path, contents: nil)
    else {
      throw Failure.commandFailed("cannot create the file that continues the job")
    }
  }

  /// Everything the command has written to the terminal so far (text and escape sequences),
  /// as tmux passed it on; it may lag a little behind the screen.
  func output() -> String {
    let data = FileManager.default.contents(atPath: directory.appendingPathComponent("output.log").path) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// Polls the recorded output until `condition` holds for it; throws when `timeout` passes first.
  @discardableResult
  func waitForOutput(
    _ what: String, timeout: Duration = .seconds(20), until condition: (String) -> Bool
  ) async throws -> String {
    try await Polling.poll(timeout: timeout, every: .milliseconds(20)) {
      let text = output()
      return condition(text) ? text : nil
    } timedOut: {
      Failure.timedOut(what, screen: (try? await screen()) ?? "")
    }
  }

  /// Stops the server and everything running in it, and removes the private directory.
  ///
  /// The server gets SIGTERM directly rather than through a tmux command, which a busy machine
  /// or a cancelled task could cut short: tmux then ends its panes, whose programs get SIGHUP.
  func stop() {
    if let serverPID, Self.isServer(serverPID, socket: socket) { kill(serverPID, SIGTERM) }
    serverPID = nil
    try? FileManager.default.removeItem(at: directory)
  }

  deinit {
    stop()
  }

  /// Whether `pid` is still this session's tmux server (and not a process that reused the id).
  private static func isServer(_ pid: pid_t, socket: String) -> Bool {
    #if os(Linux)
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
    return String(decoding: data, as: UTF8.self).contains(socket)
    #else
    return kill(pid, 0) == 0
    #endif
  }

  // MARK: Screen and keys

  /// The visible screen as text, one line per row.
  func screen() async throws -> String {
    try await run(["capture-pane", "-p", "-t", "e2e"])
  }

  /// The visible screen with its styles as SGR escape sequences (`capture-pane -e`).
  func styledScreen() async throws -> String {
    try await run(["capture-pane", "-p", "-e", "-t", "e2e"])
  }

  /// Sends keys by tmux name (`Enter`, `Down`, `Escape`) or as literal characters (`q`).
  func sendKeys(_ keys: String...) async throws {
    try await run(["send-keys", "-t", "e2e"] + keys)
  }

  /// Resizes the window, as a user resizing the terminal would.
  func resize(columns: Int, rows: Int) async throws {
    try await run(["resize-window", "-t", "e2e", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// A pane variable, e.g. `alternate_on` or `cursor_flag`.
  func pane(_ variable: String) async throws -> String {
    try await run(["display-message", "-p", "-t", "e2e", "#{\(variable)}"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Polls the screen (with its styles when `styled`, as ``styledScreen()``) until `condition`
  /// holds for it; throws with the last screen and the pane's state when `timeout` passes
  /// first.
  @discardableResult
  func waitForScreen(
    _ what: String = "the expected screen", timeout: Duration = .seconds(20), styled: Bool = false,
    until condition: (String) -> Bool
  ) async throws -> String {
    var text = ""
    return try await Polling.poll(timeout: timeout, every: .milliseconds(20)) {
      text = try await styled ? styledScreen() : screen()
      return condition(text) ? text : nil
    } timedOut: {
      let state = try? await run([
        "display-message", "-p", "-t", "e2e",
        "command #{pane_current_command}, pid #{pane_pid}, dead #{pane_dead}, alternate screen #{alternate_on}",
      ])
      return Failure.timedOut(
        what, screen: "(\(state?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "pane state unknown"))\n" + text)
    }
  }

  // MARK: After the command

  /// What the script prints once the command has exited and its results are recorded.
  static let finishedMarker = "[end-to-end: command finished]"

  /// Waits until the command has exited and tmux has processed everything it wrote; returns
  /// the command's exit status.
  ///
  /// The script prints ``finishedMarker`` after the command and then keeps the pane alive, so
  /// once the marker is on screen the command's last output (e.g. leaving the alternate screen)
  /// has been applied to the pane, whose modes can then be read.
  func waitForExit(timeout: Duration = .seconds(20)) async throws -> Int32 {
    try await waitForScreen("the command to exit", timeout: timeout) { $0.contains(Self.finishedMarker) }
    guard let status = Int32(try recorded("status")) else {
      throw Failure.commandFailed("no exit status was recorded")
    }
    return status
  }

  /// A file the script wrote: `before` and `after` (terminal settings), `status`.
  func recorded(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  // MARK: Running tmux

  @discardableResult
  private func run(_ arguments: [String]) async throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "TMUX")
    environment.removeValue(forKey: "NO_COLOR")
    if environment["TERM"] == nil || environment["TERM"] == "dumb" { environment["TERM"] = "xterm-256color" }
    let result = try await ChildProcess.run(
      tmux, ["-L", socket] + arguments, environment: environment, deadline: .seconds(10))
    guard result.status == 0, !result.signaled else {
      throw Failure.commandFailed("tmux \(arguments.joined(separator: " ")): \(result.standardError)")
    }
    return result.standardOutput
  }

  /// `text` in single quotes for `sh`.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
