import Tessera

extension ListController {
  /// Writes `Tessera: <diagnostic>` to standard error: the diagnostics handler for programs
  /// whose standard output is a terminal screen or printed text, where a diagnostic must not mix
  /// in. ``TerminalListApp/run()`` installs it as `ListController.defaultDiagnosticsHandler` once
  /// it has given the terminal back; while it owns the screen, diagnostics go to its log. A
  /// program without a standard error drops them (see `FileDescriptorOutput.standardError`).
  public static func writeToStandardError(_ diagnostic: ListDiagnostic) {
    var output = FileDescriptorOutput.standardError
    print("Tessera: \(diagnostic)", to: &output)
  }
}
