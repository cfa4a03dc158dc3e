import Foundation
import Testing
import TesseraTesting

/// `tessera-replay` as a user runs it: the executable `swift test` builds next to the tests.
@Suite("tessera-replay from the command line")
struct ReplayToolEndToEndTests {
  /// The executables' directory: the running test binary's.
  static let buildDirectory: URL = {
    #if os(Linux)
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    #else
    Bundle.main.bundleURL.deletingLastPathComponent()
    #endif
  }()

  /// Runs the tool with `arguments`; its status, output and errors.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let tool = buildDirectory.appendingPathComponent("tessera-replay")
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    // Into files, not pipes: a pipe ends only when every process holding it closes it, and a
    // process another test starts meanwhile inherits it; files also never fill up.
    let outputFile = try file("stdout.txt", "")
    let errorFile = try file("stderr.txt", "")
    defer {
      try? FileManager.default.removeItem(atPath: outputFile)
      try? FileManager.default.removeItem(atPath: errorFile)
    }
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let outputData = try Data(contentsOf: URL(fileURLWithPath: outputFile))
    let errorData = try Data(contentsOf: URL(fileURLWithPath: errorFile))
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
    )
  }

  static func file(_ name: String, _ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-replay-\(UUID().uuidString)-\(name)")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func exitStatusesSayWhatHappened() throws {
    guard
      FileManager.default.isExecutableFile(atPath: Self.buildDirectory.appendingPathComponent("tessera-replay").path)
    else {
      Issue.record("tessera-replay is not built next to the tests; run swift build first")
      return
    }
    let rows = try Self.file("rows.txt", ExceptionFixture.all[0].text)
    let explained = try Self.run(["--exception", rows])
    #expect(explained.status == 1, "\(explained)")
    #expect(explained.output.contains("Rule R3.7 #3") && explained.output.contains("should have reported 4 rows"))

    let cut = try Self.file(
      "cut.txt", "Invalid update: invalid number of rows in section 0.  The number of rows contained in an exi")
    let unreadable = try Self.run(["--exception", cut])
    #expect(unreadable.status == 2, "\(unreadable)")
    #expect(unreadable.error.hasPrefix("tessera-replay: error: \(cut) is not a UIKit exception"), "\(unreadable.error)")

    let missing = try Self.run(["/nonexistent/recording.json"])
    #expect(
      missing.status == 2 && missing.error == "tessera-replay: error: /nonexistent/recording.json: no such file\n")

    let notJSON = try Self.run([rows])
    #expect(notJSON.status == 2 && notJSON.error.contains("is not a flight recording: line 1, column"), "\(notJSON)")

    let failing = try Self.file("failing.json", PrintedReproductionJSON.fromFixture())
    let passing = try Self.run([failing])
    // Without the fault that broke it, the recorded list replays cleanly.
    #expect(passing.status == 0, "\(passing)")
    #expect(passing.output.contains("no rule broken"))
  }
}

/// The recording printed in PrintedReproduction.swift.
enum PrintedReproductionJSON {
  static func fromFixture() throws -> String {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "PrintedReproduction.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    guard let start = text.range(of: "#\"\"\"\n"), let end = text.range(of: "\n    \"\"\"#") else { return "" }
    return text[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.dropFirst(4) }.joined(
      separator: "\n")
  }
}
