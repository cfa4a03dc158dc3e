/// One message of the chat.
public struct ChatMessage: Identifiable, Equatable, Sendable {
  /// Where a message the reader wrote stands.
  public enum Delivery: Equatable, Sendable {
    /// On its way.
    case sending
    /// Delivered.
    case sent
  }

  /// The message's number in the conversation, from 1; also its row id.
  public var id: Int
  /// Who wrote it.
  public var author: String
  /// What it says.
  public var text: String
  /// Whether the reader wrote it.
  public var isMine: Bool
  /// Where it stands (messages of others are always ``Delivery/sent``).
  public var delivery: Delivery

  /// Creates a message.
  public init(id: Int, author: String, text: String, isMine: Bool, delivery: Delivery = .sent) {
    self.id = id
    self.author = author
    self.text = text
    self.isMine = isMine
    self.delivery = delivery
  }
}
