#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command in a real terminal emulator, tmux, for end-to-end tests: a detached session of
/// a chosen size on a private server, keys sent as a user would type them, the screen read back
/// as text.
///
/// Self-contained (the C library only) so it can move to a shared testing library as is.
///
/// ```swift
/// let tmux = try TmuxSession(command: "my-program", columns: 80, rows: 24)
/// try tmux.waitUntil("the list is drawn") { $0.contains("View all comments") }
/// try tmux.sendKeys("Down", "Enter")
/// let status = try tmux.waitForExit()
/// ```
///
/// Waits poll the screen a bounded number of times with a short pause between polls; they
/// never sleep for a fixed time hoping the program is done. The pane stays after the command
/// exits, so its last screen and exit status can be read. The server is killed on ``kill()``
/// or when the object goes away.
final class TmuxSession {
  /// What went wrong, with what the screen showed when it matters.
  enum Failure: Error, CustomStringConvertible {
    case commandFailed(arguments: [String], status: Int32, output: String)
    case cannotSpawn(String, code: Int32)
    case timedOut(waitingFor: String, screen: String)

    var description: String {
      switch self {
      case .commandFailed(let arguments, let status, let output):
        "tmux \(arguments.joined(separator: " ")) exited with \(status): \(output)"
      case .cannotSpawn(let what, let code):
        "cannot run \(what): errno \(code)"
      case .timedOut(let condition, let screen):
        "timed out waiting for \(condition); the screen showed:\n\(screen)"
      }
    }
  }

  /// Whether tmux can be run here; tests that need it use `.enabled(if: TmuxSession.isAvailable)`.
  static let isAvailable: Bool = {
    guard let result = try? spawn(["tmux", "-V"]) else { return false }
    return result.status == 0 && result.output.hasPrefix("tmux")
  }()

  /// The private server's socket name (`tmux -L`).
  let socketName: String
  /// The session's name on that server.
  let sessionName = "main"
  private let configurationPath: String
  /// Where the wrapper around the command writes its exit status.
  private let statusPath: String
  private var socketPath: String?
  private var isKilled = false

