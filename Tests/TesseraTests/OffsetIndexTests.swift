import Testing
import Tessera
import TesseraTesting

@Suite("OffsetIndex")
struct OffsetIndexTests {
  @Test func emptyIndex() {
    let index = OffsetIndex()
    #expect(index.totalHeight == 0)
    #expect(index.item(atOffset: 10) == nil)
  }

  @Test func zeroHeightItemsCoverNothing() {
    let index = OffsetIndex(heights: [0, 10, 0, 0, 5, 0])
    #expect(index.item(atOffset: 0) == 1)
    #expect(index.item(atOffset: 9.5) == 1)
    #expect(index.item(atOffset: 10) == 4)
    #expect(index.item(atOffset: 100) == 4)
    #expect(index.item(atOffset: -3) == 0)
  }

  /// Property: offsets and lookups agree with a linear scan after random point updates.
  @Test(arguments: 0..<20)
  func agreesWithLinearPrefixSums(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    var heights = (0..<Int.random(in: 1...300, using: &rng)).map { _ in Double(Int.random(in: 0...40, using: &rng)) }
    var index = OffsetIndex(heights: heights)
    for _ in 0..<200 {
      let item = Int.random(in: heights.indices, using: &rng)
      let height = Double(Int.random(in: 0...40, using: &rng))
      heights[item] = height
      index.setHeight(height, ofItem: item)
      let probe = Int.random(in: heights.indices, using: &rng)
      let expectedOffset = heights[..<probe].reduce(0, +)
      #expect(index.offset(ofItem: probe) == expectedOffset, "seed \(seed)")
      let total = heights.reduce(0, +)
      guard total > 0 else { continue }
      let offset = Double.random(in: 0..<total, using: &rng)
      var top = 0.0
      var covering = 0
      for (i, h) in heights.enumerated() where h > 0 {
        if offset >= top && offset < top + h { covering = i; break }
        top += h
      }
      #expect(index.item(atOffset: offset) == covering, "seed \(seed), offset \(offset)")
    }
  }

  /// Property: heights written in place give the index built from the same heights, whether the
  /// count stays (memory reused), changes or drops to zero; a copy taken before keeps its own.
  @Test(arguments: 0..<10)
  func heightsWrittenInPlaceAgreeWithAnIndexBuiltFromThem(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    var index = OffsetIndex(heights: [10, 20, 30])
    for _ in 0..<20 {
      let count = [
        0, index.count, index.count, index.count + 1, max(index.count - 3, 0), Int.random(in: 1...200, using: &rng),
      ].randomElement(using: &rng)!
      let heights = (0..<count).map { _ in Double(Int.random(in: 0...40, using: &rng)) }
      // Half the time a copy shares the memory (it must keep its heights); otherwise the index
      // holds it alone and grows or shrinks in place.
      let before = Bool.random(using: &rng) ? index : OffsetIndex()
      let beforeHeights = (0..<before.count).map { before.height(ofItem: $0) }
      index.replaceHeights(count: count) { buffer in
        for i in 0..<count { buffer[i] = heights[i] }
      }
      let built = OffsetIndex(heights: heights)
      #expect(index.count == count, "seed \(seed)")
      #expect(index.totalHeight == built.totalHeight, "seed \(seed)")
      for item in 0...count {
        #expect(index.offset(ofItem: item) == built.offset(ofItem: item), "seed \(seed), item \(item)")
      }
      for probe in stride(from: -1.0, through: built.totalHeight + 1, by: 7) {
        #expect(index.item(atOffset: probe) == built.item(atOffset: probe), "seed \(seed), offset \(probe)")
      }
      #expect(
        (0..<before.count).map { before.height(ofItem: $0) } == beforeHeights, "seed \(seed): the copy kept its own")
    }
  }
}
