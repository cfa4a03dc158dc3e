extension Product {
  /// A random product for the demo and for property tests, in the spirit of the seeds'
  /// `arc4random() % 2`: promotions, specification and store each appear half of the time and
  /// there are 0 to 8 comments, so every shape of the page occurs.
  ///
  /// Texts come in English and in Chinese (the strings of seeds 000 and 001), so wrapping of wide
  /// characters gets exercised. Pass a seeded generator to make the data repeatable.
  ///
  /// ```swift
  /// var rng = SystemRandomNumberGenerator()
  /// let product = Product.random(using: &rng)
  /// ```
  public static func random(using rng: inout some RandomNumberGenerator) -> Product {
    let imageCount = Int.random(in: 1...5, using: &rng)
    let firstImage = Int.random(in: 1...900, using: &rng)
    return Product(
      imageURLs: (0..<imageCount).map { "https://images.example.com/products/\(firstImage + $0).jpg" },
      name: SampleText.names.randomPick(using: &rng),
      subtitle: SampleText.subtitles.randomPick(using: &rng),
      priceInCents: Int.random(in: 1_00...9_999_00, using: &rng),
      promotions: Bool.random(using: &rng)
        ? Array(SampleText.promotions.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))) : [],
      specification: Bool.random(using: &rng) ? SampleText.specifications.randomPick(using: &rng) : nil,
      store: Bool.random(using: &rng) ? SampleText.stores.randomPick(using: &rng) : nil,
      comments: randomComments(using: &rng)
    )
  }

  /// 0 to 8 distinct comments. A comment's id is its place in the sample pool, so a comment that
  /// appears again after a reload keeps its identity (and its row moves instead of being replaced).
  private static func randomComments(using rng: inout some RandomNumberGenerator) -> [Comment] {
    let count = Int.random(in: 0...8, using: &rng)
    return SampleText.comments.indices.shuffled(using: &rng).prefix(count).map { index in
      Comment(id: index, author: SampleText.authors.randomPick(using: &rng), text: SampleText.comments[index])
    }
  }
}

/// The sample texts of the product page, from seeds 000 and 001 and a few more.
private enum SampleText {
  static let names = [
    "Product Name", "商品名称", "Tessera Book Air, 13.3-inch laptop", "无线降噪耳机 Pro(第二代)",
    "Mechanical keyboard with 87 keys and hot-swappable switches",
  ]
  static let subtitles = [
    "Holiday promotion, come and buy it", "节日促销,快来买啊", "Free shipping on orders over ¥99",
    "限时特惠,全国包邮,七天无理由退货",
  ]
  static let promotions = [
    "Promotion information 1", "Promotion information 2", "Promotion information 3",
    "促销信息1", "促销信息2", "促销信息3", "满300减40", "Buy 2, get 10% off",
  ]
  static let specifications = ["Silver, 13.3 inches", "银色,13.3英寸", "Space grey, 256 GB", "深空灰色,256GB"]
  static let stores = [
    Product.Store(name: "Tessera Official Store", location: "Shenzhen"),
    Product.Store(name: "数码旗舰店", location: "杭州"),
    Product.Store(name: "Corner Electronics", location: "Chengdu"),
  ]
  static let authors = ["Alice", "小明", "Bob", "王芳", "Chen Jing", "Dana"]
  static let comments = [
    "Comment 1",
    "Comment 2",
    "In June 2016, iOS 10 was officially released, and Apple brought ten major updates to iOS 10. "
      + "On June 13, 2016, the Apple Developer Conference WWDC was held in San Francisco. The conference "
      + "announced that the beta version of iOS 10 would be launched in the summer of 2016, and the official "
      + "version would be released in the fall. On September 7, 2016, Apple released iOS 10. The official "
      + "version of iOS 10 was fully pushed on September 13 (1 a.m. on September 14, Beijing time).",
    "Comment 4",
    "评论内容1",
    "评论内容2",
    "2016年6月,苹果系统iOS 10正式亮相,苹果为iOS 10带来了十大项更新。2016年6月13日,苹果开发者大会WWDC在"
      + "旧金山召开,会议宣布iOS 10的测试版在2016年夏天推出,正式版将在秋季发布。2016年9月7日,苹果发布iOS 10。"
      + "iOS10正式版于9月13日(北京时间9月14日凌晨一点)全面推送。",
    "评论内容4",
    "Arrived in two days and works great 👍",
    "质量很好,物流很快,五星好评!",
    "The battery lasts all day and the screen stays readable outside, even in full sun.",
    "A bit pricey, but worth it.",
  ]
}

extension Array {
  /// A random element of a non-empty array (the sample pools are never empty).
  fileprivate func randomPick(using rng: inout some RandomNumberGenerator) -> Element {
    self[Int.random(in: indices, using: &rng)]
  }
}
