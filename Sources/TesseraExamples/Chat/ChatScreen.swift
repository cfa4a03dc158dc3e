/// A chat: the messages of one conversation, oldest first, shown from the bottom.
///
/// The list's controller anchors at the bottom (`ListAnchoring.bottom`): it opens on the newest
/// message, and a reader there stays there as messages arrive, while a reader who scrolled up
/// to read keeps their place.
public struct ChatScreen: Equatable, Sendable {
  /// The messages, oldest first.
  public var messages: [ChatMessage]
  /// Who the reader talks to.
  public var contact: String

  /// A conversation with `contact`.
  public init(contact: String = "Grace", messages: [ChatMessage] = []) {
    self.contact = contact
    self.messages = messages
  }

  /// One message's row.
  public struct MessageContent: Equatable, Sendable {
    /// The message.
    public var message: ChatMessage
    /// Creates the row content.
    public init(_ message: ChatMessage) { self.message = message }
  }

  /// The conversation as a list: section **messages**, a row per message, oldest first; the
  /// empty state before the first message.
  public func snapshot() -> ListSnapshot {
    ListSnapshot {
      Section("messages") {
        for message in messages { Row(message.id, MessageContent(message)) }
      }
    }
    .unavailableWhenEmpty(.empty("No Messages", message: "Say hello to \(contact).", systemImage: "bubble.left"))
  }
}
