import Foundation
import Testing
import TesseraTesting

@testable import HeadlessUIKit

/// The height structures behind R5.3/R5.5 against a plain array, under random edits.
struct LayoutStructureTests {
  /// The first index whose running sum passes `offset`, computed naively.
  private func naiveCount(_ heights: [CGFloat], upTo offset: CGFloat) -> Int {
    var sum: CGFloat = 0
    for (index, height) in heights.enumerated() {
      if sum + height > offset { return index }
      sum += height
    }
    return heights.count
  }

  @Test("Chunked height columns match an array under random inserts, removals and updates")
  func heightColumnMatchesArray() {
    for seed in UInt64(1)...20 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let initial = (0..<Int.random(in: 0...300, using: &rng)).map { _ in CGFloat(Int.random(in: 0...60, using: &rng)) }
      var model = initial
      var column = HeightColumn(heights: initial, isMeasured: initial.map { _ in false })
      for step in 0..<600 {
        let roll = Int.random(in: 0..<10, using: &rng)
        if roll < 4 {
          let row = Int.random(in: 0...model.count, using: &rng)
          let height = CGFloat(Int.random(in: 0...60, using: &rng))
          model.insert(height, at: row)
          column.insert(height, isMeasured: true, at: row)
        } else if roll < 7, !model.isEmpty {
          let row = Int.random(in: 0..<model.count, using: &rng)
          let removed = column.remove(at: row)
          #expect(removed.height == model.remove(at: row), "seed \(seed) step \(step)")
        } else if !model.isEmpty {
          let row = Int.random(in: 0..<model.count, using: &rng)
          let height = CGFloat(Int.random(in: 0...60, using: &rng))
          model[row] = height
          column.set(height, at: row, isMeasured: true)
        }
        #expect(column.count == model.count, "seed \(seed) step \(step)")
        #expect(column.total == model.reduce(0, +), "seed \(seed) step \(step)")
        let length = Int.random(in: 0...model.count, using: &rng)
        #expect(column.prefix(length) == model[..<length].reduce(0, +), "seed \(seed) step \(step)")
        let offset = CGFloat(Int.random(in: -10...Int(column.total + 10), using: &rng))
        #expect(column.count(upTo: offset) == naiveCount(model, upTo: offset), "seed \(seed) step \(step)")
        if !model.isEmpty {
          let row = Int.random(in: 0..<model.count, using: &rng)
          #expect(column.height(at: row) == model[row], "seed \(seed) step \(step)")
        }
      }
    }
  }

  @Test("Free-slot arithmetic of batch plans matches a naive walk")
  func freeSlots() {
    for seed in UInt64(1)...200 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let taken = Array(Set((0..<Int.random(in: 0...10, using: &rng)).map { _ in Int.random(in: 0..<30, using: &rng) }))
        .sorted()
      let free = (0..<40).filter { !taken.contains($0) }
      for rank in 0..<20 {
        #expect(BatchPlan.RowChanges.freeSlot(rank, skipping: taken) == free[rank], "seed \(seed) rank \(rank)")
      }
      for value in 0..<35 {
        #expect(BatchPlan.RowChanges.countBelow(value, in: taken) == taken.filter { $0 < value }.count, "seed \(seed)")
      }
    }
  }
}
