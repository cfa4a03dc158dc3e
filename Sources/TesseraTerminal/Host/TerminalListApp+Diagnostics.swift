#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Tessera

/// What ``TerminalListApp`` changes to keep diagnostics off the screen, and how to undo it.
struct DiagnosticsRouting {
  /// The open log file, or `nil` when diagnostics are kept for later.
  var logDescriptor: Int32?
  /// Whether the app created the log file (and may remove it when it stays empty).
  var createdLog = false
  /// Diagnostics kept until the terminal is given back, when there is no log.
  var kept: [ListDiagnostic] = []
  /// How many diagnostics were not kept (past ``keptLimit``).
  var dropped = 0
  /// The handler the view's controller had before the app took over.
  var previousControllerHandler: (@MainActor (ListDiagnostic) -> Void)?

  /// At most this many diagnostics are kept in memory without a log.
  static let keptLimit = 1_000
}

extension TerminalListApp {
  /// Routes the view's controller and the app-wide default handler to ``logDiagnostic(_:)``,
  /// and opens the log.
  func beginLoggingDiagnostics() {
    diagnosticsRouting = DiagnosticsRouting()
    diagnosticCount = 0
    diagnosticsLogProblem = nil
    if let path = diagnosticsLogPath {
      switch Self.openLog(path) {
      case .success(let (descriptor, created)):
        diagnosticsRouting.logDescriptor = descriptor
        diagnosticsRouting.createdLog = created
        // Should a signal end the program, a log it created and never wrote to goes too.
        if created { TerminalSignals.setRemovableLog(path: path, descriptor: descriptor) }
      case .failure(let problem):
        diagnosticsLogProblem = problem.message
      }
    }
    let log: @MainActor (ListDiagnostic) -> Void = { [weak self] diagnostic in
      if let self {
        self.logDiagnostic(diagnostic)
      } else {
        ListController.writeToStandardError(diagnostic)
      }
    }
    // Both: a controller may have its own handler, and other controllers use the default.
    diagnosticsRouting.previousControllerHandler = view.controller.diagnosticsHandler
    view.controller.diagnosticsHandler = log
    ListController.defaultDiagnosticsHandler = log
  }

  /// Puts the controller's handler back, sends later diagnostics to standard error, writes
  /// those kept meanwhile there, and closes the log (removing it when the app created it and
  /// nothing was written). Runs once the terminal has been given back.
  func endLoggingDiagnostics() {
    if let previous = diagnosticsRouting.previousControllerHandler {
      view.controller.diagnosticsHandler = previous
    }
    ListController.defaultDiagnosticsHandler = ListController.writeToStandardError
    for diagnostic in diagnosticsRouting.kept { ListController.writeToStandardError(diagnostic) }
    if diagnosticsRouting.dropped > 0 {
      var standardError = FileDescriptorOutput.standardError
      print("Tessera: \(diagnosticsRouting.dropped) more diagnostics were not kept", to: &standardError)
    }
    if let descriptor = diagnosticsRouting.logDescriptor {
      TerminalSignals.setRemovableLog(path: nil, descriptor: -1)
      var status = stat()
      let isEmpty = fstat(descriptor, &status) == 0 && status.st_size == 0
      close(descriptor)
      if diagnosticsRouting.createdLog && isEmpty, let path = diagnosticsLogPath { unlink(path) }
    }
    diagnosticsRouting = DiagnosticsRouting()
  }

  /// Writes `diagnostic` to the log, or keeps it for standard error, then tells ``onDiagnostic``.
  func logDiagnostic(_ diagnostic: ListDiagnostic) {
    diagnosticCount += 1
    if let descriptor = diagnosticsRouting.logDescriptor {
      var output = FileDescriptorOutput(descriptor: descriptor)
      print("Tessera: \(diagnostic)", to: &output)
    } else if diagnosticsRouting.kept.count < DiagnosticsRouting.keptLimit {
      diagnosticsRouting.kept.append(diagnostic)
    } else {
      diagnosticsRouting.dropped += 1
    }
    onDiagnostic?(diagnostic)
  }

  /// Why a log could not be opened.
  struct LogProblem: Error {
    var message: String
  }

  /// Opens `path` for appending, creating it (mode 0600) when missing; never follows a
  /// symbolic link. Returns the descriptor and whether the file was created.
  static func openLog(_ path: String) -> Result<(Int32, Bool), LogProblem> {
    let flags = O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW
    let created = open(path, flags | O_CREAT | O_EXCL, 0o600)
    if created >= 0 { return .success((created, true)) }
    if errno == EEXIST {
      let existing = open(path, flags)
      if existing >= 0 { return .success((existing, false)) }
    }
    return .failure(LogProblem(message: "cannot open \(path): \(SystemError.reason(errno))"))
  }
}
