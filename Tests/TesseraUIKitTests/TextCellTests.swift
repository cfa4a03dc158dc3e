#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// `TextCell` rows with `.automatic` heights are as tall as their text, as the cell's
/// documentation promises: the headless table measures the multi-line label.
@MainActor
@Suite struct TextCellTests {
  /// A one-line row, a row showing `text`, and a fixed-height row of three lines.
  private func snapshot(secondRow text: String) -> ListSnapshot {
    ListSnapshot {
      Section("s") {
        Row("one", "One line")
        Row("four", text)
        Row("fixed", "one\ntwo\nthree").height(.fixed(50))
      }
    }
  }

  @Test func automaticRowsGrowWithTheirLines() async {
    let (table, host) = makeTable()
    // The library's cell, not this target's test cell of the same name.
    host.register(TesseraUIKit.TextCell<String>.self)
    await host.apply(snapshot(secondRow: "one\ntwo\nthree\nfour"))
    table.layoutIfNeeded()
    let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    // A line is 21 points (17-point text); the margins add 22; one line fits in 44.
    #expect(heights == [44, 106, 50])
    #expect(host.controller.heightForRow(at: ElementPath(element: 1, section: 0)) == 106)

    // New text re-measures: the row shrinks to one line.
    await host.apply(snapshot(secondRow: "now one line"))
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    #expect(table.violations.isEmpty)
  }
}
