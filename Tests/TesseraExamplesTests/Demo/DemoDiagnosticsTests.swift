import Foundation
import Testing

/// Diagnostics raised while the demo shows a screen never reach the terminal: they go to a log
/// in the temporary directory, named on the status line and again on exit.
@Suite("tessera-demo diagnostics", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct DemoDiagnosticsTests {
  /// A profile whose name wraps into 100,000 lines in a 20-column window; with the picture line
  /// below it the row is measured 100,001 lines tall, past the bound of a row, which the
  /// controller reports. (Built from short words, so a 0.9 MB file is enough.)
  static let tallProfile = #"{"data": {"fullName": ""# + String(repeating: "aaaaaaaa ", count: 100_001) + #""}}"#

  /// Issue: `profile --json F`, F replaced by a profile with a huge name, then `r`: "Tessera:
  /// Host error: measureRow returned 100001.0…" went to the terminal through standard error and
  /// scrolled the view; the title was gone, a stale row stayed, the status line was blank.
  @Test("A diagnostic raised while the demo runs leaves the screen identical to a full redraw")
  func diagnosticStaysOffTheScreen() async throws {
    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-diagnostics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let profile = directory.appendingPathComponent("profile.json")
    try #"{"data": {"fullName": "Ida Sørensen", "email": "ida@example.dk"}}"#.write(
      to: profile, atomically: true, encoding: .utf8)

    let tmux = try TmuxSession(command: [
      "/usr/bin/env", "TMPDIR=\(directory.path)", DemoBinary.path, "profile", "--json", profile.path,
    ])
    defer { tmux.stop() }
    try await tmux.start(columns: 20, rows: 12)
    try await tmux.waitForScreen("the profile") { $0.contains("Ida Sørensen") }

    try Self.tallProfile.write(to: profile, atomically: true, encoding: .utf8)
    try await tmux.sendKeys("r")
    let shown = try await tmux.waitForScreen("the reloaded profile and the diagnostics notice") {
      $0.contains("aaaaaaaa") && $0.contains("⚠ 1 diagnostic")
    }
    #expect(shown.hasPrefix("▾ Main Info"), "the title scrolled away:\n\(shown)")

    // Ctrl-L clears the screen and draws every line again: what was on screen must not differ.
    let clears = tmux.output().components(separatedBy: "\u{1B}[2J").count
    try await tmux.sendKeys("C-l")
    try await tmux.waitForOutput("the full redraw") { $0.components(separatedBy: "\u{1B}[2J").count > clears }
    let redrawn = try await tmux.waitForScreen("the redrawn screen") { $0.contains("⚠ 1 diagnostic") }
    #expect(redrawn == shown, "the screen before the redraw:\n\(shown)\nafter:\n\(redrawn)")
    #expect(!tmux.output().contains("Tessera:"), "a diagnostic was written to the terminal")

    // Wide enough for the messages after the demo ends to fit on a line.
    try await tmux.resize(columns: 200, rows: 12)
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
    let logs = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasPrefix("tessera-demo-")
    }
    let log = try #require(logs.first, "no log in \(directory.path)")
    let logged = try String(contentsOf: directory.appendingPathComponent(log), encoding: .utf8)
    #expect(
      logged.contains("Tessera: Host error: measureRow returned 100001.0 for row \"name-and-picture\""), "\(logged)")
    // On the normal screen, once the demo ended: where the diagnostic went.
    let after = try await tmux.screen().replacingOccurrences(of: "\n", with: "")
    #expect(after.contains("1 diagnostic was written to"), "\(after)")
  }
}
