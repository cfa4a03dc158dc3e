#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Shows a ``ListController``'s list in a `UICollectionView`, with the same snapshots as
/// ``TableViewHost``: it is the collection view's data source, delegate and prefetch data
/// source, installs a compositional layout that lays each section out as its
/// ``Tessera/Section/collectionLayout(_:)`` says (a list or a grid), dequeues and configures
/// cells by content type, and applies every change as `performBatchUpdates`, content-only
/// changes as `reconfigureItems`.
///
/// ```swift
/// let host = CollectionViewHost(collectionView: collectionView)
/// host.register(PhotoCell.self)
/// host.registerListCell(for: Price.self) { configuration, price, _ in
///   configuration.text = price.formatted
/// }
/// host.submit(productPage(state))
/// ```
///
/// Keep a strong reference to the host (the collection view holds its data source weakly).
@MainActor
public final class CollectionViewHost: NSObject, RowInteractionHosting {
  /// The collection view this host drives.
  public let collectionView: UICollectionView
  /// The controller that owns what is shown.
  public let controller: ListController
  /// What a tap leaves behind; see ``RowSelectionBehavior``.
  public var selectionBehavior: RowSelectionBehavior = .deselectOnTap
  /// The estimated height of headers and footers, before they size themselves.
  public var estimatedSupplementHeight: Double = 28

  /// The app's own layout for some sections: return a section layout to use instead of the
  /// section's ``Tessera/Section/collectionLayout``, or `nil` to keep it. Called at every
  /// layout, with the section as shown.
  public var sectionLayoutProvider:
    (@MainActor (_ section: Section, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?)?
  {
    didSet { collectionView.collectionViewLayout.invalidateLayout() }
  }

  /// The app's own delegate (held weakly). Every delegate and scroll-view method the host does
  /// not implement reaches it through Objective-C forwarding; selection, display and context
  /// menus reach it too (menus when the row declares none).
  public weak var delegate: (any UICollectionViewDelegate)? {
    didSet {
      forwarding.target = delegate
      collectionView.delegate = nil
      collectionView.delegate = self
    }
  }

  let forwarding = ForwardingTarget()
  var pendingNonAnimatedApplies = 0
  var registry = ContentRegistry<UICollectionViewCell, CollectionCellContext>()
  var supplementRegistry = ContentRegistry<UICollectionReusableView, SectionSupplementContext>()
  var sizingCells: [String: UICollectionViewCell] = [:]
  var sizingSupplements: [String: UICollectionReusableView] = [:]

  /// Creates a host for `collectionView`: installs its compositional layout and makes itself
  /// the data source, delegate and prefetch data source.
  public init(collectionView: UICollectionView, controller: ListController = ListController()) {
    self.collectionView = collectionView
    self.controller = controller
    super.init()
    collectionView.register(
      MissingRegistrationCollectionCell.self, forCellWithReuseIdentifier: MissingRegistrationCollectionCell.reuseIdentifier)
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      collectionView.register(
        TitleSupplementaryView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: TitleSupplementaryView.reuseIdentifier)
    }
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { [weak self] index, environment in
      self?.sectionLayout(at: index, environment: environment)
    }
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.prefetchDataSource = self
    controller.attach(to: self)
  }

