import Tessera

/// Runs a ``TerminalListView`` in a real terminal: raw mode and the alternate screen, a frame
/// redrawn (only its changed lines) after every event, keys, resizes, ticks, and the terminal
/// restored however the loop ends.
///
/// Keys the view does not use go to ``onKey``; `q`, Escape and Ctrl-C quit unless ``onKey``
/// handles them; Ctrl-L redraws the whole screen. A closed standard input ends the loop cleanly.
///
/// ## Diagnostics
/// While the app owns the screen, diagnostics never reach it: they go to the file at
/// ``diagnosticsLogPath`` (which also receives anything else written to standard error
/// meanwhile), or without one they are kept and written to standard error once the terminal is
/// given back. ``onDiagnostic`` can say on the status line that there are some. After ``run()``
/// returns, diagnostics go to standard error.
@MainActor
public final class TerminalListApp {
  /// What an app-level key did.
  public enum KeyResult: Sendable {
    /// The app used the key.
    case handled
    /// The app wants to quit.
    case quit
    /// The app does not use the key (`q`, Escape and Ctrl-C then quit).
    case ignored
  }

  /// The list being shown.
  public let view: TerminalListView
  /// The terminal.
  public let session: TerminalSession
  /// App-level keys (reload, …).
  public var onKey: @MainActor (Key) async -> KeyResult = { _ in .ignored }
  /// How often ``onTick`` runs; `nil` for never.
  public var tickInterval: Duration? {
    didSet { nextTick = tickInterval.map { clock.now + $0 } }
  }
  /// Runs every ``tickInterval`` (simulated network replies, live data).
  public var onTick: (@MainActor () async -> Void)?
  /// Called after each frame is written, with the time it took to compose and write it.
  public var onFrame: (@MainActor (Duration) -> Void)?
  /// How styles are written.
  public var styleMode: StyleMode
  /// The file diagnostics are appended to while the app owns the screen (created with mode
  /// 0600 when missing, removed again when nothing was written to it); standard error goes
  /// there too meanwhile. `nil`: diagnostics are kept and written to standard error when the
  /// terminal is given back.
  public var diagnosticsLogPath: String?
  /// Runs after each diagnostic reported while the app owns the screen has been logged, e.g.
  /// to say on the status line where the log is.
  public var onDiagnostic: (@MainActor (ListDiagnostic) -> Void)?
  /// How many diagnostics were reported while the app owned the screen.
  public internal(set) var diagnosticCount = 0
  /// Why ``diagnosticsLogPath`` could not be opened, if it could not (its diagnostics then
  /// went to standard error once the terminal was given back).
  public internal(set) var diagnosticsLogProblem: String?

  var diagnosticsRouting = DiagnosticsRouting()

  private var renderer: FrameRenderer
  private let clock = ContinuousClock()
  /// When ``onTick`` runs next; `nil` without a ``tickInterval``. Set anew whenever the interval
  /// changes, also while the app runs (a screen that ticks only while it loads).
  private var nextTick: ContinuousClock.Instant?
  /// Whether a task waits for the controller to settle (its own tasks included): while one
  /// does, the loop comes back often, so their work on the main actor runs and shows.
  private var isWatchingController = false
  /// The tasks started with ``startTask(_:)`` that still run, by number.
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextTaskNumber = 0

  /// How often the loop comes back, while tasks of the list or of the app run, to let their
  /// work on the main actor go on and draw what it changed.
  public var taskPollInterval: Duration = .milliseconds(10)

  /// Creates an app for `view` in `session`; styles follow the terminal and `NO_COLOR`.
  public init(view: TerminalListView, session: TerminalSession, styleMode: StyleMode? = nil) {
    self.view = view
    self.session = session
    let capabilities = TerminalCapabilities.detect(outputDescriptor: session.outputDescriptor)
    let mode = styleMode ?? capabilities.styleMode
    self.styleMode = mode
    self.capabilities = capabilities
    self.renderer = FrameRenderer(styleMode: mode)
    self.renderer.isUnicode = capabilities.isUnicode
  }

  /// What the terminal can do, detected when the app was made (locale, `TERM`).
  public let capabilities: TerminalCapabilities

