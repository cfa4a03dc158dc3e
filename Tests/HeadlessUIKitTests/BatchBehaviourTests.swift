import Foundation
import HeadlessUIKit
import Testing

/// Batch boundaries, effects, completions and related simulation API (R3.1, R3.10-R3.16, R10.7).
@MainActor
struct BatchBehaviourTests {
  private func commitCount(_ table: UITableView) -> Int {
    table.eventLog.filter {
      if case .batchCommit = $0 { return true }
      return false
    }.count
  }

  @Test("R3.1: only the outermost endUpdates commits; performBatchUpdates nests; lone calls commit at once")
  func batchBoundaries() {
    let fixture = Fixture(counts: [2])
    fixture.load()
    fixture.table.beginUpdates()
    fixture.table.beginUpdates()
    fixture.source.sections = ListDataSource.titles([4])
    fixture.table.insertRows(at: [ip(0, 2)], with: .none)
    fixture.table.endUpdates()
    #expect(commitCount(fixture.table) == 0)
    fixture.table.performBatchUpdates { fixture.table.insertRows(at: [ip(0, 3)], with: .none) }
    #expect(commitCount(fixture.table) == 0)
    #expect(fixture.table.hasUncommittedUpdates)
    fixture.table.endUpdates()
    #expect(commitCount(fixture.table) == 1)
    #expect(
      fixture.table.eventLog.last { if case .batchCommit = $0 { true } else { false } }
        == .batchCommit(ops: [.insertRow(ip(0, 2)), .insertRow(ip(0, 3))]))
    fixture.source.sections = ListDataSource.titles([3])
    fixture.table.deleteRows(at: [ip(0, 0)], with: .left)
    #expect(commitCount(fixture.table) == 2)
    #expect(fixture.table.violations.isEmpty)
    fixture.table.endUpdates()
    #expect(fixture.table.lastError?.kind == .unbalancedEndUpdates)
  }

  @Test("R3.3: deletes descending, then moves, then inserts ascending in the commit log")
  func canonicalOrder() {
    let (error, fixture) = runBatch(before: [4, 1], after: [4, 1]) {
      $0.insertRows(at: [ip(0, 3)], with: .fade)
      $0.insertRows(at: [ip(0, 0)], with: .fade)
      $0.moveRow(at: ip(1, 0), to: ip(1, 0))
      $0.deleteRows(at: [ip(0, 1)], with: .fade)
      $0.deleteRows(at: [ip(0, 3)], with: .fade)
    }
    #expect(error == nil)
    #expect(
      fixture.table.eventLog.contains(
        .batchCommit(ops: [
          .deleteRow(ip(0, 3)), .deleteRow(ip(0, 1)), .moveRow(ip(1, 0), to: ip(1, 0)), .insertRow(ip(0, 0)),
          .insertRow(ip(0, 3)),
        ])))
    #expect(fixture.table.eventLog.contains(.update(.insertRow(ip(0, 3)), animation: .fade)))
  }

  @Test("R3.10: the lenient mode falls back to reloadData instead of recording a violation")
  func lenientFallback() {
    let (error, fixture) = runBatch(before: [3], after: [5], strictness: .lenientReloadFallback) {
      $0.insertRows(at: [ip(0, 0)], with: .fade)
    }
    #expect(error == nil)
    let fallbacks = fixture.table.eventLog.compactMap { event -> TableUpdateError? in
      if case .fellBackToReloadData(let error) = event { return error }
      return nil
    }
    #expect(
      fallbacks.map(\.kind) == [
        .invalidRowCount(section: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
      ])
    #expect(fixture.visibleTexts.count == 5)
  }

  @Test("R3.11: moved rows keep their cells, inserted visible rows get cellForRowAt, deleted cells are pooled")
  func cellTraffic() {
    let fixture = Fixture(sections: [["a", "b", "c", "d"]])
    fixture.load()
    let cellB = fixture.table.cellForRow(at: ip(0, 1))
    let mark = fixture.table.eventLog.count
    fixture.table.performBatchUpdates {
      fixture.source.sections = [["x", "c", "d", "b"]]
      fixture.table.moveRow(at: ip(0, 1), to: ip(0, 3))
      fixture.table.deleteRows(at: [ip(0, 0)], with: .fade)
      fixture.table.insertRows(at: [ip(0, 0)], with: .fade)
    }
    let events = fixture.table.events(since: mark)
    #expect(events.compactMap(\.cellForRowPath) == [ip(0, 0)])
    #expect(fixture.table.cellForRow(at: ip(0, 3)) === cellB)
    #expect(fixture.visibleTexts == ["x", "c", "d", "b"])
    #expect(events.contains(.didEndDisplaying(ip(0, 0))))
    #expect(fixture.table.prepareForReuseCalls["cell"] == 1, "the deleted row's cell came back from the pool")
  }

  @Test("R3.12: completions run once, never synchronously, false when interrupted")
  func completions() {
    let fixture = Fixture(counts: [2])
    fixture.load()
    var results: [Bool] = []
    fixture.table.performBatchUpdates(nil) { results.append($0) }
    #expect(results.isEmpty)
    #expect(fixture.table.hasPendingCompletions)
    fixture.table.finishAnimations()
    fixture.table.finishAnimations()
    #expect(results == [true])

    fixture.table.performBatchUpdates(nil) { results.append($0) }
    fixture.table.performBatchUpdates(nil) { results.append($0) }
    fixture.table.reloadData()
    fixture.table.performBatchUpdates(nil) { results.append($0) }
    fixture.table.drainMainQueue()
    #expect(results == [true, false, false, true])
    #expect(fixture.table.eventLog.filter { if case .completion = $0 { true } else { false } }.count == 4)
  }

  @Test("R3.15: a table outside a window is validated too, and warns once when it lays out")
  func outOfWindow() {
    let fixture = Fixture(counts: [2])
    #expect(fixture.table.window != nil)
    fixture.table.isInWindow = false
    #expect(fixture.table.window == nil)
    fixture.load()
    fixture.table.reloadData()
    fixture.load()
    #expect(fixture.table.warnings == [.layoutOutsideHierarchy])
    fixture.table.insertRows(at: [ip(0, 0)], with: .fade)
    #expect(
      fixture.table.lastError?.kind
        == .invalidRowCount(section: 0, after: 2, before: 2, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(fixture.table)
    #expect(fixture.table.window === window)
    #expect(fixture.table.visibleCells.first?.window === window)
  }

  @Test("R3.16: reconfigureRows keeps the cell, skips hidden rows, rejects a changed cell type")
  func reconfigure() {
    let fixture = Fixture(counts: [30], height: 132)
    fixture.table.register(SizedCell.self, forCellReuseIdentifier: "sized")
    fixture.load()
    let shown = fixture.table.cellForRow(at: ip(0, 0))
    let mark = fixture.table.eventLog.count
    fixture.table.reconfigureRows(at: [ip(0, 0), ip(0, 20)])
    let events = fixture.table.events(since: mark)
    #expect(events.compactMap(\.cellForRowPath) == [ip(0, 0)])
    #expect(events.contains(.warning(.reconfigureSkipped(ip(0, 20)))))
    #expect(fixture.table.cellForRow(at: ip(0, 0)) === shown)
    #expect(!events.contains(.prepareForReuse(identifier: "cell")))

    fixture.source.identifier = "sized"
    fixture.table.reconfigureRows(at: [ip(0, 1)])
    #expect(fixture.table.lastError?.kind == .reconfigureChangedCellType(ip(0, 1), expected: "cell", dequeued: "sized"))
  }

  @Test(
    "R3.18, U8: a reconfigure inside a batch that inserts is misuse; its paths are read in the old space and applied after the commit",
    arguments: [Strictness.strict, .uikitCompatible])
  func reconfigureInsideBatch(strictness: Strictness) {
    let fixture = Fixture(sections: [["a", "b"]])
    fixture.table.strictness = strictness
    fixture.load()
    let cellB = fixture.table.cellForRow(at: ip(0, 1))
    fixture.table.performBatchUpdates {
      fixture.source.sections = [["new", "a", "B"]]
      fixture.table.insertRows(at: [ip(0, 0)], with: .fade)
      fixture.table.reconfigureRows(at: [ip(0, 1)])
    }
    let misuse = TableUpdateError(.reconfigureInStructuralBatch(ip(0, 1)))
    if strictness == .strict {
      #expect(fixture.table.violations == [misuse])
    } else {
      #expect(fixture.table.violations.isEmpty)
      #expect(fixture.table.warnings.contains(.misuse(misuse)))
    }
    #expect(fixture.table.cellForRow(at: ip(0, 2)) === cellB)
    #expect(cellB?.textLabel?.text == "B")
  }

  @Test(
    "R3.18: after a batch that inserts, a reconfigure at the new path keeps the cell; inside a reload-only batch it is fine"
  )
  func reconfigureAfterStructuralBatch() {
    let fixture = Fixture(sections: [["a", "b"]])
    fixture.load()
    let cellB = fixture.table.cellForRow(at: ip(0, 1))
    fixture.table.performBatchUpdates {
      fixture.source.sections = [["new", "a", "B"]]
      fixture.table.insertRows(at: [ip(0, 0)], with: .fade)
    }
    fixture.table.reconfigureRows(at: [ip(0, 2)])
    #expect(fixture.table.cellForRow(at: ip(0, 2)) === cellB)
    #expect(cellB?.textLabel?.text == "B")
    fixture.table.performBatchUpdates {
      fixture.source.sections = [["NEW", "A", "B"]]
      fixture.table.reloadRows(at: [ip(0, 0)], with: .none)
      fixture.table.reconfigureRows(at: [ip(0, 1)])
    }
    #expect(fixture.table.cellForRow(at: ip(0, 1))?.textLabel?.text == "A")
    #expect(fixture.table.violations.isEmpty, "\(fixture.table.violations)")
  }

  @Test("R10.3, R10.7: violations are recorded, handed to the handler, thrown by the checked API")
  func violationSurface() {
    let fixture = Fixture(counts: [1])
    fixture.load()
    var handled: [TableUpdateError] = []
    fixture.table.violationHandler = { handled.append($0) }
    #expect(throws: TableUpdateError.self) {
      try fixture.table.checkingViolations { fixture.table.deleteRows(at: [ip(0, 5)], with: .fade) }
    }
    #expect(handled.map(\.kind) == [.deleteRowOutOfRange(row: 5, section: 0, rowCount: 1)])
    #expect(fixture.table.eventLog.contains(.violation(handled[0])))
    // The table keeps working afterwards.
    try? fixture.table.checkedPerformBatchUpdates {
      fixture.source.sections = [["0.0", "new"]]
      fixture.table.insertRows(at: [ip(0, 1)], with: .fade)
    }
    #expect(fixture.table.violations.count == 1)
    #expect(fixture.visibleTexts == ["0.0", "new"])
  }
}