  #if canImport(UIKit)
    /// Whether the host, or else the app's ``delegate``, handles `aSelector`.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwarding.responds(to: aSelector)
    }

    /// The app's ``delegate``, for the messages the host does not implement.
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      forwarding.object(respondingTo: aSelector) ?? super.forwardingTarget(for: aSelector)
    }
  #else
    /// Whether the app's ``delegate`` handles `aSelector`.
    public nonisolated func responds(to aSelector: Selector!) -> Bool {
      forwarding.responds(to: aSelector)
    }

    /// The app's ``delegate``, for the messages the host does not implement.
    public nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      forwarding.object(respondingTo: aSelector)
    }
  #endif

  // MARK: Registration

  /// Registers `cellType` for rows whose content has type `contentType`; another registration
  /// for the same content type replaces it.
  public func register<Cell: CollectionCell>(_ cellType: Cell.Type, for contentType: Cell.Content.Type = Cell.Content.self) {
    let registration = registry.register(cellType, for: contentType, kind: "CollectionCell") { cell, content, context in
      guard let cell = cell as? Cell else { return false }
      SetUpMarker.setUpIfNeeded(inContentView: cell.contentView) { cell.setUp() }
      cell.configure(with: content, context: context)
      return true
    }
    collectionView.register(cellType, forCellWithReuseIdentifier: registration.reuseIdentifier)
    sizingCells[registration.reuseIdentifier] = nil
  }

  /// Shows rows whose content has type `contentType` in a `UICollectionViewListCell` whose
  /// standard content configuration `configure` fills: no cell class to write.
  public func registerListCell<Content: Equatable & Sendable>(
    for contentType: Content.Type,
    configure: @escaping @MainActor (inout UIListContentConfiguration, Content, CollectionCellContext) -> Void
  ) {
    let registration = registry.register(UICollectionViewListCell.self, for: contentType, kind: "ListCell") {
      cell, content, context in
      guard let cell = cell as? UICollectionViewListCell else { return false }
      var configuration = cell.defaultContentConfiguration()
      configure(&configuration, content, context)
      cell.contentConfiguration = configuration
      return true
    }
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    sizingCells[registration.reuseIdentifier] = nil
  }

  /// Registers `viewType` for headers and footers whose content has type `contentType`.
  public func registerHeaderFooter<View: CollectionHeaderFooter>(
    _ viewType: View.Type, for contentType: View.Content.Type = View.Content.self
  ) {
    let registration = supplementRegistry.register(viewType, for: contentType, kind: "CollectionHeaderFooter") {
      view, content, context in
      guard let view = view as? View else { return false }
      view.configure(with: content, context: context)
      return true
    }
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      collectionView.register(viewType, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
    }
    sizingSupplements[registration.reuseIdentifier] = nil
  }

  // MARK: Showing snapshots

  /// Shows `snapshot` as soon as possible.
  public func submit(_ snapshot: ListSnapshot) { controller.submit(snapshot) }

  /// Shows `snapshot`; returns once it is on screen.
  public func apply(_ snapshot: ListSnapshot) async { await controller.apply(snapshot) }

  /// Shows `snapshot`, animating the differences or not (without animation it reloads), and
  /// calls `completion` once it, or a later snapshot that replaced it, is on screen.
  public func apply(
    _ snapshot: ListSnapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    if !animatingDifferences { pendingNonAnimatedApplies += 1 }
    controller.submit(snapshot)
    Task { @MainActor in
      await controller.settle()
      if !animatingDifferences { pendingNonAnimatedApplies -= 1 }
      completion?()
    }
  }

  /// Call when the collection view's width may have changed (e.g. from
  /// `viewDidLayoutSubviews`); cheap when it did not.
  public func collectionViewDidLayout() {
    guard Double(collectionView.bounds.width) != controller.layoutWidth else { return }
    controller.availableWidthDidChange()
    collectionView.collectionViewLayout.invalidateLayout()
  }

  /// Selects the header of `section`, as a tap does: a collapsible section toggles.
  public func selectHeader(inSection section: Int) { controller.selectHeader(inSection: section) }

  // MARK: Cells

  func configuredCell(for indexPath: IndexPath) -> UICollectionViewCell {
    let path = ElementPath(element: indexPath.item, section: indexPath.section)
    guard let row = controller.presented.row(at: path), let registration = registry.registration(for: row.content) else {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: MissingRegistrationCollectionCell.reuseIdentifier, for: indexPath)
      if let row = controller.presented.row(at: path) {
        controller.report(.missingRenderer(contentType: row.content.typeName, rowID: row.id))
        (cell as? MissingRegistrationCollectionCell)?.show(contentType: row.content.typeName)
      }
      return cell
    }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    _ = registration.configure(cell, row.content, context(for: row, at: path, measuring: false))
    return cell
  }

  func context(for row: Row, at path: ElementPath, measuring: Bool) -> CollectionCellContext {
    let id = row.id
    return CollectionCellContext(
      rowID: id, isExpanded: controller.isExpanded(rowAt: path), isMeasuring: measuring,
      send: { [weak controller] event in controller?.send(event, toRowWithID: id) ?? false },
      invalidateHeight: { [weak controller] in controller?.invalidateHeight(ofRowWithID: id) })
  }

  /// The header or footer view of a section: the registered view for custom content, the
  /// title view otherwise (tappable when the section is collapsible).
  func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    let isHeader = kind == UICollectionView.elementKindSectionHeader
    let sections = controller.presented.sections
    guard sections.indices.contains(indexPath.section),
      let supplement = isHeader ? sections[indexPath.section].section.header : sections[indexPath.section].section.footer
    else { return titleView(kind: kind, at: indexPath, title: "", isHeader: isHeader, collapsed: nil, toggle: {}) }
    let shown = sections[indexPath.section]
    let collapsible = isHeader && shown.section.collapsibility.isCollapsible
    let id = shown.id
    let toggle: @MainActor () -> Void = { [weak self] in
      guard let self, collapsible else { return }
      controller.setCollapsed(!controller.isCollapsed(sectionWithID: id), sectionWithID: id)
    }
    guard let content = supplement.content else {
      return titleView(
        kind: kind, at: indexPath, title: supplement.title ?? "", isHeader: isHeader,
        collapsed: collapsible ? shown.isCollapsed : nil, toggle: toggle)
    }
    guard let registration = supplementRegistry.registration(for: content) else {
      controller.report(.missingRenderer(contentType: content.typeName, rowID: nil))
      return titleView(
        kind: kind, at: indexPath, title: "No header/footer view registered for \(content.typeName)",
        isHeader: isHeader, collapsed: collapsible ? shown.isCollapsed : nil, toggle: toggle)
    }
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    let context = SectionSupplementContext(
      sectionID: id, isHeader: isHeader, isCollapsible: collapsible, isCollapsed: shown.isCollapsed,
      isMeasuring: false, toggle: toggle)
    _ = registration.configure(view, content, context)
    if collapsible { SectionToggleControl.installed(inContainer: view).onToggle = toggle }
    return view
  }

  private func titleView(
    kind: String, at indexPath: IndexPath, title: String, isHeader: Bool, collapsed: Bool?,
    toggle: @escaping @MainActor () -> Void
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: TitleSupplementaryView.reuseIdentifier, for: indexPath)
    (view as? TitleSupplementaryView)?.show(title: title, isHeader: isHeader, collapsed: collapsed, toggle: toggle)
    return view
  }
}
