/// A product as a shop's server returns it (seeds 000/001): the data of the product page.
///
/// Some parts are always there (images, name, price), some are optional (promotions, a selected
/// specification, a store) and the comments vary in number.
public struct Product: Hashable, Sendable {
  /// The addresses of the product's pictures, shown as cycling images.
  public var imageURLs: [String]
  /// The product's name.
  public var name: String
  /// A short selling line under the name.
  public var subtitle: String
  /// The price in cents (hundredths of a yuan).
  public var priceInCents: Int
  /// Current promotions; empty when there are none.
  public var promotions: [String]
  /// The specification the buyer has chosen, e.g. "Silver, 13.3 inches"; `nil` when the product
  /// has no specifications.
  public var specification: String?
  /// The store that sells it; `nil` when the shop sells it itself.
  public var store: Store?
  /// The product's comments, newest first.
  public var comments: [Comment]

  /// Creates a product.
  public init(
    imageURLs: [String], name: String, subtitle: String, priceInCents: Int,
    promotions: [String] = [], specification: String? = nil, store: Store? = nil, comments: [Comment] = []
  ) {
    self.imageURLs = imageURLs
    self.name = name
    self.subtitle = subtitle
    self.priceInCents = priceInCents
    self.promotions = promotions
    self.specification = specification
    self.store = store
    self.comments = comments
  }
}

extension Product {
  /// A store on the shop's marketplace.
  public struct Store: Hashable, Sendable {
    /// The store's name.
    public var name: String
    /// Where the store ships from.
    public var location: String

    /// Creates a store.
    public init(name: String, location: String) {
      self.name = name
      self.location = location
    }
  }

  /// A buyer's comment on a product.
  public struct Comment: Hashable, Sendable, Identifiable {
    /// Stable across reloads, so a comment that stays keeps its row.
    public var id: Int
    /// Who wrote it.
    public var author: String
    /// What they wrote; may be long and may mix scripts.
    public var text: String

    /// Creates a comment.
    public init(id: Int, author: String, text: String) {
      self.id = id
      self.author = author
      self.text = text
    }
  }
}