  /// Runs until the user quits or input ends; returns the exit status: 0; 2 when standard
  /// input cannot give keys (closed, write-only) or the terminal cannot move the cursor
  /// (`TERM=dumb`), before anything is written; 1 when the terminal could not be set up. The
  /// reason goes to standard error.
  ///
  /// While it runs, the diagnostics of the view's controller and the app-wide
  /// `ListController.defaultDiagnosticsHandler` go to the log (see Diagnostics), never onto
  /// the screen. When it returns, the controller's own handler is put back and the default one
  /// writes to standard error (`ListController.writeToStandardError(_:)`).
  public func run() async -> Int32 {
    guard capabilities.canAddressCursor else {
      ListController.defaultDiagnosticsHandler = ListController.writeToStandardError
      var standardError = FileDescriptorOutput.standardError
      print("tessera: cannot use the terminal: TERM=dumb cannot move the cursor or switch screens", to: &standardError)
      return 2
    }
    beginLoggingDiagnostics()
    // Declared before the session's `defer`, so it runs after the terminal was given back.
    defer { endLoggingDiagnostics() }
    // A log the caller gave the session itself is left in place.
    let redirectsStandardError = diagnosticsRouting.logDescriptor != nil
    if redirectsStandardError { session.standardErrorLog = diagnosticsRouting.logDescriptor }
    defer { if redirectsStandardError { session.standardErrorLog = nil } }
    do {
      try session.start()
    } catch {
      var standardError = FileDescriptorOutput.standardError
      print("tessera: cannot use the terminal: \(error)", to: &standardError)
      if case .inputUnavailable = error { return 2 }
      return 1
    }
    defer { session.restore() }
    view.resize(to: session.size)
    await view.controller.settle()
    draw()
    await watchForTasks()
    nextTick = tickInterval.map { clock.now + $0 }
    while true {
      let event = session.nextEvent(timeout: timeout(until: nextTick))
      switch event {
      case .key(.control("z")):
        // Raw mode turns Ctrl-Z into a key: stop as a shell job would, redraw on `fg`.
        session.suspend()
      case .key(.control("l")):
        // The terminal's way to ask for a clean screen: clear it and draw everything.
        renderer.invalidate()
      case .key(let key):
        if !view.handle(key) {
          switch await onKey(key) {
          case .quit: return 0
          case .handled: break
          case .ignored:
            if key == .character("q") || key == .escape || key == .ctrlC { return 0 }
          }
        }
      case .resize(let size):
        view.resize(to: size)
        renderer.invalidate()
      case .timeout:
        break
      case .endOfInput:
        return 0
      }
      if let tick = nextTick, clock.now >= tick {
        await onTick?()
        // The interval as it is now: the tick (or anything meanwhile) may have changed it.
        nextTick = tickInterval.map { clock.now + $0 }
      }
      await settleBriefly()
      draw()
      await watchForTasks()
    }
  }

  // MARK: Tasks

  /// Runs `operation` (a first page load, a message sent) in a task on the main actor; while it
  /// runs, the loop comes back every ``taskPollInterval`` so that it makes progress and the
  /// screen shows what it changes. The loop otherwise sleeps until a key, a resize or a tick,
  /// and the main actor with it.
  ///
  /// The tasks the list starts itself (page loads, refreshes, asynchronous select handlers,
  /// the actions of an unavailable state) are followed without this.
  @discardableResult
  public func startTask(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
    let number = nextTaskNumber
    nextTaskNumber &+= 1
    let task = Task { @MainActor [weak self] in
      await operation()
      self?.tasks[number] = nil
    }
    tasks[number] = task
    return task
  }

  /// Whether tasks of the list or of the app may still run.
  private var hasRunningTasks: Bool { isWatchingController || !tasks.isEmpty }

  /// Starts a watch of the controller's tasks unless one runs, and lets it look once: when
  /// nothing runs it ends at once, and the loop can sleep until the next event.
  private func watchForTasks() async {
    if !isWatchingController {
      isWatchingController = true
      Task { @MainActor [weak self] in
        await self?.view.controller.settle()
        self?.isWatchingController = false
      }
    }
    await Task.yield()
  }

  /// Lets a quick update (a small diff, a collapse) finish so the next frame shows it; a long
  /// one (a large list diffed off the main actor) keeps running while the loop goes on reading
  /// keys, so scrolling never waits for it. The frame after it finishes shows the result.
  ///
  /// It always yields once: work the program started off the main actor (building the next
  /// snapshot, say) resumes on it here, since the loop itself only waits in `poll`. Further
  /// yields are bounded by time, not by count: when every core is busy (a huge diff and the
  /// next snapshot being built), one yield can take a scheduler time slice, and 64 of them took
  /// a second before a key's frame was drawn.
  private func settleBriefly() async {
    let deadline = clock.now + .milliseconds(2)
    await Task.yield()
    while view.controller.isUpdating, clock.now < deadline {
      await Task.yield()
    }
  }

  private func timeout(until nextTick: ContinuousClock.Instant?) -> Duration? {
    var deadlines = [nextTick, view.nextAnimationDeadline].compactMap { $0 }
    if hasRunningTasks { deadlines.append(clock.now + taskPollInterval) }
    // While an update runs, come back soon to let it land and draw its result.
    if view.controller.isUpdating { deadlines.append(clock.now + .milliseconds(8)) }
    guard let earliest = deadlines.min() else { return nil }
    return max(earliest - clock.now, .zero)
  }

  private func draw() {
    let start = clock.now
    let output = renderer.render(view.frame(now: start), size: view.size)
    session.write(output)
    onFrame?(clock.now - start)
  }
}
