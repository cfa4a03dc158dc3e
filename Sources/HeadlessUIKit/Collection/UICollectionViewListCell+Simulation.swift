#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit).
extension UICollectionViewListCell {
  /// The accessories drawn now, leading edge first, each edge in its order: those of
  /// ``accessories`` whose displayed state matches the editing state of the collection view
  /// showing the cell (not editing when it is in none), and that are not hidden. A custom
  /// view's placement position picks its index among the accessories of its edge listed before
  /// it.
  public var displayedAccessories: [UICellAccessory] {
    let isEditing = enclosingCollectionView?.isEditing ?? false
    var leading: [UICellAccessory] = []
    var trailing: [UICellAccessory] = []
    for accessory in accessories where accessory.isDisplayed(isEditing: isEditing) {
      if accessory.isLeading {
        Self.place(accessory, in: &leading)
      } else {
        Self.place(accessory, in: &trailing)
      }
    }
    return (leading + trailing).filter { !$0.isHidden }
  }

  /// Simulates a tap on the first drawn accessory of kind `type` (see ``displayedAccessories``):
  /// runs its action handler. Returns `false`, running nothing, when no such accessory is drawn
  /// or it has no handler (a disclosure chevron or a checkmark: a tap on those selects the cell,
  /// which `UICollectionView.simulateTap(onItemAt:)` does).
  @discardableResult
  public func simulateTap(onAccessory type: UICellAccessory.AccessoryType) -> Bool {
    guard let handler = displayedAccessories.first(where: { $0.accessoryType == type })?.actionHandler else {
      return false
    }
    handler()
    return true
  }

  /// The collection view the cell is in, if any.
  private var enclosingCollectionView: UICollectionView? {
    var view = superview
    while let current = view {
      if let collectionView = current as? UICollectionView { return collectionView }
      view = current.superview
    }
    return nil
  }

  /// Adds `accessory` to the accessories of one edge, at its placement's position (clamped), or
  /// after the others.
  private static func place(_ accessory: UICellAccessory, in edge: inout [UICellAccessory]) {
    let index = accessory.position.map { position in max(0, min(position(edge), edge.count)) } ?? edge.count
    edge.insert(accessory, at: index)
  }
}
#endif

#if !canImport(UIKit)
// Simulation-only API (not part of UIKit).
extension UICellAccessory {
  /// The text of a `.label(text:)` accessory, `nil` for every other kind.
  public var labelText: String? { text }
}
#endif
