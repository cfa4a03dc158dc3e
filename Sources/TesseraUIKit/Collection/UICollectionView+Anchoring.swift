#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The collection view's geometry, as the shared host core reads it to keep the reader's place.
extension UICollectionView {
  var visibleElementPaths: [IndexPath] { indexPathsForVisibleItems }

  func frameOfElement(at indexPath: IndexPath) -> CGRect? {
    layoutAttributesForItem(at: indexPath)?.frame
  }
}
