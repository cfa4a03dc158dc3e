import TesseraTerminal

/// Work a screen runs away from the main actor while the app keeps drawing and answering keys
/// (loading a large file): starting it again replaces the run under way, and while it runs the
/// app wakes up every few milliseconds, so that its result is shown as soon as it is ready
/// (the app otherwise sleeps until a key arrives).
@MainActor
final class BackgroundLoad {
  /// How often the app wakes while the work runs.
  static let wakeInterval: Duration = .milliseconds(20)

  private weak var app: TerminalListApp?
  private let work: @MainActor () async -> Void
  private var current: Task<Void, Never>?

  /// Work for `app`; nothing runs until ``start()``.
  init(app: TerminalListApp, work: @escaping @MainActor () async -> Void) {
    self.app = app
    self.work = work
  }

  /// Starts the work, cancelling a run still under way.
  func start() {
    current?.cancel()
    app?.tickInterval = Self.wakeInterval
    current = Task { [weak self] in
      guard let self else { return }
      await work()
      guard !Task.isCancelled else { return }
      current = nil
      app?.tickInterval = nil
    }
  }
}
