import Foundation
import Testing

/// Every `swift` block of the README and of every DocC article (`Sources/*/*.docc/*.md`) must
/// appear in code that a test target compiles, line for line and contiguous once the lines
/// marked `// README wrapper` or `// doc wrapper` (a function or type around the snippet) are
/// left out. A snippet that drifts from code that compiles fails here. The TesseraUIKit
/// articles' code lives in `Tests/TesseraUIKitTests/DocSnippets.swift` and the TesseraSwiftUI
/// article's in `Tests/TesseraSwiftUITests/ArticleSnippets.swift`, both also compiled against
/// the iOS SDK; everything else in this target.
@Suite struct DocumentationSnippetTests {
  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  /// A fenced code block: its language (empty when untagged) and its lines, without the
  /// indentation of its fence.
  struct Block: Equatable {
    var language: String
    var lines: [Substring]
  }

  /// The fenced code blocks of a Markdown text.
  static func blocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    var current: (block: Block, indent: Int)?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if let open = current {
        if trimmed == "```" {
          blocks.append(open.block)
          current = nil
        } else {
          current?.block.lines.append(line.dropFirst(min(open.indent, line.prefix { $0 == " " }.count)))
        }
      } else if trimmed.hasPrefix("```") {
        current = (Block(language: String(trimmed.dropFirst(3)), lines: []), line.count - trimmed.count)
      }
    }
    return blocks
  }

  /// Whether `block` occurs as consecutive lines of `lines`.
  static func contains(_ lines: [Substring], _ block: [Substring]) -> Bool {
    guard !block.isEmpty, block.count <= lines.count else { return block.isEmpty }
    return (0...(lines.count - block.count)).contains { start in
      lines[start..<(start + block.count)].elementsEqual(block)
    }
  }

  /// The lines of a compiled snippet file, without its wrapper lines.
  static func compiledLines(of source: String) -> [Substring] {
    source.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.hasSuffix("// README wrapper") && !$0.hasSuffix("// doc wrapper")
    }
  }

  /// The README and every article of every catalog, relative to the package root.
  static func documents() throws -> [String] {
    let sources = packageRoot.appendingPathComponent("Sources")
    var documents = ["README.md"]
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
      guard let articles = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
      documents += articles.filter { $0.hasSuffix(".md") }.sorted().map { "Sources/\(module)/\(module).docc/\($0)" }
    }
    return documents
  }

  /// The lines of every file the snippets may live in: this target's sources, DocSnippets.swift
  /// and the ArticleSnippets.swift files (SwiftUI's, and the Swift 5 misuse target's).
  static func compiledSnippets() throws -> [[Substring]] {
    var files = [
      packageRoot.appendingPathComponent("Tests/TesseraUIKitTests/DocSnippets.swift"),
      packageRoot.appendingPathComponent("Tests/TesseraUIKitTests/CrashReportingSnippets.swift"),
      packageRoot.appendingPathComponent("Tests/TesseraSwiftUITests/ArticleSnippets.swift"),
      packageRoot.appendingPathComponent("Tests/Swift5MisuseTests/ArticleSnippets.swift"),
    ]
    let folder = packageRoot.appendingPathComponent("Tests/ReadmeTests", isDirectory: true)
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = enumerator?.nextObject() as? URL {
      if file.pathExtension == "swift", file.lastPathComponent != "DocumentationSnippetTests.swift" {
        files.append(file)
      }
    }
    return try files.map { compiledLines(of: try String(contentsOf: $0, encoding: .utf8)) }
  }

  @Test func everySwiftSnippetIsCompiledCode() throws {
    let compiled = try Self.compiledSnippets()
    let documents = try Self.documents()
    #expect(documents.count >= 15, "only \(documents.count) documents found")
    var swiftBlocks = 0
    for document in documents {
      let markdown = try String(contentsOf: Self.packageRoot.appendingPathComponent(document), encoding: .utf8)
      for block in Self.blocks(in: markdown) {
        #expect(
          !block.language.isEmpty,
          "\(document) has a code block without a language:\n\(block.lines.joined(separator: "\n"))")
        guard block.language == "swift" else { continue }
        swiftBlocks += 1
        #expect(
          compiled.contains { Self.contains($0, block.lines) },
          "\(document) has a snippet that no test compiles:\n\(block.lines.joined(separator: "\n"))")
      }
    }
    #expect(swiftBlocks >= 20, "only \(swiftBlocks) swift blocks found")
  }

  @Test func aDriftedSnippetIsCaught() {
    let compiled = Self.compiledLines(
      of: "func f() {  // doc wrapper\nlet a = 1\nlet b = 2\n}  // doc wrapper\nprint(a + b)")
    #expect(Self.contains(compiled, ["let b = 2", "print(a + b)"]), "wrapper lines are left out")
    #expect(!Self.contains(compiled, ["let a = 1", "print(a + b)"]), "lines must be consecutive")
    #expect(!Self.contains(compiled, ["let b = 3"]))
  }

  @Test func fencedBlocksAreRead() {
    let markdown = """
      Text
      ```swift
      let a = 1
      ```
      - item:
        ```sh
        swift test
        ```
      ```
      untagged
      ```
      """
    #expect(
      Self.blocks(in: markdown) == [
        Block(language: "swift", lines: ["let a = 1"]),
        Block(language: "sh", lines: ["swift test"]),
        Block(language: "", lines: ["untagged"]),
      ])
  }
}
