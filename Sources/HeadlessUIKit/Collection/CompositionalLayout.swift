#if !canImport(UIKit)
import Foundation

// The subset of UIKit's compositional layout a headless collection view lays out (CV-L1..L8):
// sections of one group repeated (a vertical list, or a horizontal row of equal items: a grid),
// with content insets, spacing, and boundary headers and footers. Signatures are the iOS SDK's;
// classes UIKit declares `open` but nobody subclasses are `final` here.

/// Edge insets that follow the layout direction (leading/trailing rather than left/right).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset at the top.
  public var top: CGFloat
  /// The inset at the leading edge.
  public var leading: CGFloat
  /// The inset at the bottom.
  public var bottom: CGFloat
  /// The inset at the trailing edge.
  public var trailing: CGFloat

  /// Creates insets.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets()
}

/// Where a boundary supplementary item sits on its section (CV-L6: `.top` headers and `.bottom`
/// footers are laid out here).
public enum NSRectAlignment: Int, Sendable {
  /// No alignment.
  case none = 0
  /// Above the section.
  case top = 1
  /// At the top leading corner.
  case topLeading = 2
  /// At the leading edge.
  case leading = 3
  /// At the bottom leading corner.
  case bottomLeading = 4
  /// Below the section.
  case bottom = 5
  /// At the bottom trailing corner.
  case bottomTrailing = 6
  /// At the trailing edge.
  case trailing = 7
  /// At the top trailing corner.
  case topTrailing = 8
}

/// One dimension of a layout size: a fraction of the container, an absolute length, or an
/// estimate the view replaces with the measured size (self-sizing, CV-L3).
@MainActor
public final class NSCollectionLayoutDimension: NSObject {
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The fraction, length or estimate.
  public let dimension: CGFloat

  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A fraction of the container's width.
  public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A fraction of the container's height.
  public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A length in points.
  public class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(kind: .absolute, dimension: absoluteDimension)
  }

  /// An estimate, replaced by the measured size when the element is shown.
  public class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(kind: .estimated, dimension: estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is a length.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length for a container size; estimates answer their estimate.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: container.width * dimension
    case .fractionalHeight: container.height * dimension
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and a height.
@MainActor
public final class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size.
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
    super.init()
  }
}

/// The space between the items of a group.
@MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  /// The spacing in points.
  public let spacing: CGFloat
  /// Whether the spacing is exact.
  public let isFixedSpacing: Bool

  init(spacing: CGFloat, isFixed: Bool) {
    self.spacing = spacing
    self.isFixedSpacing = isFixed
    super.init()
  }

  /// Exactly `fixedSpacing` points.
  public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFixed: true) }

  /// At least `flexibleSpacing` points (laid out as exactly that many here).
  public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFixed: false) }

  /// Whether the spacing may grow.
  public var isFlexibleSpacing: Bool { !isFixedSpacing }
}

/// One item of a layout: its size and insets.
@MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The item's size, relative to its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Space inside the item's frame around its content.
  open var contentInsets = NSDirectionalEdgeInsets.zero

  /// Creates an item.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    super.init()
  }
}

/// Items laid out along one axis and repeated to hold a section's items (CV-L2).
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The axis the subitems follow.
  enum Axis { case horizontal, vertical }

  let axis: Axis
  /// The items of one repetition of the group.
  public let subitems: [NSCollectionLayoutItem]
  /// The space between subitems.
  public var interItemSpacing: NSCollectionLayoutSpacing?

  init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem]) {
    self.axis = axis
    self.subitems = subitems
    super.init(layoutSize: layoutSize)
  }

  /// Subitems side by side: a row of a grid.
  public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    Self(layoutSize: layoutSize, axis: .horizontal, subitems: subitems)
  }

  /// `count` copies of `subitem` side by side (iOS 16).
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    Self(layoutSize: layoutSize, axis: .horizontal, subitems: Array(repeating: subitem, count: Swift.max(1, count)))
  }

  /// Subitems one above the other.
  public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    Self(layoutSize: layoutSize, axis: .vertical, subitems: subitems)
  }
}

/// A header or footer attached to a section's edge (CV-L6).
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  /// The kind the data source is asked a view for.
  public let elementKind: String
  /// The edge it sits on.
  public let alignment: NSRectAlignment
  /// Whether it stays on screen while its section scrolls (recorded; not simulated).
  public var pinToVisibleBounds = false
  /// Whether it takes space of its own (always, here).
  public var extendsBoundary = true

  /// Creates a boundary item.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }
}

