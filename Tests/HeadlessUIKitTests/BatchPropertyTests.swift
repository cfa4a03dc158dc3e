import Foundation
import HeadlessUIKit
import Testing
import TesseraTesting

/// Randomised batches (seeded, R3.2-R3.7, R3.11, R10.5): valid batches in any call order pass,
/// produce the same commit and leave every visible cell showing the new model; breaking a batch
/// always yields a violation, never a crash, and the table recovers.
@MainActor
struct BatchPropertyTests {
  private func fixture(for model: [[String]]) -> Fixture {
    let fixture = Fixture(sections: model, height: 4000)
    fixture.table.identityOracle = { [source = fixture.source] path in
      AnyHashable(source.item(at: path)?.replacingOccurrences(of: "'", with: "") ?? "?")
    }
    fixture.load()
    return fixture
  }

  /// Every visible cell shows the model's row at its path.
  private func showsModel(_ fixture: Fixture) -> Bool {
    guard fixture.table.numberOfSections == fixture.source.sections.count else { return false }
    for (section, rows) in fixture.source.sections.enumerated()
    where fixture.table.numberOfRows(inSection: section) != rows.count {
      return false
    }
    return fixture.table.visibleCells.allSatisfy { cell in
      guard let path = fixture.table.indexPath(for: cell) else { return false }
      return cell.textLabel?.text == fixture.source.item(at: path)
    }
  }

  /// Whether `table` lays out every header, row and footer where `reference` does.
  private func hasSameGeometry(_ table: UITableView, as reference: UITableView) -> Bool {
    guard table.numberOfSections == reference.numberOfSections,
      table.contentSize.height == reference.contentSize.height
    else { return false }
    for section in 0..<table.numberOfSections {
      guard table.rectForHeader(inSection: section) == reference.rectForHeader(inSection: section),
        table.rectForFooter(inSection: section) == reference.rectForFooter(inSection: section),
        table.numberOfRows(inSection: section) == reference.numberOfRows(inSection: section)
      else { return false }
      for row in 0..<table.numberOfRows(inSection: section)
      where table.rectForRow(at: ip(section, row)) != reference.rectForRow(at: ip(section, row)) {
        return false
      }
    }
    return true
  }

  private func commits(_ table: UITableView) -> [TableEvent] {
    table.eventLog.filter {
      if case .batchCommit = $0 { return true }
      return false
    }
  }

  @Test("R3.2, R3.3, R3.7, R3.11, R10.5: valid random batches pass in any call order")
  func validBatches() {
    for seed in UInt64(1)...400 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let batch = RandomBatch.make(using: &rng)
      let first = fixture(for: batch.old)
      let second = fixture(for: batch.old)
      let shuffled = batch.calls.shuffled(using: &rng)
      first.table.performBatchUpdates {
        first.source.sections = batch.new
        for call in batch.calls { call.send(to: first.table) }
      }
      second.table.performBatchUpdates {
        second.source.sections = batch.new
        for call in shuffled { call.send(to: second.table) }
      }
      #expect(first.table.violations.isEmpty, "seed \(seed): \(batch.calls) → \(first.table.violations)")
      #expect(second.table.violations.isEmpty, "seed \(seed)")
      #expect(showsModel(first), "seed \(seed): \(batch.calls)")
      // A batch that keeps every section edits the layout in place, one that changes sections
      // builds it again: either way it is the layout of the new model loaded afresh.
      #expect(hasSameGeometry(first.table, as: fixture(for: batch.new).table), "seed \(seed): \(batch.calls)")
      #expect(commits(first.table) == commits(second.table), "seed \(seed): call order changed the commit")
    }
  }

  @Test("R3.5-R3.7: dropping an insert or delete always fails, and the table recovers")
  func brokenBatches() {
    var checked = 0
    for seed in UInt64(1)...400 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var batch = RandomBatch.make(using: &rng)
      guard let victim = batch.calls.indices.filter({ batch.calls[$0].changesCounts }).randomElement(using: &rng)
      else { continue }
      let dropped = batch.calls.remove(at: victim)
      let fixture = fixture(for: batch.old)
      fixture.table.performBatchUpdates {
        fixture.source.sections = batch.new
        for call in batch.calls { call.send(to: fixture.table) }
      }
      #expect(fixture.table.violations.count == 1, "seed \(seed): dropped \(dropped) from \(batch.calls)")
      #expect(showsModel(fixture), "seed \(seed): the table reloads after a violation")
      checked += 1
    }
    #expect(checked > 200)
  }

  @Test("R10.5: a count-consistent but wrong batch is caught by the identity oracle only")
  func identityOracle() {
    let fixture = fixture(for: [["a", "b", "c"]])
    // The model swaps a and c, but the batch says nothing: counts agree, content is wrong.
    fixture.table.performBatchUpdates {
      fixture.source.sections = [["c", "b", "a"]]
    }
    #expect(fixture.table.lastError?.kind == .identityMismatch(ip(0, 0), expected: "a", actual: "c"))
    let unguarded = Fixture(sections: [["a", "b", "c"]])
    unguarded.load()
    unguarded.table.performBatchUpdates { unguarded.source.sections = [["c", "b", "a"]] }
    #expect(unguarded.table.violations.isEmpty, "UIKit compares counts only (R3.11)")
    #expect(unguarded.visibleTexts == ["a", "b", "c"], "and silently shows stale content")
  }
}
