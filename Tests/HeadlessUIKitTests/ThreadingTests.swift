import Foundation
import HeadlessUIKit
import Testing

/// The main-thread rule (R7.1).
@MainActor
struct ThreadingTests {
  @Test("R7.1: tests on the main actor pass the default check")
  func mainActorPasses() {
    let fixture = Fixture(counts: [3])
    fixture.load()
    fixture.table.reloadData()
    fixture.load()
    #expect(fixture.table.violations.isEmpty)
  }

  @Test("R7.1: every public entry point reports a call off the main thread")
  func offMainThread() {
    let fixture = Fixture(counts: [3])
    fixture.load()
    fixture.table.mainThreadChecker = { false }
    fixture.source.sections = ListDataSource.titles([2])
    fixture.table.deleteRows(at: [ip(0, 0)], with: .fade)
    _ = fixture.table.visibleCells
    _ = fixture.table.numberOfRows(inSection: 0)
    let apis = fixture.table.violations.compactMap { error -> String? in
      if case .offMainThread(let api) = error.kind { return api }
      return nil
    }
    #expect(apis == ["deleteRows(at:with:)", "visibleCells", "numberOfRows(inSection:)"])
    #expect(
      fixture.table.violations.first?.message(style: .classic)
        == "UITableView.deleteRows(at:with:) must be used from main thread only")
  }
}