/// The layout of one section: a group repeated for its items, insets, spacing and boundary
/// items (CV-L1).
@MainActor
public final class NSCollectionLayoutSection: NSObject {
  /// The group repeated for the items.
  public let group: NSCollectionLayoutGroup
  /// Space around the section's groups.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// The space between repetitions of the group.
  public var interGroupSpacing: CGFloat = 0
  /// Headers and footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether boundary items are inset like the content (iOS 14).
  public var supplementariesFollowContentInsets = true
  /// The list configuration, for sections made by ``list(using:layoutEnvironment:)``.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// Creates a section that repeats `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// A list section: full-width self-sizing rows, headers and footers as the configuration's
  /// modes say, swipe actions from its providers (CV-L4).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    section.listConfiguration = configuration
    let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
    if grouped { section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 18, trailing: 0) }
    if configuration.appearance == .insetGrouped {
      section.contentInsets.leading = 20
      section.contentInsets.trailing = 20
    }
    let supplement = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: supplement, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: supplement, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    return section
  }
}

/// The size of the space a section is laid out in.
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The size of the container.
  var contentSize: CGSize { get }
  /// The size inside the container's insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in effect.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it builds a section.
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The container the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
}

/// The headless environment: the collection view's bounds.
final class CollectionLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let contentSize: CGSize
  init(size: CGSize) {
    contentSize = size
    super.init()
  }
  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// The look and behaviour of a list section (iOS 14): appearance, header and footer modes,
/// separators and swipe actions (CV-L4).
@MainActor
public struct UICollectionLayoutListConfiguration {
  /// The overall look of a list.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge.
    case plain = 0
    /// Sections separated by space.
    case grouped = 1
    /// Grouped, with rounded inset sections.
    case insetGrouped = 2
    /// A sidebar.
    case sidebar = 3
    /// A plain sidebar.
    case sidebarPlain = 4
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none = 0
    /// A supplementary view of kind `elementKindSectionHeader`.
    case supplementary = 1
    /// The first item of the section is styled as its header.
    case firstItemInSection = 2
  }

  /// Where a section's footer comes from.
  public enum FooterMode: Int, Sendable {
    /// No footer.
    case none = 0
    /// A supplementary view of kind `elementKindSectionFooter`.
    case supplementary = 1
  }

  /// The swipe buttons of the item at an index path; `nil` for none.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// The look chosen at creation.
  public let appearance: Appearance
  /// Where headers come from.
  public var headerMode: HeaderMode = .none
  /// Where footers come from.
  public var footerMode: FooterMode = .none
  /// Whether rows are separated by lines.
  public var showsSeparators = true
  /// The list's background.
  public var backgroundColor: UIColor?
  /// Space above each header (iOS 15); `nil` for the system's.
  public var headerTopPadding: CGFloat?
  /// The buttons a swipe from the leading edge reveals.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The buttons a swipe from the trailing edge reveals.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Creates a configuration.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}

/// Where an element of a collection view is and how it looks (CV-L7).
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The element's frame in the collection view's content.
  open var frame: CGRect = .zero
  /// The element's index path.
  open var indexPath: IndexPath
  /// Whether the element is a cell or a supplementary view.
  public let representedElementCategory: UICollectionView.ElementCategory
  /// The kind of a supplementary view; `nil` for cells.
  public let representedElementKind: String?
  /// Whether the element is hidden.
  open var isHidden = false
  /// The stacking order.
  open var zIndex = 0

  /// The size of ``frame``.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// Attributes for the cell at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    super.init()
  }

  /// Attributes for a supplementary view of `elementKind` at `indexPath`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    super.init()
  }
}

/// Decides where a collection view's elements go. The headless collection view lays out
/// ``UICollectionViewCompositionalLayout``; a plain `UICollectionViewLayout` shows nothing (a
/// warning says so, CV-L8).
@MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  public internal(set) weak var collectionView: UICollectionView?

  /// Creates a layout.
  public override init() { super.init() }

  /// Throws away computed geometry; the collection view lays out again on its next pass.
  open func invalidateLayout() {
    collectionView?.layoutDidInvalidate()
  }

  /// Prepares geometry (nothing to do here: the collection view computes it).
  open func prepare() {}

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { collectionView?.contentSize ?? .zero }

  /// The attributes of the cell at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionView?.layoutAttributesForItem(at: indexPath)
  }

  /// Whether the size a self-sizing cell prefers changes the layout (CV-L3): the collection
  /// view asks with the attributes the cell's `preferredLayoutAttributesFitting(_:)` returned
  /// and those the layout suggested, and takes the preferred height only when the answer is
  /// `true`. A subclass may change `preferredAttributes` before answering: the height it leaves
  /// there is the one laid out. Here, as UIKit's own layouts do, a changed size is taken.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.frame.size != originalAttributes.frame.size
  }

  /// The attributes of a supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    collectionView?.layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)
  }
}

/// Builds the section at an index for an environment; `nil` for an empty layout section.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout made of sections (iOS 13): one section for all, or a provider per section index.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

  /// A layout whose every section is `section`.
  public init(section: NSCollectionLayoutSection) {
    sectionProvider = { _, _ in section }
    super.init()
  }

  /// A layout that asks `sectionProvider` for each section, at each layout.
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.sectionProvider = sectionProvider
    super.init()
  }

  /// A layout whose every section is a list with `configuration`.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
#endif
