#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

/// Where the coordinator stands with the app's position binding.
struct PositionTracking {
  /// The app's binding.
  var binding: RowScrollPosition?
  /// Whether ``mirrored`` was read from the binding or written to it yet.
  var isMirrored = false
  /// The id the binding holds as far as the coordinator knows: what it last read from it or
  /// wrote to it. A value read that differs is a request of the app.
  var mirrored: RowID?
  /// The row the app asked for, until the list moves on from it.
  var request: PositionRequest?
}

/// A row the app asked to see at the top. While one is pending the binding keeps its id: the
/// rows the view shows on the way (an animated scroll), or instead (a row that cannot reach the
/// top at the end of the content), are not written back.
enum PositionRequest {
  /// Its row is not shown yet; it is scrolled to, animated or not, once it is.
  case waiting(RowID, animated: Bool)
  /// The view scrolls from one offset to the other (animated) to put the row at the top.
  case scrolling(RowID, from: Double, to: Double)
  /// The view was put at this offset for the row. The request is over once the offset moves
  /// (the reader scrolled, or an update moved the content).
  case landed(RowID, at: Double)
}

// A position binding, visibility handlers and a refresh action: what a screen observes of its
// list beyond the selection. Everything the view does (a scroll, an update laid out) schedules
// one look at the rows on screen on the next turn: bindings are never written, nor the app's
// handlers called, while SwiftUI updates views, and a burst of scrolls costs one look.
extension SnapshotListCoordinator {
  // MARK: Updates from the app

  /// Takes the app's position binding (from SwiftUI's `updateUIView`, after the snapshot): the
  /// coordinator writes the id of the row at the top into it as the reader scrolls (the first
  /// row whose top is visible), and scrolls the row whose id the app sets to the top, with
  /// `animated` (SwiftUI's transaction animates); the row of an id that is not shown yet is
  /// scrolled to once it is. Until the list moves on from a row the app asked for, the
  /// binding keeps its id: a scroll to it does not write back the rows it passes, nor the
  /// row shown first instead when the content ends before the asked-for row reaches the top.
  /// Setting `nil` asks for nothing: the binding follows the list again. `nil` for
  /// `scrollPosition` stops the coordinator following it.
  public func update(scrollPosition: RowScrollPosition?, animated: Bool = false) {
    if controller.redirectedToMainActor(
      "SnapshotListCoordinator.update(scrollPosition:animated:)",
      { [self] _ in update(scrollPosition: scrollPosition, animated: animated) })
    {
      return
    }
    guard let scrollPosition else {
      position = PositionTracking()
      return
    }
    let isNew = position.binding == nil
    position.binding = scrollPosition
    if carryPositionChange(animated: animated) || isNew { scheduleScreenReview() }
  }

  /// Takes the app's visibility handlers (from SwiftUI's `updateUIView`): each is called, on
  /// the turn after, whenever the rows showing at least its threshold of their height change,
  /// with the rows that entered and left; the first time with every row on screen as entered.
  /// A handler at the same place in `handlers` as one given before is its next version (it
  /// is not told again of rows it was told of).
  public func update(visibilityHandlers handlers: [RowVisibilityHandler]) {
    if controller.redirectedToMainActor(
      "SnapshotListCoordinator.update(visibilityHandlers:)",
      { [self] _ in update(visibilityHandlers: handlers) })
    {
      return
    }
    let isNew = handlers.count > visibility.count
    visibility = handlers.enumerated().map { index, handler in
      (handler, index < visibility.count ? visibility[index].reported : nil)
    }
    if isNew { scheduleScreenReview() }
  }

  /// Takes the app's refresh action (SwiftUI's `refreshable`, read from the environment in
  /// `updateUIView`): the host runs it when the reader pulls the list down, its spinner shown
  /// until the action returns and the snapshots it gave are on screen. `nil` removes it.
  public func update(refreshAction: (@MainActor @Sendable () async -> Void)?) {
    if controller.redirectedToMainActor(
      "SnapshotListCoordinator.update(refreshAction:)",
      { [self] _ in update(refreshAction: refreshAction) })
    {
      return
    }
    coordinated.installRefreshAction(refreshAction)
  }

  /// Reads the app's position: a value that differs from the one mirrored is the app's request
  /// (returns `true`), pending from now on in place of any other.
  private func carryPositionChange(animated: Bool) -> Bool {
    guard let binding = position.binding else { return false }
    let wanted = binding.get()
    guard !position.isMirrored || wanted != position.mirrored else { return false }
    position.isMirrored = true
    position.mirrored = wanted
    position.request = wanted.map { .waiting($0, animated: animated) }
    return true
  }

  // MARK: The view's side

  /// Looks at the rows on screen on the next turn, unless a look is scheduled or under way
  /// already, or nothing observes them.
  func scheduleScreenReview() {
    guard !isReviewingScreen, scheduledScreenReview == nil, position.binding != nil || !visibility.isEmpty else {
      return
    }
    scheduledScreenReview = Task { @MainActor [weak self] in self?.reviewScreen() }
  }

  /// Scrolls to a row the app asked for, writes the row at the top back to the app's binding,
  /// and tells the visibility handlers of rows that came and went. Waits while an update is
  /// under way: the list looks again once it has caught up.
  private func reviewScreen() {
    scheduledScreenReview = nil
    guard !controller.isUpdating else { return }
    isReviewingScreen = true
    defer { isReviewingScreen = false }
    view.layoutIfNeeded()
    reviewPosition()
    reportVisibility()
  }

  /// Follows the request pending, if any, and otherwise writes the row at the top when it is
  /// not the one the binding holds.
  private func reviewPosition() {
    guard let binding = position.binding else { return }
    // A value the app set since (in a task, in a row's handler) is a request, even here.
    _ = carryPositionChange(animated: false)
    let offset = Double(listView.contentOffset.y)
    switch position.request {
    case .waiting(let id, let animated):
      guard let landing = coordinated.scrollRowToTop(withID: id, animated: animated) else { return }
      let isMoving = abs(Double(listView.contentOffset.y) - landing) >= 0.5
      position.request = isMoving ? .scrolling(id, from: offset, to: landing) : .landed(id, at: landing)
      return
    case .scrolling(let id, let start, let end):
      if abs(offset - end) < 0.5 {
        position.request = .landed(id, at: end)
        return
      }
      // Anywhere on the way is the scroll going on; elsewhere, the reader took over.
      if offset >= min(start, end) - 0.5 && offset <= max(start, end) + 0.5 { return }
      position.request = nil
    case .landed(_, let landing):
      if abs(offset - landing) < 0.5 { return }
      position.request = nil
    case nil:
      break
    }
    guard let first = coordinated.firstVisibleRowID(), first != position.mirrored, binding.accepts(first) else {
      return
    }
    position.isMirrored = true
    position.mirrored = first
    binding.set(first)
  }

  /// Calls each visibility handler whose rows on screen changed since it was last told.
  private func reportVisibility() {
    var index = 0
    // A handler may hand the coordinator new handlers; each index is checked again.
    while index < visibility.count {
      defer { index += 1 }
      let (handler, reported) = visibility[index]
      let visible = coordinated.visibleRowIDs(minimumVisibleFraction: handler.threshold)
      let old = reported ?? []
      visibility[index].reported = visible
      guard Set(visible) != Set(old) else { continue }
      handler.action(RowVisibilityChange(from: old, to: visible))
    }
  }
}
