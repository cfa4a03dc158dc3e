import Foundation
import Testing

/// Every rule id the contract articles of HeadlessUIKit's catalog define has a line in
/// `RuleSources.md` saying where the rule comes from: one or more kinds (an SDK header, Apple's
/// documentation, a WWDC session, a report, or "inferred"; "definition" for a rule about this
/// package, "open question" for the U rules) and the source itself. A rule added without its
/// source, or a source left for a rule that is gone, fails here.
@Suite struct RuleSourceTests {
  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  static let catalog = "Sources/HeadlessUIKit/HeadlessUIKit.docc"
  static let sourcesArticle = "RuleSources.md"
  static let kinds: Set<String> = [
    "header", "documentation", "WWDC", "report", "inferred", "definition", "open question",
  ]

  /// The ids a contract article defines as list items (`- **R3.6**: ...`).
  static func definedRules(in markdown: String) -> Set<String> {
    guard
      let regex = try? NSRegularExpression(
        pattern: #"(?m)^\s*- \*\*(CV-[A-Z]\d+|R\d+\.\d+|R-[a-z]|C0\.\d+|[LSTU]\d+)\*\*:"#)
    else { return [] }
    let range = NSRange(markdown.startIndex..., in: markdown)
    return Set(
      regex.matches(in: markdown, range: range).compactMap { match in
        Range(match.range(at: 1), in: markdown).map { String(markdown[$0]) }
      })
  }

  /// The rows of the sources article's tables: rule id, kinds, source.
  static func sourceRows(in markdown: String) -> [(id: String, kinds: [String], source: String)] {
    markdown.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("| ") else { return nil }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3, cells[0] != "Rule" else { return nil }
      let kinds = cells[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      return (cells[0], kinds.filter { !$0.isEmpty }, cells[2])
    }
  }

  @Test func everyRuleHasASource() throws {
    let folder = Self.packageRoot.appendingPathComponent(Self.catalog)
    var defined: Set<String> = []
    for article in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where article.hasSuffix(".md") && article != Self.sourcesArticle {
      defined.formUnion(
        Self.definedRules(in: try String(contentsOf: folder.appendingPathComponent(article), encoding: .utf8)))
    }
    #expect(defined.count >= 200, "only \(defined.count) rule ids found: is the scan broken?")
    let rows = Self.sourceRows(
      in: try String(contentsOf: folder.appendingPathComponent(Self.sourcesArticle), encoding: .utf8))
    var seen: Set<String> = []
    for row in rows {
      #expect(seen.insert(row.id).inserted, "\(row.id) has two lines in \(Self.sourcesArticle)")
      #expect(defined.contains(row.id), "\(Self.sourcesArticle) gives a source for \(row.id), which no article defines")
      #expect(!row.kinds.isEmpty && Set(row.kinds).isSubset(of: Self.kinds), "\(row.id): kinds \(row.kinds)")
      #expect(!row.source.isEmpty, "\(row.id) names no source")
    }
    for id in defined.subtracting(seen).sorted() {
      Issue.record("\(id) has no line in \(Self.sourcesArticle): say where it comes from, or that it is inferred")
    }
  }

  @Test func rowsAndDefinitionsAreRead() {
    #expect(
      Self.definedRules(in: "- **R3.6**: a\n  - **S2**: b\n**C0.1** to **C0.4**\n- **CV-B1**: c") == [
        "R3.6", "S2", "CV-B1",
      ])
    let rows = Self.sourceRows(
      in: "| Rule | Kind | Source |\n|---|---|---|\n| R1.1 | header, inferred | `UITableView.h` |\n")
    #expect(rows.count == 1)
    #expect(rows.first?.id == "R1.1" && rows.first?.kinds == ["header", "inferred"])
  }
}
