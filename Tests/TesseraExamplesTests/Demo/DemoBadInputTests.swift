import Foundation
import Testing

/// Bad input never crashes the demo: it says what is wrong, where, and exits with status 2.
@Suite("tessera-demo bad input")
struct DemoBadInputTests {
  /// Writes `text` to a fresh file and returns its path.
  private func file(_ text: String, name: String = "profile.json") throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// Runs `profile --print --json path` and checks the failure.
  private func expectProfileFailure(_ json: String, message: String) async throws {
    let path = try file(json)
    defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
    let result = try await DemoBinary.run(["profile", "--json", path, "--print", "--width", "60"])
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "tessera-demo: error: \(path)\(message)\n")
  }

  @Test("Malformed JSON: file, line, column, what was expected and what was found")
  func malformedJSON() async throws {
    try await expectProfileFailure(
      "{\n  \"data\": {\n    \"fullName\": \"Ida\"\n    \"email\": \"ida@example.dk\"\n  }\n}\n",
      message: ":4:5: malformed JSON: expected ',' or '}' after an object member, found '\"'")
  }

  @Test("Truncated JSON names the container left open")
  func truncatedJSON() async throws {
    try await expectProfileFailure(
      "{\"data\": {\"friends\": [{\"name\": \"Mads\"}\n",
      message:
        ":2:1: truncated JSON: expected ',' or ']' to close the array that starts at line 1, column 22, found the end of the file"
    )
  }

  @Test("A field of an unexpected type is reported with its key path and position")
  func unknownFieldType() async throws {
    try await expectProfileFailure(
      "{\"data\": {\"fullName\": \"Ida\",\n \"friends\": [{\"name\": 42}]}}\n",
      message: ":2:23: wrong type at data.friends[0].name: expected a string, found a number")
  }

  @Test("A missing file is named")
  func missingFile() async throws {
    let path = "/nonexistent/tessera/profile.json"
    let result = try await DemoBinary.run(["profile", "--json", path, "--print"])
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardError == "tessera-demo: error: \(path): file not found: expected a JSON file at this path\n")
  }

  /// Issue: a path holding escape sequences and bidi controls was written to the terminal raw.
  @Test("A path is named without the control and format characters it holds")
  func pathWithControlCharacters() async throws {
    let path = "/nonexistent/\u{1B}[31mred\u{1B}]0;title\u{7}\u{202E}evil.json"
    let result = try await DemoBinary.run(["profile", "--json", path, "--print"])
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "tessera-demo: error: /nonexistent/[31mred]0;titleevil.json: file not found: expected a JSON file at this path\n"
    )
  }

  @Test(
    "A width below 20 is refused with a clear message",
    arguments: ["product", "profile", "settings", "merchants", "stress"])
  func tooNarrow(_ screen: String) async throws {
    let result = try await DemoBinary.run([screen, "--print", "--width", "19"])
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("too narrow"), "\(result.standardError)")
    #expect(result.standardError.contains("at least 20 columns"))
  }

  @Test("Out-of-range numbers are refused")
  func outOfRange() async throws {
    let result = try await DemoBinary.run(["stress", "--rows=-5", "--print"])
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardError.contains("--rows -5 is out of range"))
  }

  /// Issue: a huge width trapped converting a Double to an Int, aborted allocating, or ran for
  /// minutes.
  @Test(
    "A width past what a terminal can have is refused",
    arguments: ["9223372036854775807", "100000000000000", "100000000", "10001"])
  func tooWide(_ width: String) async throws {
    let result = try await DemoBinary.run(["profile", "--print", "--width", width])
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "tessera-demo: error: width \(width) is too wide: use at most 10000 columns\n")
  }

  /// Issue: `--rows -1` (with a space) said "Missing value" while `--rows=-1` explained the range.
  @Test(
    "A negative number after an option is judged as a number",
    arguments: [["stress", "--rows", "-1"], ["stress", "--ticks-per-second", "-2"], ["product", "--delay", "-5"]])
  func negativeNumbers(_ arguments: [String]) async throws {
    let result = try await DemoBinary.run(arguments + ["--print"])
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardError.contains("\(arguments[1]) \(arguments[2]) is out of range"), "\(result.standardError)")
  }

  /// Issue: values the argument parser cannot read exited with status 64 and the parser's
  /// several lines of usage, while the help promises status 2 for invalid input.
  @Test(
    "A value the parser cannot read exits 2 with one line naming the option",
    arguments: [
      (["settings", "--width", "abc"], "--width"), (["settings", "--width", "1e3"], "--width"),
      (["settings", "--width", ""], "--width"), (["settings", "--width", "9223372036854775808"], "--width"),
      (["settings", "--width="], "--width"), (["settings", "--width"], "--width"),
      (["stress", "--rows", "1e3"], "--rows"), (["product", "--seed", "-1"], "--seed"),
      (["product", "--delay", "0.5"], "--delay"), (["settings", "--color", "purple"], "--color"),
      (["settings", "--bogus"], "--bogus"), (["merchants", "--width", "4\u{202E}0"], "--width"),
    ])
  func unreadableValue(_ arguments: [String], option: String) async throws {
    let result = try await DemoBinary.run(arguments + ["--print"])
    #expect(!result.signaled)
    #expect(result.status == 2, "\(arguments): \(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(result.standardError.debugDescription)")
    #expect(result.standardError.hasPrefix("tessera-demo: error: "), "\(result.standardError)")
    #expect(result.standardError.contains("'\(option)"), "the option is not named: \(result.standardError)")
    #expect(!result.standardError.unicodeScalars.contains { $0.properties.generalCategory == .format })
  }

  /// Issue: `--json ""` said `tessera-demo: error: : could not read the file: the path is empty`.
  @Test("An empty --json path is named as such")
  func emptyJSONPath() async throws {
    for arguments in [["profile", "--json", "", "--print"], ["profile", "--json", ""]] {
      let result = try await DemoBinary.run(arguments)
      #expect(!result.signaled)
      #expect(result.status == 2)
      #expect(
        result.standardError
          == "tessera-demo: error: --json needs the path of a JSON file, and the path given is empty\n")
    }
    let missing = try await DemoBinary.run(["profile", "--json=", "--print"])
    #expect(missing.status == 2)
    #expect(missing.standardError == "tessera-demo: error: Missing value for '--json <path>'\n")
  }

  /// Issue: bidi override characters (U+202E…) in content reached the terminal at zero width
  /// and could reorder what was shown.
  @Test("Bidi controls and other format characters in content are never written")
  func formatCharactersInContent() async throws {
    let path = try file(
      #"{"data": {"fullName": "Ida\u202Eesrever", "friends": [{"name": "\u2066Mads\u2069\u200B\ufeff"}]}}"#)
    defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
    let result = try await DemoBinary.run(["profile", "--json", path, "--print", "--width", "60"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("Idaesrever"))
    #expect(result.standardOutput.contains("• Mads"))
    let formats = result.standardOutput.unicodeScalars.filter { $0.properties.generalCategory == .format }
    #expect(formats.isEmpty, "written: \(formats.map { String($0.value, radix: 16) })")
  }

  /// Issue: `--print > /dev/full` exited 0 although nothing was written.
  @Test("A failed write of the printed screen is an error")
  func fullDisk() async throws {
    let result = try await DemoBinary.run(["settings", "--print", "--width", "40"], standardOutputTo: "/dev/full")
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "tessera-demo: error: cannot write the screen to standard output: no space left on device\n")
  }

  /// Issue: `LANG=C` still got UTF-8 box drawing and markers.
  @Test(
    "A locale that is not UTF-8 gets ASCII only, with the same layout",
    arguments: [
      ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""], ["LANG": "en_US.UTF-8", "LC_ALL": "POSIX"],
    ])
  func asciiLocale(_ environment: [String: String]) async throws {
    let result = try await DemoBinary.run(
      ["product", "--print", "--width", "50", "--seed", "3"], environment: environment)
    #expect(result.status == 0)
    #expect(result.standardOutput.utf8.allSatisfy { $0 < 0x80 }, "\(result.standardOutput)")
    #expect(result.standardOutput.contains("+------"))
    let unicode = try await DemoBinary.run(
      ["product", "--print", "--width", "50", "--seed", "3"],
      environment: ["LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": ""])
    #expect(unicode.standardOutput.contains("┌──"))
    #expect(
      unicode.standardOutput.split(separator: "\n").count == result.standardOutput.split(separator: "\n").count,
      "the ASCII screen has the same lines")
  }

  /// Issue: on a terminal, `--width` and `--state` were ignored without a word (they apply to
  /// `--print` only). Now the demo refuses them, says why, and leaves the terminal as it was.
  @Test(
    "Options of --print are refused on an interactive screen",
    arguments: [
      (["settings", "--width", "40"], "--width applies to --print only"),
      (["product", "--state", "loading"], "--state applies to --print only"),
    ])
  func printOptionsOnATerminal(_ arguments: [String], message: String) async throws {
    let demo = try DemoTerminal(arguments)
    let ending = try await demo.waitForExit()
    #expect(ending == DemoTerminal.Ending(status: 2, signal: nil))
    #expect(demo.output.contains("tessera-demo: error: \(message)"), "\(demo.output.debugDescription)")
    #expect(demo.settings == demo.settingsBefore)
    #expect(demo.isOnNormalScreen)
  }
}
