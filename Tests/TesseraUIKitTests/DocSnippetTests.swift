import Foundation
import Testing

/// Every `swift` block of every TesseraUIKit article must appear in one of the snippet files
/// (`DocSnippets.swift` for most), line for line and contiguous (lines marked `// doc wrapper`
/// left out). The test target compiles that
/// file, and ios-compile compiles it against the iOS SDK, so an article that drifts from code
/// that compiles on both fails here. (ReadmeTests checks every other catalog and the README.)
@Suite struct DocSnippetTests {
  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  static let catalog = "Sources/TesseraUIKit/TesseraUIKit.docc"

  /// The catalog's articles, by name.
  static var articles: [String] {
    let folder = packageRoot.appendingPathComponent(catalog)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
  }

  /// The `swift` code blocks of a Markdown text, as lines.
  static func swiftBlocks(in markdown: String) -> [[Substring]] {
    var blocks: [[Substring]] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines)
        current = nil
      } else {
        current?.append(line)
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

  /// The files that compile the articles' code: `DocSnippets.swift`, and the crash-reporting
  /// article's own two (its iOS half here, its replay half with the other Linux-only snippets).
  static let snippetFiles = [
    "Tests/TesseraUIKitTests/DocSnippets.swift",
    "Tests/TesseraUIKitTests/CrashReportingSnippets.swift",
    "Tests/ReadmeTests/Articles/CrashReplaySnippets.swift",
  ]

  /// The lines of every snippet file, each file's lines on their own so that no block is found
  /// across the end of one file and the start of the next.
  static func compiledFiles() throws -> [[Substring]] {
    try snippetFiles.map { path in
      let source = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      return source.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasSuffix("// doc wrapper") }
    }
  }

  @Test func theCatalogIsFound() {
    #expect(Self.articles.count >= 10, "articles found: \(Self.articles)")
    #expect(Self.articles.contains("ProductPageInUIKit"))
  }

  @Test(arguments: articles) func articleSnippetsAreTheCompiledCode(_ article: String) throws {
    let markdown = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("\(Self.catalog)/\(article).md"), encoding: .utf8)
    let compiled = try Self.compiledFiles()
    for block in Self.swiftBlocks(in: markdown) {
      #expect(
        compiled.contains { Self.contains($0, block) },
        "\(article).md has a snippet in none of \(Self.snippetFiles):\n\(block.joined(separator: "\n"))")
    }
  }

  @Test func aChangedSnippetIsCaught() {
    let drifted = "```swift\nhost.submit(snapshot)\n```\n"
    #expect(Self.swiftBlocks(in: drifted) == [["host.submit(snapshot)"]])
    #expect(!Self.contains(["host.apply(snapshot)"], Self.swiftBlocks(in: drifted)[0]))
    #expect(Self.contains(["let a = 1", "host.submit(snapshot)"], Self.swiftBlocks(in: drifted)[0]))
  }
}
