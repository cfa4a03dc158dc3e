#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

@Suite("TableViewHost random sequences")
@MainActor
struct RandomSequenceTests {
  /// 8 × 250 = 2,000 sequences of 10 snapshot changes, with collapses, expansions, scrolling
  /// and duplicates, through the strict headless table: no violation ever, and the visible
  /// cells show exactly the latest snapshot (the identity oracle checks every commit).
  @Test(arguments: 0..<8)
  func randomSequencesNeverViolateTheContract(batch: Int) async {
    var snapshots = RandomSnapshotGenerator(
      sectionCount: 0...4, rowsPerSection: 0...6, duplicateRowIDProbability: 0.03, duplicateSectionIDProbability: 0.02,
      headerProbability: 0.5, heightPolicies: [.fixed(30), .automatic, .automatic(estimate: 25), .aspectRatio(0.1)])
    snapshots.expandableRowProbability = 0.3
    snapshots.collapsibleSectionProbability = 0.3
    let edits = RandomEditGenerator(duplicateProbability: 0.03, newContent: snapshots)
    for sequence in 0..<250 {
      let seed = UInt64(10_000 + batch * 250 + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let (table, host) = makeTable(width: 320, height: 200)
      host.register(TextCell<GeneratedContent>.self)
      installIdentityOracle(table, host)
      var snapshot = snapshots.makeSnapshot(using: &rng)
      await host.apply(snapshot)
      table.layoutIfNeeded()
      for step in 0..<10 {
        snapshot = edits.edit(snapshot, using: &rng).snapshot
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
          if let section = host.controller.presented.sections.indices.randomElement(using: &rng) {
            host.selectHeader(inSection: section)
          }
        case 1:
          let visible = table.indexPathsForVisibleRows ?? []
          if let path = visible.randomElement(using: &rng) { table.simulateTap(at: path) }
        case 2:
          table.scroll(to: CGFloat(Int.random(in: 0...300, using: &rng)))
        default:
          break
        }
        await host.apply(snapshot)
        table.layoutIfNeeded()
        table.finishAnimations()
        let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        let expectedCounts = host.controller.presented.sections.map(\.rows.count)
        let ok = table.violations.isEmpty && counts == expectedCounts && visibleTexts(table) == expectedTexts(table, host)
        #expect(ok, "seed \(seed) step \(step): \(table.violations.map { $0.message(style: .classic) })")
        if !ok { return }
      }
    }
  }
}
