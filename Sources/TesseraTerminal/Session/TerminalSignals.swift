#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers and the exit hook need to put the terminal back, kept in memory
/// that is allocated once and never freed, so a handler can always read it.
///
/// The handlers only read plain values from it and call `write(2)`, `tcsetattr(3)`,
/// `sigaction(2)`, `raise(3)` and `_exit(2)`, all async-signal-safe.
struct EmergencyRestoreState {
  /// Non-zero while a session is active and the terminal needs restoring.
  var isArmed: Int32 = 0
  /// Where the restore bytes go.
  var outputDescriptor: Int32 = -1
  /// The terminal whose settings were saved, or -1.
  var termiosDescriptor: Int32 = -1
  /// How many bytes of ``TerminalSignals/restoreBytes`` to write.
  var restoreByteCount = 0
  /// The write end of the resize self-pipe, or -1.
  var resizeWriteDescriptor: Int32 = -1
  /// Whether `atexit` already has the restore hook.
  var isExitHookRegistered = false
  /// Whether a session is active (set under ``TerminalSignals/lock``).
  var hasActiveSession = false
  /// How many bytes of ``TerminalSignals/enterBytes`` to write when the program continues
  /// after a stop.
  var enterByteCount = 0
  /// Non-zero when raw mode (``TerminalSignals/rawTermios``) is to be set again on continuing.
  var hasRawMode: Int32 = 0
  /// Set by the stop handler once the program continued: the event loop redraws everything.
  var didContinue: Int32 = 0
  /// The descriptor sessions treat as standard error: 2, or a stand-in the package's own tests
  /// set (``TerminalSignals/standardErrorDescriptor``) so that a test's app never takes the
  /// test runner's own output while the other tests report.
  var standardErrorDescriptor: Int32 = STDERR_FILENO
  /// What stands in for standard error while the session is armed, or -1.
  var standardErrorLog: Int32 = -1
  /// A duplicate of the real standard error while the log stands in for it, or -1.
  var savedStandardError: Int32 = -1
  /// An empty log to remove when a signal ends the process (see
  /// ``TerminalSignals/removableLogPath``): its descriptor, or -1.
  var removableLogDescriptor: Int32 = -1
}

