#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A scroll the app asked for while the view laid out its rows, run once that pass is over.
struct DeferredScroll {
  let rowID: RowID
  let position: ElementScrollPosition
  let animated: Bool
}

// Scrolling to a row by id, now or, when the view is laying out, right after.
extension UIKitListHost {
  /// Scrolls the row with `id` to `position` (see ``scroll(toElementAt:at:animated:)``);
  /// `false` when the row is not shown.
  ///
  /// Asked for from a call the view makes while it lays out its rows (a display callback, a
  /// cell's configuration), the scroll waits until that pass is over: landing exactly lays the
  /// view out again, and doing it inside the pass would nest a layout per call (an
  /// `onWillDisplay` that scrolls on every row nested one per row until the stack ran out).
  /// Of several scrolls asked for during one pass, the last is made; the controller's
  /// `settle()` returns once it has been.
  func scrollToRow(withID id: RowID, at position: ElementScrollPosition, animated: Bool) -> Bool {
    guard let indexPath = indexPath(forRowID: id) else { return false }
    guard viewCallbackDepth == 0 && viewConfigurationDepth == 0 else {
      deferredScroll = DeferredScroll(rowID: id, position: position, animated: animated)
      if !hasScheduledDeferredScroll {
        hasScheduledDeferredScroll = true
        controller.trackHostWork(Task { @MainActor [weak self] in self?.performDeferredScroll() })
      }
      return true
    }
    scroll(toElementAt: indexPath.elementPath, at: position, animated: animated)
    return true
  }

  /// A scroll the app asked for (both hosts' `scrollToRow(withID:at:animated:)`): made as
  /// ``scrollToRow(withID:at:animated:)`` makes it; called off the main actor, done there,
  /// and `false` (whether the row was shown is not known yet).
  func requestScroll(toRowWithID id: RowID, at position: ElementScrollPosition, animated: Bool) -> Bool {
    let scroll = { @MainActor [self] in scrollToRow(withID: id, at: position, animated: animated) }
    if redirectedToMainActor("scrollToRow(withID:at:animated:)", { _ = scroll() }) { return false }
    return scroll()
  }

  /// Selects the shown row with `id` through `select`, the view's own call (which does not
  /// tell the delegate); `false` when the row is not shown. Called off the main actor, it is
  /// done there, and `false` (whether the row was shown is not known yet).
  func selectShownRow(withID id: RowID, _ select: @escaping @MainActor (IndexPath) -> Void) -> Bool {
    let selectRow = { @MainActor [self] in
      withIndexPath(ofRowWithID: id) {
        select($0)
        rowWasSelected()
      }
    }
    if redirectedToMainActor("selectRow(withID:animated:scrollPosition:)", { _ = selectRow() }) { return false }
    return selectRow()
  }

  /// The view on screen of the row with `id`, if any (`nil` off the main actor, reported).
  func shownCell(forRowID id: RowID) -> UIView? {
    if refusedOffMainActor("cell(forRowID:)") { return nil }
    return indexPath(forRowID: id).flatMap { listView.visibleElementView(at: $0) }
  }

  /// Makes the scroll asked for during the last layout pass, if its row is still shown.
  private func performDeferredScroll() {
    hasScheduledDeferredScroll = false
    guard let request = deferredScroll else { return }
    deferredScroll = nil
    _ = scrollToRow(withID: request.rowID, at: request.position, animated: request.animated)
  }

  /// Runs `body`, a call the view makes while it lays out its rows (a display callback),
  /// counted in ``viewCallbackDepth`` so that a scroll asked for meanwhile waits for the pass.
  func duringViewCallback<Result>(_ body: () -> Result) -> Result {
    viewCallbackDepth += 1
    defer { viewCallbackDepth -= 1 }
    return body()
  }
}
