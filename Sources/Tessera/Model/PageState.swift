/// Where a paged list stands at its end, as the row after its last item shows it: more to
/// come, loading the next page, the last page failed, or complete.
///
/// Show it with ``Row/pageStatus(_:retry:)``, keep it in the screen's state next to the items,
/// and load pages from ``ListSnapshot/onReachEnd(distance:perform:)`` or
/// ``Section/onReachEnd(distance:perform:)``:
///
/// ```swift
/// Section("posts") {
///   for post in state.posts { Row(post.id, PostContent(post)) }
///   Row.pageStatus(state.page) { await feed.loadNextPage() }
/// }
/// .onReachEnd { await feed.loadNextPage() }
/// ```
///
/// Hosts draw each state in their standard style; register a renderer for `PageState` to draw
/// it your own way.
public enum PageState: Sendable, Hashable, CustomStringConvertible {
  /// More pages may follow; the next one loads when the reader nears the end.
  case more
  /// The next page is loading.
  case loading
  /// The last page failed to load, with a message saying why; selecting the row tries again.
  case failed(String)
  /// Every page is shown.
  case complete

  /// The state's text as hosts show it by default: empty for ``more``, "Loading…", the
  /// message and "Tap to try again", or "No more items".
  public var description: String {
    switch self {
    case .more: ""
    case .loading: "Loading…"
    case .failed(let message): message.isEmpty ? "Tap to try again" : "\(message) · Tap to try again"
    case .complete: "No more items"
    }
  }

  /// Whether a page is loading.
  public var isLoading: Bool { self == .loading }

  /// Whether the last page failed (selecting its status row retries).
  public var isFailed: Bool {
    if case .failed = self { true } else { false }
  }
}

/// The identity of a ``Row/pageStatus(_:retry:)`` row: one per list unless a section id is
/// given, never equal to an app's own id.
public struct PageStatusID: Hashable, Sendable, CustomStringConvertible {
  /// The section whose status the row shows, `nil` for the list's.
  public var section: SectionID?

  /// The status row of the list.
  public init() {
    self.section = nil
  }

  /// The status row of the section with id `section`.
  public init(section: some Hashable & Sendable) {
    self.section = SectionID(section)
  }

  /// `page-status`, or `page-status(posts)`.
  public var description: String { section.map { "page-status(\($0))" } ?? "page-status" }
}

extension Row {
  /// The row after a paged list's last item, showing `state` (with ``PageState`` as its
  /// content, so a renderer registered for `PageState` styles it). Selecting it while the state
  /// is ``PageState/failed(_:)`` runs `retry` in a task the controller tracks.
  public static func pageStatus(_ state: PageState, retry: (@MainActor @Sendable () async -> Void)? = nil) -> Row {
    pageStatus(state, id: PageStatusID(), retry: retry)
  }

  /// The status row of the section with id `section`, for a list where several sections page
  /// (see ``pageStatus(_:retry:)``).
  public static func pageStatus(
    _ state: PageState, section: some Hashable & Sendable, retry: (@MainActor @Sendable () async -> Void)? = nil
  ) -> Row {
    pageStatus(state, id: PageStatusID(section: section), retry: retry)
  }

  private static func pageStatus(
    _ state: PageState, id: PageStatusID, retry: (@MainActor @Sendable () async -> Void)?
  ) -> Row {
    let row = Row(id, state)
    guard state.isFailed, let retry else { return row }
    return row.onSelect { context in context.startTask(retry) }
  }
}
