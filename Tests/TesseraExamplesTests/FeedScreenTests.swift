import Testing
import TesseraExamples
import TesseraTerminal

/// The row ids of the posts in `snapshot`, in order.
private func postIDs(_ snapshot: ListSnapshot) -> [Int] {
  snapshot.sections.flatMap(\.rows).compactMap { $0.content.as(FeedScreen.PostContent.self)?.post.id }
}

/// The page status row's state in `snapshot`, if it has one.
private func pageStatus(_ snapshot: ListSnapshot) -> PageState? {
  snapshot.sections.flatMap(\.rows).last?.content.as(PageState.self)
}

@Suite("Feed screen")
@MainActor
struct FeedScreenTests {
  /// Before the first page, the feed shows the loading state; each page adds its posts, newest
  /// first, with the page status row after them and the reach-end action while more may come;
  /// the last page ends paging: "complete", no action, and no request for a page after it.
  @Test func pagesLoadInOrderUntilTheLastOne() async {
    let feed = FeedModel(source: FeedSource(posts: 25, pageSize: 10))
    #expect(feed.snapshot.unavailable?.kind == .loading)
    #expect(feed.snapshot.isEmpty)

    await feed.loadFirstPage()
    #expect(postIDs(feed.snapshot) == Array((16...25).reversed()))
    #expect(pageStatus(feed.snapshot) == .more)
    #expect(feed.snapshot.reachEnd != nil)
    #expect(feed.snapshot.unavailable == nil)

    await feed.loadNextPage()
    #expect(postIDs(feed.snapshot) == Array((6...25).reversed()))
    await feed.loadNextPage()
    #expect(postIDs(feed.snapshot) == Array((1...25).reversed()))
    #expect(pageStatus(feed.snapshot) == .complete)
    #expect(feed.snapshot.reachEnd == nil, "every page is shown: no more loading at the end")
    await feed.loadNextPage()
    #expect(feed.source.requests == [1, 2, 3])
  }

  /// While a page loads the status row says so and the reach-end action is gone, so a second
  /// arrival cannot start another.
  @Test func aLoadingPageShowsItsStatusAndStopsPaging() async {
    let source = FeedSource(posts: 40, pageSize: 10)
    let feed = FeedModel(source: source)
    await feed.loadFirstPage()
    source.holdsRequests = true
    let load = Task { await feed.loadNextPage() }
    while source.heldRequestCount == 0 { await Task.yield() }
    #expect(pageStatus(feed.snapshot) == .loading)
    #expect(feed.snapshot.reachEnd == nil)
    await feed.loadNextPage()
    #expect(source.requests == [1, 2], "no second request while one runs")
    source.releaseHeldRequests()
    await load.value
    #expect(postIDs(feed.snapshot).count == 20)
    #expect(pageStatus(feed.snapshot) == .more)
  }

  /// A page that fails says why in the status row; selecting the row (in a list) tries the
  /// page again, in a task the list's `settle()` waits for.
  @Test func aFailedPageIsRetriedFromItsStatusRow() async {
    let source = FeedSource(posts: 40, pageSize: 10)
    source.failingPages = [2]
    let feed = FeedModel(source: source)
    await feed.loadFirstPage()
    await feed.loadNextPage()
    guard case .failed(let message) = pageStatus(feed.snapshot) else {
      Issue.record("no failed status row: \(feed.snapshot)")
      return
    }
    #expect(message.contains("page 2"))
    #expect(postIDs(feed.snapshot).count == 10)

    feed.show()
    await feed.controller.settle()
    #expect(feed.controller.selectRow(withID: PageStatusID()))
    await feed.controller.settle()
    #expect(postIDs(feed.snapshot).count == 20)
    #expect(pageStatus(feed.snapshot) == .more)
    #expect(source.requests == [1, 2, 2])
  }

  /// A refresh replaces the posts with the newest page, new posts first, and paging starts
  /// over from there.
  @Test func aRefreshReplacesPageOne() async {
    let source = FeedSource(posts: 40, pageSize: 10)
    let feed = FeedModel(source: source)
    await feed.loadFirstPage()
    await feed.loadNextPage()
    #expect(postIDs(feed.snapshot).count == 20)
    source.publish(3)
    await feed.refresh()
    #expect(postIDs(feed.snapshot) == Array((34...43).reversed()))
    #expect(pageStatus(feed.snapshot) == .more)
    await feed.loadNextPage()
    #expect(postIDs(feed.snapshot) == Array((24...43).reversed()))
  }

