#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

@Suite("CollectionViewHost random sequences")
@MainActor
struct CollectionRandomSequenceTests {
  /// Lays some sections out as grids (by id, so a section keeps its layout from step to step).
  static func withGrids(_ snapshot: ListSnapshot) -> ListSnapshot {
    var snapshot = snapshot
    for index in snapshot.sections.indices {
      let key = String(describing: snapshot.sections[index].id).unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
      switch key % 3 {
      case 1: snapshot.sections[index] = snapshot.sections[index].collectionLayout(.grid(columns: 2 + key % 2))
      case 2:
        snapshot.sections[index] = snapshot.sections[index].collectionLayout(
          .grid(columns: 3, spacing: 4, itemHeight: .automatic(estimate: 30), insets: 6))
      default: break
      }
    }
    return snapshot
  }

  /// 8 × 250 = 2,000 sequences of 10 snapshot changes (the table tests' generators: sections and
  /// rows inserted, deleted, moved, updated, duplicates), with collapses, expansions, taps,
  /// scrolling, headers that count their rows and applies with and without animation, through
  /// the strict headless collection view, in list and grid sections: no violation ever, after
  /// each step the visible items are the latest snapshot's, in order, showing its content, and
  /// the selection is what the user selected of the rows still in the data (shown, or hidden by
  /// a collapsed section), in the host's ids and, for the rows shown, in the cells on screen.
  @Test(arguments: 0..<8)
  func randomSequencesNeverViolateTheContract(batch: Int) async {
    var snapshots = RandomSnapshotGenerator(
      sectionCount: 0...4, rowsPerSection: 0...6, duplicateRowIDProbability: 0.03, duplicateSectionIDProbability: 0.02,
      headerProbability: 0.5, heightPolicies: [.fixed(30), .automatic, .automatic(estimate: 25), .aspectRatio(0.1)])
    snapshots.expandableRowProbability = 0.3
    snapshots.collapsibleSectionProbability = 0.3
    let edits = RandomEditGenerator(duplicateProbability: 0.03, newContent: snapshots)
    var checkedItems = 0
    var checkedGridItems = 0
    var checkedSelections = 0
    defer {
      #expect(checkedSelections > 1_000, "the selection was compared \(checkedSelections) times")
      // The comparison is not vacuous: many items, in lists and grids, were on screen.
      #expect(checkedItems > 2_000 && checkedGridItems > 500, "\(checkedItems) items, \(checkedGridItems) in grids")
    }
    for sequence in 0..<250 {
      let seed = UInt64(30_000 + batch * 250 + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let (collectionView, host) = makeCollection(width: 320, height: 200)
      host.register(CollectionTextCell<GeneratedContent>.self)
      host.registerHeaderFooter(CollectionTextHeader<SectionCount>.self)
      var selection = SelectionModel(isPersistent: Bool.random(using: &rng), allowsMultiple: Bool.random(using: &rng))
      host.selectionBehavior = selection.isPersistent ? .persistent : .deselectOnTap
      collectionView.allowsMultipleSelection = selection.allowsMultiple
      var snapshot = snapshots.makeSnapshot(using: &rng)
      await host.apply(Self.withGrids(withCountingHeaders(snapshot)))
      collectionView.layoutIfNeeded()
      // Selection is modelled by id: once a row id was shown twice, the sequence checks
      // everything but the selection.
      var idsWereUnique = hasUniqueRowIDs(host.controller.dataSourceList)
      var trace = ["\(selection)"]
      for step in 0..<10 {
        snapshot = edits.edit(snapshot, using: &rng).snapshot
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
          if let section = host.controller.dataSourceList.sections.indices.randomElement(using: &rng) {
            host.selectHeader(inSection: section)
          }
        case 1, 3:
          if let path = collectionView.indexPathsForVisibleItems.randomElement(using: &rng),
            let id = host.rowID(at: path)
          {
            let wasSelected = collectionView.indexPathsForSelectedItems?.contains(path) ?? false
            collectionView.simulateTap(onItemAt: path)
            selection.tapped(id, wasSelected: wasSelected)
            trace.append("tap \(id) -> \(host.selectedRowIDs)")
          }
        case 2:
          collectionView.scroll(to: CGFloat(Int.random(in: 0...300, using: &rng)))
        default:
          break
        }
        let animated = Bool.random(using: &rng)
        let mark = collectionView.eventLog.count
        await host.apply(Self.withGrids(withCountingHeaders(snapshot)), animatingDifferences: animated)
        trace.append(
          "apply \(animated) batches \(host.controller.statistics.batches) in \(host.controller.dataSourceList.sections.map { $0.rows.map(\.id) }): \(collectionView.eventLog.dropFirst(mark).filter { if case .update = $0 { true } else if case .reloadData = $0 { true } else { false } }) -> \(host.selectedRowIDs)"
        )
        collectionView.layoutIfNeeded()
        collectionView.finishAnimations()
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let expectedCounts = host.controller.dataSourceList.sections.map(\.rows.count)
        let texts = visibleItemTexts(collectionView)
        let ok =
          collectionView.violations.isEmpty && counts == expectedCounts
          && texts == expectedItemTexts(collectionView, host)
        checkedItems += texts.count
        checkedGridItems +=
          collectionView.indexPathsForVisibleItems.filter { path in
            host.controller.dataSourceList.sections[path.section].section.collectionLayout != .list
          }.count
        #expect(ok, "seed \(seed) step \(step): \(collectionView.violations.map(\.message)) \(texts)")
        if !ok { return }
        selection.keep(host.controller)
        idsWereUnique = idsWereUnique && hasUniqueRowIDs(host.controller.dataSourceList)
        guard idsWereUnique else { continue }
        let visible = collectionView.indexPathsForVisibleItems
        let shownSelected = Set(
          visible.filter { collectionView.cellForItem(at: $0)?.isSelected == true }.compactMap { host.rowID(at: $0) })
        let visibleIDs = Set(visible.compactMap { host.rowID(at: $0) })
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
