#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The table's geometry, as the shared host core reads it to keep the reader's place.
extension UITableView {
  var visibleElementPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }

  func frameOfElement(at indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, indexPath.section < numberOfSections,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    return rectForRow(at: indexPath)
  }
}
