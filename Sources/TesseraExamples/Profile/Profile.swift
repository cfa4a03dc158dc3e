/// A user profile as a server sends it (seed 004), wrapped in `{"data": {...}}`.
///
/// Every part may be missing: the profile screen shows a section only for the data that is there.
/// Property names are the JSON keys, so the model reads like the response it decodes.
public struct Profile: Codable, Hashable, Sendable {
  /// The person's full name.
  public var fullName: String?
  /// The address of the profile picture.
  public var pictureUrl: String?
  /// The e-mail address.
  public var email: String?
  /// A free text about the person.
  public var about: String?
  /// The person's friends; empty when the key is missing.
  public var friends: [Friend]
  /// Key–value facts such as "City: Aarhus"; empty when the key is missing.
  public var profileAttributes: [Attribute]

  /// Creates a profile.
  public init(
    fullName: String? = nil, pictureUrl: String? = nil, email: String? = nil, about: String? = nil,
    friends: [Friend] = [], profileAttributes: [Attribute] = []
  ) {
    self.fullName = fullName
    self.pictureUrl = pictureUrl
    self.email = email
    self.about = about
    self.friends = friends
    self.profileAttributes = profileAttributes
  }

  /// Decodes a profile; missing lists decode as empty, but a present value of the wrong type is
  /// an error (it is reported with its path, see ``ProfileLoadError``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    fullName = try container.decodeIfPresent(String.self, forKey: .fullName)
    pictureUrl = try container.decodeIfPresent(String.self, forKey: .pictureUrl)
    email = try container.decodeIfPresent(String.self, forKey: .email)
    about = try container.decodeIfPresent(String.self, forKey: .about)
    friends = try container.decodeIfPresent([Friend].self, forKey: .friends) ?? []
    profileAttributes = try container.decodeIfPresent([Attribute].self, forKey: .profileAttributes) ?? []
  }
}

extension Profile {
  /// A friend of the person.
  public struct Friend: Codable, Hashable, Sendable {
    /// The friend's name; required.
    public var name: String
    /// The address of the friend's picture.
    public var pictureUrl: String?

    /// Creates a friend.
    public init(name: String, pictureUrl: String? = nil) {
      self.name = name
      self.pictureUrl = pictureUrl
    }
  }

  /// A fact about the person, such as "Born: 14 March 1990".
  public struct Attribute: Codable, Hashable, Sendable {
    /// What the fact is about.
    public var key: String
    /// The fact.
    public var value: String

    /// Creates an attribute.
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }
}

/// The envelope of the server's response: `{"data": <profile>}`.
struct ProfileResponse: Codable {
  var data: Profile
}
