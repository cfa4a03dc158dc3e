#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `tessera-demo` running in a pseudo-terminal the test owns: the test types bytes exactly as
/// given (no terminal emulator in between, unlike ``TmuxSession``), reads everything the demo
/// draws, signals it, and reads the terminal settings it leaves behind.
///
/// Lighter than a tmux window, so tests that run the demo many times use it. Every wait polls
/// a condition with a deadline; nothing waits a fixed time.
///
/// ```swift
/// let demo = try DemoTerminal(["settings"])
/// try await demo.waitForOutput("the settings") { $0.contains("Push notifications") }
/// demo.type("q")
/// let end = try await demo.waitForExit()
/// ```
final class DemoTerminal {
  enum Failure: Error, CustomStringConvertible {
    case cannotStart(String)
    case timedOut(String, output: String)

    var description: String {
      switch self {
      case .cannotStart(let message): "cannot start the demo in a pseudo-terminal: \(message)"
      case .timedOut(let what, let output): "timed out waiting for \(what); the demo wrote:\n\(output.debugDescription)"
      }
    }
  }

  /// How the demo ended.
  struct Ending: Equatable, CustomStringConvertible {
    /// The exit status, or `nil` when a signal ended it.
    var status: Int32?
    /// The signal that ended it, if one did.
    var signal: Int32?

    var description: String { status.map { "exit status \($0)" } ?? "signal \(signal ?? 0)" }
  }

  /// The emulator's side: keys are written here, the screen is read from here.
  private let controller: Int32
  /// The demo's side, kept open to read its settings after the demo ended.
  private let terminal: Int32
  /// The demo's process id.
  let pid: pid_t
  /// The terminal settings before the demo started.
  let settingsBefore: [UInt8]
  private var collected: [UInt8] = []
  private var ending: Ending?

  /// Starts `tessera-demo arguments` on a fresh `columns` × `rows` pseudo-terminal (standard
  /// input, output and error), with a UTF-8 locale, `TERM=xterm-256color`, no core dumps and
  /// no crash backtraces (a crash signal must end it at once). `ignoringHangUp` starts it with
  /// SIGHUP ignored, as `nohup` does; `inBackground` starts it as a background job of a shell.
  /// `asStoppableJob` starts it as the foreground job of a shell with job control which, once
  /// the job stops, writes `job PID stopped`, continues it in the background (`bg`), writes
  /// `continued`, reads a line and brings the job back to the foreground (`fg`); the process id
  /// is then the shell's.
  init(
    _ arguments: [String], columns: Int = 80, rows: Int = 24, environment extra: [String: String] = [:],
    ignoringHangUp: Bool = false, inBackground: Bool = false, asStoppableJob: Bool = false
  ) throws {
    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    let (controller, terminal) = try Self.openPair()
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
    self.controller = controller
    self.terminal = terminal
    settingsBefore = Self.settings(of: terminal)

    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    environment["TERM"] = "xterm-256color"
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = ""
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment.merge(extra) { _, new in new }
    // `ulimit -c 0` spares the machine a core dump per crash signal; `exec` keeps the pid.
    // In the background: a shell with job control, in a session whose controlling terminal is
    // the pseudo-terminal (`setsid -c`), starts the demo as a job of its own process group,
    // which is not the terminal's foreground, and ends with its status.
    let run =
      if inBackground {
        "exec setsid -c /bin/sh -c 'set -m; \"$0\" \"$@\" & wait $!' \"$0\" \"$@\""
      } else if asStoppableJob {
        "exec setsid -c /bin/sh -c 'set -m; \"$0\" \"$@\"; printf \"job \"; jobs -p; echo stopped; bg >/dev/null; "
          + "echo continued; read line; fg >/dev/null' \"$0\" \"$@\""
      } else {
        "exec \"$0\" \"$@\""
      }
    let script = (ignoringHangUp ? "trap '' HUP; " : "") + "ulimit -c 0; " + run
    do {
      pid = try Self.spawn(
        "/bin/sh", ["-c", script, DemoBinary.path] + arguments, environment: environment, terminal: terminal)
    } catch {
      close(controller)
      close(terminal)
      throw error
    }
  }

  deinit {
    if ending == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
    close(controller)
    close(terminal)
  }

  // MARK: Input and output

