import Testing
import Tessera
import TesseraTerminal

private struct Item: Equatable, Sendable {
  var text: String
}

@MainActor
private func makeRenderers() -> TerminalRenderers {
  var renderers = TerminalRenderers()
  renderers.register(Item.self) { item, context in StyledLine(item.text).wrapped(toWidth: context.width) }
  return renderers
}

@MainActor
private func text(_ view: TerminalListView) -> [String] {
  view.frame(now: ContinuousClock.now).map { line in
    var text = line.plainText
    while text.last == " " { text.removeLast() }
    return text
  }
}

@MainActor
private func list(_ texts: [String]) -> ListSnapshot {
  ListSnapshot { Section("s") { for text in texts { Row(text, Item(text: text)) } } }
}

/// A terminal view whose controller is attached to another host stops reading it: it draws an
/// empty list under its status line until the controller is attached to it again.
@Suite("TerminalListView with its controller attached elsewhere")
@MainActor
struct TerminalListViewDetachTests {
  /// The controller, a view showing `texts` with the second row selected, and the diagnostics
  /// the controller reported.
  private func makeShownList(_ texts: [String]) async -> (ListController, TerminalListView, Diagnostics) {
    let diagnostics = Diagnostics()
    let controller = ListController(policy: .alwaysAnimate, defaultRowEstimate: 1)
    controller.diagnosticsHandler = { diagnostics.messages.append("\($0)") }
    let view = TerminalListView(
      controller: controller, renderers: makeRenderers(), size: TerminalSize(columns: 30, rows: 6))
    view.status = StyledLine("status")
    await controller.apply(list(texts))
    _ = view.frame(now: .now)
    view.handle(.down)
    view.handle(.down)
    return (controller, view, diagnostics)
  }

  final class Diagnostics {
    var messages: [String] = []
  }

  @Test("The first view draws an empty list and its status; the list goes on in the other")
  func firstViewDrawsNothing() async {
    let (controller, first, diagnostics) = await makeShownList(["apple", "banana", "cherry"])
    #expect(text(first) == ["apple", "banana", "cherry", "", "", "status"])

    let second = TerminalListView(
      controller: controller, renderers: makeRenderers(), size: TerminalSize(columns: 30, rows: 6))
    #expect(diagnostics.messages.count == 1, "the second attach is reported")
    await controller.apply(list(["date"]))
    #expect(text(first) == ["", "", "", "", "", "status"])
    #expect(first.nextAnimationDeadline == nil)
    #expect(text(second) == ["date", "", "", "", "", ""])
  }

  @Test("Keys, the document, the reader's place and scrolling see no list")
  func nothingToNavigate() async {
    let (controller, first, _) = await makeShownList(["apple", "banana", "cherry"])
    #expect(first.selection == .row(RowID("banana")))
    _ = TerminalListView(controller: controller, renderers: makeRenderers(), size: TerminalSize(columns: 30, rows: 6))
    await controller.apply(list(["date", "elder"]))

    #expect(first.selection == nil)
    #expect(first.scrollOffset == 0)
    #expect(!first.handle(.down))
    #expect(!first.handle(.enter))
    #expect(first.selection == nil)
    #expect(first.document().isEmpty)
    #expect(first.readerPlace() == nil)
    #expect(!first.scrollToRow(withID: RowID("date")))
    first.resize(to: TerminalSize(columns: 24, rows: 5))
    #expect(text(first) == ["", "", "", "", "status"])
  }

  @Test("Attached again, the view shows the controller's current list")
  func attachedAgain() async {
    let (controller, first, _) = await makeShownList(["apple", "banana", "cherry"])
    let second = TerminalListView(
      controller: controller, renderers: makeRenderers(), size: TerminalSize(columns: 30, rows: 6))
    await controller.apply(list(["date", "elder"]))
    _ = text(second)

    controller.attach(to: first)
    await controller.settle()
    #expect(text(first) == ["date", "elder", "", "", "", "status"])
    #expect(first.handle(.down))
    #expect(first.selection == .row(RowID("date")))
    #expect(text(second) == ["", "", "", "", "", ""])
  }
}
