#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns the terminal while a full-screen program runs: raw keyboard input, the alternate
/// screen, a hidden cursor, and the guarantee that all of it is undone.
///
/// ```swift
/// let session = TerminalSession()
/// try session.start()
/// defer { session.restore() }
/// loop: while true {
///   switch session.nextEvent(timeout: .milliseconds(100)) {
///   case .key(.ctrlC), .key(.character("q")), .endOfInput: break loop
///   case .resize(let size): redraw(size)
///   case .key(let key): handle(key)
///   case .timeout: tick()
///   }
/// }
/// ```
///
/// ## Restoration
/// ``restore()`` puts back the terminal settings exactly as ``start()`` found them, resets
/// styles, shows the cursor, turns autowrap back on and leaves the alternate screen. It runs
/// - when called, which is idempotent, and from `deinit`;
/// - at `exit(3)`, through a hook registered once per process;
/// - on SIGINT, SIGTERM, SIGHUP and SIGQUIT, after which the process exits with status
///   128 + the signal number (in raw mode Ctrl-C is not a signal but the key ``Key/ctrlC``);
/// - on every other signal whose default action ends the process (SIGUSR1, SIGUSR2, SIGALRM,
///   SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE, and on Linux SIGSTKFLT, SIGIO, SIGPWR and
///   the real-time signals), after which that default action ends the process. A signal the
///   program ignores when the session starts is left alone (it cannot end the process), SIGHUP
///   under `nohup` for one; a signal with a handler (the Swift runtime's backtracer handles
///   SIGQUIT) is taken over while the session runs and given back after it;
/// - on crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS), after which
///   the signal goes on to the previous handler (a crash reporter) or the default action. They
///   run on an alternate signal stack, so a stack overflow restores the terminal too.
/// Restoring also gives standard error back when ``standardErrorLog`` stood in for it. The
/// handlers only write bytes prepared by ``start()`` and call `tcsetattr`, `dup2`, `sigaction`
/// and `raise`, all async-signal-safe.
///
/// ## Suspending
/// SIGTSTP (a `kill -TSTP`, or Ctrl-Z when the terminal is not in raw mode) gives the terminal
/// back and stops the process; when the shell continues it in the foreground (`fg`), the
/// session takes the terminal again and the next ``nextEvent(timeout:)`` reports a resize so
/// that everything is redrawn. Continued in the background (`bg`), it stops again, as the
/// system stops a background job that changes the terminal, until it is brought to the
/// foreground.
/// In raw mode Ctrl-Z is the key `.control("z")`: call ``suspend()`` for it to do the same.
///
/// ## Threads and isolation
/// A session is a non-`Sendable` class meant to live in one isolation domain, typically the
/// main actor of a terminal program. ``nextEvent(timeout:)`` blocks the calling thread in
/// `poll(2)` until a key, a resize, the timeout or the end of input; a terminal program that
/// owns its main thread can afford that. Only one session can be active per process.
public final class TerminalSession {
  /// What a session changes in the terminal and which signals it handles.
  public struct Options: Sendable, Hashable {
    /// Puts the input terminal in raw mode: no echo, no line editing, no signal keys.
    public var rawMode = true
    /// Switches to the alternate screen so the user's scrollback is left untouched.
    public var alternateScreen = true
    /// Hides the cursor.
    public var hidesCursor = true
    /// Turns autowrap off so that a line wider than the screen cannot scroll it.
    public var disablesAutowrap = true
    /// Restores the terminal on every signal whose default action ends the process (SIGINT,
    /// SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGALRM…; see Restoration) and handles SIGTSTP.
    public var handlesTerminationSignals = true
    /// Restores the terminal on crash signals before they go on.
    public var handlesCrashSignals = true
    /// Reports SIGWINCH as ``TerminalEvent/resize(_:)``.
    public var reportsResize = true
    /// How long an unfinished escape sequence (`ESC [` with nothing after it) waits for the
    /// rest before it is given up as keys: Escape, then what followed it (see
    /// ``KeyDecoder/flush()``). 50 ms, as readline and most terminal programs: terminals write
    /// a whole sequence at once, and nobody types two keys that fast.
    public var escapeTimeout: Duration = .milliseconds(50)

    /// The defaults: everything on.
    public init() {}
  }

  /// The descriptor keys are read from.
  public let inputDescriptor: Int32
  /// The descriptor frames are written to.
  public let outputDescriptor: Int32
  /// What this session changes and handles.
  public let options: Options
  /// Whether ``start()`` ran and ``restore()`` did not yet.
  public private(set) var isActive = false