  /// Writes `text` to the terminal, as typed, in one write.
  func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(controller, &bytes, bytes.count)
  }

  /// Waits until the demo has read everything typed so far (the terminal's input queue is
  /// empty), or has ended. A pause typed after this is a pause the demo sees, however busy the
  /// machine (a pause the test makes before the demo has read what came before it is no pause
  /// at all).
  ///
  /// Throws when the demo makes no progress for `stall` (it reads none of what is left and
  /// draws nothing), or when `limit` passes: a demo that reads keys slowly on a loaded machine
  /// (a debug build redraws after each key) is still reading, and is waited for.
  func waitUntilInputIsRead(stall: Duration = .seconds(20), limit: Duration = .seconds(180)) async throws {
    let clock = ContinuousClock()
    let start = clock.now
    var lastProgress = start
    var lastUnread = Int32.max
    var lastOutput = collected.count
    while !hasEnded() {
      // Read what it draws meanwhile: a demo blocked on a full terminal reads nothing.
      drain()
      var unread: Int32 = 0
      guard ioctl(terminal, UInt(FIONREAD), &unread) == 0, unread > 0 else { return }
      if unread < lastUnread || collected.count != lastOutput {
        lastProgress = clock.now
        lastUnread = unread
        lastOutput = collected.count
      }
      let now = clock.now
      guard now - lastProgress < stall, now - start < limit else {
        throw Failure.timedOut("the demo to read its input (\(unread) bytes left)", output: output)
      }
      try await Task.sleep(for: .milliseconds(5))
    }
  }

  /// Everything the demo wrote so far.
  var output: String {
    drain()
    return String(decoding: collected, as: UTF8.self)
  }

  /// Polls the output until `condition` holds for it; throws when `timeout` passes first.
  @discardableResult
  func waitForOutput(
    _ what: String, timeout: Duration = .seconds(20), until condition: (String) -> Bool
  ) async throws -> String {
    var text = ""
    return try await Polling.poll(timeout: timeout, every: .milliseconds(10)) {
      text = output
      return condition(text) ? text : nil
    } timedOut: {
      Failure.timedOut(what, output: text)
    }
  }

  /// Whether the demo has ended; records how, the first time it is seen.
  private func hasEnded() -> Bool {
    guard ending == nil else { return true }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return false }
    let signal = status & 0x7F
    ending = signal == 0 ? Ending(status: (status >> 8) & 0xFF, signal: nil) : Ending(status: nil, signal: signal)
    return true
  }

  /// Waits until the demo has ended (reading what it writes meanwhile) and returns how.
  func waitForExit(timeout: Duration = .seconds(20)) async throws -> Ending {
    let ending = try await Polling.poll(timeout: timeout, every: .milliseconds(10)) { () -> Ending? in
      drain()
      return hasEnded() ? self.ending : nil
    } timedOut: {
      Failure.timedOut("the demo to exit", output: output)
    }
    drain()
    return ending
  }

  // MARK: The terminal after the demo

  /// The terminal settings now, as raw bytes for exact comparison.
  var settings: [UInt8] { Self.settings(of: terminal) }

  /// Whether the terminal is in line mode with echo (cooked), as a shell expects it.
  var isCooked: Bool {
    var current = termios()
    _ = tcgetattr(terminal, &current)
    return current.c_lflag & tcflag_t(ICANON) != 0 && current.c_lflag & tcflag_t(ECHO) != 0
  }

  /// Whether the last screen switch the demo wrote left the alternate screen (or there was none).
  var isOnNormalScreen: Bool {
    let text = output
    let entered = text.range(of: "\u{1B}[?1049h", options: .backwards)
    let left = text.range(of: "\u{1B}[?1049l", options: .backwards)
    guard let entered else { return true }
    guard let left else { return false }
    return left.lowerBound > entered.lowerBound
  }

  /// Whether the last cursor switch the demo wrote shows the cursor (or there was none).
  var isCursorVisible: Bool {
    let text = output
    guard let hidden = text.range(of: "\u{1B}[?25l", options: .backwards) else { return true }
    guard let shown = text.range(of: "\u{1B}[?25h", options: .backwards) else { return false }
    return shown.lowerBound > hidden.lowerBound
  }

  // MARK: Internals

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      if count > 0 {
        collected += buffer[..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  private static func settings(of descriptor: Int32) -> [UInt8] {
    var settings = termios()
    _ = tcgetattr(descriptor, &settings)
    return withUnsafeBytes(of: &settings) { Array($0) }
  }

  /// A new pseudo-terminal as (controller, terminal), both closed in children.
  private static func openPair() throws -> (Int32, Int32) {
    #if canImport(Glibc)
    // Glibc's module map hides the pseudo-terminal functions (they need _XOPEN_SOURCE).
    typealias Function = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    guard let openAddress = dlsym(nil, "posix_openpt"), let grantAddress = dlsym(nil, "grantpt"),
      let unlockAddress = dlsym(nil, "unlockpt"), let nameAddress = dlsym(nil, "ptsname")
    else { throw Failure.cannotStart("the pseudo-terminal functions are missing") }
    let openpt = unsafeBitCast(openAddress, to: Function.self)
    let grant = unsafeBitCast(grantAddress, to: Function.self)
    let unlock = unsafeBitCast(unlockAddress, to: Function.self)
    let name = unsafeBitCast(nameAddress, to: NameFunction.self)
    #else
    let openpt = { posix_openpt($0) }
    let grant = { grantpt($0) }
    let unlock = { unlockpt($0) }
    let name = { ptsname($0) }
    #endif
    let controller = openpt(O_RDWR | O_NOCTTY)
    guard controller >= 0 else { throw Failure.cannotStart("posix_openpt: errno \(errno)") }
    guard grant(controller) == 0, unlock(controller) == 0, let path = name(controller) else {
      close(controller)
      throw Failure.cannotStart("grantpt/unlockpt/ptsname: errno \(errno)")
    }
    let terminal = open(path, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else {
      close(controller)
      throw Failure.cannotStart("open \(String(cString: path)): errno \(errno)")
    }
    _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
    _ = fcntl(terminal, F_SETFD, FD_CLOEXEC)
    return (controller, terminal)
  }

  /// Starts `path` with the terminal as its standard input, output and error.
  private static func spawn(
    _ path: String, _ arguments: [String], environment: [String: String], terminal: Int32
  ) throws -> pid_t {
    let (pid, code) = ChildProcess.spawnWithDefaultSignals(path, arguments, environment: environment) { actions in
      for target in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, terminal, target) }
    }
    guard code == 0 else { throw Failure.cannotStart("posix_spawn \(path): \(String(cString: strerror(code)))") }
    return pid
  }
}
