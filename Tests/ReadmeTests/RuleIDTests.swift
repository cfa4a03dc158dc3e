import Foundation
import Testing

/// The sources and tests cite the rules of the table and collection-view contracts by id ("R3.6",
/// "S2", "L4", "R3.14 #7", "CV-B1"); each id must be defined in an article of HeadlessUIKit's
/// catalog, so that a reader can look it up.
///
/// An article defines an id by starting a list item with it in bold (`- **R3.6**: ...`) or by
/// naming it in parentheses in a heading (`## Cell reuse (R4)`); the numbered items that follow
/// a rule define its sub-items (`R3.14 #7`).
@Suite struct RuleIDTests {
  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  static let catalog = "Sources/HeadlessUIKit/HeadlessUIKit.docc"

  private static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).map { match in
      (0..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  /// The rule ids a line of source cites. Ranges (`S1-S8`, `R-a..R-o`, `CV-B1..B5`) cite both
  /// ends and everything between.
  static func citations(in line: String) -> [String] {
    var ids: [String] = []
    var rest = line
    // CV-B1..B5, CV-I1..I15
    for match in matches(#"CV-([A-Z])(\d+)\.\.(?:CV-)?([A-Z])?(\d+)"#, in: rest) {
      guard let low = Int(match[2]), let high = Int(match[4]), low <= high, high - low < 100 else { continue }
      ids += (low...high).map { "CV-\(match[1])\($0)" }
      rest = rest.replacingOccurrences(of: match[0], with: " ")
    }
    for match in matches(#"CV-[A-Z]\d+"#, in: rest) {
      ids.append(match[0])
      rest = rest.replacingOccurrences(of: match[0], with: " ")
    }
    // S1-S8, T1-T13, L1-L11, R2-R7
    for match in matches(#"(?<![\w.-])([LSTUR])(\d+)(?:-|\.\.)([LSTUR])?(\d+)(?![\w.])"#, in: rest)
    where match[3].isEmpty || match[3] == match[1] {
      guard let low = Int(match[2]), let high = Int(match[4]), low <= high, high - low < 100 else { continue }
      ids += (low...high).map { "\(match[1])\($0)" }
      rest = rest.replacingOccurrences(of: match[0], with: " ")
    }
    // R-a..R-o
    for match in matches(#"R-([a-z])\.\.R-([a-z])"#, in: rest) {
      guard let low = match[1].unicodeScalars.first?.value, let high = match[2].unicodeScalars.first?.value,
        low <= high
      else { continue }
      ids += (low...high).compactMap(Unicode.Scalar.init).map { "R-\(Character($0))" }
      rest = rest.replacingOccurrences(of: match[0], with: " ")
    }
    for match in matches(#"(?<![\w.-])(R\d+\.\d+(?: ?#\d+)?|R\d+|R-[a-z]|C0\.\d+|[LSTU]\d+)(?![\w]|\.\d)"#, in: rest) {
      ids.append(match[1].replacingOccurrences(of: "#", with: " #").replacingOccurrences(of: "  #", with: " #"))
    }
    return ids
  }

  /// The ids an article defines.
  static func definitions(in markdown: String) -> Set<String> {
    var defined: Set<String> = []
    var last: String?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("#") {
        for match in matches(#"\((R\d+|C0|CV-[A-Z]\d+(?:\.\.[A-Z]\d+)?)\)"#, in: line) { defined.insert(match[1]) }
        continue
      }
      // `- **R3.6**: ...` defines R3.6; a bold id in prose ("**C0.1** to **C0.4**") defines nothing.
      if let rule = matches(#"^\s*- \*\*(CV-[A-Z]\d+|R\d+\.\d+|R-[a-z]|C0\.\d+|[LSTU]\d+)\*\*:"#, in: line).first {
        defined.insert(rule[1])
        last = rule[1]
        continue
      }
      if let last, let item = matches(#"^\s*(\d+)\. "#, in: line).first {
        defined.insert("\(last) #\(item[1])")
      }
    }
    return defined
  }

  /// Every definition of the catalog's articles.
  static func definedIDs() throws -> Set<String> {
    let folder = packageRoot.appendingPathComponent(catalog, isDirectory: true)
    var defined: Set<String> = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
      defined.formUnion(definitions(in: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)))
    }
    return defined
  }

  /// Every citation in Swift files under Sources and Tests and in every DocC article, with where.
  static func citedIDs() throws -> [(id: String, place: String)] {
    var cited: [(id: String, place: String)] = []
    for folder in ["Sources", "Tests"] {
      let files = FileManager.default.enumerator(
        at: packageRoot.appendingPathComponent(folder, isDirectory: true), includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" || (file.pathExtension == "md" && file.path.contains(".docc/")),
          // This file's own examples are not citations.
          file.lastPathComponent != "RuleIDTests.swift"
        else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        let relative = file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          for id in citations(in: String(line)) { cited.append((id, "\(relative):\(index + 1)")) }
        }
      }
    }
    return cited
  }

  @Test func everyCitedRuleIsDefined() throws {
    let defined = try Self.definedIDs()
    let cited = try Self.citedIDs()
    #expect(cited.count > 300, "only \(cited.count) citations found: is the scan broken?")
    for id in ["R3.6", "S8", "R-o", "L4", "T13", "U8", "C0.3", "R3.14 #7", "R4", "CV-B1"] {
      #expect(defined.contains(id), "\(id) is not defined: is the article parser broken?")
    }
    var reported: Set<String> = []
    for citation in cited where !defined.contains(citation.id) && reported.insert(citation.id).inserted {
      Issue.record("\(citation.id) (cited at \(citation.place)) is not defined in \(Self.catalog)")
    }
  }

  @Test func noSourcePointsAtTheOldSpecification() throws {
    for folder in ["Sources", "Tests"] {
      let files = FileManager.default.enumerator(
        at: Self.packageRoot.appendingPathComponent(folder, isDirectory: true), includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard ["swift", "md"].contains(file.pathExtension), file.lastPathComponent != "RuleIDTests.swift" else {
          continue
        }
        let mentions = try String(contentsOf: file, encoding: .utf8).contains("uitableview-contract.md")
        #expect(!mentions, "\(file.lastPathComponent) cites a document outside the repository")
      }
    }
  }

  @Test func citationsAndDefinitionsAreRead() {
    #expect(
      Self.citations(in: "/// S1-S8 (R3.6), then R3.14 #7 and R3.14#8; CV-B1..B5, CV-R2; R-a..R-c") == [
        "CV-B1", "CV-B2", "CV-B3", "CV-B4", "CV-B5", "CV-R2", "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8",
        "R-a", "R-b", "R-c", "R3.6", "R3.14 #7", "R3.14 #8",
      ])
    #expect(Self.citations(in: "let T = 1; x.R3 = R12.5x; TR4; (R2-R4) L4") == ["R2", "R3", "R4", "L4"])
    let article = """
      ## Cell reuse (R4)
      The ids: **R4.1** to **R4.2**.
      - **R4.1**: first.
      - **R4.2**: with items:
        1. one;
        2. two.
      - **S1**: a check.
      """
    #expect(Self.definitions(in: article) == ["R4", "R4.1", "R4.2", "R4.2 #1", "R4.2 #2", "S1"])
    #expect(!Self.definitions(in: article).contains("R4.1 #1"), "items belong to the rule above them")
  }
}
