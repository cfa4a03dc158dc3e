import TesseraDiff

/// A row for tests: an identifier and a content number (a change of content is an update).
struct TestRow: Diffable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var content: Int

  init(_ id: Int, _ content: Int = 0) {
    self.id = id
    self.content = content
  }

  var diffIdentifier: Int { id }

  var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A section for tests: an identifier, a header number (its own content) and rows.
struct TestSection: DiffableSection, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var header: Int
  var elements: [TestRow]

  init(_ id: Int, header: Int = 0, _ rows: [TestRow]) {
    self.id = id
    self.header = header
    self.elements = rows
  }

  /// A section whose rows have the given identifiers and content 0.
  init(_ id: Int, header: Int = 0, ids: [Int]) {
    self.init(id, header: header, ids.map { TestRow($0) })
  }

  var diffIdentifier: Int { id }

  func isContentEqual(to other: TestSection) -> Bool { header == other.header }

  func replacingElements(_ elements: [TestRow]) -> TestSection {
    TestSection(id, header: header, elements)
  }

  var description: String {
    "S\(id)\(header == 0 ? "" : "'\(header)")\(elements)"
  }
}

extension Changeset {
  /// A one-line summary of the operations, for failure messages.
  var summary: String {
    var parts: [String] = []
    if !sectionDeletes.isEmpty { parts.append("sectionDeletes \(sectionDeletes)") }
    if !sectionInserts.isEmpty { parts.append("sectionInserts \(sectionInserts)") }
    if !sectionUpdates.isEmpty { parts.append("sectionUpdates \(sectionUpdates)") }
    if !sectionMoves.isEmpty {
      parts.append("sectionMoves \(sectionMoves.map { "\($0.source)->\($0.target)" })")
    }
    if !elementDeletes.isEmpty { parts.append("deletes \(elementDeletes)") }
    if !elementInserts.isEmpty { parts.append("inserts \(elementInserts)") }
    if !elementUpdates.isEmpty { parts.append("updates \(elementUpdates)") }
    if !elementMoves.isEmpty {
      parts.append("moves \(elementMoves.map { "\($0.source)->\($0.target)" })")
    }
    return parts.joined(separator: "; ")
  }
}

extension StagedChangeset {
  /// Totals over all stages.
  var rowMoveCount: Int { reduce(0) { $0 + $1.elementMoves.count } }
  var sectionMoveCount: Int { reduce(0) { $0 + $1.sectionMoves.count } }
  var rowUpdateCount: Int { reduce(0) { $0 + $1.elementUpdates.count } }
  var rowInsertCount: Int { reduce(0) { $0 + $1.elementInserts.count } }
  var rowDeleteCount: Int { reduce(0) { $0 + $1.elementDeletes.count } }

  /// Every stage, one per line.
  var summary: String {
    enumerated().map { "stage \($0.offset): \($0.element.summary)" }.joined(separator: "\n")
  }
}
