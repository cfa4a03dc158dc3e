/// Runs the feed: owns its state, the ``FeedSource`` it pages through and the `ListController`
/// that shows it, and submits a new snapshot after every change.
///
/// Pages load as the reader nears the end (the snapshot's `onReachEnd`), one at a time; a
/// refresh replaces everything with the newest page. A page that arrives after a refresh began
/// is dropped: the refresh cancels the page's task, and the model also compares a generation
/// token, bumped by every refresh and first load, so a page requested before either never lands
/// on the list that followed.
///
/// ```swift
/// let feed = FeedModel(source: FeedSource(posts: 45, pageSize: 10))
/// await feed.loadFirstPage()          // posts 45…36, then "more"
/// await feed.loadNextPage()           // posts 35…26
/// feed.setFilter(.saved)              // nothing matches: the empty state
/// ```
@MainActor
public final class FeedModel {
  /// The feed's state.
  public private(set) var screen: FeedScreen
  /// Where the pages come from.
  public let source: FeedSource
  /// The controller that shows the feed.
  public let controller: ListController
  /// How many pages arrived too late and were dropped.
  public private(set) var droppedPages = 0
  /// Bumped by every refresh and first load: a page asked for under an older one is dropped.
  private var generation = 0
  /// The next page to ask for, and the newest post the paging counts from.
  private var nextPage = 1
  private var pagingNewest: Int?
  /// Whether a page other than the first is being loaded.
  private var isLoadingPage = false

  /// A feed of `source`'s posts, shown through `controller`; nothing is loaded until
  /// ``loadFirstPage()``.
  public init(source: FeedSource = FeedSource(), controller: ListController = ListController()) {
    self.screen = FeedScreen()
    self.source = source
    self.controller = controller
  }

  /// The screen's behaviours, bound to this model (weakly).
  public var actions: FeedScreen.Actions {
    FeedScreen.Actions(
      loadNextPage: { [weak self] in await self?.loadNextPage() },
      reload: { [weak self] in await self?.loadFirstPage() })
  }

  /// The snapshot of the current state.
  public var snapshot: ListSnapshot { screen.snapshot(actions) }

  /// Submits the snapshot of the current state.
  public func show() {
    controller.submit(snapshot)
  }

  /// Loads the first page, showing the loading state meanwhile, then the posts, or the failed
  /// state whose "Try Again" calls this again.
  public func loadFirstPage() async {
    let token = beginGeneration()
    screen.posts = []
    screen.firstPageError = nil
    screen.page = .loading
    show()
    do {
      let page = try await source.page(1)
      guard isCurrent(token) else { return }
      start(with: page)
    } catch {
      guard isCurrent(token) else { return }
      screen.firstPageError = error.message
      screen.page = .more
    }
    show()
  }

  /// Loads the page after the last one, unless one is loading or none is left. The page is
  /// dropped when a refresh (or a first load) began meanwhile.
  public func loadNextPage() async {
    switch screen.page {
    case .more, .failed: break
    case .loading, .complete: return
    }
    guard !screen.posts.isEmpty, !isLoadingPage else { return }
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

  /// Replaces the posts with the newest page (the filter stays). A page load in flight is
  /// dropped when it arrives; a failed refresh leaves the posts as they were.
  public func refresh() async {
    let token = beginGeneration()
    if screen.page == .loading && !screen.posts.isEmpty { screen.page = .more }
    do {
      let page = try await source.page(1)
      guard isCurrent(token) else { return }
      start(with: page)
    } catch {
      guard isCurrent(token) else { return }
      if screen.posts.isEmpty { screen.firstPageError = error.message }
    }
    show()
  }

  /// Shows only the posts `filter` lets through.
  public func setFilter(_ filter: FeedScreen.Filter) {
    screen.filter = filter
    show()
  }

  /// Moves to the next filter (after the last, back to all posts).
  public func cycleFilter() {
    setFilter(screen.filter.next)
  }

  // MARK: Generations

  private func beginGeneration() -> Int {
    generation &+= 1
    isLoadingPage = false
    return generation
  }

  /// Whether an answer asked for under `token` may still land: no refresh or first load began
  /// since, and its task was not cancelled (the list cancels page loads when a refresh starts).
  private func isCurrent(_ token: Int) -> Bool {
    token == generation && !Task.isCancelled
  }

  private func start(with page: FeedSource.Page) {
    screen.posts = page.posts
    screen.firstPageError = nil
    screen.page = page.isLast ? .complete : .more
    pagingNewest = page.newest
    nextPage = 2
  }
}
