/// A merchant's takings in one city (seed 003): a total and the lines it is made of, one per
/// merchant category.
public struct Merchant: Hashable, Sendable, Identifiable {
  /// Stable across reloads: the row, and whether it is expanded, follow it.
  public var id: Int
  /// The city, e.g. "Shanghai 上海".
  public var city: String
  /// The lines of the total, one per merchant category.
  public var details: [Detail]

  /// Creates a merchant.
  public init(id: Int, city: String, details: [Detail]) {
    self.id = id
    self.city = city
    self.details = details
  }

  /// The total of the details.
  public var sum: Int { details.reduce(0) { $0 + $1.amount } }

  /// The takings of one merchant category.
  public struct Detail: Hashable, Sendable {
    /// The category, e.g. "5812 Restaurants 餐饮".
    public var category: String
    /// The amount in yuan.
    public var amount: Int

    /// Creates a detail line.
    public init(category: String, amount: Int) {
      self.category = category
      self.amount = amount
    }
  }
}

extension Merchant {
  /// Fresh sample takings: the same cities (so the same ids) with new details and sums; now and
  /// then a city has no takings and is left out. Pass a seeded generator to make it repeatable.
  public static func randomList(using rng: inout some RandomNumberGenerator) -> [Merchant] {
    cities.enumerated().compactMap { index, city in
      guard Int.random(in: 0..<8, using: &rng) != 0 else { return nil }
      let count = Int.random(in: 1...6, using: &rng)
      let details = categories.shuffled(using: &rng).prefix(count).map { category in
        Detail(category: category, amount: Int.random(in: 10...5_000, using: &rng))
      }
      return Merchant(id: index + 1, city: city, details: details)
    }
  }

  private static let cities = [
    "Beijing 北京", "Shanghai 上海", "Guangzhou 广州", "Shenzhen 深圳",
    "Hangzhou 杭州", "Chengdu 成都", "Wuhan 武汉", "Xi'an 西安",
  ]

  private static let categories = [
    "5812 Restaurants 餐饮", "5411 Supermarkets 超市", "5541 Service stations 加油站",
    "5311 Department stores 百货", "4111 Commuter transport 公共交通", "5912 Pharmacies 药店",
    "7832 Cinemas 电影院", "5732 Electronics 电器",
  ]
}
