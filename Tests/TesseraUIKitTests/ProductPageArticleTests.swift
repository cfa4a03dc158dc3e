#if !canImport(UIKit)
import HeadlessUIKit
import Testing
import TesseraExamples
import TesseraTesting
import TesseraUIKit

/// The view controller of the article "The product page in a table view", run as written against
/// the headless table: every block shows in a `TextCell`, none in a missing-registration stand-in.
@Suite("ProductPageInUIKit article")
@MainActor
struct ProductPageArticleTests {
  @Test func theArticlesControllerShowsTheLoadedProduct() async throws {
    let product = await api.product()
    let controller = ProductPageViewController()
    controller.loadViewIfNeeded()
    controller.simulateLayout()
    let table = try #require(controller.view.subviews.first as? UITableView)
    // The article's controller keeps its host private; the test finds it among its properties.
    let host = try #require(
      Mirror(reflecting: controller).children.lazy.compactMap { $0.value as? TableViewHost }.first)
    // The product arrives from a task the controller started in viewDidLoad: let it run.
    var screen = ""
    for _ in 0..<1_000 where !screen.contains(product.name) {
      await Task.yield()
      await host.controller.settle()
      table.layoutIfNeeded()
      screen = try table.checkedScreenText()
    }
    #expect(screen.contains("\"\(product.name)\""), "the loaded product never showed:\n\(screen)")
    #expect(screen.contains("TextCell"))
    #expect(table.violations.isEmpty)
  }
}
#endif