  /// A descriptor that stands in for standard error while the session is active (a log file
  /// the program opened), or `nil` to leave standard error alone.
  ///
  /// While the session owns the screen, anything written to standard error (a diagnostic, a
  /// runtime warning, another library's message) would land on the screen and scroll it. With
  /// a log it goes there instead; ``restore()``, the signal handlers and the exit hook give the
  /// real standard error back, so what a crash prints after the terminal is restored is seen.
  /// Takes effect at ``start()``, or at once when set while active. The session never closes
  /// the descriptor. Without a standard error (`FileDescriptorOutput.isStandardErrorAvailable`
  /// is `false`) the log is not put in its place: descriptor 2 then belongs to something else,
  /// such as the runtime's event queue, which must stay where it is.
  public var standardErrorLog: Int32? {
    didSet {
      guard isActive else { return }
      TerminalSignals.withLock {
        let state = TerminalSignals.state
        let saved = state.pointee.savedStandardError
        if saved >= 0 {
          _ = dup2(saved, state.pointee.standardErrorDescriptor)
          close(saved)
          state.pointee.savedStandardError = -1
        }
        state.pointee.standardErrorLog = logInPlaceOfStandardError
        TerminalSignals.redirectStandardErrorNow()
      }
    }
  }

  /// The descriptor put in place of standard error while active: ``standardErrorLog``, or -1
  /// for none (also when the program has no standard error to replace).
  private var logInPlaceOfStandardError: Int32 {
    FileDescriptorOutput.isStandardErrorAvailable ? standardErrorLog ?? -1 : -1
  }

  var decoder = KeyDecoder()
  /// When the decoder's pending sequence is given up if no input completes it.
  var pendingInputDeadline: ContinuousClock.Instant?
  var queuedKeys: [Key] = []
  var queuedKeyIndex = 0
  var inputEnded = false
  var resizeReadDescriptor: Int32 = -1
  var resizeWriteDescriptor: Int32 = -1
  var readBuffer = [UInt8](repeating: 0, count: 4096)