  /// A page asked for before a refresh and answered after it began is dropped, whichever of
  /// the two answers first: it belongs to the list the refresh replaced.
  @Test(arguments: [false, true])
  func aPageThatArrivesAfterARefreshBeganIsDropped(refreshAnswersFirst: Bool) async {
    let source = FeedSource(posts: 40, pageSize: 10)
    let feed = FeedModel(source: source)
    await feed.loadFirstPage()
    source.holdsRequests = true
    let load = Task { await feed.loadNextPage() }
    while source.heldRequestCount < 1 { await Task.yield() }
    source.publish(1)
    if refreshAnswersFirst {
      source.holdsRequests = false
      await feed.refresh()
      source.releaseHeldRequests()
    } else {
      let refresh = Task { await feed.refresh() }
      while source.heldRequestCount < 2 { await Task.yield() }
      source.releaseHeldRequests()
      await refresh.value
    }
    await load.value
    #expect(feed.droppedPages == 1)
    #expect(postIDs(feed.snapshot) == Array((32...41).reversed()))
    #expect(pageStatus(feed.snapshot) == .more)
  }

  /// A filter that lets no post through shows the empty state and stops paging; another
  /// filter brings the posts back.
  @Test func aFilterThatMatchesNothingShowsTheEmptyState() async {
    let feed = FeedModel(source: FeedSource(posts: 30, pageSize: 10))
    await feed.loadFirstPage()
    feed.setFilter(.saved)
    let empty = feed.snapshot
    #expect(empty.isEmpty)
    #expect(empty.unavailable?.kind == .empty)
    #expect(empty.unavailable?.title == "No Saved")
    #expect(empty.reachEnd == nil)

    feed.setFilter(.photos)
    #expect(feed.snapshot.unavailable == nil)
    #expect(postIDs(feed.snapshot).allSatisfy { FeedPost.numbered($0).kind == .photo })
    #expect(!postIDs(feed.snapshot).isEmpty)
    feed.cycleFilter()
    #expect(feed.screen.filter == .links)
    feed.cycleFilter()
    feed.cycleFilter()
    #expect(feed.screen.filter == .all)
    #expect(postIDs(feed.snapshot).count == 10)
  }

  /// A first page that fails leaves the failed state with "Try Again", whose action loads the
  /// first page again.
  @Test func aFailedFirstLoadOffersToTryAgain() async {
    let source = FeedSource(posts: 30, pageSize: 10)
    source.failingPages = [1]
    let feed = FeedModel(source: source)
    await feed.loadFirstPage()
    let failed = feed.snapshot.unavailable
    #expect(failed?.kind == .failed)
    #expect(failed?.title == "Could not load the feed")
    #expect(failed?.actions.map(\.title) == ["Try Again"])
    #expect(feed.snapshot.isEmpty)

    await failed?.actions.first?.handler()
    #expect(feed.snapshot.unavailable == nil)
    #expect(postIDs(feed.snapshot).count == 10)
  }

  /// In a terminal, the whole loop: reaching the end loads the next page, `r` refreshes and
  /// drops the page on its way, Return on the failed first load tries again.
  @Test func inATerminalTheFeedPagesRefreshesAndRetries() async {
    let source = FeedSource(posts: 60, pageSize: 10)
    source.failingPages = [1]
    let feed = FeedModel(source: source)
    let view = TerminalListView(
      controller: feed.controller, renderers: .examples, size: TerminalSize(columns: 50, rows: 12))
    view.refreshable { await feed.refresh() }
    await feed.loadFirstPage()
    await feed.controller.settle()
    #expect(view.frame(now: .now).contains { $0.plainText.contains("[Try Again]") })
    #expect(view.handle(.enter))
    await feed.controller.settle()
    #expect(feed.screen.posts.count == 10)

    view.handle(.end)
    await feed.controller.settle()
    #expect(feed.screen.posts.count == 20)

    source.holdsRequests = true
    view.handle(.end)
    while source.heldRequestCount == 0 { await Task.yield() }
    view.handle(.home)
    source.publish(2)
    #expect(view.handle(.character("r")))
    while source.heldRequestCount < 2 { await Task.yield() }
    source.holdsRequests = false
    source.releaseHeldRequests()
    await feed.controller.settle()
    #expect(feed.droppedPages == 1)
    #expect(feed.screen.posts.map(\.id) == Array((53...62).reversed()))
    #expect(view.frame(now: .now).first?.plainText.hasPrefix("Dennis") == true, "the top shows post 62")
  }
}
