import Testing
import TesseraExamples
import TesseraTesting

@Suite("Random products")
struct ProductRandomTests {
  @Test("Every generated page is valid and has the shape its product calls for")
  func generatedPagesAreValid() {
    for seed in UInt64(0)..<500 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let product = Product.random(using: &rng)
      let snapshot = ProductScreen(product: .loaded(product)).snapshot(send: ignore)
      #expect(snapshot.validate().isEmpty, "seed \(seed): \(snapshot.validate())")
      #expect((0...8).contains(product.comments.count), "seed \(seed)")
      #expect(Set(product.comments.map(\.id)).count == product.comments.count, "seed \(seed): repeated comment")
      let hasDetails = product.specification != nil || product.store != nil
      #expect(
        snapshot.sectionIDs == (hasDetails ? ["basics", "details", "comments"] : ["basics", "comments"]),
        "seed \(seed)")
      let commentRows = product.comments.isEmpty ? 2 : 2 + min(product.comments.count, 4)
      #expect(snapshot.sections.last?.rows.count == commentRows, "seed \(seed)")
    }
  }

  @Test("The same seed gives the same product")
  func repeatable() {
    for seed in UInt64(0)..<50 {
      var first = SeededRandomNumberGenerator(seed: seed)
      var second = SeededRandomNumberGenerator(seed: seed)
      #expect(Product.random(using: &first) == Product.random(using: &second), "seed \(seed)")
    }
  }

  @Test("Across seeds, every shape of the page occurs, in both languages")
  func everyShapeOccurs() {
    var products: [Product] = []
    for seed in UInt64(0)..<200 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      products.append(Product.random(using: &rng))
    }
    #expect(products.contains { $0.comments.isEmpty })
    #expect(products.contains { (1...4).contains($0.comments.count) })
    #expect(products.contains { $0.comments.count > 4 })
    #expect(products.contains { $0.promotions.isEmpty } && products.contains { !$0.promotions.isEmpty })
    #expect(products.contains { $0.specification == nil } && products.contains { $0.specification != nil })
    #expect(products.contains { $0.store == nil } && products.contains { $0.store != nil })
    let texts = products.flatMap { $0.comments.map(\.text) }
    #expect(texts.contains { $0.hasPrefix("In June 2016, iOS 10 was officially released") })
    #expect(texts.contains { $0.hasPrefix("2016年6月,苹果系统iOS 10正式亮相") })
  }
}
