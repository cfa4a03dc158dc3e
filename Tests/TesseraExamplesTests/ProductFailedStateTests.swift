import Testing
import TesseraExamples

private typealias Page = ProductScreen

/// A product with two comments, enough for the loaded page after a retry.
private let product = Product(
  imageURLs: ["a.jpg"], name: "Product Name", subtitle: "Holiday promotion", priceInCents: 99_00,
  comments: [Product.Comment(id: 1, author: "Alice", text: "Comment 1")])

/// The page after a failed request: why, and a way back to loading through the page's own actions.
@Suite("Product page, failed request")
struct ProductFailedStateTests {
  /// Issue: a failed page kept the placeholders ("Loading the product…", "Loading pictures…")
  /// and claimed "Product reviews (0)", and offered no way to try again.
  @Test("A failed request shows one error section: the reason and \"Try again\", no placeholders")
  func failedSnapshot() {
    let error = ProductLoadError(reason: "The server did not answer in time.")
    let snapshot = Page(product: .failed(error)).snapshot(send: ignore)
    #expect(snapshot.sectionIDs == ["error"])
    #expect(snapshot.rowIDs == [["error", "retry"]])
    #expect(snapshot.sections.first?.header?.title == "Could not load the product")
    #expect(snapshot.content(of: "error", as: Page.Notice.self) == Page.Notice("The server did not answer in time."))
    #expect(snapshot.content(of: "retry", as: Page.Link.self) == Page.Link("Try again"))
    #expect(snapshot.validate().isEmpty)
  }

  @Test("Any error, not only ProductLoadError, is shown by its description")
  func otherErrors() {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    let snapshot = Page(product: .failed(Offline())).snapshot(send: ignore)
    #expect(snapshot.rowIDs == [["error", "retry"]])
    #expect(snapshot.content(of: "error", as: Page.Notice.self) == Page.Notice("offline"))
  }

  @Test("Chinese labels for the title and the retry row")
  func chineseLabels() {
    let page = Page(product: .failed(ProductLoadError(reason: "网络连接已断开")), language: .chinese)
    let snapshot = page.snapshot(send: ignore)
    #expect(snapshot.sections.first?.header?.title == "无法加载商品")
    #expect(snapshot.content(of: "retry", as: Page.Link.self) == Page.Link("重试"))
  }

  @Test("\"Try again\" sends reload; reload goes back to loading, then loaded or failed again")
  @MainActor
  func retry() {
    let recorder = ActionRecorder<Page.Action>()
    let error = ProductLoadError(reason: "offline")
    var page = Page(product: .loaded(product), showsAllComments: true)
    page.apply(.failed(error))
    #expect(page == Page(product: .failed(error)), "a failure collapses the comments too")

    #expect(page.snapshot(send: recorder.send).select("retry"))
    #expect(recorder.actions == [.reload])
    #expect(!page.snapshot(send: recorder.send).select("error"), "the reason does nothing when selected")

    page.apply(.reload)
    #expect(page == Page())
    #expect(page.snapshot(send: ignore).sectionIDs == ["basics", "comments"])
    page.apply(.loaded(product))
    #expect(page.snapshot(send: ignore).rowIDs.last == ["comment-summary", 1, "all-comments"])
    page.apply(.failed(error))
    #expect(page.snapshot(send: ignore).rowIDs == [["error", "retry"]])
  }

  @Test("The session runs a retry: the error section goes, the placeholders come back")
  @MainActor
  func retryThroughSession() async {
    let session = ScreenSession(Page())
    var reloads = 0
    session.onAction = { action in if action == .reload { reloads += 1 } }
    await session.dispatchAndSettle(.failed(ProductLoadError(reason: "offline")))
    #expect(session.controller.dataSourceList.sections.map(\.section.id) == ["error"])
    #expect(session.snapshot.select("retry"))
    await session.controller.settle()
    #expect(reloads == 1)
    #expect(session.screen.product.isLoading)
    #expect(session.controller.dataSourceList.sections.map(\.section.id) == ["basics", "comments"])
  }
}
