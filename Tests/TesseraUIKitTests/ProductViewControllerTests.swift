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
    #expect(shownTexts(table).contains("No comments yet"))

    reply.yield(loaded)
    await controller.loading?.value
    await controller.host.controller.settle()
    table.layoutIfNeeded()
    let texts = shownTexts(table)
    #expect(texts.contains(loaded.name))
    #expect(!texts.contains("No comments yet"))
    #expect(table.violations.isEmpty)
    #expect(
      table.eventLog.filter { $0 == .reloadData }.count == 1, "only the first load reloads; loading -> loaded animates")
  }

  /// The texts the cells on screen show, top to bottom: the labels in their content views.
  private func shownTexts(_ table: UITableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).flatMap { path in
      (table.cellForRow(at: path)?.contentView.subviews ?? []).compactMap { ($0 as? UILabel)?.text }
    }
  }
}
