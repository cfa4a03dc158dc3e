#if !canImport(UIKit)
import Foundation

/// What a table and a collection view announce to their prefetch data source (R4.10, CV-V2):
/// the next elements beyond the visible ones in the scroll direction, cancelled together when
/// the direction reverses.
struct PrefetchTracker {
  /// Elements announced and not cancelled, in announcement order.
  private(set) var announced: [RowPath] = []
  /// The content offset at the previous layout pass.
  private var lastOffset: CGFloat = 0
  /// Whether the last scroll went down.
  private var isScrollingDown = true

  /// What to tell the prefetch data source after a layout pass.
  struct Update {
    /// Announced elements to cancel (the direction reversed).
    var cancelled: [RowPath] = []
    /// Elements to announce now.
    var announced: [RowPath] = []
  }

  /// Forgets every announcement (a new prefetch data source, or a reload).
  mutating func reset() { announced = [] }

  /// Carries the announcements through a committed batch; elements that went away are dropped.
  mutating func remap(_ target: (RowPath) -> RowPath?) { announced = announced.compactMap(target) }

  /// Follows a layout pass at `offset` with `visible` on screen. When `isEnabled` is false only
  /// the direction is tracked. `step` gives the element after (`true`) or before a path.
  mutating func update(
    offset: CGFloat, visible: [RowPath], isEnabled: Bool, distance: Int, contains: (RowPath) -> Bool,
    step: (RowPath, _ forward: Bool) -> RowPath?
  ) -> Update {
    let isDown = offset > lastOffset ? true : offset < lastOffset ? false : isScrollingDown
    lastOffset = offset
    defer { isScrollingDown = isDown }
    guard isEnabled else { return Update() }
    var update = Update()
    let shown = Set(visible)
    announced.removeAll { shown.contains($0) || !contains($0) }
    if isDown != isScrollingDown, !announced.isEmpty {
      update.cancelled = announced
      announced = []
    }
    guard let edge = isDown ? visible.last : visible.first else { return update }
    let known = Set(announced)
    var cursor: RowPath? = edge
    for _ in 0..<Swift.max(0, distance) {
      guard let path = cursor.flatMap({ step($0, isDown) }) else { break }
      if !known.contains(path) { update.announced.append(path) }
      cursor = path
    }
    announced += update.announced
    return update
  }
}
#endif
