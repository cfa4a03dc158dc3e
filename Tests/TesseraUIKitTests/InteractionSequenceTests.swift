#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// One item of the app state behind the random screens; `version` changes its content.
private struct Item: Equatable, Sendable {
  var id: Int
  var version: Int
}

/// The app state of a random screen: items in four sections, every row deletable by swipe and
/// movable anywhere by drag, each handler updating the state and submitting a new snapshot as
/// an app does.
@MainActor
private final class AppState {
  var sections: [[Item]]
  var nextID = 1_000
  weak var host: TableViewHost?

  init(sections: [[Item]]) { self.sections = sections }

  func snapshot() -> ListSnapshot {
    ListSnapshot {
      for (index, items) in sections.enumerated() {
        Section("s\(index)", header: "Section \(index)") {
          for item in items {
            Row(item.id, item)
              .swipeActions(edge: .trailing) {
                RowAction("Delete", role: .destructive) { [weak self] in self?.delete($0.rowID) }
              }
              .onMove(within: .list) { [weak self] in self?.move($0) }
          }
        }
      }
    }
  }

  func render() { host?.submit(snapshot()) }

  private func remove(_ id: RowID) -> Item? {
    for section in sections.indices {
      if let index = sections[section].firstIndex(where: { RowID($0.id) == id }) {
        return sections[section].remove(at: index)
      }
    }
    return nil
  }

  func delete(_ id: RowID) {
    _ = remove(id)
    render()
  }

  /// Puts the moved item after its new upper neighbour, or before its lower one, or alone.
  func move(_ move: RowMove) {
    guard let item = remove(move.rowID) else { return }
    let section = sections.indices.first { SectionID("s\($0)") == move.destinationSectionID } ?? 0
    if let before = move.rowBefore, let index = sections[section].firstIndex(where: { RowID($0.id) == before }) {
      sections[section].insert(item, at: index + 1)
    } else if let after = move.rowAfter, let index = sections[section].firstIndex(where: { RowID($0.id) == after }) {
      sections[section].insert(item, at: index)
    } else {
      sections[section].insert(item, at: 0)
    }
    render()
  }

  /// A change from elsewhere (the server): a few inserts, deletes, moves and content updates.
  func randomEdit(using rng: inout SeededRandomNumberGenerator) {
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let section = Int.random(in: 0..<sections.count, using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        sections[section].insert(
          Item(id: nextID, version: 0), at: Int.random(in: 0...sections[section].count, using: &rng))
        nextID += 1
      case 1:
        if !sections[section].isEmpty {
          sections[section].remove(at: Int.random(in: 0..<sections[section].count, using: &rng))
        }
      case 2:
        if !sections[section].isEmpty {
          let item = sections[section].remove(at: Int.random(in: 0..<sections[section].count, using: &rng))
          let target = Int.random(in: 0..<sections.count, using: &rng)
          sections[target].insert(item, at: Int.random(in: 0...sections[target].count, using: &rng))
        }
      default:
        if !sections[section].isEmpty {
          sections[section][Int.random(in: 0..<sections[section].count, using: &rng)].version += 1
        }
      }
    }
  }
}

@Suite("Random sequences of snapshots, selections, swipe deletes and drags")
@MainActor
struct InteractionSequenceTests {
  /// 8 × 250 = 2,000 sequences of 8 steps. Each step is a change of the state from elsewhere, a
  /// tap (persistent multiple selection), a swipe delete or a drag, and the snapshot the app
  /// submits in answer. After every step: no contract violation, the ids of the selected rows
  /// are those the test selected and that still exist, every visible cell shows selected
  /// exactly when its row is, and the table shows the latest snapshot.
  @Test(arguments: 0..<8)
  func interactionsKeepTableSelectionAndStateInStep(batch: Int) async {
    for sequence in 0..<250 {
      let seed = UInt64(50_000 + batch * 250 + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let (table, host) = makeTable(width: 320, height: 240)
      host.register(TextCell<Item>.self)
      host.selectionBehavior = .persistent
      table.allowsMultipleSelection = true
      table.allowsMultipleSelectionDuringEditing = true
      table.setEditing(true, animated: false)
      installIdentityOracle(table, host)
      var nextID = 0
      let state = AppState(
        sections: (0..<4).map { _ in
          (0..<Int.random(in: 0...5, using: &rng)).map { _ in
            defer { nextID += 1 }
            return Item(id: nextID, version: 0)
          }
        })
      state.host = host
      await host.apply(state.snapshot())
      table.layoutIfNeeded()
      var selected: Set<RowID> = []

      for step in 0..<8 {
        let visible = table.indexPathsForVisibleRows ?? []
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          state.randomEdit(using: &rng)
          state.render()
        case 1:
          if let path = visible.randomElement(using: &rng), let id = host.rowID(at: path) {
            table.simulateTap(at: path)
            if selected.contains(id) { selected.remove(id) } else { selected.insert(id) }
          }
        case 2:
          if let path = visible.randomElement(using: &rng) {
            table.simulateSwipeAction(from: .trailing, onRowAt: path)
          }
        default:
          if let path = visible.randomElement(using: &rng) {
            let section = Int.random(in: 0..<table.numberOfSections, using: &rng)
            let row = Int.random(in: 0...table.numberOfRows(inSection: section), using: &rng)
            table.simulateInteractiveMove(from: path, to: IndexPath(row: row, section: section))
          }
        }
        await host.controller.settle()
        table.layoutIfNeeded()
        table.finishAnimations()

        let latest = state.snapshot()
        let shownIDs = host.controller.dataSourceList.sections.map { $0.rows.map(\.id) }
        let latestIDs = latest.sections.map { $0.rows.map(\.id) }
        selected.formIntersection(latestIDs.flatMap { $0 })
        let cellsAgree = (table.indexPathsForVisibleRows ?? []).allSatisfy { path in
          let id = host.rowID(at: path)
          return table.cellForRow(at: path)?.isSelected == id.map(selected.contains)
        }
        let ok =
          table.violations.isEmpty && shownIDs == latestIDs && host.selectedRowIDs == selected && cellsAgree
          && visibleTexts(table) == expectedTexts(table, host)
        #expect(
          ok,
          """
          seed \(seed) step \(step): violations \(table.violations.map { $0.message(style: .classic) }), \
          selected \(host.selectedRowIDs) expected \(selected), shown \(shownIDs) latest \(latestIDs)
          """)
        if !ok { return }
      }
    }
  }
}
