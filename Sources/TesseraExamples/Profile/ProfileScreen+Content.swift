// The content of each kind of row of the profile screen.

extension ProfileScreen {
  /// The person's name and picture (the "Main Info" section).
  public struct NameAndPicture: Equatable, Sendable {
    /// The full name.
    public var name: String
    /// The picture's address; `nil` when there is none (draw initials, say).
    public var pictureURL: String?
    /// Creates the row content.
    public init(name: String, pictureURL: String?) {
      self.name = name
      self.pictureURL = pictureURL
    }
  }

  /// The free text about the person; long, it wraps.
  public struct About: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Creates the row content.
    public init(_ text: String) { self.text = text }
  }

  /// The e-mail address; selecting it writes a mail.
  public struct Email: Equatable, Sendable {
    /// The address.
    public var address: String
    /// Creates the row content.
    public init(_ address: String) { self.address = address }
  }

  /// One fact: a key and its value.
  public struct Attribute: Equatable, Sendable {
    /// What the fact is about, e.g. "City".
    public var key: String
    /// The fact, e.g. "Aarhus, Denmark".
    public var value: String
    /// Creates the row content.
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }

  /// One friend; selecting it opens the friend's profile.
  public struct Friend: Equatable, Sendable {
    /// The friend's name.
    public var name: String
    /// The picture's address, if any.
    public var pictureURL: String?
    /// Creates the row content.
    public init(name: String, pictureURL: String?) {
      self.name = name
      self.pictureURL = pictureURL
    }
  }

  /// A line of text: the loading message, or the "try again" line of the error screen.
  public struct Message: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Creates the row content.
    public init(_ text: String) { self.text = text }
  }

  /// One fact about a loading error, e.g. "Position: line 3, column 14".
  public struct ErrorDetail: Equatable, Sendable {
    /// What the fact is: "File", "Position", "Path" or "Problem".
    public var label: String
    /// The fact.
    public var value: String
    /// Creates the row content.
    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }
}
