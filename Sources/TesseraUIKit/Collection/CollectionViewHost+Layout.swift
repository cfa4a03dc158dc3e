#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The compositional layout: each section as its `collectionLayout` says, or as the app's
// `sectionLayoutProvider` builds it.
extension CollectionViewHost {
  /// The layout of section `index` for `environment`.
  func sectionLayout(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let sections = controller.presented.sections
    guard sections.indices.contains(index) else {
      return .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
    }
    let section = sections[index].section
    if let custom = sectionLayoutProvider?(section, environment) { return custom }
    switch section.collectionLayout {
    case .list(let appearance):
      return listLayout(section, appearance: appearance, environment: environment)
    case .grid(_, let spacing, let itemHeight, let insets):
      return gridLayout(
        section, columns: section.collectionLayout.columnCount, spacing: CGFloat(spacing), itemHeight: itemHeight,
        insets: CGFloat(insets), environment: environment)
    }
  }

  private func listLayout(
    _ section: Section, appearance: CollectionListAppearance, environment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance.uiKit)
    configuration.headerMode = section.header == nil ? .none : .supplementary
    configuration.footerMode = section.footer == nil ? .none : .supplementary
    configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.rowSwipeConfiguration(.leading, at: indexPath, addsDelete: true)
    }
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.rowSwipeConfiguration(.trailing, at: indexPath, addsDelete: true)
    }
    return .list(using: configuration, layoutEnvironment: environment)
  }

  private func gridLayout(
    _ section: Section, columns: Int, spacing: CGFloat, itemHeight: GridItemHeight, insets: CGFloat,
    environment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let width = max(0, environment.container.effectiveContentSize.width - 2 * insets)
    let itemWidth = max(0, (width - CGFloat(columns - 1) * spacing) / CGFloat(columns))
    let height: NSCollectionLayoutDimension =
      switch itemHeight {
      case .fixed(let points): .absolute(CGFloat(max(0, points)))
      case .estimated(let points): .estimated(CGFloat(max(1, points)))
      case .aspectRatio(let ratio): .absolute(itemWidth * CGFloat(max(0, ratio)))
      }
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: height))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
      subitems: Array(repeating: item, count: columns))
    group.interItemSpacing = .fixed(spacing)
    let layout = NSCollectionLayoutSection(group: group)
    layout.interGroupSpacing = spacing
    layout.contentInsets = NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets)
    let supplementSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(CGFloat(estimatedSupplementHeight)))
    if section.header != nil {
      layout.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: supplementSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    }
    if section.footer != nil {
      layout.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: supplementSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    return layout
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
