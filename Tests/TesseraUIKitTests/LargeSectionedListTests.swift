#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

private struct Entry: Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var version: Int
  var description: String { "\(id)v\(version)" }
}

/// Updates of a list of many sections that change a few of them (the diff then compares those
/// sections alone and keeps the identifiers' counts between updates), through a table host.
@Suite("Large sectioned lists changed a few sections at a time")
@MainActor
struct LargeSectionedListTests {
  private func snapshot(_ sections: [[Entry]]) -> ListSnapshot {
    ListSnapshot {
      for (index, entries) in sections.enumerated() {
        Section("s\(index)", header: "Section \(index)") {
          for entry in entries { Row(entry.id, entry) }
        }
      }
    }
  }

  /// 6 chains of 30 updates of 12 sections of 30 rows. Each update moves rows across sections,
  /// inserts, deletes, repeats an identifier of another section now and then, or changes
  /// contents, in one or two sections; now and then the table scrolls. After each: no contract
  /// violation, the table shows the latest snapshot, and every visible cell shows its row.
  @Test(arguments: 0..<6)
  func updatesOfAFewSectionsKeepTheTableInStep(chain: Int) async {
    let seed = UInt64(90_000 + chain)
    var rng = SeededRandomNumberGenerator(seed: seed)
    let (table, host) = makeTable(width: 320, height: 480)
    host.register(TextCell<Entry>.self)
    installIdentityOracle(table, host)
    var nextID = 0
    var sections = (0..<12).map { _ in
      (0..<30).map { _ in
        defer { nextID += 1 }
        return Entry(id: nextID, version: 0)
      }
    }
    await host.apply(snapshot(sections))
    table.layoutIfNeeded()

    for step in 0..<30 {
      let touched = (0..<sections.count).shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng))
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let section = touched.randomElement(using: &rng)!
        let count = sections[section].count
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...3 where count > 0:
          let entry = sections[section].remove(at: Int.random(in: 0..<count, using: &rng))
          let into = touched.randomElement(using: &rng)!
          sections[into].insert(entry, at: Int.random(in: 0...sections[into].count, using: &rng))
        case 4, 5:
          sections[section].insert(Entry(id: nextID, version: 0), at: Int.random(in: 0...count, using: &rng))
          nextID += 1
        case 6 where count > 0:
          sections[section].remove(at: Int.random(in: 0..<count, using: &rng))
        case 7:
          // An identifier of a section left as it is, repeated here: a duplicate the diff must
          // pair as the whole lists would.
          let other = Int.random(in: 0..<sections.count, using: &rng)
          if let entry = sections[other].randomElement(using: &rng) {
            sections[section].insert(entry, at: Int.random(in: 0...count, using: &rng))
          }
        default:
          if count > 0 { sections[section][Int.random(in: 0..<count, using: &rng)].version += 1 }
        }
      }
      if Int.random(in: 0..<4, using: &rng) == 0 {
        let height = table.contentSize.height - table.bounds.height
        table.contentOffset = CGPoint(x: 0, y: max(0, CGFloat.random(in: 0...max(height, 0), using: &rng)))
      }
      await host.apply(snapshot(sections))
      table.layoutIfNeeded()
      table.finishAnimations()

      let shown = host.controller.dataSourceList.sections.map { $0.rows.map(\.id) }
      let latest = snapshot(sections).sections.map { $0.rows.map(\.id) }
      let ok = table.violations.isEmpty && shown == latest && visibleTexts(table) == expectedTexts(table, host)
      #expect(
        ok,
        """
        seed \(seed) step \(step): violations \(table.violations.map { $0.message(style: .classic) }), \
        shown \(shown) latest \(latest), visible \(visibleTexts(table)) expected \(expectedTexts(table, host))
        """)
      if !ok { return }
    }
  }
}
