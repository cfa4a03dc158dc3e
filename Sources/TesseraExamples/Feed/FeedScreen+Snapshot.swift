extension FeedScreen {
  /// What the feed's rows and states do: asynchronous, since they load pages.
  public struct Actions: Sendable {
    /// Loads the page after the last one loaded (reaching the end, retrying a failed page).
    public var loadNextPage: @MainActor @Sendable () async -> Void
    /// Loads the first page again (the failed first load's "Try Again").
    public var reload: @MainActor @Sendable () async -> Void

    /// Creates the actions.
    public init(
      loadNextPage: @escaping @MainActor @Sendable () async -> Void,
      reload: @escaping @MainActor @Sendable () async -> Void
    ) {
      self.loadNextPage = loadNextPage
      self.reload = reload
    }

    /// Actions that do nothing, for a snapshot only looked at.
    public static let none = Actions(loadNextPage: {}, reload: {})
  }

  /// One post's row: who, what kind, what.
  public struct PostContent: Equatable, Sendable {
    /// The post.
    public var post: FeedPost
    /// Creates the row content.
    public init(_ post: FeedPost) { self.post = post }
  }

  /// How many rows before the end the next page starts loading.
  public static let reachEndDistance = 3

  /// The feed as a list:
  ///
  /// - before the first page: the loading state, or the failed state with "Try Again";
  /// - then section **posts**: a row per post the filter lets through, then the page status
  ///   row (`Row.pageStatus`), whose "try again" loads the failed page once more;
  /// - the empty state when the filter lets no post through;
  /// - while more pages may follow, ``Actions/loadNextPage`` runs as the reader nears the end.
  public func snapshot(_ actions: Actions) -> ListSnapshot {
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
  }
}
