// The content of each block of the product page: small values that say what a row shows.
// A host registers one renderer per type; the diff compares them with `==`.

extension ProductScreen {
  /// The product's pictures, cycling; no addresses while the page loads (draw a placeholder).
  public struct CycleImages: Equatable, Sendable {
    /// The picture addresses, in order.
    public var urls: [String]
    /// Creates the block.
    public init(urls: [String]) { self.urls = urls }
  }

  /// The product's name; `nil` text while the page loads (draw a placeholder).
  public struct MainTitle: Equatable, Sendable {
    /// The name, or `nil` for the placeholder.
    public var text: String?
    /// Creates the block.
    public init(_ text: String?) { self.text = text }
  }

  /// The selling line under the name.
  public struct SubTitle: Equatable, Sendable {
    /// The line.
    public var text: String
    /// Creates the block.
    public init(_ text: String) { self.text = text }
  }

  /// The price; `nil` cents while the page loads.
  public struct Price: Equatable, Sendable {
    /// The price in cents, or `nil` for the placeholder.
    public var cents: Int?
    /// Creates the block.
    public init(cents: Int?) { self.cents = cents }

    /// The price as shown: `¥1234.50`, or `¥--` for the placeholder.
    public var text: String {
      guard let cents else { return "¥--" }
      let fraction = cents % 100
      return "¥\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
  }

  /// The current promotions, one per line.
  public struct Promotions: Equatable, Sendable {
    /// The promotion texts.
    public var items: [String]
    /// Creates the block.
    public init(_ items: [String]) { self.items = items }
  }

  /// The specification the buyer chose: "Selected: Silver, 13.3 inches".
  public struct SelectedSpecification: Equatable, Sendable {
    /// The label before the value, e.g. "Selected" or "已选".
    public var label: String
    /// The chosen specification.
    public var value: String
    /// Creates the block.
    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// The store that sells the product.
  public struct StoreInfo: Equatable, Sendable {
    /// The store's name.
    public var name: String
    /// Where it ships from.
    public var location: String
    /// Creates the block.
    public init(name: String, location: String) {
      self.name = name
      self.location = location
    }
  }

  /// The head of the comments: "Product reviews (8)".
  public struct CommentSummary: Equatable, Sendable {
    /// The title, e.g. "Product reviews" or "商品评价".
    public var title: String
    /// How many comments the product has.
    public var count: Int
    /// Creates the block.
    public init(title: String, count: Int) {
      self.title = title
      self.count = count
    }
  }

  /// One comment; its text may be long and wraps (the row is self-sizing).
  public struct Comment: Equatable, Sendable {
    /// Who wrote it.
    public var author: String
    /// What they wrote.
    public var text: String
    /// Creates the block.
    public init(author: String, text: String) {
      self.author = author
      self.text = text
    }
  }

  /// A selectable line that leads somewhere or does something, e.g. "View all comments" or
  /// "Try again".
  public struct Link: Equatable, Sendable {
    /// The link's text.
    public var title: String
    /// Creates the block.
    public init(_ title: String) { self.title = title }
  }

  /// A line of information that does nothing when selected, e.g. "No comments yet".
  public struct Notice: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Creates the block.
    public init(_ text: String) { self.text = text }
  }
}
