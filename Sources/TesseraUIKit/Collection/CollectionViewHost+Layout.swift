#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The compositional layout: each section as its `collectionLayout` says, or as the app's
// `sectionLayoutProvider` builds it. Heights mean what they mean in a table: a list row is as
// tall as the controller's height cache says (its `.fixed`, `.aspectRatio` or measured
// `.automatic` height, pinned on its cell), headers and footers as the controller sizes them; a
// grid's items are as tall as the grid's own height policy.
extension CollectionViewHost {
  /// The layout of section `index` for `environment`.
  func sectionLayout(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    noticeWidth(restoringPlace: false)
    let sections = controller.dataSourceList.sections
    guard sections.indices.contains(index) else {
      return .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
    }
    let section = sections[index].section
    if let custom = sectionLayoutProvider?(section, environment) {
      sectionIDsWithCustomLayout.insert(section.id)
      return custom
    }
    sectionIDsWithCustomLayout.remove(section.id)
    let layout: NSCollectionLayoutSection
    // A value that cannot be laid out (NaN spacing, 0 or 100,000 columns...) is reported and
    // laid out clamped, so one bad section never hides the ones after it.
    for diagnostic in section.collectionLayoutDiagnostics(sectionIndex: index) { controller.report(diagnostic) }
    switch section.collectionLayout.clamped {
    case .list(let appearance):
      layout = listLayout(appearance: appearance, environment: environment)
    case .grid(let columns, let spacing, let itemHeight, let insets):
      layout = gridLayout(
        columns: columns, spacing: CGFloat(spacing), itemHeight: itemHeight, insets: CGFloat(insets),
        environment: environment)
    }
    layout.boundarySupplementaryItems = boundaryItems(of: section, at: index)
    return layout
  }

  private func listLayout(
    appearance: CollectionListAppearance, environment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    // Headers and footers are the host's own boundary items (sized by the controller).
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance.uiKit)
    configuration.headerMode = .none
    configuration.footerMode = .none
    configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.rowSwipeConfiguration(.leading, at: indexPath, addsDelete: true)
    }
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.rowSwipeConfiguration(.trailing, at: indexPath, addsDelete: true)
    }
    return .list(using: configuration, layoutEnvironment: environment)
  }

  private func gridLayout(
    columns: Int, spacing: CGFloat, itemHeight: HeightPolicy, insets: CGFloat,
    environment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let width = max(0, environment.container.effectiveContentSize.width - 2 * insets)
    let itemWidth = max(0, (width - CGFloat(columns - 1) * spacing) / CGFloat(columns))
    // An aspect ratio applies to the item's own width, unrounded: squares stay square however
    // the width divides.
    let height: NSCollectionLayoutDimension =
      if case .aspectRatio(let ratio) = itemHeight.kind, itemHeight.isValid {
        .absolute(itemWidth * CGFloat(ratio))
      } else if let exact = itemHeight.exactHeight(forWidth: Double(itemWidth), aspectRatioScale: 1) {
        .absolute(CGFloat(exact))
      } else {
        .estimated(CGFloat(max(1, itemHeight.validEstimate ?? Self.missingRegistrationRowHeight)))
      }
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: height))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
      subitems: Array(repeating: item, count: columns))
    group.interItemSpacing = .fixed(spacing)
    let layout = NSCollectionLayoutSection(group: group)
    layout.interGroupSpacing = spacing
    layout.contentInsets = NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets)
    return layout
  }

  /// The section's header and footer, as tall as the controller sizes them (as in a table).
  private func boundaryItems(of section: Section, at index: Int) -> [NSCollectionLayoutBoundarySupplementaryItem] {
    var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
    if section.header != nil {
      items.append(
        boundaryItem(UICollectionView.elementKindSectionHeader, controller.heightForHeader(inSection: index), .top))
    }
    if section.footer != nil {
      items.append(
        boundaryItem(UICollectionView.elementKindSectionFooter, controller.heightForFooter(inSection: index), .bottom))
    }
    return items
  }

  private func boundaryItem(
    _ kind: String, _ height: Double, _ alignment: NSRectAlignment
  )
    -> NSCollectionLayoutBoundarySupplementaryItem
  {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(height)))
    return NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment)
  }
}

extension CollectionListAppearance {
  /// UIKit's list appearance.
  @MainActor
  var uiKit: UICollectionLayoutListConfiguration.Appearance {
    switch self {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    }
  }
}
