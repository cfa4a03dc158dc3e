import Foundation
import Testing

/// A C library module exists on some platforms only (`Glibc` on Linux, `Darwin` on Apple
/// platforms, ...). Every use of one in Sources, `import Glibc` or a qualified `Glibc.read`, must
/// sit in a `#if canImport(Glibc)` branch, or the target stops compiling for iOS (and the test
/// target that depends on it stops building in Xcode).
@Suite struct PlatformModuleTests {
  static let platformModules = ["Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "Android", "WASILibc"]

  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The lines of `source` that use a platform module outside a branch that checks for it, as
  /// `(line number, module, text)`.
  static func unguardedUses(in source: String) -> [(line: Int, module: String, text: String)] {
    // The condition of each open `#if` branch; an `#else` branch checks nothing positively.
    var branches: [String] = []
    var found: [(line: Int, module: String, text: String)] = []
    for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#if ") {
        branches.append(String(line.dropFirst(4)))
        continue
      } else if line.hasPrefix("#elseif ") {
        if !branches.isEmpty { branches[branches.count - 1] = String(line.dropFirst(8)) }
        continue
      } else if line.hasPrefix("#else") {
        if !branches.isEmpty { branches[branches.count - 1] = "" }
        continue
      } else if line.hasPrefix("#endif") {
        _ = branches.popLast()
        continue
      }
      let code =
        line.hasPrefix("//")
        ? "" : String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0])
      for module in platformModules where uses(module, in: code) {
        let guarded = branches.contains { condition in
          condition.contains("canImport(\(module))") && !condition.contains("!canImport(\(module))")
        }
        if !guarded { found.append((index + 1, module, line)) }
      }
    }
    return found
  }

  /// Whether `code` imports `module` or names a member of it (`Glibc.read`).
  static func uses(_ module: String, in code: String) -> Bool {
    let words = code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." })
    return words.contains { word in word.hasPrefix(module + ".") }
      || (words.contains("import") && words.last.map { $0 == module } == true)
  }

  @Test func everyPlatformModuleUseIsGuarded() throws {
    let sources = Self.packageRoot.appendingPathComponent("Sources", isDirectory: true)
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var checked = 0
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      checked += 1
      let relative = file.path.replacingOccurrences(of: Self.packageRoot.path + "/", with: "")
      for use in Self.unguardedUses(in: text) {
        Issue.record(
          "\(relative):\(use.line): \(use.module) is used outside `#if canImport(\(use.module))`: \(use.text)")
      }
    }
    #expect(checked > 100, "only \(checked) Swift files found under Sources")
  }

  @Test func anUnguardedUseIsCaught() {
    let source = """
      #if canImport(Glibc)
        import Glibc
      #elseif canImport(Darwin)
        import Darwin
      #endif
      let a = Glibc.read(0, nil, 0)  // unguarded
      #if canImport(Glibc)
      let b = Glibc.read(0, nil, 0)
      #else
      let c = Darwin.read(0, nil, 0)  // in the else branch: not checked for Darwin
      #endif
      #if !canImport(Glibc)
      let d = Glibc.errno
      #endif
      // Glibc.read in a comment is fine
      let e = MyGlibc.read
      """
    let found = Self.unguardedUses(in: source)
    #expect(found.map(\.line) == [6, 10, 13])
    #expect(found.map(\.module) == ["Glibc", "Darwin", "Glibc"])
  }
}
