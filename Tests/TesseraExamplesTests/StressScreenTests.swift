import Testing
import TesseraExamples
import TesseraTesting

/// Where each row is: id -> (section, revision).
private func locations(_ stress: StressScreen) -> [Int: (section: Int, revision: Int)] {
  var result: [Int: (section: Int, revision: Int)] = [:]
  for (section, items) in stress.sections.enumerated() {
    for item in items { result[item.id] = (section, item.revision) }
  }
  return result
}

@Suite("Stress list")
struct StressScreenTests {
  @Test("Rows are dealt into sections of nearly equal size, ids in order")
  func initialRows() {
    let stress = StressScreen(rows: 10, sectionCount: 4)
    #expect(stress.sections.map { $0.map(\.id) } == [[0, 1], [2, 3, 4], [5, 6], [7, 8, 9]])
    let snapshot = stress.snapshot()
    #expect(snapshot.sectionIDs == [0, 1, 2, 3])
    #expect(snapshot.sections.map(\.header?.title) == ["Group 1", "Group 2", "Group 3", "Group 4"])
    #expect(snapshot.content(of: 4, as: StressScreen.Item.self) == StressScreen.Item(id: 4, revision: 0))
    #expect(StressScreen(rows: -3).rowCount == 0)
  }

  @Test("Each tick does exactly what its summary says and keeps ids unique")
  func ticksMatchTheirSummary() {
    for seed in UInt64(0)..<20 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var stress = StressScreen(rows: 2_000, sectionCount: 3)
      for _ in 0..<10 {
        let before = locations(stress)
        let summary = stress.tick(changeRate: 0.1, using: &rng)
        let after = locations(stress)
        #expect(stress.snapshot().validate().isEmpty, "seed \(seed)")
        #expect(after.count == stress.rowCount, "seed \(seed): repeated id")
        let deleted = before.keys.filter { after[$0] == nil }
        let inserted = after.keys.filter { before[$0] == nil }
        let updated = after.filter { $0.value.revision == stress.generation && before[$0.key] != nil }
        #expect(deleted.count == summary.deleted, "seed \(seed)")
        #expect(inserted.count == summary.inserted, "seed \(seed)")
        #expect(updated.count == summary.updated, "seed \(seed)")
        #expect(inserted.allSatisfy { after[$0]?.revision == stress.generation }, "seed \(seed)")
        let largestOldID = before.keys.max() ?? -1
        #expect(inserted.allSatisfy { $0 > largestOldID }, "seed \(seed): reused id")
      }
    }
  }

  @Test("About the requested share of a large list changes per tick, moves included")
  func changeRate() {
    var rng = SeededRandomNumberGenerator(seed: 7)
    var stress = StressScreen(rows: 100_000)
    let before = stress.sections.map { Set($0.map(\.id)) }
    let summary = stress.tick(changeRate: 0.02, using: &rng)
    #expect((1_500...2_500).contains(summary.total), "seed 7: \(summary)")
    #expect([summary.updated, summary.inserted, summary.deleted, summary.moved].allSatisfy { $0 > 300 }, "\(summary)")
    let crossedSections = stress.sections.enumerated().contains { section, items in
      items.contains { item in before.indices.contains { $0 != section && before[$0].contains(item.id) } }
    }
    #expect(crossedSections, "seed 7: no row moved to another section")
  }

  @Test("A rate of zero changes nothing but the generation")
  func zeroRate() {
    var rng = SeededRandomNumberGenerator(seed: 1)
    var stress = StressScreen(rows: 500)
    let sections = stress.sections
    #expect(stress.tick(changeRate: 0, using: &rng) == StressScreen.TickSummary())
    #expect(stress.sections == sections)
    #expect(stress.generation == 1)
  }
}
