import Testing
import TesseraExamples

/// A product with every optional block switched on or off and `comments` comments (ids 100...).
private func makeProduct(
  promotions: Bool = true, specification: Bool = true, store: Bool = true, comments: Int = 8
) -> Product {
  Product(
    imageURLs: ["a.jpg", "b.jpg", "c.jpg"], name: "商品名称", subtitle: "节日促销,快来买啊", priceInCents: 1_234_56,
    promotions: promotions ? ["促销信息1", "Promotion information 2"] : [],
    specification: specification ? "Silver, 13.3 inches" : nil,
    store: store ? Product.Store(name: "数码旗舰店", location: "杭州") : nil,
    comments: (0..<comments).map { Product.Comment(id: 100 + $0, author: "Alice", text: "Comment \($0 + 1)") }
  )
}

private typealias Page = ProductScreen

@Suite("Product page")
struct ProductScreenTests {
  @Test("The initial state shows placeholders, a count of 0 and \"No comments yet\"")
  func loading() {
    let snapshot = Page().snapshot(send: ignore)
    #expect(snapshot.sectionIDs == ["basics", "comments"])
    #expect(snapshot.rowIDs == [["images", "title", "price"], ["comment-summary", "no-comments"]])
    #expect(snapshot.content(of: "images", as: Page.CycleImages.self) == Page.CycleImages(urls: []))
    #expect(snapshot.content(of: "title", as: Page.MainTitle.self) == Page.MainTitle(nil))
    #expect(snapshot.content(of: "price", as: Page.Price.self)?.text == "¥--")
    #expect(
      snapshot.content(of: "comment-summary", as: Page.CommentSummary.self)
        == Page.CommentSummary(title: "Product reviews", count: 0))
    #expect(snapshot.content(of: "no-comments", as: Page.Notice.self) == Page.Notice("No comments yet"))
    #expect(snapshot.validate().isEmpty)
  }

  @Test("Loaded with every optional block: details section, 4 of 8 comments and the link")
  func loadedWithEverything() {
    let snapshot = Page(product: .loaded(makeProduct())).snapshot(send: ignore)
    #expect(snapshot.sectionIDs == ["basics", "details", "comments"])
    #expect(
      snapshot.rowIDs == [
        ["images", "title", "subtitle", "price", "promotions"],
        ["specification", "store"],
        ["comment-summary", 100, 101, 102, 103, "all-comments"],
      ])
    #expect(snapshot.content(of: "title", as: Page.MainTitle.self) == Page.MainTitle("商品名称"))
    #expect(snapshot.content(of: "price", as: Page.Price.self)?.text == "¥1234.56")
    #expect(
      snapshot.content(of: "specification", as: Page.SelectedSpecification.self)
        == Page.SelectedSpecification(label: "Selected", value: "Silver, 13.3 inches"))
    #expect(snapshot.content(of: "comment-summary", as: Page.CommentSummary.self)?.count == 8)
    #expect(snapshot.content(of: "all-comments", as: Page.Link.self) == Page.Link("View all comments"))
    #expect(snapshot.validate().isEmpty)
  }

  @Test("Loaded with no optional block and no comments: no details section, no link")
  func loadedWithNothingOptional() {
    let product = makeProduct(promotions: false, specification: false, store: false, comments: 0)
    let snapshot = Page(product: .loaded(product)).snapshot(send: ignore)
    #expect(snapshot.sectionIDs == ["basics", "comments"])
    #expect(snapshot.rowIDs == [["images", "title", "subtitle", "price"], ["comment-summary", "no-comments"]])
  }

  @Test("The details section holds whichever of specification and store exists")
  func partialDetails() {
    let onlyStore = Page(product: .loaded(makeProduct(specification: false))).snapshot(send: ignore)
    #expect(onlyStore.rowIDs[1] == ["store"])
    let onlySpecification = Page(product: .loaded(makeProduct(store: false))).snapshot(send: ignore)
    #expect(onlySpecification.rowIDs[1] == ["specification"])
  }

  @Test("Up to 4 comments, then the link; none gives the notice", arguments: 0...8)
  func commentCounts(count: Int) {
    let snapshot = Page(product: .loaded(makeProduct(comments: count))).snapshot(send: ignore)
    let expected: [RowID] =
      count == 0
      ? ["comment-summary", "no-comments"]
      : ["comment-summary"] + (0..<min(count, 4)).map { RowID(100 + $0) } + ["all-comments"]
    #expect(snapshot.rowIDs.last == expected)
    #expect(snapshot.content(of: "comment-summary", as: Page.CommentSummary.self)?.count == count)
  }

  @Test("Comments are self-sizing and the images keep the seed's 120:320 ratio")
  func heights() {
    let snapshot = Page(product: .loaded(makeProduct())).snapshot(send: ignore)
    #expect(snapshot.row("images")?.heightPolicy == .aspectRatio(120.0 / 320))
    #expect(snapshot.row(100)?.heightPolicy == .automatic)
  }

  @Test("\"View all comments\" lists all of them, \"Show fewer comments\" goes back to 4")
  @MainActor
  func showAllComments() {
    let recorder = ActionRecorder<Page.Action>()
    var page = Page(product: .loaded(makeProduct()))
    #expect(page.snapshot(send: recorder.send).select("all-comments"))
    #expect(recorder.actions == [.showAllComments])

    page.apply(.showAllComments)
    let expanded = page.snapshot(send: recorder.send)
    #expect(expanded.rowIDs.last == ["comment-summary"] + (100..<108).map { RowID($0) } + ["fewer-comments"])
    #expect(expanded.select("fewer-comments"))
    #expect(recorder.actions == [.showAllComments, .showFewerComments])

    page.apply(.showFewerComments)
    #expect(page.snapshot(send: recorder.send).rowIDs.last?.last == "all-comments")
  }

  @Test("With 4 comments or fewer there is nothing more to show, so the link stays")
  func showAllWithFewComments() {
    let page = Page(product: .loaded(makeProduct(comments: 3)), showsAllComments: true)
    #expect(page.snapshot(send: ignore).rowIDs.last == ["comment-summary", 100, 101, 102, "all-comments"])
  }

  @Test("Reload goes back to the initial state; a loaded product collapses the comments")
  func reducer() {
    var page = Page(product: .loaded(makeProduct()), showsAllComments: true)
    page.apply(.reload)
    #expect(page == Page())
    page.apply(.showAllComments)
    page.apply(.loaded(makeProduct(comments: 2)))
    #expect(page == Page(product: .loaded(makeProduct(comments: 2))))
  }

  @Test("Chinese labels are those of seed 001")
  func chineseLabels() {
    let loading = Page(language: .chinese).snapshot(send: ignore)
    #expect(loading.content(of: "comment-summary", as: Page.CommentSummary.self)?.title == "商品评价")
    #expect(loading.content(of: "no-comments", as: Page.Notice.self) == Page.Notice("暂无评论"))
    let loaded = Page(product: .loaded(makeProduct()), language: .chinese).snapshot(send: ignore)
    #expect(loaded.content(of: "all-comments", as: Page.Link.self) == Page.Link("查看所有评论"))
    #expect(loaded.content(of: "specification", as: Page.SelectedSpecification.self)?.label == "已选")
  }

  @Test(
    "Prices are shown in yuan with two decimals",
    arguments: [
      (Int?.some(1_234_56), "¥1234.56"), (5, "¥0.05"), (1_00, "¥1.00"), (10, "¥0.10"), (nil, "¥--"),
    ])
  func priceText(cents: Int?, text: String) {
    #expect(Page.Price(cents: cents).text == text)
  }
}
