import Foundation
import HeadlessUIKit
import Testing
import TesseraTesting

/// A 100,000-row list: loading, jumping around and hundreds of batches stay proportional to
/// the change plus the visible rows (asserted on data-source traffic, not on time).
@MainActor
struct ScaleTests {
  @Test("R5.3, R3.11: 100,000 rows, random jumps and 300 random batches with estimated heights")
  func largeList() {
    let rows = (0..<100_000).map { "row \($0)" }
    let fixture = Fixture(
      sections: [rows], height: 800, rowHeight: UITableView.automaticDimension, estimatedRowHeight: 44)
    let table = fixture.table
    fixture.load()
    #expect(table.eventLog.count < 200, "loading asks nothing per row beyond the visible ones")
    var rng = SeededRandomNumberGenerator(seed: 7)
    for _ in 0..<20 {
      table.scroll(to: CGFloat.random(in: 0..<(table.contentSize.height - 800), using: &rng))
    }
    var largestBatch = 0
    for step in 0..<300 {
      let count = fixture.source.sections[0].count
      let mark = table.eventLog.count
      if Bool.random(using: &rng) {
        let row = Int.random(in: 0...count, using: &rng)
        table.performBatchUpdates {
          fixture.source.sections[0].insert("new \(step)", at: row)
          table.insertRows(at: [ip(0, row)], with: .fade)
        }
      } else {
        let from = Int.random(in: 0..<count, using: &rng)
        let to = Int.random(in: 0..<count, using: &rng)
        table.performBatchUpdates {
          let moved = fixture.source.sections[0].remove(at: from)
          fixture.source.sections[0].insert(moved, at: to)
          table.moveRow(at: ip(0, from), to: ip(0, to))
        }
      }
      largestBatch = max(largestBatch, table.eventLog.count - mark)
    }
    #expect(table.violations.isEmpty)
    #expect(largestBatch < 150, "a one-row batch costs events for the visible rows only")
    #expect((table.cellsCreated["cell"] ?? 0) <= 40)
    #expect(
      table.visibleCells.allSatisfy { cell in
        table.indexPath(for: cell).map { cell.textLabel?.text == fixture.source.item(at: $0) } ?? false
      })
  }
}
