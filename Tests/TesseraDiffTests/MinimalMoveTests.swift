import TesseraDiff
import TesseraTesting
import Testing

/// Moves are minimal: only rows and sections whose order really changed count as moved.
@Suite("Minimal moves")
struct MinimalMoveTests {
  @Test("rows moved to other sections are exactly the moves (100 sections of 100 rows, 2,000 moved)")
  func crossSectionMoves() {
    var rng = SeededRandomNumberGenerator(seed: 42)
    let source = (0..<100).map { section in
      TestSection(section, ids: Array((section * 1_000)..<(section * 1_000 + 100)))
    }
    var target = source
    var all = source.flatMap { section in section.elements.map { (section.id, $0.id) } }
    all.shuffle(using: &rng)
    let moved = Set(all.prefix(2_000).map(\.1))
    let home = Dictionary(uniqueKeysWithValues: all.prefix(2_000).map { ($0.1, $0.0) })
    for index in target.indices { target[index].elements.removeAll { moved.contains($0.id) } }
    for id in moved.sorted() {
      var section = Int.random(in: 0..<99, using: &rng)
      if section >= home[id, default: 0] { section += 1 }
      target[section].elements.insert(TestRow(id), at: Int.random(in: 0...target[section].elements.count, using: &rng))
    }
    let stages = checkedDiff(source, target)
    #expect(stages.count == 1)
    #expect(stages.rowMoveCount == 2_000)
    #expect(stages.changeCount == 2_000)
  }

  @Test("inserts and deletes shift rows without moving them")
  func shiftsAreNotMoves() {
    let stages = checkedDiff(
      [TestSection(0, ids: Array(1...50))], [TestSection(0, ids: [0] + Array(1...20) + Array(30...50) + [99])])
    #expect(stages.rowMoveCount == 0)
    #expect(stages.rowInsertCount == 2 && stages.rowDeleteCount == 9)
  }

  @Test("a swap of neighbours is one move, a reversal of n rows is n - 1")
  func swapsAndReversal() {
    #expect(checkedDiff([TestSection(0, ids: [1, 2, 3])], [TestSection(0, ids: [2, 1, 3])]).rowMoveCount == 1)
    #expect(
      checkedDiff([TestSection(0, ids: Array(1...10))], [TestSection(0, ids: Array((1...10).reversed()))]).rowMoveCount
        == 9)
  }

  @Test("rows of a moved section do not move")
  func rowsFollowTheirSection() {
    let source = [TestSection(0, ids: [1, 2]), TestSection(1, ids: [3, 4]), TestSection(2, ids: [5])]
    let stages = checkedDiff(source, [source[1], source[2], source[0]])
    #expect(stages.sectionMoveCount == 1)
    #expect(stages.rowMoveCount == 0)
  }

  @Test("a moved row keeps only itself moved, whatever moves around it")
  func oneRowAmongMany() {
    var ids = Array(0..<200)
    let row = ids.remove(at: 150)
    ids.insert(row, at: 3)
    ids.removeSubrange(100..<120)
    let stages = checkedDiff([TestSection(0, ids: Array(0..<200))], [TestSection(0, ids: ids)])
    #expect(stages.rowMoveCount == 1)
  }
}
