import Foundation
import Testing

/// Every `swift` block of the README must appear in this target's sources, line for line and
/// contiguous once the lines marked `// README wrapper` (a function around top-level code) are
/// left out. The target compiles those sources, so a README that drifts from code that
/// compiles fails here.
@Suite struct ReadmeSnippetTests {
  static let sources = ["QuickStart", "ShowingIt", "ShowingItSwiftUI", "TestingScreens"]

  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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
    return (0...(lines.count - block.count)).contains { start in lines[start..<(start + block.count)].elementsEqual(block) }
  }

  @Test func everyReadmeSnippetIsCompiledCode() throws {
    let root = Self.packageRoot
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var compiled: [Substring] = []
    for name in Self.sources {
      let text = try String(contentsOf: root.appendingPathComponent("Tests/ReadmeTests/\(name).swift"), encoding: .utf8)
      compiled += text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasSuffix("// README wrapper") }
    }
    let blocks = Self.swiftBlocks(in: readme)
    #expect(blocks.count >= 4)
    for block in blocks {
      #expect(Self.contains(compiled, block), "README.md has a snippet that is not compiled:\n\(block.joined(separator: "\n"))")
    }
  }

  @Test func aDriftedSnippetIsCaught() {
    let compiled: [Substring] = ["let a = 1", "let b = 2", "print(a + b)"]
    #expect(Self.contains(compiled, ["let b = 2", "print(a + b)"]))
    #expect(!Self.contains(compiled, ["let a = 1", "print(a + b)"]), "lines must be consecutive")
    #expect(!Self.contains(compiled, ["let b = 3"]))
  }
}
