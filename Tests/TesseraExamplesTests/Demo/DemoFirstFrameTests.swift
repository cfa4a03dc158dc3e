import Foundation
import Testing

/// The profile screen in a real terminal (tmux) at two sizes: its first frame shows the lines
/// `--print` writes for that width, with no blank line among them, and End and Home show the
/// last and the first of them.
@Suite("tessera-demo profile, first frame", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct DemoFirstFrameTests {
  /// Issue: in an 80×24 terminal the profile showed 11 of the 18 lines `--print` writes until a
  /// key was pressed (its rows were estimated at 44 lines each, and the screen measured them in
  /// at most four rounds). The screen draws again only on input or a new state, so what shows
  /// once the status line is up and the profile has loaded is the loaded profile's first frame.
  /// (The loading state is drawn first, with the status line already up; on a loaded machine a
  /// capture can catch it, which is why the wait names both.)
  @Test(arguments: [(80, 24), (40, 12)])
  func theFirstFrameShowsWhatPrintWrites(_ columns: Int, _ rows: Int) async throws {
    let printed = try await DemoBinary.run(["profile", "--print", "--width", "\(columns)"])
    #expect(printed.status == 0, "\(printed.standardError)")
    let document = printed.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { Self.trimmed(String($0)) }
    let listHeight = rows - 1
    #expect(document.count > 10)
    let first = Self.padded(Array(document.prefix(listHeight)), to: listHeight)
    let last = Self.padded(Array(document.suffix(listHeight)), to: listHeight)

    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    let tmux = try TmuxSession(command: [DemoBinary.path, "profile"])
    defer { tmux.stop() }
    try await tmux.start(columns: columns, rows: rows)
    let opening = try await tmux.waitForScreen("the loaded profile's first frame") {
      ($0.contains("q quit") || $0.contains("r relo")) && !$0.contains(Self.loadingMessage)
    }
    #expect(Self.listLines(opening, height: listHeight) == first, "first frame:\n\(opening)")

    try await tmux.sendKeys("End")
    let end = try await tmux.waitForScreen("the end of the list") { Self.listLines($0, height: listHeight) == last }
    #expect(Self.listLines(end, height: listHeight) == last)

    try await tmux.sendKeys("Home")
    try await tmux.waitForScreen("the start of the list") { Self.listLines($0, height: listHeight) == first }
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
  }

  /// What the profile screen shows until its file is read.
  private static let loadingMessage = "Loading the profile"

  /// The list's lines on `screen` (the status line, the last, left out), trailing blanks trimmed.
  private static func listLines(_ screen: String, height: Int) -> [String] {
    padded(
      Array(screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(height).map { trimmed(String($0)) }),
      to: height)
  }

  private static func padded(_ lines: [String], to count: Int) -> [String] {
    lines + Array(repeating: "", count: max(count - lines.count, 0))
  }

  private static func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
