/// Everything a list shows at one moment: its sections of rows, in order.
///
/// A screen is a pure function of state that returns a snapshot; Tessera diffs each new snapshot
/// against the one on screen and applies the difference. Snapshots are arrays of values: cheap to
/// build, cheap to copy (copy-on-write) and `Sendable`.
public struct ListSnapshot: Sendable, CustomStringConvertible {
  /// The sections, in display order.
  public var sections: [Section]
  /// What the list shows when it has nothing to show (empty, loading, failed); `nil` for
  /// nothing. Hosts show it with the update that brings it (see ``UnavailableState``).
  public var unavailable: UnavailableState?
  /// What runs when the reader nears the end of the list, if anything (see
  /// ``onReachEnd(distance:perform:)``).
  public var reachEnd: ReachEnd?

  /// Creates a snapshot of the given sections.
  public init(sections: [Section] = []) {
    self.sections = sections
  }

  /// Creates a snapshot from sections built with ``ListBuilder``.
  public init(@ListBuilder<Section> _ sections: () -> [Section]) {
    self.sections = sections()
  }

  /// A copy that shows `state` (`nil`: no state), whether or not it has rows.
  public func unavailable(_ state: UnavailableState?) -> ListSnapshot {
    var copy = self
    copy.unavailable = state
    return copy
  }

  /// A copy that shows `state` when it has no rows (a filter that matches nothing), and no
  /// state otherwise.
  public func unavailableWhenEmpty(_ state: UnavailableState) -> ListSnapshot {
    unavailable(isEmpty ? state : nil)
  }

  /// A copy that runs `action` when the reader nears the end of the list: once each time the
  /// last row shown comes within `distance` rows of the last row, never while the action of an
  /// earlier arrival still runs. A list that grew while the reader stayed near its end counts
  /// as a new arrival (a short page leaves the reader there); a failed load does not, so the
  /// reader leaves the end and comes back, or the app retries (``Row/pageStatus(_:retry:)``).
  ///
  /// The action runs in a task the controller tracks (``ListController/settle()`` waits for
  /// it); a refresh cancels it, so check `Task.isCancelled` before adding a page that arrived
  /// late. Leave the modifier out once every page is shown.
  public func onReachEnd(distance: Int = 5, perform action: @escaping ReachEnd.Action) -> ListSnapshot {
    var copy = self
    copy.reachEnd = ReachEnd(distance: distance, action: action)
    return copy
  }

  /// The number of rows in all sections.
  /// - Complexity: O(number of sections).
  public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  /// Whether there are no rows (there may be empty sections).
  public var isEmpty: Bool { sections.allSatisfy { $0.rows.isEmpty } }

  /// The first row whose id is `id`, with its position.
  /// - Complexity: O(number of rows). A controller keeps an index for repeated lookups.
  public func row(withID id: some Hashable & Sendable) -> (row: Row, section: Int, index: Int)? {
    row(withID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func row(withID id: RowID) -> (row: Row, section: Int, index: Int)? {
    for (sectionIndex, section) in sections.enumerated() {
      if let index = section.rows.firstIndex(where: { $0.id == id }) {
        return (section.rows[index], sectionIndex, index)
      }
    }
    return nil
  }

  /// The row ids, section by section; useful in tests.
  public var rowIDs: [[RowID]] { sections.map { $0.rows.map(\.id) } }

  /// `ListSnapshot(3 sections, 12 rows)`.
  public var description: String { "ListSnapshot(\(sections.count) sections, \(rowCount) rows)" }
}
