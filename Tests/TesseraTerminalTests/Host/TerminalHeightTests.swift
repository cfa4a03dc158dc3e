import Testing
import Tessera
import TesseraTerminal

/// A row of some lines of text.
private struct Lines: Equatable, Sendable {
  var id: Int
  var count = 1
}

@MainActor
private func makeView(
  columns: Int, rows: Int, controller: ListController = ListController(policy: .alwaysAnimate)
) -> TerminalListView {
  var renderers = TerminalRenderers()
  renderers.register(Lines.self) { row, _ in
    (0..<row.count).map { StyledLine($0 == 0 ? "row \(row.id)" : "row \(row.id) line \($0 + 1)") }
  }
  controller.diagnosticsHandler = { _ in }
  return TerminalListView(
    controller: controller, renderers: renderers, size: TerminalSize(columns: columns, rows: rows))
}

@MainActor
private func listLines(_ view: TerminalListView) -> [String] {
  view.frame(now: .now).dropLast().map { line in
    var text = line.plainText
    while text.last == " " { text.removeLast() }
    return text
  }
}

/// The lines of rows `ids`, each `count(id)` lines tall, in order: what the list shows.
private func expectedLines(_ ids: some Sequence<Int>, count: (Int) -> Int = { _ in 1 }) -> [String] {
  ids.flatMap { id in (0..<count(id)).map { $0 == 0 ? "row \(id)" : "row \(id) line \($0 + 1)" } }
}

/// Rows are measured before a terminal draws them, whatever they were estimated at, and a
/// terminal estimates in lines.
@Suite("Terminal heights")
@MainActor
struct TerminalHeightTests {
  /// Issue: with the controller's default estimate of 44, which in a terminal is 44 lines, a
  /// 40×24 view of 30 one-line rows drew 5 rows on its first frame and left the rest blank.
  @Test func theFirstFrameOfOneLineRowsHasNoBlankLine() async {
    let view = makeView(columns: 40, rows: 24)
    await view.controller.apply(ListSnapshot { Section("s") { for id in 0..<30 { Row(id, Lines(id: id)) } } })
    #expect(listLines(view) == expectedLines(0..<23))
  }

  /// Issue: the view measured the rows on screen in at most four rounds; rows estimated far
  /// taller than they are left the screen blank below the fourth. Every row drawn is measured
  /// first, however wrong its estimate, in every frame.
  @Test func rowsEstimatedFarTooTallAreMeasuredBeforeTheyAreDrawn() async {
    let view = makeView(columns: 40, rows: 12)
    let height = { (id: Int) in 1 + id % 3 }
    await view.controller.apply(
      ListSnapshot {
        Section("s") {
          for id in 0..<60 { Row(id, Lines(id: id, count: height(id)), height: .automatic(estimate: 800)) }
        }
      })
    let document = expectedLines(0..<60, count: height)
    #expect(listLines(view) == Array(document.prefix(11)))
    #expect(view.handle(.pageDown))
    let page = listLines(view)
    #expect(!page.contains(""), "\(page)")
    #expect(view.handle(.end))
    #expect(listLines(view) == Array(document.suffix(11)))
    #expect(view.handle(.home))
    #expect(listLines(view) == Array(document.prefix(11)))
  }

  /// Issue: after End on 100 rows the list was empty: the view scrolled to the end of the
  /// estimated content (offset 3689), past the end of the measured one (3669). End shows the
  /// last row on the last line, never past it.
  @Test func endShowsTheLastRowOnTheLastLine() async {
    let view = makeView(columns: 40, rows: 24)
    await view.controller.apply(ListSnapshot { Section("s") { for id in 0..<100 { Row(id, Lines(id: id)) } } })
    _ = view.frame(now: .now)
    #expect(view.handle(.end))
    #expect(listLines(view) == expectedLines(77..<100))
    #expect(view.scrollOffset <= Int(view.controller.contentHeight) - view.listHeight)
    #expect(view.handle(.home))
    #expect(listLines(view) == expectedLines(0..<23))
  }

  /// A controller's default estimate is the host's unit: one line in a terminal, one standard
  /// row on UIKit, unless the app gives its own.
  @Test func theDefaultEstimateIsOneLine() async {
    let view = makeView(columns: 40, rows: 10)
    await view.controller.apply(ListSnapshot { Section("s") { for id in 0..<1000 { Row(id, Lines(id: id)) } } })
    #expect(view.controller.contentHeight == 1000)
    let own = makeView(columns: 40, rows: 10, controller: ListController(policy: .alwaysAnimate, defaultRowEstimate: 3))
    await own.controller.apply(ListSnapshot { Section("s") { for id in 0..<1000 { Row(id, Lines(id: id)) } } })
    #expect(own.controller.contentHeight == 3000)
  }

  /// Issue (#43): `restoreReaderPlace(.row(path, distanceFromTop: .nan))` trapped converting
  /// the offset to an integer, and `readerPlace(viewportTop:viewportHeight:)` answered NaN for
  /// a NaN top and -inf for an infinite one. Every number that enters the reader's place is a
  /// number once it is in.
  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
  func aReaderPlaceThatIsNoNumberIsTakenAsOne(_ value: Double) async {
    let view = makeView(columns: 40, rows: 12)
    await view.controller.apply(ListSnapshot { Section("s") { for id in 0..<100 { Row(id, Lines(id: id)) } } })
    _ = view.frame(now: .now)
    let path = ElementPath(element: 50, section: 0)
    view.restoreReaderPlace(.row(path, distanceFromTop: value))
    #expect(view.scrollOffset >= 0 && view.scrollOffset <= Int(view.controller.contentHeight) - view.listHeight)
    #expect(listLines(view).count == 11)
    for top in [value, 0] {
      let place = view.controller.readerPlace(viewportTop: top, viewportHeight: value)
      #expect(place.map { $0.distanceFromTop.isFinite } == true, "\(String(describing: place))")
      let offset = view.controller.viewportTop(showing: .row(path, distanceFromTop: value), viewportHeight: value)
      #expect(offset.isFinite && offset >= 0 && offset <= view.controller.contentHeight, "\(offset)")
    }
  }
}

extension TerminalHeightTests {
  /// Invalidating every height of a million rows measures only the rows the next frame shows.
  @Test func invalidatingAMillionRowsMeasuresOnlyTheRowsOnScreen() async {
    let view = makeView(columns: 40, rows: 24)
    await view.controller.apply(ListSnapshot { Section("s") { for id in 0..<1_000_000 { Row(id, Lines(id: id)) } } })
    view.restoreReaderPlace(.row(ElementPath(element: 500_000, section: 0), distanceFromTop: 0))
    _ = view.frame(now: .now)
    let before = view.controller.statistics.measurements
    view.controller.invalidateMeasuredHeights()
    let frame = listLines(view)
    let measurements = view.controller.statistics.measurements - before
    #expect(measurements > 0 && measurements <= 50, "\(measurements) measurements")
    #expect(frame == expectedLines(500_000..<500_023), "\(frame)")
  }
}
