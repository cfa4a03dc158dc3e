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
}

/// Process-wide terminal restoration: saved state, signal handlers and the exit hook.
enum TerminalSignals {
  /// Signals that end the program: the terminal is restored and the process exits with
  /// 128 + the signal number.
  static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// Signals of a crash: the terminal is restored and the signal goes on to the handler that
  /// was there before (a crash reporter) or to the default action.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]
  /// The signal telling that the window changed size.
  static let resizeSignal: Int32 = SIGWINCH
  /// The job-control stop (Ctrl-Z in a shell): the terminal is given back, the process stops,
  /// and when it continues the session takes the terminal again and the loop redraws.
  static let stopSignal: Int32 = SIGTSTP
  /// Every signal the session may handle, in the order of ``previousActions``.
  static let allSignals: [Int32] = terminationSignals + crashSignals + [resizeSignal, stopSignal]
  /// The capacity of ``restoreBytes``.
  static let restoreCapacity = 256

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

  /// Touches every global the handlers read, so that their one-time initialization never runs
  /// inside a handler.
  static func prepare() {
    _ = state
    _ = savedTermios
    _ = rawTermios
    _ = enterBytes
    _ = restoreBytes
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

  /// Writes the restore bytes and puts the saved terminal settings back, once per arming.
  /// Async-signal-safe.
  static func restoreNow() {
    let current = state
    guard current.pointee.isArmed != 0 else { return }
    POSIX.writeAll(current.pointee.outputDescriptor, restoreBytes, current.pointee.restoreByteCount)
    if current.pointee.termiosDescriptor >= 0 {
      _ = tcsetattr(current.pointee.termiosDescriptor, TCSANOW, savedTermios)
    }
    current.pointee.isArmed = 0
  }

  /// Installs `handler` for `signal`, remembering the previous action.
  static func install(_ signal: Int32, flags: Int32, handler: @escaping @convention(c) (Int32) -> Void) {
    guard let index = allSignals.firstIndex(of: signal) else { return }
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

  /// Puts back the action `signal` had before ``install(_:flags:handler:)``.
  /// Async-signal-safe.
  static func uninstall(_ signal: Int32) {
    var index = 0
    while index < allSignals.count && allSignals[index] != signal { index += 1 }
    guard index < allSignals.count, installedFlags[index] != 0 else { return }
    installedFlags[index] = 0
    _ = sigaction(signal, previousActions + index, nil)
  }

  /// Installs the handlers a session asked for.
  static func installHandlers(termination: Bool, crash: Bool, resize: Bool) {
    if termination {
      for signal in terminationSignals { install(signal, flags: 0, handler: handleTermination) }
    }
    if crash {
      for signal in crashSignals {
        install(signal, flags: 0, handler: handleCrash)
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

  /// Registers ``restoreNow()`` to run at `exit`, once per process.
  static func registerExitHook() {
    guard !state.pointee.isExitHookRegistered else { return }
    state.pointee.isExitHookRegistered = true
    atexit(handleExit)
  }
}

// MARK: - Handlers

/// SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore the terminal and exit with 128 + the signal.
private func handleTermination(_ signal: Int32) {
  TerminalSignals.restoreNow()
  _exit(128 + signal)
}

/// A crash signal: restore the terminal, then let the signal do what it did before.
private func handleCrash(_ signal: Int32) {
  TerminalSignals.restoreNow()
  TerminalSignals.uninstall(signal)
  raise(signal)
}

/// SIGWINCH: wake the event loop through the self-pipe. A full pipe already holds a wake-up.
private func handleResize(_ signal: Int32) {
  let savedErrno = errno
  let descriptor = TerminalSignals.state.pointee.resizeWriteDescriptor
  if descriptor >= 0 {
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }
  errno = savedErrno
}

/// SIGTSTP: give the terminal back (normal screen, cursor, line mode), stop, and on continuing
/// take it again (raw mode, alternate screen) and wake the loop, which redraws everything.
///
/// Stops with the default action from inside the handler: SIGTSTP is set to its default,
/// unblocked and raised, so the process stops right here; `raise` returns once it continues.
private func handleStop(_ signal: Int32) {
  TerminalSignals.stopAndContinue()
}

extension TerminalSignals {
  /// Gives the terminal back, stops the process as SIGTSTP's default action does, and once it
  /// continues takes the terminal again and wakes the event loop. Async-signal-safe: the stop
  /// handler runs it, and ``TerminalSession/suspend()`` runs it on the loop's own thread, so
  /// that no frame can be drawn between giving the terminal back and stopping.
  ///
  /// In an orphaned process group the stop is discarded by the system: then this returns at
  /// once and the terminal is simply taken again.
  static func stopAndContinue() {
    let savedErrno = errno
    defer { errno = savedErrno }
    let current = state
    guard current.pointee.isArmed != 0 else { return }
    restoreNow()

    var defaultAction = sigaction()
    var ourAction = sigaction()
    _ = sigaction(stopSignal, nil, &ourAction)
    _ = sigaction(stopSignal, &defaultAction, nil)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, stopSignal)
    var previousMask = sigset_t()
    _ = pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
    raise(stopSignal)
    // Continued.
    _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    _ = sigaction(stopSignal, &ourAction, nil)

    if current.pointee.hasRawMode != 0 && current.pointee.termiosDescriptor >= 0 {
      // SIGTTOU blocked: should the shell not have given the terminal back yet, the settings
      // are still made instead of stopping the program again.
      var ttou = sigset_t()
      sigemptyset(&ttou)
      sigaddset(&ttou, SIGTTOU)
      var maskBefore = sigset_t()
      _ = pthread_sigmask(SIG_BLOCK, &ttou, &maskBefore)
      _ = tcsetattr(current.pointee.termiosDescriptor, TCSANOW, rawTermios)
      _ = pthread_sigmask(SIG_SETMASK, &maskBefore, nil)
    }
    POSIX.writeAll(current.pointee.outputDescriptor, enterBytes, current.pointee.enterByteCount)
    current.pointee.isArmed = 1
    current.pointee.didContinue = 1
    let descriptor = current.pointee.resizeWriteDescriptor
    if descriptor >= 0 {
      var byte: UInt8 = 1
      _ = write(descriptor, &byte, 1)
    }
  }
}

/// `exit` while a session is still active.
private func handleExit() {
  TerminalSignals.restoreNow()
}
