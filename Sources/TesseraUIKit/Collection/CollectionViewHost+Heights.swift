#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// List rows are as tall as in a table. A list section's cells size themselves; the host pins
// each cell's content view to the row's height from the controller's cache (a `.fixed` or
// `.aspectRatio` height, or the `.automatic` height measured once per content and width), so
// the cell sizes itself to exactly that. Grid items and sections the app lays out itself are
// left alone.
extension CollectionViewHost {
  /// The identifier of the height constraint the host puts on a list cell's content view.
  static let rowHeightConstraintIdentifier = "Tessera.rowHeight"

  /// The height a list row's cell is pinned to; `nil` for grid items and custom layouts.
  func pinnedHeight(forRowAt path: ElementPath) -> Double? {
    let sections = controller.presented.sections
    guard sections.indices.contains(path.section) else { return nil }
    let section = sections[path.section]
    guard case .list = section.section.collectionLayout, !sectionIDsWithCustomLayout.contains(section.id) else {
      return nil
    }
    return controller.heightForRow(at: path)
  }

  /// Makes `cell` `height` points tall when it sizes itself (its content view's height,
  /// below required so the content's own required constraints win a conflict); `nil` lets it
  /// size itself freely again.
  func pinHeight(of cell: UICollectionViewCell, to height: Double?) {
    let contentView = cell.contentView
    let existing = contentView.constraints.first { $0.identifier == Self.rowHeightConstraintIdentifier }
    guard let height else {
      existing?.isActive = false
      return
    }
    if let existing {
      if existing.constant != CGFloat(height) { existing.constant = CGFloat(height) }
      return
    }
    let constraint = contentView.heightAnchor.constraint(equalToConstant: CGFloat(height))
    constraint.priority = .required - 1
    constraint.identifier = Self.rowHeightConstraintIdentifier
    constraint.isActive = true
  }

  /// Pins the cells on screen to their heights at the width the controller lays out at now.
  func pinVisibleCells() {
    for indexPath in collectionView.indexPathsForVisibleItems {
      guard let cell = collectionView.cellForItem(at: indexPath) else { continue }
      pinHeight(of: cell, to: pinnedHeight(forRowAt: indexPath.elementPath))
    }
  }
}
