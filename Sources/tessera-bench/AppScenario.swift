/// A scenario of the realistic app model: two versions of the app's data.
struct AppScenario {
  let name: String
  let make: () -> (source: AppData, target: AppData)

  /// 1% updates, 1% moves and 10% churn at 1k, 10k and 100k rows, and the product page.
  static var all: [AppScenario] {
    var scenarios: [AppScenario] = []
    for rows in [1_000, 10_000, 100_000] {
      let size = "\(rows / 1_000)k"
      scenarios.append(AppScenario(name: "app-update-1pct-\(size)") { update(rows: rows) })
      scenarios.append(AppScenario(name: "app-move-1pct-\(size)") { move(rows: rows) })
      scenarios.append(AppScenario(name: "app-churn-10pct-\(size)") { churn(rows: rows) })
    }
    scenarios.append(AppScenario(name: "app-product-page") { productPage() })
    return scenarios
  }

  static func named(_ name: String) -> AppScenario? { all.first { $0.name == name } }

  /// Whether the scenario is small enough to report in microseconds.
  var isSmall: Bool { name == "app-product-page" }

  // MARK: Changes

  /// 1% of the rows change content in place.
  private static func update(rows: Int) -> (AppData, AppData) {
    var random = BenchmarkRandom(seed: 0xA9_0001 &+ UInt64(rows))
    var factory = AppItemFactory()
    let source = factory.data(rows: rows, using: &random)
    var target = source
    for (section, row) in positions(source).shuffled(using: &random).prefix(rows / 100) {
      target.sections[section].elements[row] = target.sections[section].elements[row].changed()
    }
    return (source, target)
  }

  /// 1% of the rows move to a random place (in any section).
  private static func move(rows: Int) -> (AppData, AppData) {
    var random = BenchmarkRandom(seed: 0xA9_0002 &+ UInt64(rows))
    var factory = AppItemFactory()
    let source = factory.data(rows: rows, using: &random)
    var target = source
    let picked = positions(source).shuffled(using: &random).prefix(rows / 100).sorted { $0 > $1 }
    var moved: [AppItem] = []
    for (section, row) in picked { moved.append(target.sections[section].elements.remove(at: row)) }
    for item in moved { insert(item, into: &target, using: &random) }
    return (source, target)
  }

  /// 10% of the rows are deleted and as many new rows are inserted at random places.
  private static func churn(rows: Int) -> (AppData, AppData) {
    var random = BenchmarkRandom(seed: 0xA9_0003 &+ UInt64(rows))
    var factory = AppItemFactory()
    let source = factory.data(rows: rows, using: &random)
    var target = source
    let picked = positions(source).shuffled(using: &random).prefix(rows / 10).sorted { $0 > $1 }
    for (section, row) in picked { target.sections[section].elements.remove(at: row) }
    for _ in 0..<picked.count { insert(factory.item(using: &random), into: &target, using: &random) }
    return (source, target)
  }

  /// The product page: 20 rows in 3 sections (images; title, price and promotions; a comment
  /// summary, comments and a link), then a new price and one comment replaced by another.
  private static func productPage() -> (AppData, AppData) {
    var comments = (1...13).map { index in
      AppItem.comment(
        CommentModel(
          id: "comment-\(index)", author: "user\(index)", text: "Comment \(index): great product.", likes: index))
    }
    func data(price: Int, comments: [AppItem]) -> AppData {
      AppData(sections: [
        AppData.TypedSection(
          model: AppSectionModel(id: "media", title: ""),
          elements: [.gallery(GalleryModel(id: "gallery", imageNames: ["front.jpg", "side.jpg", "back.jpg"]))]),
        AppData.TypedSection(
          model: AppSectionModel(id: "info", title: "Product"),
          elements: [
            .text(TextModel(id: "title", title: "Mechanical keyboard", subtitle: "Tenkeyless, hot-swappable")),
            .price(PriceModel(id: "price", cents: price, currency: "EUR")),
            .text(TextModel(id: "promotion-1", title: "Free shipping", subtitle: "On orders over 50 EUR")),
            .text(TextModel(id: "promotion-2", title: "Two-year warranty", subtitle: "Included")),
          ]),
        AppData.TypedSection(
          model: AppSectionModel(id: "comments", title: "Comments"),
          elements: [.text(TextModel(id: "summary", title: "Comments", subtitle: "\(comments.count) comments"))]
            + comments + [.text(TextModel(id: "all-comments", title: "View all comments", subtitle: ""))]),
      ])
    }
    let source = data(price: 12_900, comments: comments)
    comments.remove(at: 4)
    comments.append(
      .comment(CommentModel(id: "comment-99", author: "eve", text: "Arrived in two days.", likes: 0)))
    let target = data(price: 11_900, comments: comments)
    return (source, target)
  }

  // MARK: Helpers

  private static func positions(_ data: AppData) -> [(Int, Int)] {
    data.sections.indices.flatMap { section in data.sections[section].elements.indices.map { (section, $0) } }
  }

  private static func insert(_ item: AppItem, into data: inout AppData, using random: inout BenchmarkRandom) {
    let section = Int.random(in: 0..<data.sections.count, using: &random)
    let row = Int.random(in: 0...data.sections[section].elements.count, using: &random)
    data.sections[section].elements.insert(item, at: row)
  }
}
