#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The row at the top of the list, read and set by id: what a position binding (the SwiftUI
// coordinator's) mirrors and restores.
extension UIKitListHost {
  /// The id of the row at the top of the viewport as the view last laid it out: the first row
  /// whose top is visible, else the row covering the top (the row a ``ListAnchoring/firstVisibleRow``
  /// anchoring keeps in place); `nil` when no row is shown.
  package func firstVisibleRowID() -> RowID? {
    let top = Double(visibleTop)
    var covering: RowID?
    for path in visibleRowPaths() {
      guard controller.dataSourceList.contains(path), let frame = listView.frameOfElement(at: IndexPath(path)) else {
        continue
      }
      let id = controller.dataSourceList[path].id
      // Half a point of slack: a row scrolled to the top lands there up to rounding.
      if Double(frame.minY) >= top - 0.5 { return id }
      if covering == nil { covering = id }
    }
    return covering
  }

  /// Scrolls the row with `id` to the top of the viewport, exactly (as
  /// ``scroll(toElementAt:at:animated:)`` does), and returns the content offset the scroll ends
  /// at (`contentOffset.y`), which is less than the row's top when the content ends before the
  /// row can reach the top; `nil`, and no scroll, when the row is not shown. Animated, the
  /// view scrolls from where it was to that offset, and the offset returned is the one it is
  /// going to.
  package func scrollRowToTop(withID id: RowID, animated: Bool) -> Double? {
    guard showsController, let indexPath = indexPath(forRowID: id) else { return nil }
    let start = listView.contentOffset
    scroll(toElementAt: indexPath.elementPath, at: .top, animated: false)
    let end = listView.contentOffset
    if animated && end != start {
      listView.contentOffset = start
      listView.setContentOffset(end, animated: true)
    }
    return Double(end.y)
  }
}
