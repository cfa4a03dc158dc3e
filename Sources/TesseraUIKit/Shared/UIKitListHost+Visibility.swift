#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A weak reference to an observer's owner.
struct Weak {
  weak var object: AnyObject?
}

// Which rows the reader sees, for paging, position bindings and visibility callbacks.
extension UIKitListHost {
  /// The ids of the rows on screen, in display order, that show at least
  /// `minimumVisibleFraction` of their height inside the viewport (the bounds less the adjusted
  /// content insets). A fraction of 0 takes every row with any part visible; a fraction that is
  /// not a number, or is outside 0...1, is clamped to that range (NaN counts as 0).
  package func visibleRowIDs(minimumVisibleFraction: Double = 0) -> [RowID] {
    visibleRowPaths(minimumVisibleFraction: minimumVisibleFraction).compactMap { path in
      controller.dataSourceList.contains(path) ? controller.dataSourceList[path].id : nil
    }
  }

  /// The paths of the rows on screen, in display order, showing at least
  /// `minimumVisibleFraction` of their height (see ``visibleRowIDs(minimumVisibleFraction:)``).
  func visibleRowPaths(minimumVisibleFraction: Double = 0) -> [ElementPath] {
    guard showsController else { return [] }
    let fraction = minimumVisibleFraction.isNaN ? 0 : min(max(minimumVisibleFraction, 0), 1)
    let top = Double(visibleTop)
    let bottom = top + Double(visibleHeight)
    var paths: [ElementPath] = []
    for indexPath in listView.visibleElementPaths.sorted() {
      guard let frame = listView.frameOfElement(at: indexPath) else { continue }
      let height = Double(frame.height)
      let shown = min(Double(frame.maxY), bottom) - max(Double(frame.minY), top)
      let isVisible = height <= 0 ? shown >= 0 : shown > 0 && shown / height >= fraction - 1e-9
      guard isVisible else { continue }
      paths.append(ElementPath(element: indexPath.item, section: indexPath.section))
    }
    return paths
  }

  /// Runs `handler` whenever the rows on screen may have changed (a scroll, an update laid
  /// out), for as long as `owner` lives.
  package func addVisibleRowsObserver(owner: AnyObject, _ handler: @escaping @MainActor () -> Void) {
    visibleRowsObservers.append((Weak(object: owner), handler))
  }

  /// The rows on screen may have changed: the controller hears of the last one (for reach-end
  /// actions), then the observers run. Call after every scroll and after an update or reload
  /// is laid out.
  func visibleRowsMayHaveChanged() {
    guard showsController else { return }
    controller.visibleRowsDidChange(lastVisibleRow: visibleRowPaths().last)
    visibleRowsObservers.removeAll { $0.owner.object == nil }
    for observer in visibleRowsObservers { observer.handler() }
  }
}
