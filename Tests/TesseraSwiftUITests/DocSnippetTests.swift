import Foundation
import Testing

/// Every `swift` block of the TesseraSwiftUI articles must appear verbatim in
/// `ArticleSnippets.swift`, which this target compiles (and ios-compile compiles against the iOS
/// SDK, where SwiftUI exists): an article that drifts from compiling code fails here.
@Suite struct DocSnippetTests {
  static let articles = ["SwiftUI"]

  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The `swift` code blocks of a Markdown text.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test(arguments: articles) func articleSnippetsAreTheCompiledCode(_ article: String) throws {
    let root = Self.packageRoot
    let markdown = try String(
      contentsOf: root.appendingPathComponent("Sources/TesseraSwiftUI/TesseraSwiftUI.docc/\(article).md"), encoding: .utf8)
    let compiled = try String(
      contentsOf: root.appendingPathComponent("Tests/TesseraSwiftUITests/ArticleSnippets.swift"), encoding: .utf8)
    let blocks = Self.swiftBlocks(in: markdown)
    #expect(blocks.count >= 5, "\(article).md shows both directions and re-measuring")
    for block in blocks {
      #expect(compiled.contains(block), "\(article).md has a snippet not in ArticleSnippets.swift:\n\(block)")
    }
  }

  @Test func aChangedSnippetIsCaught() {
    let drifted = "```swift\nSnapshotList(snapshot) { _ in }\n```\n"
    #expect(Self.swiftBlocks(in: drifted) == ["SnapshotList(snapshot) { _ in }"])
    #expect(!"SnapshotList(list) { _ in }".contains(Self.swiftBlocks(in: drifted)[0]))
  }
}