  /// Starts `command` (run by `sh -c`) in a detached session of `columns` × `rows` cells.
  ///
  /// - Parameters:
  ///   - environment: variables set for the command, on top of the server's environment
  ///     (which is this process's, without `TMUX`).
  ///   - workingDirectory: where the command starts; the current directory by default.
  init(
    command: String, columns: Int = 80, rows: Int = 24, environment: [String: String] = [:],
    workingDirectory: String? = nil
  ) throws {
    let unique = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    socketName = "tessera-\(getpid())-\(unique)"
    configurationPath = "/tmp/\(socketName).conf"
    statusPath = "/tmp/\(socketName).status"
    let configuration = """
      set -g remain-on-exit on
      set -g status off
      set -g history-limit 1000
      set -sg escape-time 0

      """
    guard let file = fopen(configurationPath, "w") else {
      throw Failure.cannotSpawn("fopen \(configurationPath)", code: errno)
    }
    fputs(configuration, file)
    fclose(file)
    var arguments = ["new-session", "-d", "-s", sessionName, "-x", String(columns), "-y", String(rows)]
    if let workingDirectory { arguments += ["-c", workingDirectory] }
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
      arguments += ["-e", "\(name)=\(value)"]
    }
    // The command runs in a subshell and its status is written to a file: tmux alone
    // sometimes marks a pane dead without its status when the machine is busy.
    arguments.append(
      "(\n\(command)\n)\nprintf '%s\\n' \"$?\" > '\(statusPath).part' && mv '\(statusPath).part' '\(statusPath)'")
    do {
      try run(arguments)
      let path = try run(["display-message", "-p", "#{socket_path}"])
      socketPath = path.trimmingTrailingNewlines()
    } catch {
      kill()
      throw error
    }
  }

  deinit {
    kill()
  }

  /// Sends keys by tmux name: `"Enter"`, `"Up"`, `"PPage"`, `"C-c"`, `"Escape"`, or plain text.
  func sendKeys(_ keys: String...) throws {
    try run(["send-keys", "-t", sessionName] + keys)
  }

  /// Types `text` literally (no key names).
  func type(_ text: String) throws {
    try run(["send-keys", "-t", sessionName, "-l", text])
  }

  /// The screen as text, one line per row, trailing blanks trimmed by tmux.
  func capture() throws -> String {
    try run(["capture-pane", "-p", "-t", sessionName])
  }

  /// The screen with its SGR escape sequences, to check styling.
  func captureWithStyles() throws -> String {
    try run(["capture-pane", "-p", "-e", "-t", sessionName])
  }

  /// Polls the screen until `condition` holds and returns that screen.
  ///
  /// - Parameters:
  ///   - description: what is awaited, for the failure message.
  ///   - attempts: how many times to look before giving up (the overall deadline is about
  ///     `attempts` × `interval`).
  ///   - interval: the pause between two looks.
  @discardableResult
  func waitUntil(
    _ description: String, attempts: Int = 400, interval: Duration = .milliseconds(25),
    _ condition: (String) -> Bool
  ) throws -> String {
    var screen = ""
    for attempt in 0..<max(attempts, 1) {
      screen = try capture()
      if condition(screen) { return screen }
      if attempt + 1 < attempts { Self.pause(interval) }
    }
    throw Failure.timedOut(waitingFor: description, screen: screen)
  }

  /// The command's exit status once it has ended, else `nil`. A command killed by a signal
  /// reports 128 + the signal number, as shells do.
  func exitStatus() throws -> Int32? {
    guard let file = fopen(statusPath, "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 32)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return Int32(text.trimmingTrailingNewlines())
  }

  /// Waits for the command to end and returns its exit status.
  @discardableResult
  func waitForExit(attempts: Int = 400, interval: Duration = .milliseconds(25)) throws -> Int32 {
    for attempt in 0..<max(attempts, 1) {
      if let status = try exitStatus() { return status }
      if attempt + 1 < attempts { Self.pause(interval) }
    }
    throw Failure.timedOut(waitingFor: "the command to exit", screen: (try? capture()) ?? "")
  }

  /// Resizes the window, as when the user resizes the terminal (the program gets SIGWINCH).
  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", sessionName, "-x", String(columns), "-y", String(rows)])
  }

  /// Stops the server and everything running in it. Idempotent.
  func kill() {
    guard !isKilled else { return }
    isKilled = true
    _ = try? run(["kill-server"])
    unlink(configurationPath)
    unlink(statusPath)
    if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
  }

  /// Runs one tmux command against the private server and returns its output.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let result = try Self.spawn(["tmux", "-L", socketName, "-f", configurationPath] + arguments)
    guard result.status == 0 else {
      throw Failure.commandFailed(arguments: arguments, status: result.status, output: result.output)
    }
    return result.output
  }

  /// Sleeps for `interval` between two polls.
  private static func pause(_ interval: Duration) {
    let (seconds, attoseconds) = interval.components
    var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
  }

  /// Runs `arguments` (looked up on `PATH`) with standard input from /dev/null and standard
  /// output and error captured, and waits for it.
  ///
  /// Spawned directly rather than with Foundation's `Process`: test runners' worker threads
  /// block most signals, and a child inherits that mask, so it is reset here (a tmux server
  /// started with signals blocked never notices its command exit); and the child is reaped
  /// with `waitpid` rather than through SIGCHLD.
  static func spawn(_ arguments: [String]) throws -> (status: Int32, output: String) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw Failure.cannotSpawn("pipe", code: errno) }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    defer { close(ends[0]) }

    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #else
    var actions: posix_spawn_file_actions_t? = nil
    var attributes: posix_spawnattr_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
    posix_spawn_file_actions_addclose(&actions, ends[1])
    // The child keeps only 0, 1 and 2: a tmux server lives long, and any other descriptor it
    // inherited (the write end of another test's pipe) would keep that pipe from ever ending.
    #if canImport(Glibc)
    if let closeFrom = SpawnFunctions.addCloseFrom { _ = closeFrom(&actions, 3) }
    #else
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
    #endif
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    var flags: Int16 = 0
    posix_spawnattr_getflags(&attributes, &flags)
    posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var environment: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
      let variable = String(cString: pointer)
      if !variable.hasPrefix("TMUX=") { environment.append(variable) }
      entry += 1
    }
    var argumentPointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    var environmentPointers: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argumentPointers { free(pointer) }
      for pointer in environmentPointers { free(pointer) }
    }
    var child: pid_t = 0
    let spawned = posix_spawnp(&child, arguments[0], &actions, &attributes, &argumentPointers, &environmentPointers)
    close(ends[1])
    guard spawned == 0 else { throw Failure.cannotSpawn(arguments[0], code: spawned) }

    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count > 0 {
        output += buffer[..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (exitStatus, String(decoding: output, as: UTF8.self))
  }
}

#if canImport(Glibc)
/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which its module map
/// hides; looked up at run time.
enum SpawnFunctions {
  typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  static let addCloseFrom: AddCloseFrom? = {
    guard let address = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(address, to: AddCloseFrom.self)
  }()
}
#endif

extension String {
  /// The string without the line breaks at its end.
  fileprivate func trimmingTrailingNewlines() -> String {
    var result = self
    while result.last?.isNewline == true { result.removeLast() }
    return result
  }
}
