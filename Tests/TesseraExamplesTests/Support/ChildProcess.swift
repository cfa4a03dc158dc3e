#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and collects its output, with a deadline.
///
/// Foundation's `Process` is avoided on purpose: a child spawned from a test's worker thread
/// inherits that thread's blocked signals (a tmux server started that way ignores
/// `kill-server`), and its exit is noticed through machinery that can stall under load. Here
/// the child starts with no blocked signals and default handlers, and the parent polls
/// `waitpid` and non-blocking pipes between short sleeps, so nothing can hang past the deadline.
enum ChildProcess {
  /// How a run ended.
  struct Result {
    /// The exit status, or the signal number when ``signaled``.
    var status: Int32
    /// Whether a signal ended the process.
    var signaled: Bool
    /// What it wrote to standard output.
    var standardOutput: String
    /// What it wrote to standard error.
    var standardError: String
  }

  enum Failure: Error, CustomStringConvertible {
    case cannotStart(String, code: Int32)
    case timedOut(String)

    var description: String {
      switch self {
      case .cannotStart(let path, let code): "cannot start \(path): \(String(cString: strerror(code)))"
      case .timedOut(let command): "\(command) did not finish in time; it was killed"
      }
    }
  }

  /// Runs `path` with `arguments` (not including the program name) and `environment`,
  /// standard input from `/dev/null`; kills it and throws when it outlives `deadline`.
  static func run(
    _ path: String, _ arguments: [String], environment: [String: String], deadline: Duration = .seconds(20)
  ) async throws -> Result {
    guard let outputPipe = makePipe() else { throw Failure.cannotStart(path, code: errno) }
    guard let errorPipe = makePipe() else {
      close(outputPipe[0])
      close(outputPipe[1])
      throw Failure.cannotStart(path, code: errno)
    }
    let pid: pid_t
    do {
      pid = try spawn(path, arguments, environment: environment, output: outputPipe[1], error: errorPipe[1])
    } catch {
      for descriptor in outputPipe + errorPipe { close(descriptor) }
      throw error
    }
    close(outputPipe[1])
    close(errorPipe[1])
    defer {
      close(outputPipe[0])
      close(errorPipe[0])
    }
    for descriptor in [outputPipe[0], errorPipe[0]] {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    var output: [UInt8] = []
    var errors: [UInt8] = []
    let waitStatus = try await Polling.poll(timeout: deadline, every: .milliseconds(5)) { () -> Int32? in
      drain(outputPipe[0], into: &output)
      drain(errorPipe[0], into: &errors)
      var status: Int32 = 0
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid { return status }
      if waited < 0 && errno != EINTR { throw Failure.cannotStart(path, code: errno) }
      return nil
    } timedOut: {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
      return Failure.timedOut(([path] + arguments).joined(separator: " "))
    }
    drain(outputPipe[0], into: &output)
    drain(errorPipe[0], into: &errors)
    let signal = waitStatus & 0x7F
    return Result(
      status: signal == 0 ? (waitStatus >> 8) & 0xFF : signal, signaled: signal != 0,
      standardOutput: String(decoding: output, as: UTF8.self), standardError: String(decoding: errors, as: UTF8.self))
  }

  /// Starts the child with standard input from `/dev/null` and the given outputs.
  private static func spawn(
    _ path: String, _ arguments: [String], environment: [String: String], output: Int32, error: Int32
  ) throws -> pid_t {
    let (pid, code) = spawnWithDefaultSignals(path, arguments, environment: environment) { actions in
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, output, 1)
      posix_spawn_file_actions_adddup2(&actions, error, 2)
    }
    guard code == 0 else { throw Failure.cannotStart(path, code: code) }
    return pid
  }

  /// Starts `path` with no blocked signals and every signal at its default action (see the
  /// type's documentation for why), its descriptors set up by `redirect`. Returns the child's
  /// id, or `posix_spawn`'s error number (0 when it started).
  static func spawnWithDefaultSignals(
    _ path: String, _ arguments: [String], environment: [String: String],
    redirect: (inout posix_spawn_file_actions_t) -> Void
  ) -> (pid: pid_t, code: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    redirect(&actions)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    return (pid, code)
  }

  /// A pipe whose ends are closed in children (only the duplicates given to a child stay open).
  static func makePipe() -> [Int32]? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return ends
  }

  /// Reads what is available now from a non-blocking descriptor.
  static func drain(_ descriptor: Int32, into bytes: inout [UInt8]) {
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += buffer[..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
