extension ListController {
  /// Reports `diagnostic` through ``diagnosticsHandler`` unless it was reported before.
  func report(_ diagnostic: ListDiagnostic) {
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

/// Writes diagnostics to standard error.
enum DiagnosticOutput {
  static func write(_ diagnostic: ListDiagnostic) {
    var stream = FileDescriptorOutput.standardError
    print("Tessera: \(diagnostic)", to: &stream)
  }
}
