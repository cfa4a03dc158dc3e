#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Shows a ``ListController``'s list in a `UICollectionView`, with the same snapshots as
/// ``TableViewHost``: it gives the collection view its data source, delegate and prefetch data
/// source, installs a compositional layout that lays each section out as its
/// ``Section/collectionLayout(_:)`` says (a list or a grid), dequeues and configures
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
/// Keep a strong reference to the host (the collection view holds its data source weakly). What
/// it shares with ``TableViewHost`` is documented on ``UIKitListHost``.
@MainActor
public final class CollectionViewHost: UIKitListHost {
  /// The collection view this host drives.
  public let collectionView: UICollectionView

  /// The app's own layout for some sections: return a section layout to use instead of the
  /// section's ``Section/collectionLayout``, or `nil` to keep it. Called at every
  /// layout, with the section as shown.
  public var sectionLayoutProvider:
    (@MainActor (_ section: Section, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?)?
  {
    didSet { collectionView.collectionViewLayout.invalidateLayout() }
  }

  /// The app's own delegate (held weakly). The collection view's delegate stays the host's:
  /// every delegate and scroll-view method the host does not implement reaches this one through
  /// Objective-C forwarding; selection, display, scrolling and context menus reach it too (menus
  /// when the row declares none). See <doc:YourOwnDelegate>.
  public weak var delegate: (any UICollectionViewDelegate)? {
    didSet { if !appDelegateDidChange(to: delegate) { delegate = nil } }
  }

  /// The sections the app's ``sectionLayoutProvider`` lays out itself (their rows size freely).
  var sectionIDsWithCustomLayout: Set<SectionID> = []

  /// Creates a host for `collectionView`: installs its compositional layout and gives the view
  /// its data source, delegate and prefetch data source.
  public init(collectionView: UICollectionView, controller: ListController = ListController()) {
    self.collectionView = collectionView
    let adapter = CollectionViewAdapter()
    super.init(listView: collectionView, adapter: adapter, controller: controller)
    adapter.host = self
    collectionView.register(
      MissingRegistrationCollectionCell.self, forCellWithReuseIdentifier: Self.missingRegistrationIdentifier)
    collectionView.register(
      TitleSupplementaryView.self, identifier: TitleSupplementaryView.reuseIdentifier, forSupplements: true)
    collectionView.register(
      TitleSupplementaryView.self, identifier: Self.missingRegistrationIdentifier, forSupplements: true)
    registerPageStatusCell(PageStatusCollectionCell.self, make: { PageStatusCollectionCell(frame: .zero) }) {
      $0.show($1)
    }
    let layout = HostSizedCompositionalLayout { [weak self] index, environment in
      self?.sectionLayout(at: index, environment: environment)
    }
    layout.host = self
    collectionView.collectionViewLayout = layout
    attach()
  }

  // MARK: Registration

  /// Registers `cellType` for rows whose content has type `contentType`; with `setUpNewCell`,
  /// hands every new cell to it once, before the cell's own ``CollectionCell/setUp()`` and its
  /// first ``CollectionCell/configure(with:context:)``, which is where cells get what the
  /// screen provides (an image loader, a formatter) without a global.
  ///
  /// ```swift
  /// host.register(PhotoCell.self) { [images] cell in cell.images = images }
  /// ```
  ///
  /// Cells made for measuring get it as well. Another registration for the same content type
  /// replaces this one, closure and all.
  public func register<Cell: CollectionCell>(
    _ cellType: Cell.Type, for contentType: Cell.Content.Type = Cell.Content.self,
    setUpNewCell: @escaping @MainActor (Cell) -> Void = { _ in }
  ) {
    registerAppCell(
      cellType, for: contentType, kind: "CollectionCell", make: { cellType.init(frame: .zero) },
      setUpNewCell: setUpNewCell, setUp: { $0.setUp() }, configure: { $0.configure(with: $1, context: $2) })
  }

  /// Registers `viewType` for headers and footers whose content has type `contentType`.
  public func registerHeaderFooter<View: CollectionHeaderFooter>(
    _ viewType: View.Type, for contentType: View.Content.Type = View.Content.self
  ) {
    registerAppSupplement(
      viewType, for: contentType, kind: "CollectionHeaderFooter", make: { viewType.init(frame: .zero) },
      setUp: { $0.setUp() }, configure: { $0.configure(with: $1, context: $2) })
  }

  /// Shows rows whose content has type `contentType` in a `UICollectionViewListCell` whose
  /// standard content configuration `configure` fills: no cell class to write. With
  /// `accessories`, the cell shows the accessories it gives for the content: a chevron, a
  /// checkmark, a switch of the app's own.
  ///
  /// ```swift
  /// host.registerListCell(for: NotificationSetting.self) { content, setting, _ in
  ///   content.text = setting.title
  /// } accessories: { setting, context in
  ///   let toggle = UISwitch()
  ///   toggle.isOn = setting.isOn
  ///   toggle.addAction(
  ///     UIAction { [weak toggle] _ in context.send(NotificationToggled(isOn: toggle?.isOn ?? false)) },
  ///     for: .valueChanged)
  ///   return [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
  /// }
  /// ```
  ///
  /// The accessories are made again each time the cell is configured (also when it is
  /// measured: `context.isMeasuring`), so a view among them is shown by one cell at a time;
  /// without `accessories` they are left alone (a registration's cells are never shared with
  /// another's). The cell of a parent in an outline gets `UICellAccessory.outlineDisclosure`
  /// after them, whose tap expands or collapses the row. See <doc:TablesOrCollections> for the
  /// row side.
  public func registerListCell<Content: Equatable & Sendable>(
    for contentType: Content.Type,
    configure: @escaping @MainActor (inout UIListContentConfiguration, Content, CellContext) -> Void,
    accessories: (@MainActor (Content, CellContext) -> [UICellAccessory])? = nil
  ) {
    registerStandardListCell(
      HostSizedListCell.self, for: contentType, make: { HostSizedListCell(frame: .zero) },
      configure: configure
    ) { cell, content, context in
      if let accessories { cell.accessories = accessories(content, context) }
    }
  }

  // MARK: Layout, and by row id

  /// Call when the collection view's width may have changed (e.g. from
  /// `viewDidLayoutSubviews`); cheap when it did not. The host also notices a new width when
  /// the layout asks it for a section.
  public func collectionViewDidLayout() {
    if redirectedToMainActor("collectionViewDidLayout()", { [self] in collectionViewDidLayout() }) { return }
    listViewDidLayout()
  }

  /// Scrolls the row with `id` to `position`, exactly, however far it is and whatever its
  /// estimate: the rows the new viewport shows are measured before the final offset is set.
  /// With no vertical position (`[]`, the default, as the table host's `.none`) the view moves
  /// as little as shows the whole row, and not at all when it is shown whole already. Returns
  /// `false` (and does not scroll) when the row is not shown.
  @discardableResult
  public func scrollToRow(
    withID id: some Hashable & Sendable, at position: UICollectionView.ScrollPosition = [], animated: Bool = true
  ) -> Bool {
    requestScroll(toRowWithID: RowID(id), at: position.elementPosition, animated: animated)
  }

  /// The cell showing the row with `id`, if it is on screen.
  public func cell(forRowID id: some Hashable & Sendable) -> UICollectionViewCell? {
    shownCell(forRowID: RowID(id)) as? UICollectionViewCell
  }

  /// Selects the row with `id` (the app's own id value, as given to `Row(_:_:)`) without calling
  /// the delegate, as UIKit's `selectItem(at:...)` does (in a view that selects one item at a
  /// time, it replaces the selection, a row hidden by a collapsed section included). Returns
  /// `false`, and selects nothing, when the row is not shown (absent, or in a collapsed
  /// section).
  @discardableResult
  public func selectRow(
    withID id: some Hashable & Sendable, animated: Bool = false, scrollPosition: UICollectionView.ScrollPosition = []
  ) -> Bool {
    selectShownRow(withID: RowID(id)) { [collectionView] in
      collectionView.selectItem(at: $0, animated: animated, scrollPosition: scrollPosition)
    }
  }

  // MARK: The collection view's own ways

  override func addOperations(of stage: ListUpdateStage, updates: RowUpdates) {
    collectionView.addOperations(of: stage, updates: updates)
  }

  override func didConfigure(_ cell: UIView, forRowAt path: ElementPath) {
    (cell as? HostSizedListCell)?.host = self
  }

  override func refreshTitleView(_ view: UIView, showing shown: ShownSupplement) {
    (view as? TitleSupplementaryView)?.show(
      title: shown.supplement.title ?? "", isHeader: shown.isHeader, collapsed: shown.collapsedMarker,
      toggle: shown.toggle)
  }

  override func widthDidChange(hadNoWidth: Bool, insideLayout: Bool) {
    // The layout sizes its items again at the new width, taking list rows' heights from the
    // controller. In its own layout pass the view is asking every section's layout anew already.
    if !insideLayout { collectionView.collectionViewLayout.invalidateLayout() }
  }
}
