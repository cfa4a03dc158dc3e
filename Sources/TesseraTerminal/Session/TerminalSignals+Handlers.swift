#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The signal handlers and the exit hook. Each only reads plain values prepared by `start()` and
// calls async-signal-safe functions: `write`, `tcsetattr`, `tcgetpgrp`, `getpgrp`, `dup2`,
// `fcntl`, `close`, `fstat`, `unlink`, `sigaction`, `pthread_sigmask`, `raise`, `_exit`.

/// SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore the terminal and exit with 128 + the signal.
func handleTermination(_ signal: Int32) {
  TerminalSignals.restoreNow()
  TerminalSignals.removeLogIfEmpty()
  _exit(128 + signal)
}

/// A crash signal, or another signal whose default action ends the process: restore the
/// terminal, put back the action the signal had before the session (a crash reporter's
/// handler, or the default action) and raise it again. The signal is blocked while its handler
/// runs, so it is delivered as the handler returns; a fault returns to the faulting instruction,
/// which faults again into the restored action.
func handleFatalSignal(_ signal: Int32) {
  TerminalSignals.restoreNow()
  TerminalSignals.removeLogIfEmpty()
  TerminalSignals.uninstall(signal)
  raise(signal)
}

/// SIGWINCH: wake the event loop through the self-pipe. A full pipe already holds a wake-up.
func handleResize(_ signal: Int32) {
  let savedErrno = errno
  let descriptor = TerminalSignals.state.pointee.resizeWriteDescriptor
  if descriptor >= 0 {
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }
  errno = savedErrno
}

/// SIGTSTP: give the terminal back (normal screen, cursor, line mode), stop, and on continuing
/// in the foreground take it again (raw mode, alternate screen) and wake the loop, which redraws
/// everything. Continued in the background, the process stops again until it is foreground.
///
/// Stops with the default action from inside the handler: SIGTSTP is set to its default,
/// unblocked and raised, so the process stops right here; `raise` returns once it continues.
func handleStop(_ signal: Int32) {
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
    stop(with: stopSignal)
    // Continued. In the background (the shell's `bg`), the terminal is the shell's: stop again,
    // as the system stops a background job that changes the terminal's settings (SIGTTOU),
    // until continued in the foreground. A process group the system does not stop (an orphaned
    // one) gives up after a few rounds and takes the terminal as before.
    let terminal = current.pointee.termiosDescriptor
    var rounds = 0
    while terminal >= 0, rounds < 16, isInBackground(on: terminal) {
      stop(with: SIGTTOU)
      rounds += 1
    }

    if current.pointee.hasRawMode != 0 && terminal >= 0 {
      // SIGTTOU blocked: should the shell not have given the terminal back yet, the settings
      // are still made instead of stopping the program again.
      var ttou = sigset_t()
      sigemptyset(&ttou)
      sigaddset(&ttou, SIGTTOU)
      var maskBefore = sigset_t()
      _ = pthread_sigmask(SIG_BLOCK, &ttou, &maskBefore)
      _ = tcsetattr(terminal, TCSANOW, rawTermios)
      _ = pthread_sigmask(SIG_SETMASK, &maskBefore, nil)
    }
    POSIX.writeAll(current.pointee.outputDescriptor, enterBytes, current.pointee.enterByteCount)
    current.pointee.isArmed = 1
    redirectStandardErrorNow()
    current.pointee.didContinue = 1
    let descriptor = current.pointee.resizeWriteDescriptor
    if descriptor >= 0 {
      var byte: UInt8 = 1
      _ = write(descriptor, &byte, 1)
    }
  }
}

extension TerminalSignals {
  /// Stops the process with `signal`'s default action (whatever the process does with the
  /// signal otherwise) and returns once it continues, with the signal's action and the signal
  /// mask as they were. Async-signal-safe.
  static func stop(with signal: Int32) {
    var defaultAction = sigaction()
    var previousAction = sigaction()
    _ = sigaction(signal, nil, &previousAction)
    _ = sigaction(signal, &defaultAction, nil)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signal)
    var previousMask = sigset_t()
    _ = pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
    raise(signal)
    _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    _ = sigaction(signal, &previousAction, nil)
  }

  /// Whether another process group than this process's is in the foreground of the terminal
  /// open as `descriptor` (the shell, after a `bg`). Async-signal-safe.
  static func isInBackground(on descriptor: Int32) -> Bool {
    let foreground = tcgetpgrp(descriptor)
    return foreground > 0 && foreground != getpgrp()
  }
}

/// `exit` while a session is still active.
func handleExit() {
  TerminalSignals.restoreNow()
  TerminalSignals.removeLogIfEmpty()
}
