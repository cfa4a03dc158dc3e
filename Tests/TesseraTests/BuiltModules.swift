import Foundation

/// The modules `swift test` built, next to the running test binary, and the compiler that built
/// them: a snippet is type-checked against them as an app's code would be.
enum BuiltModules {
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

  /// Whether `source` type-checks against the built modules as an app's file does (no package
  /// name, so `package` declarations are out of its reach), and the compiler's diagnostics.
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
