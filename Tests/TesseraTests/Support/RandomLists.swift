import Tessera
import TesseraTesting

/// The content of generated rows: a label and a version that changes on update.
struct Item: Equatable, Sendable {
  var label: String
  var version: Int
}

/// Seeded random snapshots and edits for the controller's property tests.
struct RandomLists {
  var rng: SeededRandomNumberGenerator
  var allowDuplicates: Bool
  private var nextID = 0
  private var nextSectionID = 0

  init(seed: UInt64, allowDuplicates: Bool = true) {
    rng = SeededRandomNumberGenerator(seed: seed)
    self.allowDuplicates = allowDuplicates
  }

  mutating func row() -> Row {
    nextID += 1
    var row = Row(nextID, Item(label: "r\(nextID)", version: 0))
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: row = row.height(.fixed(30))
    case 1: row = row.expandable()
    case 2: row = row.height(.automatic(estimate: 50))
    default: break
    }
    return row
  }

  mutating func section() -> Section {
    nextSectionID += 1
    let count = Int.random(in: 0...6, using: &rng)
    var section = Section("s\(nextSectionID)", header: Bool.random(using: &rng) ? "Header \(nextSectionID)" : nil, rows: (0..<count).map { _ in row() })
    if Int.random(in: 0..<4, using: &rng) == 0 { section = section.collapsible(initiallyCollapsed: Bool.random(using: &rng)) }
    return section
  }

  mutating func snapshot() -> ListSnapshot {
    ListSnapshot(sections: (0..<Int.random(in: 0...4, using: &rng)).map { _ in section() })
  }

  /// A few random edits of `snapshot`.
  mutating func edit(_ snapshot: ListSnapshot) -> ListSnapshot {
    var sections = snapshot.sections
    for _ in 0..<Int.random(in: 1...5, using: &rng) {
      let nonEmpty = sections.indices.filter { !sections[$0].rows.isEmpty }
      switch Int.random(in: 0..<10, using: &rng) {
      case 0:
        sections.insert(section(), at: Int.random(in: 0...sections.count, using: &rng))
      case 1 where !sections.isEmpty:
        sections.remove(at: Int.random(in: sections.indices, using: &rng))
      case 2 where sections.count > 1:
        let moved = sections.remove(at: Int.random(in: sections.indices, using: &rng))
        sections.insert(moved, at: Int.random(in: 0...sections.count, using: &rng))
      case 3 where !sections.isEmpty:
        let s = Int.random(in: sections.indices, using: &rng)
        sections[s].rows.insert(row(), at: Int.random(in: 0...sections[s].rows.count, using: &rng))
      case 4 where !nonEmpty.isEmpty:
        let s = nonEmpty.randomElement(using: &rng)!
        sections[s].rows.remove(at: Int.random(in: sections[s].rows.indices, using: &rng))
      case 5 where !nonEmpty.isEmpty:
        let s = nonEmpty.randomElement(using: &rng)!
        let moved = sections[s].rows.remove(at: Int.random(in: sections[s].rows.indices, using: &rng))
        let t = Int.random(in: sections.indices, using: &rng)
        sections[t].rows.insert(moved, at: Int.random(in: 0...sections[t].rows.count, using: &rng))
      case 6 where !nonEmpty.isEmpty, 7 where !nonEmpty.isEmpty:
        let s = nonEmpty.randomElement(using: &rng)!
        let r = Int.random(in: sections[s].rows.indices, using: &rng)
        if var item = sections[s].rows[r].content.as(Item.self) {
          item.version += 1
          sections[s].rows[r].content = AnyRowContent(item)
        }
      case 8 where !sections.isEmpty:
        let s = Int.random(in: sections.indices, using: &rng)
        sections[s].header = Bool.random(using: &rng) ? .title("Changed \(Int.random(in: 0..<3, using: &rng))") : nil
      case 9 where allowDuplicates && !nonEmpty.isEmpty:
        let s = nonEmpty.randomElement(using: &rng)!
        let copy = sections[s].rows.randomElement(using: &rng)!
        let t = Int.random(in: sections.indices, using: &rng)
        sections[t].rows.insert(copy, at: Int.random(in: 0...sections[t].rows.count, using: &rng))
      default:
        break
      }
    }
    return ListSnapshot(sections: sections)
  }
}
