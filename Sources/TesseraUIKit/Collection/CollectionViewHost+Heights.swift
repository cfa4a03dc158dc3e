#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// List rows are as tall as in a table, and the controller's height cache is the only owner of
// that height: a `.fixed` or `.aspectRatio` height, or the `.automatic` height the host
// measured once per content and width. A list section's items self-size in UIKit (a list
// configuration has no item height of its own), so the height reaches the layout where UIKit
// hands it what a cell prefers: the host's layout replaces a list row's preferred height with
// the controller's before the compositional layout takes it. The cells the host makes for
// standard list rows do not measure themselves at all. Grid items and sections the app lays
// out itself are left alone.
extension CollectionViewHost {
  /// The height the controller gives a list row at `path`; `nil` for grid items, rows of
  /// sections the app lays out itself, and paths that show no row.
  func listRowHeight(at path: ElementPath) -> Double? {
    let sections = controller.dataSourceList.sections
    guard sections.indices.contains(path.section) else { return nil }
    let section = sections[path.section]
    guard case .list = section.section.collectionLayout, !sectionIDsWithCustomLayout.contains(section.id),
      controller.dataSourceList.contains(path)
    else { return nil }
    return controller.heightForRow(at: path)
  }

  /// Puts the controller's height of the list row `attributes` describe into them; other
  /// attributes are left as they are. Returns whether the height came from the controller.
  @discardableResult
  func giveListRowHeight(to attributes: UICollectionViewLayoutAttributes) -> Bool {
    guard attributes.representedElementCategory == .cell,
      let height = listRowHeight(at: attributes.indexPath.elementPath)
    else { return false }
    attributes.frame.size.height = CGFloat(height)
    return true
  }
}

/// The host's compositional layout: each section as the host builds it, and a list row as tall
/// as the controller says, whatever its cell prefers. UIKit hands a layout the attributes a
/// self-sizing cell prefers before it takes them
/// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, then
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`); the host's
/// height replaces the preferred one there, so no constraint on the cell carries it.
final class HostSizedCompositionalLayout: UICollectionViewCompositionalLayout {
  /// The host whose controller sizes the list rows.
  weak var host: CollectionViewHost?

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    host?.giveListRowHeight(to: preferredAttributes)
    return super.shouldInvalidateLayout(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }

  #if canImport(UIKit)
  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    host?.giveListRowHeight(to: preferredAttributes)
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }
  #endif
}

/// The list cell the host makes for standard list rows (``UIKitListHost/registerContentConfiguration(for:_:)``,
/// ``CollectionViewHost/registerListCell(for:configure:accessories:)``): in a list section it
/// answers the controller's height instead of measuring itself, since that height was measured
/// once already with a cell kept for measuring; elsewhere it sizes itself as any cell does.
final class HostSizedListCell: UICollectionViewListCell {
  /// The host that shows the cell (set each time it is configured).
  weak var host: CollectionViewHost?
  /// Whether the parent the cell shows is expanded, `nil` when it shows no parent: the
  /// configuration state says so, so that UIKit points the outline disclosure accessory's
  /// chevron (a list without a diffable data source never tells the cell).
  var outlineExpansion: Bool? {
    didSet { if outlineExpansion != oldValue { setNeedsUpdateConfiguration() } }
  }

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    if let outlineExpansion { state.isExpanded = outlineExpansion }
    return state
  }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    if host?.giveListRowHeight(to: layoutAttributes) == true { return layoutAttributes }
    return super.preferredLayoutAttributesFitting(layoutAttributes)
  }
}
