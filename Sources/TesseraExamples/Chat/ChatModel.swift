/// Runs the chat: owns the conversation and the `ListController` that shows it (anchored at
/// the bottom), appends what the reader sends and what the contact answers.
///
/// Everything is deterministic: the history and the contact's answers come from fixed lines,
/// in order, and messages arrive when ``receive()`` is called (a key in the demo), never on a
/// timer. Sending takes ``deliveryDelay``, during which the message shows as sending.
///
/// ```swift
/// let chat = ChatModel(history: 30)
/// chat.show()                    // opens at the newest message
/// await chat.send("On my way")   // appended, then marked sent
/// chat.receive()                 // the contact answers
/// ```
@MainActor
public final class ChatModel {
  /// The conversation.
  public private(set) var screen: ChatScreen
  /// The controller that shows it.
  public let controller: ListController
  /// How long sending a message takes.
  public var deliveryDelay: Duration
  private var answers = 0

  /// A conversation of `history` messages, shown through `controller` (whose anchoring is set
  /// to `.bottom`).
  public init(history: Int = 30, deliveryDelay: Duration = .zero, controller: ListController = ListController()) {
    self.controller = controller
    self.deliveryDelay = deliveryDelay
    controller.anchoring = .bottom
    screen = ChatScreen()
    screen.messages = history > 0 ? (1...history).map(Self.historyMessage) : []
  }

  /// Submits the snapshot of the conversation.
  public func show() {
    controller.submit(screen.snapshot())
  }

  /// Appends `text` from the reader, shown as sending until it is delivered.
  public func send(_ text: String) async {
    let id = (screen.messages.last?.id ?? 0) + 1
    screen.messages.append(ChatMessage(id: id, author: "Me", text: text, isMine: true, delivery: .sending))
    show()
    if deliveryDelay > .zero { try? await Task.sleep(for: deliveryDelay) }
    guard let index = screen.messages.firstIndex(where: { $0.id == id }) else { return }
    screen.messages[index].delivery = .sent
    show()
  }

  /// Appends the contact's next answer.
  public func receive() {
    let id = (screen.messages.last?.id ?? 0) + 1
    let text = Self.answers[answers % Self.answers.count]
    answers += 1
    screen.messages.append(ChatMessage(id: id, author: screen.contact, text: text, isMine: false))
    show()
  }

  /// Message `id` of the fixed history: the two write in turns.
  static func historyMessage(_ id: Int) -> ChatMessage {
    let isMine = id % 2 == 0
    let lines = [
      "Did the list keep your place?", "It did, even while rows came in above.",
      "And at the bottom?", "New messages push it up, like any chat.",
      "What about a long message that has to wrap over several lines in a narrow terminal?",
      "It measures once and remembers.",
    ]
    return ChatMessage(
      id: id, author: isMine ? "Me" : "Grace", text: "\(lines[(id - 1) % lines.count]) (\(id))", isMine: isMine)
  }

  private static let answers = [
    "Got it!", "On my way.", "Let me check and come back to you.", "Sounds good 👍",
    "Can you send the screenshot again? The first one did not come through.",
  ]
}
