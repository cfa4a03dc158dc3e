import Foundation
import Testing

/// The modules `swift test` built, next to the running test binary, and the compiler that built
/// them: a snippet is type-checked against them as an app's code would be.
private enum BuiltModules {
  static let directory: URL = {
    #if os(Linux)
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().appendingPathComponent("Modules")
    #else
    return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules")
    #endif
  }()

  static var exist: Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent("Tessera.swiftmodule").path)
  }

  /// Whether `source` type-checks against the built `Tessera`, and the compiler's diagnostics.
  static func typeCheck(_ source: String) throws -> (succeeded: Bool, diagnostics: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-builder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Screen.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-I", directory.path, file.path]
    // Into a file, not a pipe, which a process another test starts meanwhile would inherit and
    // keep open (reading it to its end then waits for that process).
    let log = folder.appendingPathComponent("diagnostics.txt")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let output = try FileHandle(forWritingTo: log)
    process.standardOutput = output
    process.standardError = output
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
    return (process.terminationReason == .exit && process.terminationStatus == 0, text)
  }
}

/// The result builder names the common mistakes of a new screen where they are written, instead
/// of the compiler's "no exact matches in call to static method 'buildExpression'".
@Suite("ListBuilder diagnostics", .enabled(if: BuiltModules.exist, "the built modules are next to the test binary"))
struct ListBuilderDiagnosticsTests {
  private static let prelude = """
    import Tessera
    struct Price: Equatable, Sendable { var amount: String }

    """

  @Test(arguments: [
    (
      "Section(\"basics\") { Price(amount: \"1\") }",
      "a section holds rows: wrap the content in a Row with an id"
    ),
    (
      "Section(\"basics\") { Section(\"inner\") { Row(\"price\", Price(amount: \"1\")) } }",
      "sections do not nest"
    ),
    ("Row(\"price\", Price(amount: \"1\"))", "a list holds sections: put the row inside a Section"),
    ("Price(amount: \"1\")", "a list holds sections of rows: wrap the content in a Row inside a Section"),
  ])
  func aMistakeIsNamedWhereItIsWritten(statement: String, message: String) throws {
    let source = Self.prelude + "@ListBuilder<Section> func page() -> ListSnapshot {\n  \(statement)\n}\n"
    let (succeeded, diagnostics) = try BuiltModules.typeCheck(source)
    #expect(!succeeded)
    #expect(diagnostics.contains("Screen.swift:4:"), "the error points at the statement: \(diagnostics)")
    #expect(diagnostics.contains(message), "\(diagnostics)")
    #expect(!diagnostics.contains("no exact matches"), "\(diagnostics)")
  }

  @Test func aCorrectScreenStillCompiles() throws {
    let source =
      Self.prelude + """
        @ListBuilder<Section> func page(_ prices: [Price], extra: Price?) -> ListSnapshot {
          Section("basics") {
            for (index, price) in prices.enumerated() { Row(index, price) }
            if let extra { Row("extra", extra) }
            Optional(Row("maybe", Price(amount: "2")))
            [Row("a", Price(amount: "3"))]
          }
          [Section("more") { Row("b", Price(amount: "4")) }]
        }

        """
    let (succeeded, diagnostics) = try BuiltModules.typeCheck(source)
    #expect(succeeded, "\(diagnostics)")
  }

  #if os(Linux)
  @Test func theModulesAreFoundWhereSwiftTestBuildsThem() {
    #expect(BuiltModules.exist, "no Tessera.swiftmodule in \(BuiltModules.directory.path)")
  }
  #endif
}
