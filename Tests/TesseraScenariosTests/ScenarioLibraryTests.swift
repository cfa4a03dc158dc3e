import Foundation
import Testing

/// The scenario library must mean the same thing on real UIKit as on HeadlessUIKit, and compile
/// against the iOS SDK. Its strict compile against iPhoneOS 16.5, 18.5 and 26.2 proves it where
/// the SDKs are at hand (`Scripts/ios-compile-all.sh`); these checks hold it everywhere, CI
/// included, with nothing but the sources:
///
/// 1. every file of `Sources/TesseraScenarios` imports only TesseraTesting, TesseraUIKit, Tessera
///    or Foundation (never HeadlessUIKit), and has no `#if`, `@_spi` or `@testable`, so that both
///    worlds compile the very same code;
/// 2. every name it uses that only a HeadlessUIKit-side declaration provides (HeadlessUIKit, and
///    any file compiled only where UIKit is missing, such as the headless driver) is on the
///    allow-list `RealUIKitNames.txt`: names real UIKit has too, each checked against the SDK's
///    headers and Swift interfaces by `Scripts/ios-compile-all.sh`. A simulation-only name
///    (`simulateTap`, `eventLog`, `simulateTyping`...) is on no such list, so using one fails
///    here.
///
/// Names the package itself declares outside HeadlessUIKit (the driver's verbs, the hosts' API,
/// the scenarios' own helpers) are the package's, not UIKit's, and are not checked; a
/// HeadlessUIKit member that shares its name with one of them (`violations`) passes this check
/// and is caught by the SDK compile only.
@Suite("The scenario library only speaks real UIKit")
struct ScenarioLibraryTests {
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  static let library = "Sources/TesseraScenarios"
  static let allowedImports: Set<String> = ["TesseraTesting", "TesseraUIKit", "Tessera", "Foundation"]

  // MARK: Reading Swift

  /// `source` without comments and without the text of string literals; the code of string
  /// interpolations stays.
  static func code(of source: String) -> String {
    let characters = Array(source.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    /// Interpolation depths: for each open string, the parenthesis depth of its interpolation.
    var strings: [(multiline: Bool, parentheses: Int?)] = []
    func at(_ offset: Int) -> Unicode.Scalar? { index + offset < characters.count ? characters[index + offset] : nil }
    while index < characters.count {
      let character = characters[index]
      let inText = strings.last.map { $0.parentheses == nil } ?? false
      if inText {
        let multiline = strings[strings.count - 1].multiline
        if character == "\\" && at(1) == "(" {
          strings[strings.count - 1].parentheses = 0
          output.append(" ")
          index += 2
        } else if character == "\\" {
          index += 2
        } else if character == "\"" && (!multiline || (at(1) == "\"" && at(2) == "\"")) {
          strings.removeLast()
          output.append(" ")
          index += multiline ? 3 : 1
        } else {
          if character == "\n" { output.append("\n") }
          index += 1
        }
        continue
      }
      if character == "/" && at(1) == "/" {
        while index < characters.count && characters[index] != "\n" { index += 1 }
        continue
      }
      if character == "/" && at(1) == "*" {
        index += 2
        while index < characters.count && !(characters[index] == "*" && at(1) == "/") { index += 1 }
        index += 2
        continue
      }
      if character == "\"" {
        let multiline = at(1) == "\"" && at(2) == "\""
        strings.append((multiline, nil))
        output.append(" ")
        index += multiline ? 3 : 1
        continue
      }
      if !strings.isEmpty, let depth = strings[strings.count - 1].parentheses {
        if character == "(" { strings[strings.count - 1].parentheses = depth + 1 }
        if character == ")" {
          if depth == 0 {
            strings[strings.count - 1].parentheses = nil
            output.append(" ")
            index += 1
            continue
          }
          strings[strings.count - 1].parentheses = depth - 1
        }
      }
      output.append(character)
      index += 1
    }
    return String(output)
  }

  /// Every identifier of `code`.
  static func identifiers(in code: String) -> Set<String> {
    var names: Set<String> = []
    var current = ""
    for character in code + " " {
      if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
        current.append(character)
      } else {
        if !current.isEmpty { names.insert(current) }
        current = ""
      }
    }
    return names
  }

