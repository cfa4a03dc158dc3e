/// One post of the feed: a number that says how new it is (the newest has the highest), who
/// wrote it, what kind of post it is and its text.
public struct FeedPost: Identifiable, Equatable, Sendable {
  /// What a post holds besides its text, for the feed's filters.
  public enum Kind: String, CaseIterable, Sendable {
    /// Text only.
    case text
    /// A photo with a caption.
    case photo
    /// A link with a comment.
    case link
  }

  /// The post's number: 1 is the oldest, each new post gets the next one. Also its row id.
  public var id: Int
  /// Who wrote it.
  public var author: String
  /// What kind of post it is.
  public var kind: Kind
  /// What it says.
  public var text: String

  /// Creates a post.
  public init(id: Int, author: String, kind: Kind, text: String) {
    self.id = id
    self.author = author
    self.kind = kind
    self.text = text
  }

  /// Post number `id` of the fake source: the same number always makes the same post.
  public static func numbered(_ id: Int) -> FeedPost {
    let authors = ["Ada", "Grace", "Linus", "Barbara", "Ken", "Margaret", "Dennis"]
    let topics = [
      "shipped the new release", "is reading about diff algorithms", "found a bug in the layout",
      "recommends a terminal font", "wrote notes on list anchoring", "asks who keeps the reader's place",
      "measured a million rows", "drew the settings screen",
    ]
    let kinds = Kind.allCases
    let author = authors[id % authors.count]
    return FeedPost(
      id: id, author: author, kind: kinds[id % kinds.count], text: "#\(id): \(author) \(topics[id % topics.count]).")
  }
}
