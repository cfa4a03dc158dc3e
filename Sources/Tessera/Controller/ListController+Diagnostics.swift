extension ListController {
  /// Reports `diagnostic` through ``diagnosticsHandler`` unless it was reported before: the one
  /// way hosts and the controller report problems, so each is said once however often it recurs
  /// (a missing cell registration is met on every dequeue).
  public func report(_ diagnostic: ListDiagnostic) {
    // Bounded, so a screen that keeps producing new problems cannot grow memory without end.
    if reportedDiagnostics.count > 1_000 { reportedDiagnostics.removeAll() }
    guard reportedDiagnostics.insert(diagnostic).inserted else { return }
    diagnosticsHandler(diagnostic)
  }

  /// Validates `snapshot` in full and reports what it finds; only called when the presenter
  /// saw a problem, so sound snapshots pay nothing.
  func reportProblems(of snapshot: ListSnapshot) {
    for problem in snapshot.validate() { report(problem) }
  }
}

extension ListController {
  /// The diagnostics handler every new controller starts with: an app-wide sink, replaceable
  /// like a logger (route it to `os_log`, a test's issue recorder, or a terminal's standard
  /// error). The default prints `Tessera: <diagnostic>` on standard output; hosts that own the
  /// terminal (`TesseraTerminal`) install one that writes to standard error instead.
  public static var defaultDiagnosticsHandler: @MainActor (ListDiagnostic) -> Void = { diagnostic in
    print("Tessera: \(diagnostic)")
  }
}
