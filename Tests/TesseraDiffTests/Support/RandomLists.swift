import TesseraDiff
import TesseraTesting

/// One generated diff case: a source, a target, and what the generator did to get there.
struct RandomCase: CustomStringConvertible {
  var seed: UInt64
  var source: [TestSection]
  var target: [TestSection]
  /// Whether some identifier may repeat (then pairing is by occurrence and bounds do not apply).
  var mayHaveDuplicates: Bool
  /// Whether the target was derived from the source by the counted mutations below.
  var isMutation: Bool
  var rowMoves = 0
  var sectionMoves = 0
  var contentChanges = 0

  var description: String { "seed \(seed)\nsource \(source)\ntarget \(target)" }
}

/// Seeded generator of sectioned lists and of their edits: empty lists, empty sections,
/// duplicates, section moves with row moves, and everything at once.
struct RandomLists {
  private var rng: SeededRandomNumberGenerator
  private var nextID = 1_000
  private var duplicates: Bool

  init(seed: UInt64) {
    rng = SeededRandomNumberGenerator(seed: seed)
    duplicates = false
  }

  static func makeCase(seed: UInt64) -> RandomCase {
    var generator = RandomLists(seed: seed)
    return generator.makeCase(seed: seed)
  }

  private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
  private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

  private mutating func freshRowID() -> Int {
    if duplicates && chance(30) { return int(0...5) }
    nextID += 1
    return nextID
  }

  private mutating func freshSectionID() -> Int {
    if duplicates && chance(30) { return int(0...3) }
    nextID += 1
    return nextID
  }

  private mutating func randomSection(maxRows: Int) -> TestSection {
    let count = int(0...maxRows)
    var rows: [TestRow] = []
    for _ in 0..<count { rows.append(TestRow(freshRowID(), int(0...1))) }
    return TestSection(freshSectionID(), header: int(0...1), rows)
  }

  private mutating func randomList(maxSections: Int, maxRows: Int) -> [TestSection] {
    (0..<int(0...maxSections)).map { _ in randomSection(maxRows: maxRows) }
  }

  mutating func makeCase(seed: UInt64) -> RandomCase {
    duplicates = chance(20)
    let big = chance(10)
    let source = randomList(maxSections: big ? 12 : 5, maxRows: big ? 20 : 6)
    let mode = int(0...99)
    if mode < 5 {
      return RandomCase(seed: seed, source: source, target: source, mayHaveDuplicates: duplicates, isMutation: true)
    }
    if mode < 15 {
      // An unrelated list drawn from an overlapping pool of identifiers.
      duplicates = true
      nextID = 1_000
      let target = randomList(maxSections: 5, maxRows: 6)
      return RandomCase(seed: seed, source: source, target: target, mayHaveDuplicates: true, isMutation: false)
    }
    var result = RandomCase(seed: seed, source: source, target: source, mayHaveDuplicates: duplicates, isMutation: true)
    var sections = source
    let edits = int(1...(big ? 30 : 12))
    for _ in 0..<edits {
      mutate(&sections, &result)
    }
    result.target = sections
    return result
  }

  private mutating func mutate(_ sections: inout [TestSection], _ result: inout RandomCase) {
    switch int(0...8) {
    case 0 where !sections.isEmpty:
      sections.remove(at: int(0...(sections.count - 1)))
    case 1:
      sections.insert(randomSection(maxRows: 4), at: int(0...sections.count))
    case 2 where !sections.isEmpty:
      let moved = sections.remove(at: int(0...(sections.count - 1)))
      sections.insert(moved, at: int(0...sections.count))
      result.sectionMoves += 1
    case 3 where !sections.isEmpty:
      sections[int(0...(sections.count - 1))].header += 1
      result.contentChanges += 1
    case 4:
      if let (section, row) = randomRow(sections) { sections[section].elements.remove(at: row) }
    case 5 where !sections.isEmpty:
      let section = int(0...(sections.count - 1))
      sections[section].elements.insert(TestRow(freshRowID()), at: int(0...sections[section].elements.count))
    case 6, 7:
      guard let (section, row) = randomRow(sections) else { return }
      let moved = sections[section].elements.remove(at: row)
      let into = int(0...(sections.count - 1))
      sections[into].elements.insert(moved, at: int(0...sections[into].elements.count))
      result.rowMoves += 1
    case 8:
      if let (section, row) = randomRow(sections) {
        sections[section].elements[row].content += 1
        result.contentChanges += 1
      }
    default:
      break
    }
  }

  private mutating func randomRow(_ sections: [TestSection]) -> (Int, Int)? {
    let filled = sections.indices.filter { !sections[$0].elements.isEmpty }
    guard !filled.isEmpty else { return nil }
    let section = filled[int(0...(filled.count - 1))]
    return (section, int(0...(sections[section].elements.count - 1)))
  }
}
