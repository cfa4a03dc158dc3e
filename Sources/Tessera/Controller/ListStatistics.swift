/// What a ``ListController`` has done, for tests and benchmarks.
public struct ListStatistics: Sendable, Hashable {
  /// Batch updates handed to the host (one per stage).
  public var batches = 0
  /// Full reloads handed to the host.
  public var reloads = 0
  /// Rows measured through the host.
  public var measurements = 0
  /// In-place refreshes of expanded or collapsed rows.
  public var refreshes = 0
  /// Background diffs thrown away because a newer snapshot arrived meanwhile.
  public var discardedDiffs = 0

  /// All zero.
  public init() {}
}
