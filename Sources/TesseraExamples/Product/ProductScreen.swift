/// The product page of seeds 000/001: fixed, optional and variable content blocks, shown first in
/// an initial state while the request runs, then with the loaded product, or with why the
/// request failed and a "Try again" row.
///
/// The seeds count cells with `if (promotion exists) cellCount++` and index into them; here the
/// page is a pure function of this state (see ``snapshot(send:)``), so each optional block is one
/// `if` and no index is ever written by hand.
public struct ProductScreen: ExampleScreen, Equatable {
  /// The product, or where its request stands.
  public var product: Loadable<Product>
  /// Whether every comment is listed, rather than the first ``commentPreviewLimit``.
  public var showsAllComments: Bool
  /// The language of the page's own labels (the product's texts are whatever the shop sent).
  public var language: Language

  /// How many comments the page lists before "View all comments".
  public static let commentPreviewLimit = 4

  /// The height of the cycling pictures as a fraction of the width (the seed's 120 by 320).
  public static let imagesAspectRatio = 120.0 / 320

  /// A page in its initial state: loading, comments collapsed.
  public init(product: Loadable<Product> = .loading, showsAllComments: Bool = false, language: Language = .english) {
    self.product = product
    self.showsAllComments = showsAllComments
    self.language = language
  }

  /// What the user and the network can do to the page.
  public enum Action: Equatable, Sendable {
    /// A new request started: the page goes back to its initial state until ``loaded(_:)``
    /// or ``failed(_:)``. The failed page's "Try again" row sends it; the host starts the
    /// request on it (``ScreenSession/onAction``). A host that wants to animate only what
    /// changed may skip this and send `loaded` directly.
    case reload
    /// The request finished with this product.
    case loaded(Product)
    /// The request failed: the page says why and offers to try again.
    case failed(ProductLoadError)
    /// "View all comments" was selected.
    case showAllComments
    /// "Show fewer comments" was selected.
    case showFewerComments
  }

  /// Moves to the state that follows `action`.
  public mutating func apply(_ action: Action) {
    switch action {
    case .reload:
      product = .loading
      showsAllComments = false
    case .loaded(let newProduct):
      product = .loaded(newProduct)
      showsAllComments = false
    case .failed(let error):
      product = .failed(error)
      showsAllComments = false
    case .showAllComments:
      showsAllComments = true
    case .showFewerComments:
      showsAllComments = false
    }
  }
}

extension ProductScreen {
  /// The languages of the page's labels: seed 000 is English, seed 001 Chinese.
  public enum Language: String, CaseIterable, Sendable {
    /// English labels.
    case english
    /// Simplified Chinese labels.
    case chinese

    var commentsTitle: String { self == .english ? "Product reviews" : "商品评价" }
    var noComments: String { self == .english ? "No comments yet" : "暂无评论" }
    var viewAllComments: String { self == .english ? "View all comments" : "查看所有评论" }
    var showFewerComments: String { self == .english ? "Show fewer comments" : "收起评论" }
    var selected: String { self == .english ? "Selected" : "已选" }
    var loadFailed: String { self == .english ? "Could not load the product" : "无法加载商品" }
    var tryAgain: String { self == .english ? "Try again" : "重试" }
  }
}
