#if !canImport(UIKit)
import Foundation

extension UIScrollView {
  /// The vertical content offset that shows the span `top..<top + height` where `position` puts
  /// it, within the content (`0...contentHeight - bounds.height`): the scroll of a table to a
  /// row, and of a collection view to an item, whose vertical positions mean the same four.
  func scrollOffset(
    showing top: CGFloat, height: CGFloat, at position: UITableView.ScrollPosition, contentHeight: CGFloat
  ) -> CGFloat {
    let viewport = bounds.height
    var offset = contentOffset.y
    switch position {
    case .top: offset = top
    case .middle: offset = top - (viewport - height) / 2
    case .bottom: offset = top + height - viewport
    case .none:
      if top < offset {
        offset = top
      } else if top + height > offset + viewport {
        offset = top + height - viewport
      }
    }
    return Swift.min(Swift.max(offset, 0), Swift.max(0, contentHeight - viewport))
  }
}
#endif
