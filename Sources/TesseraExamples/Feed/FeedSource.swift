/// A fake paged server for the feed: deterministic posts numbered from 1 (the oldest) to
/// ``newest``, served newest first, a page at a time, after a delay; pages can be made to fail,
/// and a test can hold requests until it releases them.
///
/// Pages count from the newest post a paging began with (page 1's ``Page/newest``), so posts
/// published meanwhile never shift the pages that follow; a refresh asks for page 1 again.
///
/// ```swift
/// let source = FeedSource(posts: 45, pageSize: 10)
/// let first = try await source.page(1)                          // posts 45…36
/// let second = try await source.page(2, newest: first.newest)   // posts 35…26
/// ```
@MainActor
public final class FeedSource {
  /// One page of posts.
  public struct Page: Equatable, Sendable {
    /// The posts, newest first.
    public var posts: [FeedPost]
    /// The newest post the paging counts from: ask for the next pages with it.
    public var newest: Int
    /// Whether the oldest post is on this page.
    public var isLast: Bool
  }

  /// Why a request failed.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for the reader.
    public var message: String
    /// Creates a failure.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
  }

  /// How many posts a page holds.
  public var pageSize: Int
  /// The number of the newest post.
  public private(set) var newest: Int
  /// How long each request takes.
  public var delay: Duration
  /// Pages (1 is the newest) whose next request fails; each fails once, then serves.
  public var failingPages: Set<Int> = []
  /// Whether requests wait until ``releaseHeldRequests()`` (for tests: a page that arrives
  /// exactly when the test wants).
  public var holdsRequests = false
  /// The pages asked for, in order.
  public private(set) var requests: [Int] = []
  private var held: [CheckedContinuation<Void, Never>] = []

  /// A source of `posts` posts, `pageSize` a page, each request taking `delay`.
  public init(posts: Int = 45, pageSize: Int = 10, delay: Duration = .zero) {
    self.newest = max(posts, 0)
    self.pageSize = max(pageSize, 1)
    self.delay = delay
  }

  /// Publishes `count` new posts, newer than every other.
  public func publish(_ count: Int = 1) {
    newest += max(count, 0)
  }

  /// How many requests wait for ``releaseHeldRequests()``.
  public var heldRequestCount: Int { held.count }

  /// Lets every held request go on.
  public func releaseHeldRequests() {
    let continuations = held
    held = []
    for continuation in continuations { continuation.resume() }
  }

  /// Page `number` (1 is the newest) of the paging that began at post `newest` (`nil`: a new
  /// paging, from the newest post now). A cancelled task's request still answers: whoever
  /// asked decides what a late page is worth.
  public func page(_ number: Int, newest: Int? = nil) async throws(Failure) -> Page {
    requests.append(number)
    if holdsRequests { await withCheckedContinuation { held.append($0) } }
    if delay > .zero { try? await Task.sleep(for: delay) }
    if failingPages.remove(number) != nil {
      throw Failure("The server did not answer (page \(number)).")
    }
    let top = newest ?? self.newest
    let first = top - (max(number, 1) - 1) * pageSize
    let last = max(first - pageSize + 1, 1)
    let posts = first >= 1 ? (last...first).reversed().map(FeedPost.numbered) : []
    return Page(posts: posts, newest: top, isLast: last <= 1)
  }
}
