import Foundation
import Testing

/// `tessera-demo files`: a real folder tree browsed in a terminal, each folder read from disk
/// when it first opens, and the screen the same as `--print` writes for the same open folders.
@Suite("tessera-demo files")
struct DemoFilesTests {
  /// A folder of three levels of folders, with files at each level:
  ///
  /// ```
  /// alpha/ { beta/ { gamma/ { deep.txt }, b.txt }, a.txt }
  /// zeta/ (empty)
  /// Notes.txt, readme.md
  /// ```
  static func makeTree() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-files-\(UUID().uuidString.prefix(8))")
    let gamma = root.appendingPathComponent("alpha/beta/gamma")
    try FileManager.default.createDirectory(at: gamma, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("zeta"), withIntermediateDirectories: true)
    let files = [
      "alpha/a.txt": "a", "alpha/beta/b.txt": "bb", "alpha/beta/gamma/deep.txt": "deep",
      "readme.md": "hello", "Notes.txt": String(repeating: "n", count: 2_000),
    ]
    for (path, text) in files {
      try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    return root
  }

  /// What `--print` writes for the folders in `expanded`, one string a line.
  static func printed(_ root: URL, width: Int, expanded: [String]) async throws -> [String] {
    let arguments = ["files", root.path, "--print", "--width", "\(width)"] + expanded.flatMap { ["--expand", $0] }
    let result = try await DemoBinary.run(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .reversed().drop { $0.isEmpty }.reversed()
  }

  /// The list on the screen: every line but the status line, trailing blanks and blank lines
  /// at the end left out.
  static func list(_ screen: String, rows: Int) -> [String] {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows - 1).map { line in
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }
    return Array(lines.reversed().drop { $0.isEmpty }.reversed())
  }

  @Test("--print lists folders first, then files, by name; --expand opens folders at any depth")
  func printsTheTree() async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let name = root.lastPathComponent
    #expect(
      try await Self.printed(root, width: 40, expanded: [])
        == [
          "▾ \(name)/", "  ▸ alpha/", "  ▸ zeta/", fileLine("Notes.txt", size: "2 KB", level: 1, width: 40),
          fileLine("readme.md", size: "5 B", level: 1, width: 40),
        ])
    #expect(
      try await Self.printed(root, width: 40, expanded: ["alpha/beta/gamma", "alpha", "./alpha/beta/", "zeta"])
        == [
          "▾ \(name)/", "  ▾ alpha/", "    ▾ beta/", "      ▾ gamma/",
          fileLine("deep.txt", size: "4 B", level: 4, width: 40),
          fileLine("b.txt", size: "2 B", level: 3, width: 40), fileLine("a.txt", size: "1 B", level: 2, width: 40),
          "  ▾ zeta/", "    empty",
          fileLine("Notes.txt", size: "2 KB", level: 1, width: 40),
          fileLine("readme.md", size: "5 B", level: 1, width: 40),
        ])
  }

  @Test("A folder that does not exist, or a file, is refused in one line with status 2", arguments: [false, true])
  func refusesWhatIsNoFolder(_ isFile: Bool) async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent(isFile ? "readme.md" : "missing").path
    let result = try await DemoBinary.run(["files", path, "--print"])
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    let reason = isFile ? "\(path) is a file, not a folder" : "no such folder: \(path)"
    #expect(result.standardError == "tessera-demo: error: \(reason) (give the path of a folder to browse)\n")
  }

  @Test(
    "An empty path, or --expand of a folder that is not there, is refused in one line with status 2",
    arguments: [
      (["files", ""], "the folder's path is empty (give the path of a folder to browse)"),
      (["files", "ROOT", "--expand", "alpha/nope"], "--expand alpha/nope: there is no folder alpha/nope in ROOT"),
      (["files", "ROOT", "--expand", "readme.md"], "--expand readme.md: there is no folder readme.md in ROOT"),
    ])
  func refusesBadPaths(_ arguments: [String], message: String) async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await DemoBinary.run(arguments.map { $0 == "ROOT" ? root.path : $0 } + ["--print"])
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == "tessera-demo: error: \(message.replacingOccurrences(of: "ROOT", with: root.path))\n")
  }

  @Test("Where the locale is not UTF-8 the markers are > and v")
  func asciiMarkers() async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await DemoBinary.run(
      ["files", root.path, "--print", "--width", "40", "--expand", "alpha"],
      environment: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let name = root.lastPathComponent
    #expect(Array(lines.prefix(3)) == ["v \(name)/", "  v alpha/", "    > beta/"])
    #expect(lines.count > 3 && lines[3].hasPrefix("    a.txt "))
    let isASCII = result.standardOutput.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(isASCII)
  }

  @Test("Without a path it browses the package's own Sources")
  func defaultsToThePackageSources() async throws {
    let result = try await DemoBinary.run(["files", "--print", "--width", "40"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "▾ Sources/")
    #expect(lines.contains("  ▸ TesseraTerminal/") && lines.contains("  ▸ tessera-demo/"))
  }
}

/// The file browser in a real terminal (tmux).
@Suite("tessera-demo files in a terminal", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct DemoFilesTerminalTests {
  @Test("→ opens three levels of folders, ← closes them, and each screen is what --print writes")
  func expandsAndCollapsesThreeLevels() async throws {
    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    let root = try DemoFilesTests.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let (columns, rows) = (60, 20)
    let tmux = try TmuxSession(command: [DemoBinary.path, "files", root.path])
    defer { tmux.stop() }
    try await tmux.start(columns: columns, rows: rows)

    /// Waits until the list on screen is what `--print` writes with `expanded` open.
    func expectScreen(expanded: [String], _ what: String) async throws {
      let expected = try await DemoFilesTests.printed(root, width: columns, expanded: expanded)
      try await tmux.waitForScreen(what) { DemoFilesTests.list($0, rows: rows) == expected }
    }

    try await expectScreen(expanded: [], "the top folder")
    // Folders are read when they first open: a file made now shows once gamma opens.
    try "late".write(to: root.appendingPathComponent("alpha/beta/gamma/late.txt"), atomically: true, encoding: .utf8)

    // Down selects the top folder; → on an open folder moves to its first entry, → on a closed
    // one opens it.
    try await tmux.sendKeys("Down", "Right", "Right")
    try await expectScreen(expanded: ["alpha"], "alpha open")
    try await tmux.sendKeys("Right", "Right")
    try await expectScreen(expanded: ["alpha", "alpha/beta"], "beta open")
    try await tmux.sendKeys("Right", "Right")
    try await expectScreen(expanded: ["alpha", "alpha/beta", "alpha/beta/gamma"], "gamma open")
    #expect(try await tmux.screen().contains("late.txt"))

    // ← on an open folder closes it; on a closed one it moves to the folder above.
    try await tmux.sendKeys("Left")
    try await expectScreen(expanded: ["alpha", "alpha/beta"], "gamma closed")
    try await tmux.sendKeys("Left", "Left")
    try await expectScreen(expanded: ["alpha"], "beta closed")
    try await tmux.sendKeys("Left", "Left")
    try await expectScreen(expanded: [], "alpha closed")

    // Opened again, alpha shows beta as it was left (closed), from what was read before: a
    // file made after the first read is not there.
    try "later".write(to: root.appendingPathComponent("alpha/later.txt"), atomically: true, encoding: .utf8)
    try await tmux.sendKeys("Right")
    let reopened = try await tmux.waitForScreen("alpha open again") { $0.contains("  ▾ alpha/") }
    #expect(reopened.contains("    ▸ beta/") && !reopened.contains("later.txt"))

    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
  }
}
