import Testing
import Tessera
import TesseraExamples
import TesseraTerminal
import TesseraTesting

/// The terminal host keeps the reader's place: on the stress screen, the selected row stays on
/// its line while ticks insert, delete, move and update rows above it; `scrollToRow(withID:)`
/// puts a row exactly where asked.
@Suite("Terminal: keeping the reader's place")
@MainActor
struct StressAnchoringTests {
  private func makeView(_ stress: StressScreen) async -> TerminalListView {
    var renderers = TerminalRenderers()
    renderers.registerStressScreen()
    let controller = ListController(policy: .alwaysAnimate, defaultRowEstimate: 1)
    controller.diagnosticsHandler = { _ in }
    let view = TerminalListView(controller: controller, renderers: renderers, size: TerminalSize(columns: 60, rows: 24))
    await controller.apply(stress.snapshot())
    return view
  }

  /// The screen line that shows row `id`, if any.
  private func line(of id: Int, in view: TerminalListView) -> Int? {
    view.frame(now: ContinuousClock.now).firstIndex { $0.plainText.hasPrefix("Row \(id) ") }
  }

  @Test func theSelectedRowKeepsItsLineThroughTicks() async {
    let seed: UInt64 = 2_222
    var rng = SeededRandomNumberGenerator(seed: seed)
    var stress = StressScreen(rows: 2_000, sectionCount: 3)
    let view = await makeView(stress)
    view.scrollToRow(withID: RowID(700), at: .middle)
    view.select(rowWithID: RowID(700))
    guard case .row(let selected)? = view.selection, let id = selected.base as? Int, let start = line(of: id, in: view)
    else {
      Issue.record("no selected row on screen")
      return
    }
    var changedAbove = 0
    for tick in 0..<30 {
      let above = stress.sections.flatMap { $0 }.prefix { $0.id != id }
      stress.tick(changeRate: 0.08, using: &rng)
      if stress.sections.flatMap({ $0 }).prefix(while: { $0.id != id }) != above { changedAbove += 1 }
      await view.controller.apply(stress.snapshot())
      guard stress.sections.contains(where: { $0.contains { $0.id == id } }) else { break }
      #expect(line(of: id, in: view) == start, "seed \(seed) tick \(tick): row \(id) left line \(start)")
    }
    #expect(changedAbove >= 20, "ticks that changed rows above the selection: \(changedAbove)")
  }

  /// When the selected row is deleted, the row that takes its place as the reader's anchor (the
  /// nearest surviving row before it) takes the selection too, on the same line.
  @Test func aDeletedSelectionPassesToTheRowThatTakesItsLine() async {
    let stress = StressScreen(rows: 2_000, sectionCount: 3)
    let view = await makeView(stress)
    view.scrollToRow(withID: RowID(700), at: .middle)
    view.select(rowWithID: RowID(700))
    guard let start = line(of: 700, in: view), let neighbour = line(of: 699, in: view) else {
      Issue.record("rows 699 and 700 are not on screen")
      return
    }
    var snapshot = stress.snapshot()
    // Row 700 goes, and so do ten rows far above it, which would move everything up a line each.
    let gone = Set([700] + Array(100..<110)).map { RowID($0) }
    for index in snapshot.sections.indices {
      snapshot.sections[index].rows.removeAll { gone.contains($0.id) }
    }
    await view.controller.apply(snapshot)
    #expect(view.selection == .row(RowID(699)), "the row before the deleted one is selected")
    #expect(line(of: 699, in: view) == start, "it is on the line the deleted row was on (it was on \(neighbour))")
  }

  @Test func scrollToRowLandsExactly() async {
    var rng = SeededRandomNumberGenerator(seed: 2_223)
    let stress = StressScreen(rows: 5_000, sectionCount: 4)
    let view = await makeView(stress)
    let ids = stress.sections.flatMap { $0.map(\.id) }
    for _ in 0..<50 {
      let id = ids.randomElement(using: &rng)!
      #expect(view.scrollToRow(withID: RowID(id), at: .middle))
      let top = Int(view.controller.offsetOfRow(at: view.controller.path(ofRowWithID: RowID(id))!))
      let wanted = min(max(top - (view.listHeight - 1) / 2, 0), Int(view.controller.contentHeight) - view.listHeight)
      #expect(view.scrollOffset == wanted, "row \(id)")
      #expect(line(of: id, in: view) != nil, "row \(id) is on screen")
    }
  }
}