  /// A session reading `input` and writing `output` (standard input and output by default).
  /// Nothing changes until ``start()``.
  public init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, options: Options = Options()
  ) {
    self.inputDescriptor = input
    self.outputDescriptor = output
    self.options = options
  }

  deinit {
    restore()
  }

  /// The sequence written by ``start()``.
  var enterSequence: String {
    var sequence = ""
    if options.alternateScreen { sequence += TerminalControl.enterAlternateScreen }
    if options.hidesCursor { sequence += TerminalControl.hideCursor }
    if options.disablesAutowrap { sequence += TerminalControl.disableAutowrap }
    sequence += TerminalControl.resetStyle
    if options.alternateScreen { sequence += TerminalControl.cursorHome + TerminalControl.clearScreen }
    return sequence
  }

  /// The sequence written by ``restore()`` and by the signal handlers.
  var restoreSequence: String {
    var sequence = TerminalControl.resetStyle
    if options.disablesAutowrap { sequence += TerminalControl.enableAutowrap }
    if options.hidesCursor { sequence += TerminalControl.showCursor }
    if options.alternateScreen { sequence += TerminalControl.leaveAlternateScreen }
    return sequence
  }

  /// Takes over the terminal as ``options`` say.
  ///
  /// Raw mode is skipped when the input is not a terminal (a pipe or a file), so a program can
  /// still read keys from it. The screen sequences are written whatever the output is: start a
  /// session only when showing a full-screen interface.
  ///
  /// - Throws: ``TerminalError/sessionAlreadyActive`` when another session is active,
  ///   ``TerminalError/systemCall(name:code:)`` when the terminal cannot be set up; nothing is
  ///   left changed then.
  public func start() throws(TerminalError) {
    guard !isActive else { return }
    if let problem = Self.inputProblem(of: inputDescriptor) { throw .inputUnavailable(problem: problem) }
    TerminalSignals.prepare()
    try TerminalSignals.withLock { () throws(TerminalError) in
      let state = TerminalSignals.state
      guard !state.pointee.hasActiveSession else { throw .sessionAlreadyActive }

      var raw: termios?
      state.pointee.termiosDescriptor = -1
      if options.rawMode && isatty(inputDescriptor) == 1 {
        guard tcgetattr(inputDescriptor, TerminalSignals.savedTermios) == 0 else {
          throw .systemCall(name: "tcgetattr", code: errno)
        }
        raw = POSIX.rawMode(from: TerminalSignals.savedTermios.pointee)
        state.pointee.termiosDescriptor = inputDescriptor
      }

      if options.reportsResize {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCall(name: "pipe", code: errno) }
        POSIX.configurePipeEnd(ends[0])
        POSIX.configurePipeEnd(ends[1])
        resizeReadDescriptor = ends[0]
        resizeWriteDescriptor = ends[1]
      }

      let restoreBytes = Array(restoreSequence.utf8)
      for (offset, byte) in restoreBytes.prefix(TerminalSignals.restoreCapacity).enumerated() {
        TerminalSignals.restoreBytes[offset] = byte
      }
      state.pointee.restoreByteCount = min(restoreBytes.count, TerminalSignals.restoreCapacity)
      let enterBytes = Array(enterSequence.utf8)
      for (offset, byte) in enterBytes.prefix(TerminalSignals.restoreCapacity).enumerated() {
        TerminalSignals.enterBytes[offset] = byte
      }
      state.pointee.enterByteCount = min(enterBytes.count, TerminalSignals.restoreCapacity)
      state.pointee.hasRawMode = 0
      state.pointee.didContinue = 0
      if let raw {
        TerminalSignals.rawTermios.pointee = raw
        state.pointee.hasRawMode = 1
      }
      state.pointee.outputDescriptor = outputDescriptor
      state.pointee.resizeWriteDescriptor = resizeWriteDescriptor
      state.pointee.standardErrorLog = logInPlaceOfStandardError
      state.pointee.savedStandardError = -1
      state.pointee.isArmed = 1
      state.pointee.hasActiveSession = true
      TerminalSignals.installHandlers(
        termination: options.handlesTerminationSignals, crash: options.handlesCrashSignals,
        resize: options.reportsResize)
      TerminalSignals.registerExitHook()

      if var raw {
        guard tcsetattr(inputDescriptor, TCSANOW, &raw) == 0 else {
          let code = errno
          endLocked()
          throw .systemCall(name: "tcsetattr", code: code)
        }
      }
      TerminalSignals.redirectStandardErrorNow()
      isActive = true
    }
    POSIX.writeAll(outputDescriptor, enterSequence)
  }

  /// Gives the terminal back exactly as ``start()`` found it. Safe to call any number of times,
  /// also when the session never started.
  public func restore() {
    guard isActive else { return }
    TerminalSignals.withLock { endLocked() }
  }

  /// Restores the terminal, removes the handlers and frees the session's resources.
  /// Must run with the lock held.
  private func endLocked() {
    // The handlers stay armed while restoring: a signal arriving meanwhile restores again
    // (harmless) rather than leaving the job half done.
    TerminalSignals.restoreNow()
    TerminalSignals.uninstallHandlers()
    let state = TerminalSignals.state
    state.pointee.isArmed = 0
    state.pointee.resizeWriteDescriptor = -1
    state.pointee.termiosDescriptor = -1
    state.pointee.standardErrorLog = -1
    state.pointee.hasActiveSession = false
    if resizeReadDescriptor >= 0 { close(resizeReadDescriptor) }
    if resizeWriteDescriptor >= 0 { close(resizeWriteDescriptor) }
    resizeReadDescriptor = -1
    resizeWriteDescriptor = -1
    isActive = false
  }

  /// Stops the program the way Ctrl-Z does in a shell, for programs in raw mode (where Ctrl-Z
  /// arrives as a key, not as a signal): the terminal is given back (normal screen, cursor,
  /// line mode), the process stops, and when the shell continues it (`fg`) the session takes
  /// the terminal again and the next ``nextEvent(timeout:)`` reports a ``TerminalEvent/resize(_:)``
  /// so that everything is redrawn. Does nothing while the session is not active or does not
  /// handle termination signals.
  public func suspend() {
    guard isActive, options.handlesTerminationSignals else { return }
    // On this thread, so the loop draws nothing between giving the terminal back and stopping.
    TerminalSignals.stopAndContinue()
  }

  /// The current size of the terminal (see ``TerminalSize/current(output:input:)``).
  public var size: TerminalSize {
    TerminalSize.current(output: outputDescriptor, input: inputDescriptor)
  }

  /// Writes `text` to the output in one go, retrying partial writes. A frame from
  /// ``FrameRenderer`` should be written with one call.
  public func write(_ text: String) {
    guard !text.isEmpty else { return }
    POSIX.writeAll(outputDescriptor, text)
  }
}
