import ArgumentParser
import TesseraExamples
import TesseraTerminal

/// `tessera-demo feed`: a paginated feed that loads as the reader nears its end.
struct FeedCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "feed",
    abstract: "A paginated feed: pages load near the end, r refreshes, f filters.",
    discussion: """
      The feed shows "Loading the feed…" while its first page loads from a simulated server \
      (--delay), then its posts, newest first. Moving or scrolling near the end loads the next \
      page: the last row says "Loading…" meanwhile, and "No more items" once every post is \
      shown. r refreshes: the newest page replaces the list (a page still on its way is \
      dropped), with two new posts at the top each time. f cycles the filter: All, Photos, \
      Links, and Saved, which matches nothing and shows the empty state.

      --fail-page n makes the first request for page n fail: its last row says why, and Enter \
      on it tries again. --fail-first-load makes the first page fail: the screen says so, and \
      Enter runs its "Try Again".

      --print writes the first page (with --filter, through that filter) without a delay.
      """
  )

  @Option(help: ArgumentHelp("How many posts the simulated server holds.", valueName: "n"))
  var posts = 60

  @Option(help: ArgumentHelp("How many posts a page holds.", valueName: "n"))
  var pageSize = 10

  @Option(help: ArgumentHelp("How long each simulated request takes, in milliseconds.", valueName: "ms"))
  var delay = 600

  @Option(help: ArgumentHelp("Make the first request for this page fail (1 is the newest).", valueName: "n"))
  var failPage: Int?

  @Flag(help: "Make the first page's first request fail, to show the failed state and its \"Try Again\".")
  var failFirstLoad = false

  @Option(help: "The filter to start with: all, photos, links or saved.")
  var filter: FeedScreen.Filter = .all

  @OptionGroup var display: DisplayOptions

  func run() async throws {
    try await reportingFailures {
      guard (0...10_000).contains(posts) else { throw DemoFailure("--posts \(posts) is out of range: use 0 to 10000") }
      guard (1...1_000).contains(pageSize) else {
        throw DemoFailure("--page-size \(pageSize) is out of range: use 1 to 1000")
      }
      guard (0...60_000).contains(delay) else {
        throw DemoFailure("--delay \(delay) is out of range: use 0 to 60000 milliseconds")
      }
      if let failPage, failPage < 1 {
        throw DemoFailure("--fail-page \(failPage) is out of range: pages count from 1 (the newest)")
      }
      var failing: Set<Int> = failPage.map { [$0] } ?? []
      if failFirstLoad { failing.insert(1) }
      let status = try await Self.run(
        posts: posts, pageSize: pageSize, delay: .milliseconds(delay), failing: failing, filter: filter,
        display: display)
      if status != 0 { throw ExitCode(status) }
    }
  }

  @MainActor
  private static func run(
    posts: Int, pageSize: Int, delay: Duration, failing: Set<Int>, filter: FeedScreen.Filter, display: DisplayOptions
  ) async throws -> Int32 {
    let source = FeedSource(posts: posts, pageSize: pageSize, delay: display.printsOnce ? .zero : delay)
    source.failingPages = failing
    let feed = FeedModel(source: source)
    feed.setFilter(filter)
    if display.printsOnce {
      await feed.loadFirstPage()
      try await DemoScreen.print(feed.snapshot, options: display)
      return 0
    }
    return await DemoScreen.run(feed.controller, options: display) { app, view in
      let hints = "f filter · r refresh · " + DemoScreen.commonHints
      @MainActor func updateStatus() {
        let screen = feed.screen
        let message = "\(screen.filter.title) · \(screen.shownPosts.count) of \(screen.posts.count) posts"
        view.status = DemoScreen.status(message, hints: hints)
      }
      updateStatus()
      feed.controller.addUpdateHandler { updateStatus() }
      view.refreshable {
        // Something new each time, so the refresh shows.
        feed.source.publish(2)
        await feed.refresh()
      }
      app.onKey = { key in
        guard key == .character("f") else { return .ignored }
        feed.cycleFilter()
        return .handled
      }
      app.startTask { await feed.loadFirstPage() }
    }
  }
}

extension FeedScreen.Filter: ExpressibleByArgument {}
