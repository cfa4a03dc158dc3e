import Testing
import Tessera
import TesseraTerminal

@MainActor
private final class Counter {
  var value = 0
}

@Suite("TerminalListView: the unavailable state")
@MainActor
struct TerminalUnavailableStateTests {
  private static let rows = ListSnapshot {
    Section("s") {
      Row(1, ScreenLine("one")); Row(2, ScreenLine("two"))
    }
  }

  /// The state comes with the update that brings it and goes with the one that takes it away;
  /// while it shows, the screen text is its lines, centred both ways in the list's lines.
  @Test func showsAndHidesWithItsUpdateCentredInTheScreenText() async {
    let view = makeScreenView(columns: 30, rows: 8)
    await view.controller.apply(Self.rows)
    #expect(view.unavailableState == nil)
    #expect(screenText(view).prefix(2) == ["one", "two"])

    let state = UnavailableState.empty("No Messages", message: "Nothing here yet")
    await view.controller.apply(ListSnapshot().unavailable(state))
    #expect(view.unavailableState == state)
    let frame = view.frame(now: .now).map(\.plainText)
    #expect(frame.count == 8)
    // 7 list lines, 2 of text: 2 blank lines above.
    let shown = frame.prefix(7).map { $0.trimmingSpaces }
    #expect(shown == ["", "", "No Messages", "Nothing here yet", "", "", ""])
    let titleLine = frame[2]
    let before = titleLine.prefix { $0 == " " }.count
    let after = titleLine.reversed().prefix { $0 == " " }.count
    #expect(abs(before - after) <= 1, "not centred: \(titleLine.debugDescription)")
    // Printing the list prints the state too.
    #expect(view.document().map(\.plainText.trimmingSpaces) == ["No Messages", "Nothing here yet"])

    await view.controller.apply(Self.rows)
    #expect(view.unavailableState == nil)
    #expect(screenText(view).prefix(2) == ["one", "two"])
  }

  /// Rows and a state: the state shows instead of the rows, and the rows come back with it gone.
  @Test func aStateOverRowsHidesThemUntilItGoes() async {
    let view = makeScreenView()
    await view.controller.apply(Self.rows.unavailable(.loading()))
    #expect(!screenText(view).contains("one"))
    #expect(screenText(view).contains { $0.contains("Loading…") })
    #expect(!view.handle(.down), "no rows to move through while the state shows")
    await view.controller.apply(Self.rows)
    #expect(screenText(view).prefix(2) == ["one", "two"])
  }

  /// Return runs the first action of the state shown, in a task `settle()` waits for; the
  /// snapshot the action gives replaces the state.
  @Test func returnRunsTheFirstActionAndSettleWaitsForIt() async {
    let view = makeScreenView()
    let controller = view.controller
    let tries = Counter()
    let others = Counter()
    let gate = Gate()
    let failed = UnavailableState.failed(
      "Could not load", message: "The server did not answer.",
      actions: [
        UnavailableAction("Try Again") {
          tries.value += 1
          await gate.wait()
          controller.submit(Self.rows)
        },
        UnavailableAction("Cancel") { others.value += 1 },
      ])
    await controller.apply(ListSnapshot().unavailable(failed))
    #expect(screenText(view).contains { $0.contains("[Try Again] [Cancel]") })

    #expect(view.handle(.enter))
    await gate.waitUntilWaiting()
    #expect(tries.value == 1)
    #expect(view.unavailableState == failed, "the state stays until the action's snapshot is shown")
    gate.open()
    await controller.settle()
    #expect(tries.value == 1 && others.value == 0)
    #expect(view.unavailableState == nil)
    #expect(screenText(view).prefix(2) == ["one", "two"])
  }

  /// A state without actions: Return does nothing, and says so.
  @Test func returnOnAStateWithoutActionsDoesNothing() async {
    let view = makeScreenView()
    await view.controller.apply(ListSnapshot().unavailableWhenEmpty(.empty("Nothing")))
    #expect(view.unavailableState?.title == "Nothing")
    #expect(!view.handle(.enter))
    await view.controller.settle()
    #expect(view.unavailableState?.title == "Nothing")
  }

  /// A view attached to a controller that already shows a state shows it after its first
  /// reload; a detached view forgets it.
  @Test func aNewlyAttachedViewShowsTheStateAndADetachedOneForgetsIt() async {
    let first = makeScreenView()
    let controller = first.controller
    await controller.apply(ListSnapshot().unavailable(.empty("Empty")))
    let second = TerminalListView(
      controller: controller, renderers: first.renderers, size: TerminalSize(columns: 30, rows: 8))
    #expect(first.unavailableState == nil)
    await controller.settle()
    #expect(second.unavailableState?.title == "Empty")
    #expect(screenText(second).contains { $0.contains("Empty") })
  }
}

extension String {
  /// The text without the spaces around it.
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
