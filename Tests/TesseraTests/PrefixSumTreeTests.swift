import Testing
import Tessera
import TesseraLayout

@Suite("PrefixSumTree")
struct PrefixSumTreeTests {
  @Test func emptyTreeSumsToZero() {
    let tree = PrefixSumTree<Int>()
    #expect(tree.count == 0)
    #expect(tree.total == 0)
    #expect(tree.prefix(0) == 0)
    #expect(tree.count(upTo: 10) == 0)
  }

  @Test func prefixesAndLookupsOfAFewHeights() {
    var tree = PrefixSumTree([44.0, 80, 44])
    #expect(tree.prefix(2) == 124)
    #expect(tree.count(upTo: 100) == 1)
    tree[1] = 60
    #expect(tree.prefix(2) == 104)
    #expect(tree.total == 148)
  }

  /// Property: after random point updates and whole replacements (growing, shrinking, keeping
  /// the count), every prefix, the total and every lookup agree with sums over a plain array.
  @Test(arguments: 0..<12)
  func agreesWithPlainSums(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    var values = (0..<Int.random(in: 0...200, using: &rng)).map { _ in Int.random(in: 0...50, using: &rng) }
    var tree = PrefixSumTree(values)
    for step in 0..<150 {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0:
        values = (0..<Int.random(in: 0...200, using: &rng)).map { _ in Int.random(in: 0...50, using: &rng) }
        tree.replaceAll(with: values)
      case 1:
        let count = Int.random(in: 0...200, using: &rng)
        values = (0..<count).map { _ in Int.random(in: 0...50, using: &rng) }
        let written = values
        tree.replaceAll(count: count) { memory in
          for index in 0..<count { memory[index] = written[index] }
        }
      default:
        guard !values.isEmpty else { continue }
        let index = Int.random(in: values.indices, using: &rng)
        values[index] = Int.random(in: 0...50, using: &rng)
        tree[index] = values[index]
      }
      #expect(tree.count == values.count, "seed \(seed), step \(step)")
      #expect(tree.total == values.reduce(0, +), "seed \(seed), step \(step)")
      let length = Int.random(in: 0...values.count, using: &rng)
      #expect(tree.prefix(length) == values[..<length].reduce(0, +), "seed \(seed), step \(step)")
      let offset = Int.random(in: 0...(values.reduce(0, +) + 10), using: &rng)
      // The number of leading values whose running sum stays at or below `offset`.
      var running = 0
      var expected = 0
      for value in values {
        running += value
        guard running <= offset else { break }
        expected += 1
      }
      #expect(tree.count(upTo: offset) == expected, "seed \(seed), step \(step), offset \(offset)")
    }
  }
}
