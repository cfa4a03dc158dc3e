import Foundation
import Testing

/// Every `swift` block of the TesseraUIKit articles must appear verbatim in `DocSnippets.swift`,
/// which the test target compiles: an article that drifts from compiling code fails here.
@Suite struct DocSnippetTests {
  static let articles = [
    "CustomHeadersAndFooters", "SelectionAndRowIDs", "ApplyingSnapshots", "SwipeActionsAndMenus", "Reordering",
    "DisplayAndPrefetch", "SectionIndex", "YourOwnDelegate", "TablesOrCollections",
  ]

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
      contentsOf: root.appendingPathComponent("Sources/TesseraUIKit/TesseraUIKit.docc/\(article).md"), encoding: .utf8)
    let compiled = try String(
      contentsOf: root.appendingPathComponent("Tests/TesseraUIKitTests/DocSnippets.swift"), encoding: .utf8)
    let blocks = Self.swiftBlocks(in: markdown)
    #expect(!blocks.isEmpty, "\(article).md has no swift snippet")
    for block in blocks {
      #expect(compiled.contains(block), "\(article).md has a snippet not in DocSnippets.swift:\n\(block)")
    }
  }

  @Test func aChangedSnippetIsCaught() {
    let drifted = "```swift\nhost.submit(snapshot)\n```\n"
    #expect(Self.swiftBlocks(in: drifted) == ["host.submit(snapshot)"])
    #expect(!"host.apply(snapshot)".contains(Self.swiftBlocks(in: drifted)[0]))
  }
}
