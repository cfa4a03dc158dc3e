import Testing
import Tessera
import TesseraTerminal

/// A one-line row.
private struct Label: Equatable, Sendable { var text: String }

@MainActor
private func makeView(columns: Int = 40, rows: Int = 30) -> TerminalListView {
  var renderers = TerminalRenderers()
  renderers.register(Label.self) { label, _ in [StyledLine(label.text)] }
  let controller = ListController(policy: .alwaysAnimate)
  controller.diagnosticsHandler = { _ in }
  return TerminalListView(
    controller: controller, renderers: renderers, size: TerminalSize(columns: columns, rows: rows))
}

/// Heights are points on every host: the terminal turns them into lines of 20 points each, the
/// same way for fixed, aspect-ratio and estimated heights.
@Suite("Terminal height scale")
@MainActor
struct TerminalHeightScaleTests {
  /// Issue: `.height(44)`, one standard UIKit row, was 44 lines in a terminal.
  @Test(
    arguments: [(44.0, 2.0), (20, 1), (30, 2), (29, 1), (1, 1), (0, 0), (100, 5), (100_000, 5_000)]
      as [(Double, Double)])
  func aFixedHeightInPointsIsWholeLines(points: Double, lines: Double) async {
    let view = makeView()
    await view.controller.apply(
      ListSnapshot {
        Section("s", rows: [Row(1, Label(text: "row")).height(points)])
          .header(.content(Label(text: "header"), height: .fixed(points)))
      })
    #expect(view.controller.heightForRow(at: ElementPath(element: 0, section: 0)) == lines)
    #expect(view.controller.heightForHeader(inSection: 0) == lines, "headers scale as rows do")
  }

  /// A row's own estimate is in points too: 200 points are 10 lines until the row is measured.
  @Test func anEstimateInPointsIsWholeLines() async {
    let view = makeView(columns: 40, rows: 5)
    await view.controller.apply(
      ListSnapshot {
        Section("s") {
          for id in 0..<50 { Row(id, Label(text: "row \(id)"), height: .automatic(estimate: 200)) }
        }
      })
    // Rows far below the screen are not measured: they count with their estimate.
    #expect(view.controller.laidOutHeightForRow(at: ElementPath(element: 49, section: 0)) == 10)
  }

  /// An aspect ratio applies to the width in points (a column is 10 of them) and is rounded as a
  /// fixed height is: never below one line.
  @Test(arguments: [(32, 0.5, 8), (2, 0.1, 1), (40, 1, 20)] as [(Int, Double, Double)])
  func anAspectRatioIsWholeLinesToo(columns: Int, ratio: Double, lines: Double) async {
    let view = makeView(columns: columns)
    await view.controller.apply(
      ListSnapshot { Section("s") { Row(1, Label(text: "img")).height(.aspectRatio(ratio)) } })
    #expect(view.controller.heightForRow(at: ElementPath(element: 0, section: 0)) == lines)
  }
}
