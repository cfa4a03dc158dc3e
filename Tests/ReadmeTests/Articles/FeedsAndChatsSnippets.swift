// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// Tessera.docc/FeedsAndChats.md, verbatim between the wrapper lines (DocumentationSnippetTests
// checks it). The article's code is that of the TesseraExamples feed and chat screens, which
// this target does not import: the few types around it are small stand-ins.
import Tessera
import Testing

enum FeedsAndChatsArticle {
  struct FeedPost: Equatable, Sendable {
    var id: Int
    var isSaved = false
  }

  struct PostContent: Equatable, Sendable {
    var post: FeedPost
    init(_ post: FeedPost) { self.post = post }
  }

  enum Filter {
    case all, saved

    var title: String { self == .all ? "All" : "Saved" }
    func matches(_ post: FeedPost) -> Bool { self == .all || post.isSaved }
  }

  struct Actions: Sendable {
    var loadNextPage: @MainActor @Sendable () async -> Void
    var reload: @MainActor @Sendable () async -> Void
  }

  struct Failure: Error {
    var message: String
  }

  struct FeedScreen {
    var posts: [FeedPost] = []
    var page = PageState.loading
    var filter = Filter.all
    var firstPageError: String?
    var shownPosts: [FeedPost] { posts.filter(filter.matches) }
    static let reachEndDistance = 3

    func snapshot(_ actions: Actions) -> ListSnapshot {  // doc wrapper
if posts.isEmpty, let firstPageError {
  return ListSnapshot().unavailable(
    .failed(
      "Could not load the feed", message: firstPageError,
      actions: [UnavailableAction("Try Again", handler: actions.reload)]))
}
if posts.isEmpty, page == .loading {
  return ListSnapshot().unavailable(.loading("Loading the feed…"))
}
let shown = shownPosts
let snapshot = ListSnapshot {
  Section("posts") {
    for post in shown { Row(post.id, PostContent(post)) }
    if !shown.isEmpty { Row.pageStatus(page, retry: actions.loadNextPage) }
  }
}
.unavailableWhenEmpty(
  .empty(
    "No \(filter.title)", message: "No post in the feed matches this filter.",
    systemImage: "line.3.horizontal.decrease.circle"))
guard page == .more, !shown.isEmpty else { return snapshot }
return snapshot.onReachEnd(distance: Self.reachEndDistance, perform: actions.loadNextPage)
    }  // doc wrapper
  }

  /// Posts numbered down from `posts`; each page in `failingPages` fails once.
  @MainActor
  final class FeedSource {
    struct Page {
      var posts: [FeedPost]
      var newest: Int
      var isLast: Bool
    }

    var failingPages: Set<Int> = []
    let newest: Int
    let pageSize: Int

    init(posts: Int, pageSize: Int) {
      newest = posts
      self.pageSize = pageSize
    }

    func page(_ number: Int, newest: Int? = nil) async throws(Failure) -> Page {
      if failingPages.remove(number) != nil { throw Failure(message: "Page \(number) failed.") }
      let top = newest ?? self.newest
      let first = top - (number - 1) * pageSize
      let last = max(first - pageSize + 1, 1)
      return Page(posts: (last...first).reversed().map { FeedPost(id: $0) }, newest: top, isLast: last == 1)
    }
  }

  @MainActor
  final class FeedModel {
    var screen = FeedScreen()
    let source: FeedSource
    let controller = ListController()
    var droppedPages = 0
    private var generation = 0
    private var nextPage = 1
    private var pagingNewest: Int?
    private var isLoadingPage = false

    init(source: FeedSource) { self.source = source }

    var actions: Actions {
      Actions(loadNextPage: { [weak self] in await self?.loadNextPage() }, reload: { [weak self] in await self?.loadFirstPage() })
    }

    func show() { controller.submit(screen.snapshot(actions)) }

    func loadFirstPage() async {
      generation += 1
      let token = generation
      do {
        let page = try await source.page(1)
        guard isCurrent(token) else { return }
        screen.posts = page.posts
        screen.page = page.isLast ? .complete : .more
        pagingNewest = page.newest
        nextPage = 2
      } catch {
        screen.firstPageError = error.message
      }
      show()
    }

    func loadNextPage() async {
      guard !isLoadingPage, screen.page != .loading, screen.page != .complete else { return }
let token = generation
isLoadingPage = true
screen.page = .loading
show()
defer { if token == generation { isLoadingPage = false } }
do {
  let page = try await source.page(nextPage, newest: pagingNewest)
  guard isCurrent(token) else {
    droppedPages += 1
    return
  }
  screen.posts += page.posts
  nextPage += 1
  screen.page = page.isLast ? .complete : .more
} catch {
  guard isCurrent(token) else {
    droppedPages += 1
    return
  }
  screen.page = .failed(error.message)
}
show()
    }

private func isCurrent(_ token: Int) -> Bool {
  token == generation && !Task.isCancelled
}
  }

  @MainActor
  static func anchorAtTheBottom(_ controller: ListController) {  // doc wrapper
controller.anchoring = .bottom
  }  // doc wrapper

  struct ChatMessage: Equatable, Sendable {
    var id: Int
    var text: String
  }

  struct MessageContent: Equatable, Sendable {
    var message: ChatMessage
    init(_ message: ChatMessage) { self.message = message }
  }

  struct ChatScreen {
    var messages: [ChatMessage] = []
    var contact = "Grace"

public func snapshot() -> ListSnapshot {
  ListSnapshot {
    Section("messages") {
      for message in messages { Row(message.id, MessageContent(message)) }
    }
  }
  .unavailableWhenEmpty(.empty("No Messages", message: "Say hello to \(contact).", systemImage: "bubble.left"))
}
  }
}

@Suite("Feeds and chats article")
@MainActor
struct FeedsAndChatsArticleTests {
  typealias FeedSource = FeedsAndChatsArticle.FeedSource
  typealias FeedModel = FeedsAndChatsArticle.FeedModel

  /// The article's test: the failed page's status row, selected, loads the page again.
  @Test func theRetryOfAFailedPageRuns() async {
let source = FeedSource(posts: 40, pageSize: 10)
source.failingPages = [2]
let feed = FeedModel(source: source)
await feed.loadFirstPage()
await feed.loadNextPage()                          // page 2 fails: the status row says why
feed.show()
await feed.controller.settle()
feed.controller.selectRow(withID: PageStatusID())  // "try again"
await feed.controller.settle()                     // the retry has run and its page is shown
    #expect(feed.screen.posts.count == 20)
    #expect(feed.screen.page == .more)
  }

  /// A filter that matches nothing shows the empty state; the chat anchors at the bottom.
  @Test func theEmptyStateAndTheChatsAnchoring() async {
    let feed = FeedModel(source: FeedSource(posts: 20, pageSize: 10))
    await feed.loadFirstPage()
    feed.screen.filter = .saved
    #expect(feed.screen.snapshot(feed.actions).unavailable?.title == "No Saved")
    let controller = ListController()
    FeedsAndChatsArticle.anchorAtTheBottom(controller)
    #expect(controller.anchoring == .bottom)
    #expect(FeedsAndChatsArticle.ChatScreen().snapshot().unavailable?.kind == .empty)
  }
}
