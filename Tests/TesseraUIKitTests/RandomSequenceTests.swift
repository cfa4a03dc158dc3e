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
  /// 8 × 250 = 2,000 sequences of 10 snapshot changes, with collapses, expansions, scrolling,
  /// duplicates, headers that count their rows (content changes refreshed in place) and
  /// applies with and without animation, through the strict headless table: no violation ever,
  /// the visible cells show exactly the latest snapshot (the identity oracle checks every
  /// commit), and the selection (persistent, single or multiple) is what the user selected of
  /// the rows still in the data (shown, or hidden by a collapsed section), in the host's ids
  /// and, for the rows shown, in the cells on screen.
  @Test(arguments: 0..<8)
  func randomSequencesNeverViolateTheContract(batch: Int) async {
    var snapshots = RandomSnapshotGenerator(
      sectionCount: 0...4, rowsPerSection: 0...6, duplicateRowIDProbability: 0.03, duplicateSectionIDProbability: 0.02,
      headerProbability: 0.5, heightPolicies: [.fixed(30), .automatic, .automatic(estimate: 25), .aspectRatio(0.1)])
    snapshots.expandableRowProbability = 0.3
    snapshots.collapsibleSectionProbability = 0.3
    let edits = RandomEditGenerator(duplicateProbability: 0.03, newContent: snapshots)
    var checkedSelections = 0
    defer { #expect(checkedSelections > 1_000, "the selection was compared \(checkedSelections) times") }
    for sequence in 0..<250 {
      let seed = UInt64(10_000 + batch * 250 + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let (table, host) = makeTable(width: 320, height: 200)
      host.register(TextCell<GeneratedContent>.self)
      host.registerHeaderFooter(TableTextHeader<SectionCount>.self)
      installIdentityOracle(table, host)
      var selection = SelectionModel(isPersistent: Bool.random(using: &rng), allowsMultiple: Bool.random(using: &rng))
      host.selectionBehavior = selection.isPersistent ? .persistent : .deselectOnTap
      table.allowsMultipleSelection = selection.allowsMultiple
      var snapshot = snapshots.makeSnapshot(using: &rng)
      await host.apply(withCountingHeaders(snapshot))
      table.layoutIfNeeded()
      var trace = ["\(selection)"]
      // Selection is modelled by id: once a row id was shown twice, which row of it the user
      // selected is beyond the model, and the sequence checks everything but the selection.
      var idsWereUnique = hasUniqueRowIDs(host.controller.dataSourceList)
      for step in 0..<10 {
        snapshot = edits.edit(snapshot, using: &rng).snapshot
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
          if let section = host.controller.dataSourceList.sections.indices.randomElement(using: &rng) {
            host.selectHeader(inSection: section)
            trace.append("header \(section)")
          }
        case 1, 3:
          let visible = table.indexPathsForVisibleRows ?? []
          if let path = visible.randomElement(using: &rng), let id = host.rowID(at: path) {
            let wasSelected = table.indexPathsForSelectedRows?.contains(path) ?? false
            table.simulateTap(at: path)
            selection.tapped(id, wasSelected: wasSelected)
            trace.append("tap \(id) -> \(host.selectedRowIDs)")
          }
        case 2:
          table.scroll(to: CGFloat(Int.random(in: 0...300, using: &rng)))
        default:
          break
        }
        let animated = Bool.random(using: &rng)
        let before = table.eventLog.count
        await host.apply(withCountingHeaders(snapshot), animatingDifferences: animated)
        trace.append(
          "apply animated \(animated): \(table.eventLog.dropFirst(before).filter { if case .update = $0 { true } else if case .reloadData = $0 { true } else { false } }) -> \(host.selectedRowIDs)"
        )
        table.layoutIfNeeded()
        table.finishAnimations()
        let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        let expectedCounts = host.controller.dataSourceList.sections.map(\.rows.count)
        let ok =
          table.violations.isEmpty && counts == expectedCounts && visibleTexts(table) == expectedTexts(table, host)
        #expect(ok, "seed \(seed) step \(step): \(table.violations.map { $0.message(style: .classic) })")
        if !ok { return }
        selection.keep(host.controller)
        idsWereUnique = idsWereUnique && hasUniqueRowIDs(host.controller.dataSourceList)
        guard idsWereUnique else { continue }
        let shownSelected = Set(
          (table.indexPathsForVisibleRows ?? []).filter { table.cellForRow(at: $0)?.isSelected == true }
            .compactMap { host.rowID(at: $0) })
        let visibleIDs = Set((table.indexPathsForVisibleRows ?? []).compactMap { host.rowID(at: $0) })
        let selectionOK =
          host.selectedRowIDs == selection.selected && shownSelected == selection.selected.intersection(visibleIDs)
        #expect(
          selectionOK,
          "seed \(seed) step \(step): selected \(host.selectedRowIDs), expected \(selection.selected)\n\(trace.joined(separator: "\n"))"
        )
        if !selectionOK { return }
        checkedSelections += 1
      }
    }
  }
}
