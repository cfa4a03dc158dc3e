import Testing
import Tessera
import TesseraTerminal

private struct Item: Equatable, Sendable {
  var text: String
}

@Suite("Default headers and footers")
@MainActor
struct TerminalRenderersTests {
  let header = TextStyle(foreground: .cyan, attributes: .bold)

  @Test("A title that fits is drawn whole, on as many lines as it needs up to the limit")
  func shortTitles() {
    #expect(TerminalRenderers.titleLines("Comments", style: header, width: 20).map(\.plainText) == ["Comments"])
    #expect(
      TerminalRenderers.titleLines("Comments", after: "▾ ", style: header, width: 20).map(\.plainText) == ["▾ Comments"]
    )
    let four = TerminalRenderers.titleLines("aaaa bbbb cccc dddd", style: header, width: 4).map(\.plainText)
    #expect(four == ["aaaa", "bbbb", "cccc", "dddd"])
    #expect(TerminalRenderers.titleLines("", style: header, width: 10).map(\.plainText) == [""])
    #expect(TerminalRenderers.titleLines("x", style: header, width: 0).isEmpty)
  }

  @Test("A longer title stops after the limit, its last line ending with an ellipsis")
  func longTitles() {
    let five = TerminalRenderers.titleLines("aaaa bbbb cccc dddd eeee", style: header, width: 4).map(\.plainText)
    #expect(five == ["aaaa", "bbbb", "cccc", "ddd…"])
    let title = String(repeating: "word ", count: 1_000)
    for width in [1, 2, 7, 20, 80] {
      let lines = TerminalRenderers.titleLines(title, after: "▸ ", style: header, width: width)
      #expect(lines.count == TerminalRenderers.maximumTitleLines, "width \(width)")
      #expect(lines.allSatisfy { $0.width <= width }, "width \(width)")
      #expect(lines.last?.plainText.hasSuffix("…") == true, "width \(width): \(lines.map(\.plainText))")
      #expect(lines.allSatisfy { $0.spans.allSatisfy { $0.style == header } })
    }
  }

  /// Issue: a 6 MB section title took 5.7 s to lay out (debug), when it was measured and again
  /// on every frame.
  @Test("A title of megabytes is laid out from what can be shown of it")
  func megabyteTitle() async {
    let title = String(repeating: "word ", count: 6_000_000 / 5)
    let lines = TerminalRenderers.titleLines(title, style: header, width: 80)
    // Only the start matters: the same lines come out of the first kilobytes.
    let start = String(title.prefix(4_000))
    #expect(lines == TerminalRenderers.titleLines(start, style: header, width: 80))
    #expect(lines.count == TerminalRenderers.maximumTitleLines)

    var renderers = TerminalRenderers()
    renderers.register(Item.self) { item, context in StyledLine(item.text).wrapped(toWidth: context.width) }
    let controller = ListController(policy: .alwaysAnimate, defaultRowEstimate: 1)
    controller.diagnosticsHandler = { Issue.record("\($0)") }
    let view = TerminalListView(controller: controller, renderers: renderers, size: TerminalSize(columns: 80, rows: 12))
    controller.submit(
      ListSnapshot {
        Section("long", header: title, footer: title) { Row("a", Item(text: "A")) }
        Section("next", header: "Next") { Row("b", Item(text: "B")) }
      })
    await controller.settle()
    let frame = view.frame(now: ContinuousClock.now).map(\.plainText)
    #expect(frame[0].hasPrefix("word word"))
    #expect(frame[3].trimmingTrailingSpaces.hasSuffix("…"))
    #expect(frame[4].hasPrefix("A"))
    #expect(frame[9].hasPrefix("Next"), "\(frame)")
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
