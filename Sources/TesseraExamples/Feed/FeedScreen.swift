/// A paginated feed: the posts loaded so far, where paging stands, and a filter.
///
/// The state is a value and ``snapshot(_:)`` a pure function of it, as on every example screen;
/// loading pages is asynchronous, so the screen's behaviours are ``Actions`` that
/// ``FeedModel``, which owns the state and a ``FeedSource``, gives it.
public struct FeedScreen: Equatable, Sendable {
  /// Which posts show.
  public enum Filter: String, CaseIterable, Sendable {
    /// Every post.
    case all
    /// Posts with a photo.
    case photos
    /// Posts with a link.
    case links
    /// Posts the reader saved: the fake feed has none, so this one shows the empty state.
    case saved

    /// The filter's name as shown.
    public var title: String {
      switch self {
      case .all: "All"
      case .photos: "Photos"
      case .links: "Links"
      case .saved: "Saved"
      }
    }

    /// Whether `post` shows under this filter.
    public func matches(_ post: FeedPost) -> Bool {
      switch self {
      case .all: true
      case .photos: post.kind == .photo
      case .links: post.kind == .link
      case .saved: false
      }
    }

    /// The filter after this one, back to ``all`` after the last.
    public var next: Filter {
      let all = Self.allCases
      return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
  }

  /// The posts loaded, newest first.
  public var posts: [FeedPost]
  /// Where paging stands: more to come, loading, failed or complete. While the first page
  /// loads (no posts yet) it is `PageState.loading`.
  public var page: PageState
  /// Which posts show.
  public var filter: Filter
  /// Why the first page failed to load, while there are no posts to show.
  public var firstPageError: String?

  /// A feed with nothing loaded yet: the first page is loading.
  public init(
    posts: [FeedPost] = [], page: PageState = .loading, filter: Filter = .all, firstPageError: String? = nil
  ) {
    self.posts = posts
    self.page = page
    self.filter = filter
    self.firstPageError = firstPageError
  }

  /// The posts the filter lets through, in order.
  public var shownPosts: [FeedPost] { filter == .all ? posts : posts.filter(filter.matches) }
}