  /// The names `code` declares: functions (with their argument labels), properties, types,
  /// cases, associated types, local constants and variables, and loop variables.
  static func declarations(in code: String) -> Set<String> {
    var names: Set<String> = []
    // A declaration's names: its own, the cases of a list, argument labels and parameters (up
    // to its type, body or value); a loop's variables.
    let patterns = [
      #"\b(?:func|var|let|case|class|struct|enum|protocol|typealias|associatedtype|actor|init|subscript)\b\s*([^\n{=:]*)"#,
      #"\bfor\s+(?:case\s+)?(?:let\s+|var\s+)?([\w\s,()]+?)\s+in\b"#,
    ]
    for pattern in patterns {
      guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
      for match in regex.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
        guard let rest = Range(match.range(at: 1), in: code) else { continue }
        names.formUnion(identifiers(in: String(code[rest])))
      }
    }
    return names
  }

  /// The Swift files under `folder`, with their text.
  static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
    let root = packageRoot.appendingPathComponent(folder, isDirectory: true)
    var files: [(path: String, text: String)] = []
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let relative = file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
      files.append((relative, try String(contentsOf: file, encoding: .utf8)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Whether a file is compiled only where UIKit is missing: its first line is
  /// `#if !canImport(UIKit)`.
  static func isHeadlessOnly(_ text: String) -> Bool {
    text.split(separator: "\n", maxSplits: 1).first.map { $0.hasPrefix("#if !canImport(UIKit)") } ?? false
  }

  /// The names only HeadlessUIKit-side files declare, and the names the rest of the package
  /// declares.
  static func packageNames() throws -> (headlessOnly: Set<String>, package: Set<String>) {
    var headless: Set<String> = []
    var package: Set<String> = []
    for file in try swiftFiles(under: "Sources") {
      let names = declarations(in: code(of: file.text))
      if file.path.hasPrefix("Sources/HeadlessUIKit/") || isHeadlessOnly(file.text) {
        headless.formUnion(names)
      } else {
        package.formUnion(names)
      }
    }
    return (headless.subtracting(package).subtracting(keywords), package)
  }

  /// Swift's keywords, which the declaration scan picks up from patterns (`case .a(let b)`).
  static let keywords: Set<String> = [
    "let", "var", "in", "is", "as", "try", "await", "inout", "some", "any", "self", "Self", "super", "nil", "true",
    "false", "where", "throws", "rethrows", "async", "static", "public", "private", "internal", "open", "final",
    "override", "weak", "unowned", "mutating", "nonisolated", "isolated", "default", "return", "if", "else", "for",
    "while", "switch", "case", "guard", "defer", "do", "catch", "throw", "break", "continue", "func", "init",
  ]

  /// The allow-list: names real UIKit (or Foundation, or the standard library) has, one a line;
  /// `#` starts a comment.
  static func allowList() throws -> Set<String> {
    let file = packageRoot.appendingPathComponent("Tests/TesseraScenariosTests/RealUIKitNames.txt")
    return Set(
      try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { line in
        let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
          .trimmingCharacters(in: .whitespaces)
        return name?.isEmpty == false ? name : nil
      })
  }

  /// What is wrong with one file of the library: imports outside the allowed modules, conditional
  /// compilation, and names only HeadlessUIKit provides that are not on `allowed`.
  static func problems(
    inFile path: String, text: String, headlessOnly: Set<String>, allowed: Set<String>
  ) -> [String] {
    var problems: [String] = []
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      if let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({ $0.hasPrefix("@") }),
        !allowedImports.contains(words[index + 1])
      {
        problems.append("\(path) imports \(words[index + 1])")
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#if") || trimmed.contains("@_spi") || trimmed.contains("@testable") {
        problems.append("\(path) compiles differently per platform: \(trimmed)")
      }
    }
    let code = code(of: text)
    // A name the file declares itself is its own.
    let used = identifiers(in: code).subtracting(declarations(in: code))
    for name in used.intersection(headlessOnly).subtracting(allowed).sorted() {
      problems.append(
        "\(path) uses \(name), which only HeadlessUIKit declares: if real UIKit has it, add it to RealUIKitNames.txt")
    }
    return problems
  }

  // MARK: Tests

  @Test func theLibraryImportsNoHeadlessUIKitAndUsesOnlyRealUIKitNames() throws {
    let (headlessOnly, _) = try Self.packageNames()
    #expect(headlessOnly.isSuperset(of: ["simulateTap", "eventLog", "simulateTyping"]), "is the scan broken?")
    let allowed = try Self.allowList()
    let files = try Self.swiftFiles(under: Self.library)
    #expect(files.count >= 10, "only \(files.count) files under \(Self.library)")
    for file in files {
      for problem in Self.problems(inFile: file.path, text: file.text, headlessOnly: headlessOnly, allowed: allowed) {
        Issue.record("\(problem)")
      }
    }
    // A listed name that no longer needs listing (the library stopped using it, or the package
    // declares it outside HeadlessUIKit now) does no harm: every listed name is still looked up
    // in the SDKs by Scripts/ios-compile-all.sh.
  }

  /// The check catches what it is for: a HeadlessUIKit import, a simulation-only call, a
  /// platform condition; and it reads around comments and string literals.
  @Test func aScenarioThatSimulatesIsCaught() throws {
    let (headlessOnly, _) = try Self.packageNames()
    let allowed = try Self.allowList()
    // The import is spelled with a trailing comment so that the manifest's check (which reads
    // every line ending `import HeadlessUIKit` as an import) does not take this literal for one.
    let bad = """
      import HeadlessUIKit  // the import to catch
      import TesseraTesting
      #if canImport(UIKit)
      #endif
      func tap(_ table: UITableView) {
        table.simulateTap(at: IndexPath(row: 0, section: 0))  // and a comment naming eventLog
        print("\\(table.eventLog.count) events, not simulateTyping")
      }
      """
    let problems = Self.problems(inFile: "Bad.swift", text: bad, headlessOnly: headlessOnly, allowed: allowed)
    #expect(problems.contains("Bad.swift imports HeadlessUIKit"), "\(problems)")
    #expect(problems.contains { $0.contains("#if canImport(UIKit)") }, "\(problems)")
    #expect(problems.contains { $0.contains("uses simulateTap") }, "\(problems)")
    #expect(problems.contains { $0.contains("uses eventLog") }, "interpolated code is code: \(problems)")
    #expect(!problems.contains { $0.contains("simulateTyping") }, "string text is not code: \(problems)")
    let good = "import TesseraTesting\nfunc f(_ cell: UITableViewCell) { _ = cell.contentConfiguration }\n"
    #expect(Self.problems(inFile: "Good.swift", text: good, headlessOnly: headlessOnly, allowed: allowed).isEmpty)
  }

  @Test func codeAndDeclarationsAreRead() {
    #expect(
      Self.code(of: "a(\"x \\(b(c)) y\") // d\n/* e */ f\n\"\"\"\ng \\(h)\n\"\"\"").split(
        whereSeparator: \.isWhitespace)
        == ["a(", "b(c)", ")", "f"] + ["h"])
    #expect(
      Self.declarations(in: "case a, b(Int)\nfunc tap(at path: IndexPath) -> Bool\nfor (i, j) in pairs { k() }") == [
        "a", "b", "Int", "tap", "at", "path", "i", "j",
      ])
  }
}
