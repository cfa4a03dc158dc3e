/// When a ``ListController`` animates a change and when it reloads instead, and where it diffs.
public struct ListUpdatePolicy: Sendable, Hashable {
  /// Above this many operations in one update the host reloads instead of animating, since an
  /// animation of most of the list shows nothing useful. `nil` means never.
  public var maximumAnimatedChanges: Int?

  /// Whether to reload when the host says it cannot animate (not on screen, never loaded).
  /// UIKit requires this (a detached table must not animate); switch it off only for hosts
  /// that animate off screen safely.
  public var reloadWhenHostCannotAnimate: Bool

  /// Snapshots with at least this many rows to compare (old plus new) are diffed off the main
  /// actor. Sections the diff passes over with one comparison (rows unchanged by their digest,
  /// their input or their very array) do not count: a change to one section of a long list is
  /// diffed at once, on the main actor, without waiting for another thread.
  public var backgroundDiffRowThreshold: Int

  /// Creates a policy.
  public init(
    maximumAnimatedChanges: Int? = 5_000, reloadWhenHostCannotAnimate: Bool = true,
    backgroundDiffRowThreshold: Int = 20_000
  ) {
    self.maximumAnimatedChanges = maximumAnimatedChanges
    self.reloadWhenHostCannotAnimate = reloadWhenHostCannotAnimate
    self.backgroundDiffRowThreshold = backgroundDiffRowThreshold
  }

  /// Animates up to 5,000 operations, reloads when off screen, diffs large lists in the background.
  public static let `default` = ListUpdatePolicy()

  /// Animates every change the host can animate, however large.
  public static let alwaysAnimate = ListUpdatePolicy(maximumAnimatedChanges: nil)

  /// Never animates: every change is a reload.
  public static let alwaysReload = ListUpdatePolicy(maximumAnimatedChanges: 0)
}