/// Process-wide terminal restoration: saved state, signal handlers and the exit hook.
enum TerminalSignals {
  /// Signals that end the program: the terminal is restored and the process exits with
  /// 128 + the signal number.
  static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// The other signals whose default action ends the process (timers, resource limits, user
  /// signals, a broken pipe, and on Linux the real-time signals): the terminal is restored and
  /// the signal's default action then ends the process, as it would have without a session.
  /// Only handled while their action is the default: one the program ignores or handles itself
  /// cannot end it.
  static let otherFatalSignals: [Int32] = {
    var signals: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE]
    #if os(Linux)
    signals += [SIGSTKFLT, SIGIO, SIGPWR]
    // The C library keeps the first real-time signals for itself: SIGRTMIN is past them.
    let first = __libc_current_sigrtmin()
    let last = __libc_current_sigrtmax()
    if first > 0 && first <= last { signals += Array(first...last) }
    #elseif canImport(Darwin)
    signals += [SIGEMT]
    #endif
    return signals
  }()
  /// Signals of a crash: the terminal is restored and the signal goes on to the handler that
  /// was there before (a crash reporter) or to the default action.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS]
  /// The signal telling that the window changed size.
  static let resizeSignal: Int32 = SIGWINCH
  /// The job-control stop (Ctrl-Z in a shell): the terminal is given back, the process stops,
  /// and when it continues the session takes the terminal again and the loop redraws.
  static let stopSignal: Int32 = SIGTSTP
  /// Every signal the session may handle, in the order of ``previousActions``.
  static let allSignals: [Int32] =
    terminationSignals + otherFatalSignals + crashSignals + [resizeSignal, stopSignal]
  /// ``allSignals`` in memory a handler can read without touching a Swift array.
  nonisolated(unsafe) static let signalNumbers: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: allSignals.count)
    pointer.initialize(from: allSignals, count: allSignals.count)
    return pointer
  }()
  /// The number of ``signalNumbers``.
  static let signalCount = allSignals.count
  /// The capacity of ``restoreBytes``.
  static let restoreCapacity = 256
  /// The capacity of ``removableLogPath``, terminating NUL included.
  static let pathCapacity = 4096
  /// The size of the alternate signal stack given to a thread that starts a session without
  /// one, so that a crash by stack overflow still restores the terminal.
  static let alternateStackSize = 64 << 10

  nonisolated(unsafe) static let state: UnsafeMutablePointer<EmergencyRestoreState> = {
    let pointer = UnsafeMutablePointer<EmergencyRestoreState>.allocate(capacity: 1)
    pointer.initialize(to: EmergencyRestoreState())
    return pointer
  }()

  nonisolated(unsafe) static let savedTermios: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()

  /// The raw-mode settings, to set again when the program continues after a stop.
  nonisolated(unsafe) static let rawTermios: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()

  /// What the session writes to take the screen (alternate screen, hidden cursor…), to write
  /// again when the program continues after a stop.
  nonisolated(unsafe) static let enterBytes: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
    pointer.initialize(repeating: 0, count: restoreCapacity)
    return pointer
  }()

  nonisolated(unsafe) static let restoreBytes: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
    pointer.initialize(repeating: 0, count: restoreCapacity)
    return pointer
  }()

  /// The action each of ``allSignals`` had before the session installed its own; only
  /// meaningful where ``installedFlags`` is non-zero.
  nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: allSignals.count)
    pointer.initialize(repeating: sigaction(), count: allSignals.count)
    return pointer
  }()

  /// Non-zero where the session installed a handler for the signal at the same index of
  /// ``allSignals``.
  nonisolated(unsafe) static let installedFlags: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: allSignals.count)
    pointer.initialize(repeating: 0, count: allSignals.count)
    return pointer
  }()

  /// Serializes starting and ending sessions.
  nonisolated(unsafe) static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
    let pointer = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pointer.initialize(to: pthread_mutex_t())
    pthread_mutex_init(pointer, nil)
    return pointer
  }()

  /// The path of a log an app created for this run, removed by a signal that ends the process
  /// when nothing was written to it (an app that returns normally removes it itself). A C
  /// string, so a handler can pass it to `unlink`.
  nonisolated(unsafe) static let removableLogPath: UnsafeMutablePointer<CChar> = {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: pathCapacity)
    pointer.initialize(repeating: 0, count: pathCapacity)
    return pointer
  }()

  /// Touches every global the handlers read, so that their one-time initialization never runs
  /// inside a handler.
  static func prepare() {
    _ = signalNumbers
    _ = signalCount
    _ = state
    _ = savedTermios
    _ = rawTermios
    _ = enterBytes
    _ = restoreBytes
    _ = removableLogPath
    _ = previousActions
    _ = installedFlags
    _ = lock
    _ = allSignals
  }

  /// Runs `body` while holding ``lock``.
  static func withLock<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return try body()
  }

  /// The descriptor sessions treat as standard error, and that
  /// ``FileDescriptorOutput/standardError`` writes to: 2 in a program. The package's tests set a
  /// stand-in (a file of their own) while no session is active, so that an app they run puts its
  /// log in place of the stand-in, never of the descriptor the test runner reports on.
  static var standardErrorDescriptor: Int32 {
    get { state.pointee.standardErrorDescriptor }
    set { withLock { state.pointee.standardErrorDescriptor = newValue } }
  }

  /// Writes the restore bytes and puts the saved terminal settings back, once per arming.
  /// Async-signal-safe.
  static func restoreNow() {
    let current = state
    guard current.pointee.isArmed != 0 else { return }
    POSIX.writeAll(current.pointee.outputDescriptor, restoreBytes, current.pointee.restoreByteCount)
    if current.pointee.termiosDescriptor >= 0 {
      _ = tcsetattr(current.pointee.termiosDescriptor, TCSANOW, savedTermios)
    }
    // Standard error is the terminal's again: what a crash prints next is seen.
    let saved = current.pointee.savedStandardError
    if saved >= 0 {
      _ = dup2(saved, current.pointee.standardErrorDescriptor)
      _ = close(saved)
      current.pointee.savedStandardError = -1
    }
    current.pointee.isArmed = 0
  }

  /// Registers the log at `path`, open as `descriptor`, to be removed if it is still empty when
  /// a signal ends the process; `nil` forgets it. A path too long to keep is not registered.
  static func setRemovableLog(path: String?, descriptor: Int32) {
    withLock {
      state.pointee.removableLogDescriptor = -1
      guard let path else { return }
      let bytes = Array(path.utf8)
      guard bytes.count < pathCapacity, !bytes.contains(0) else { return }
      for (offset, byte) in bytes.enumerated() { removableLogPath[offset] = CChar(truncatingIfNeeded: byte) }
      removableLogPath[bytes.count] = 0
      state.pointee.removableLogDescriptor = descriptor
    }
  }

  /// Removes the registered log when nothing was written to it. Async-signal-safe.
  static func removeLogIfEmpty() {
    let descriptor = state.pointee.removableLogDescriptor
    guard descriptor >= 0 else { return }
    state.pointee.removableLogDescriptor = -1
    var status = stat()
    if fstat(descriptor, &status) == 0 && status.st_size == 0 { _ = unlink(removableLogPath) }
  }

  /// Points standard error at the session's log, keeping a duplicate of the real one for
  /// ``restoreNow()``. Does nothing without a log, or when it is in place already.
  /// Async-signal-safe: the stop handler runs it on continuing.
  static func redirectStandardErrorNow() {
    let current = state
    let log = current.pointee.standardErrorLog
    guard log >= 0, current.pointee.savedStandardError < 0 else { return }
    let standardError = current.pointee.standardErrorDescriptor
    let saved = fcntl(standardError, F_DUPFD_CLOEXEC, 3)
    guard saved >= 0 else { return }
    guard dup2(log, standardError) >= 0 else {
      _ = close(saved)
      return
    }
    current.pointee.savedStandardError = saved
  }

  /// The index of `signal` in ``signalNumbers``, or `nil`. Async-signal-safe.
  static func index(of signal: Int32) -> Int? {
    var index = 0
    while index < signalCount {
      if signalNumbers[index] == signal { return index }
      index += 1
    }
    return nil
  }

  /// Installs `handler` for `signal`, remembering the previous action; with `unlessIgnored`,
  /// leaves a signal alone that the program ignores (`nohup` ignores SIGHUP; a shell starts
  /// background jobs ignoring SIGINT and SIGQUIT), so it keeps not ending the program. A signal
  /// with a handler is taken over while the session runs, and given back after it: the Swift
  /// runtime handles SIGQUIT itself (its backtracer), which would print over the screen, keep
  /// the terminal raw and go on running.
  static func install(
    _ signal: Int32, flags: Int32, unlessIgnored: Bool = false, handler: @escaping @convention(c) (Int32) -> Void
  ) {
    guard let index = index(of: signal) else { return }
    if unlessIgnored {
      var current = sigaction()
      guard sigaction(signal, nil, &current) == 0, current.handlerAddress != Self.ignoredHandlerAddress else { return }
    }
    var action = sigaction()
    #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
    #elseif canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
    #endif
    action.sa_flags = flags
    sigemptyset(&action.sa_mask)
    for blocked in allSignals { sigaddset(&action.sa_mask, blocked) }
    if sigaction(signal, &action, previousActions + index) == 0 {
      installedFlags[index] = 1
    }
  }

  /// The value of `SIG_IGN` as a handler address (1 on Linux and Darwin).
  static let ignoredHandlerAddress: UInt = 1

  /// Puts back the action `signal` had before ``install(_:flags:unlessIgnored:handler:)``.
  /// Async-signal-safe.
  static func uninstall(_ signal: Int32) {
    guard let index = index(of: signal), installedFlags[index] != 0 else { return }
    installedFlags[index] = 0
    _ = sigaction(signal, previousActions + index, nil)
  }

  /// Installs the handlers a session asked for.
  static func installHandlers(termination: Bool, crash: Bool, resize: Bool) {
    if termination {
      // A signal the program ignores (`nohup` ignores SIGHUP) does not end it: left alone.
      for signal in terminationSignals { install(signal, flags: 0, unlessIgnored: true, handler: handleTermination) }
      for signal in otherFatalSignals { install(signal, flags: 0, unlessIgnored: true, handler: handleFatalSignal) }
    }
    if crash {
      provideAlternateStack()
      for signal in crashSignals {
        install(signal, flags: Int32(SA_ONSTACK), handler: handleFatalSignal)
      }
    }
    if resize {
      install(resizeSignal, flags: Int32(SA_RESTART), handler: handleResize)
    }
    if termination {
      install(stopSignal, flags: Int32(SA_RESTART), handler: handleStop)
    }
  }

  /// Puts back every action the session replaced.
  static func uninstallHandlers() {
    for signal in allSignals { uninstall(signal) }
  }

  /// Gives the calling thread an alternate signal stack when it has none, so that the crash
  /// handlers can run after a stack overflow. The stack is never freed: the thread may use it
  /// until it ends.
  static func provideAlternateStack() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
    stack.ss_size = numericCast(alternateStackSize)
    stack.ss_flags = 0
    _ = sigaltstack(&stack, nil)
  }

  /// Registers ``restoreNow()`` to run at `exit`, once per process.
  static func registerExitHook() {
    guard !state.pointee.isExitHookRegistered else { return }
    state.pointee.isExitHookRegistered = true
    atexit(handleExit)
  }
}

extension sigaction {
  /// The address of the handler, 0 for the default action and 1 for "ignore".
  var handlerAddress: UInt {
    var copy = self
    return withUnsafeBytes(of: &copy) { $0.load(as: UInt.self) }
  }
}
