import ArgumentParser
import TesseraExamples
import TesseraTerminal

/// `tessera-demo chat`: a conversation that opens at its newest message.
struct ChatCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chat",
    abstract: "A chat: opens at the newest message; s sends one, a brings an answer.",
    discussion: """
      The conversation opens at its bottom, on the newest message. s sends a message of yours \
      (it shows "sending…" for --delivery-delay, then ✓); a brings the contact's next answer. \
      At the bottom, new messages push the list up; scrolled up to read, you keep your place \
      while they arrive. Nothing arrives on its own: every message comes from a key, so a run \
      can be repeated exactly.

      --print writes the conversation once.
      """
  )

  @Option(help: ArgumentHelp("How many messages the conversation starts with.", valueName: "n"))
  var history = 30

  @Option(help: ArgumentHelp("How long sending a message takes, in milliseconds.", valueName: "ms"))
  var deliveryDelay = 400

  @OptionGroup var display: DisplayOptions

  func run() async throws {
    try await reportingFailures {
      guard (0...100_000).contains(history) else {
        throw DemoFailure("--history \(history) is out of range: use 0 to 100000")
      }
      guard (0...60_000).contains(deliveryDelay) else {
        throw DemoFailure("--delivery-delay \(deliveryDelay) is out of range: use 0 to 60000 milliseconds")
      }
      let status = try await Self.run(history: history, deliveryDelay: .milliseconds(deliveryDelay), display: display)
      if status != 0 { throw ExitCode(status) }
    }
  }

  @MainActor
  private static func run(history: Int, deliveryDelay: Duration, display: DisplayOptions) async throws -> Int32 {
    let chat = ChatModel(history: history, deliveryDelay: deliveryDelay)
    if display.printsOnce {
      try await DemoScreen.print(chat.screen.snapshot(), options: display)
      return 0
    }
    chat.show()
    return await DemoScreen.run(chat.controller, options: display) { app, view in
      let hints = "s send · a answer · " + DemoScreen.commonHints
      view.status = DemoScreen.status("\(chat.screen.contact)", hints: hints)
      var sent = 0
      app.onKey = { key in
        switch key {
        case .character("s"):
          sent += 1
          let text = "Message \(sent) from me"
          app.startTask { await chat.send(text) }
          return .handled
        case .character("a"):
          chat.receive()
          return .handled
        default:
          return .ignored
        }
      }
    }
  }
}
