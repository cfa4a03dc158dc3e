import Testing
import TesseraExamples
import TesseraTesting

private typealias Screen = MerchantScreen

private let merchants = [
  Merchant(id: 1, city: "Shanghai 上海", details: [.init(category: "5812 Restaurants 餐饮", amount: 300)]),
  Merchant(
    id: 2, city: "Beijing 北京",
    details: [
      .init(category: "5411 Supermarkets 超市", amount: 500), .init(category: "5912 Pharmacies 药店", amount: 250),
    ]),
  Merchant(id: 3, city: "Chengdu 成都", details: []),
]

@Suite("Merchant summary")
struct MerchantScreenTests {
  @Test("One expandable row per merchant, identified by the merchant's id, holding its details")
  func rows() {
    let snapshot = Screen(merchants: merchants).snapshot(send: ignore)
    #expect(snapshot.sectionIDs == ["merchants"])
    #expect(snapshot.rowIDs == [[2, 3, 1]])
    #expect(snapshot.sections[0].rows.allSatisfy { $0.isExpandable })
    #expect(
      snapshot.content(of: 2, as: Screen.MerchantSummary.self)
        == Screen.MerchantSummary(city: "Beijing 北京", sum: 750, details: merchants[1].details))
    #expect(snapshot.content(of: 3, as: Screen.MerchantSummary.self)?.details.isEmpty == true)
  }

  @Test("Sorting reorders the same ids; the header says the order")
  func sorting() {
    var screen = Screen(merchants: merchants)
    screen.apply(.sort(.largestSum))
    let snapshot = screen.snapshot(send: ignore)
    #expect(snapshot.rowIDs == [[2, 1, 3]])
    #expect(snapshot.sections[0].header?.title == "Takings, largest first")
    screen.apply(.sort(.city))
    #expect(screen.snapshot(send: ignore).sections[0].header?.title == "Takings by city")
  }

  @Test("Random takings keep the cities' ids, and sums add up their details")
  func randomTakings() {
    var allIDs: Set<Int> = []
    for seed in UInt64(0)..<100 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let list = Merchant.randomList(using: &rng)
      for merchant in list {
        #expect((1...8).contains(merchant.id), "seed \(seed)")
        #expect((1...6).contains(merchant.details.count), "seed \(seed)")
        #expect(merchant.sum == merchant.details.map(\.amount).reduce(0, +), "seed \(seed)")
        allIDs.insert(merchant.id)
      }
      var screen = Screen(merchants: list, order: .largestSum)
      screen.apply(.loaded(list))
      let snapshot = screen.snapshot(send: ignore)
      #expect(snapshot.validate().isEmpty, "seed \(seed)")
      let sums = snapshot.sections[0].rows.compactMap { $0.content.as(Screen.MerchantSummary.self)?.sum }
      #expect(sums == sums.sorted(by: >), "seed \(seed)")
    }
    #expect(allIDs == Set(1...8))
  }
}
