#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraExamples
import TesseraTesting
import TesseraUIKit

@Suite("ProductViewController example")
@MainActor
struct ProductViewControllerTests {
  @Test func showsTheInitialStateThenTheLoadedProduct() async throws {
    var rng = SeededRandomNumberGenerator(seed: 7)
    var product = Product.random(using: &rng)
    while product.comments.count < 6 { product = Product.random(using: &rng) }
    let loaded = product
    // The "network" answers only when the test says so, so the initial state can be seen.
    let (replies, reply) = AsyncStream.makeStream(of: Product.self)
    let controller = ProductViewController {
      for await product in replies { return product }
      return loaded
    }
    controller.loadViewIfNeeded()
    controller.simulateLayout()
    let table = try #require(controller.view.subviews.first as? UITableView)
    await controller.host.controller.settle()
    table.layoutIfNeeded()
    #expect(visibleTexts(table).contains("No comments yet"))

    reply.yield(loaded)
    await controller.loading?.value
    await controller.host.controller.settle()
    table.layoutIfNeeded()
    let texts =
      visibleTexts(table)
      + (0..<table.numberOfSections).flatMap { s in
        (0..<table.numberOfRows(inSection: s)).compactMap {
          table.cellForRow(at: IndexPath(row: $0, section: s))?.textLabel?.text
        }
      }
    #expect(texts.contains(loaded.name))
    #expect(!texts.contains("No comments yet"))
    #expect(table.violations.isEmpty)
    #expect(
      table.eventLog.filter { $0 == .reloadData }.count == 1, "only the first load reloads; loading -> loaded animates")
  }
}
