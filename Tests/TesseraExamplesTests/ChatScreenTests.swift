import Testing
import TesseraExamples
import TesseraTerminal

/// The list lines of `view`'s frame (the status line left out), as plain text.
@MainActor
private func listText(_ view: TerminalListView) -> [String] {
  view.frame(now: .now).dropLast().map(\.plainText)
}

@Suite("Chat screen")
@MainActor
struct ChatScreenTests {
  /// The conversation opens at its newest message; an answer and a message sent appear at the
  /// bottom, the sent one "sending…" until delivered.
  @Test func opensAtTheBottomAndNewMessagesShowThere() async {
    let chat = ChatModel(history: 30)
    let view = TerminalListView(
      controller: chat.controller, renderers: .examples, size: TerminalSize(columns: 50, rows: 12))
    chat.show()
    await chat.controller.settle()
    let opening = listText(view)
    #expect(opening.last?.contains("(30)") == true, "\(opening)")
    #expect(!opening.contains { $0.contains("(1)") })

    chat.receive()
    await chat.controller.settle()
    #expect(listText(view).last?.contains("Got it!") == true)

    await chat.send("See you")
    await chat.controller.settle()
    #expect(listText(view).last?.contains("See you ✓") == true)
    #expect(chat.screen.messages.last?.delivery == .sent)
  }

  /// A reader who scrolled up keeps their place while messages arrive.
  @Test func aReaderWhoScrolledUpKeepsTheirPlace() async {
    let chat = ChatModel(history: 30)
    let view = TerminalListView(
      controller: chat.controller, renderers: .examples, size: TerminalSize(columns: 50, rows: 12))
    chat.show()
    await chat.controller.settle()
    _ = listText(view)
    view.handle(.home)
    let before = listText(view)
    chat.receive()
    chat.receive()
    await chat.controller.settle()
    #expect(listText(view) == before)
  }

  /// Without messages the chat shows its empty state.
  @Test func anEmptyConversationShowsTheEmptyState() {
    let chat = ChatModel(history: 0)
    #expect(chat.screen.snapshot().unavailable?.title == "No Messages")
  }
}
