/// What a ``ListController`` has done, for tests and benchmarks.
package struct ListStatistics: Sendable, Hashable {
  /// Batch updates handed to the host (one per stage).
  package var batches = 0
  /// Full reloads handed to the host.
  package var reloads = 0
  /// Rows measured through the host.
  package var measurements = 0
  /// In-place refreshes of expanded or collapsed rows.
  package var refreshes = 0
  /// Background diffs that finished after a newer snapshot had arrived. They are applied all
  /// the same: the controller never throws finished work away, so the screen keeps up however
  /// fast snapshots come.
  package var supersededDiffs = 0
  /// Updates after which the host was told where to put the reader's anchor row
  /// (see ``ListAnchoring``).
  package var anchorings = 0
  /// Updates of large lists laid out from their row heights worked out while their diff ran in the
  /// background (the rows were not read again after the diff).
  package var plannedLayouts = 0
  /// Reach-end actions started (page loads).
  package var reachEndActions = 0
  /// Pull-to-refresh runs started.
  package var pullRefreshes = 0

  /// All zero.
  package init() {}
}
