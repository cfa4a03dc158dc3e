/// What runs when the reader nears the end of a list or a section: how near, in rows, and the
/// action (usually loading the next page). Made by ``ListSnapshot/onReachEnd(distance:perform:)``
/// and ``Section/onReachEnd(distance:perform:)``.
public struct ReachEnd: Sendable {
  /// What runs, in a task the controller tracks.
  public typealias Action = @MainActor @Sendable () async -> Void

  /// How many rows before the last one the action starts: 0 runs it once the last row is shown.
  /// A negative distance counts as 0.
  public var distance: Int
  /// What runs.
  public var action: Action

  /// Creates a handler.
  public init(distance: Int = 5, action: @escaping Action) {
    self.distance = max(0, distance)
    self.action = action
  }
}
