#if !canImport(UIKit)
import Foundation

// Loading, section layouts, registration and dequeue (CV-B3, CV-L1, CV-R1..R5).
extension UICollectionView {
  /// Throws away cached counts and geometry; the next layout loads again. The selection is
  /// cleared at once, as UIKit does. Calling it inside a batch or with uncommitted updates is
  /// misuse (CV-B5).
  public func reloadData() {
    checkMainThread()
    discardCachesForReload()
  }

  /// The number of sections, from the cache; loads it first if it is invalid.
  public var numberOfSections: Int {
    checkMainThread()
    loadIfNeeded()
    return model.sections.count
  }

  /// The number of items of a section, from the cache; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    checkMainThread()
    loadIfNeeded()
    guard section >= 0, section < model.sections.count else { return 0 }
    return model.sections[section].itemCount
  }

  /// Whether a batch is open or being committed.
  public var hasUncommittedUpdates: Bool {
    checkMainThread()
    return batchSession.hasUncommittedUpdates
  }

  /// Registers a cell class for an identifier; `nil` unregisters (CV-R1).
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    checkMainThread()
    guard !identifier.isEmpty else { return recordViolation(CollectionUpdateError(.invalidReuseIdentifier)) }
    cellPool.empty(identifier)
    guard let cellClass else { return cellClasses[identifier] = nil }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      return recordViolation(CollectionUpdateError(.invalidRegisteredClass(String(describing: cellClass))))
    }
    cellClasses[identifier] = type
  }

  /// Registers a supplementary view class for a kind and an identifier; `nil` unregisters (CV-R1).
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    checkMainThread()
    guard !identifier.isEmpty else { return recordViolation(CollectionUpdateError(.invalidReuseIdentifier)) }
    let key = Self.supplementaryKey(elementKind, identifier)
    supplementaryPool.empty(key)
    guard let viewClass else { return supplementaryClasses[key] = nil }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      return recordViolation(CollectionUpdateError(.invalidRegisteredClass(String(describing: viewClass))))
    }
    supplementaryClasses[key] = type
  }

  /// A cell for `indexPath` from the reuse queue (after `prepareForReuse()`) or newly created.
  /// Call it from `collectionView(_:cellForItemAt:)` only, once per call (CV-R4).
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    checkMainThread()
    let kind = Self.elementKindCell
    if let request = viewRequest, request.kind == kind, let existing = request.reconfiguring {
      if existing.reuseIdentifier == identifier {
        log(.dequeue(identifier: identifier, reused: true))
        viewRequest?.dequeued.append(ObjectIdentifier(existing))
        return existing
      }
      recordViolation(
        CollectionUpdateError(
          .reconfigureChangedCellType(indexPath, expected: existing.reuseIdentifier, dequeued: identifier)))
    }
    let cell: UICollectionViewCell
    if let pooled = cellPool.dequeue(identifier) {
      prepareForReuse(pooled, identifier: identifier)
      cell = pooled
    } else if let type = cellClasses[identifier] {
      cell = create(type, identifier: identifier)
    } else {
      recordViolation(CollectionUpdateError(.unregisteredIdentifier(kind: kind, identifier: identifier)))
      cell = UICollectionViewCell(frame: .zero)
      cell.reuseIdentifier = identifier
    }
    noteDequeued(cell, kind: kind, at: indexPath)
    return cell
  }

  /// A supplementary view of `elementKind` for `indexPath`. Call it from
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` only (CV-R4, CV-R5).
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    checkMainThread()
    let key = Self.supplementaryKey(elementKind, identifier)
    let view: UICollectionReusableView
    if let pooled = supplementaryPool.dequeue(key) {
      prepareForReuse(pooled, identifier: identifier)
      view = pooled
    } else if let type = supplementaryClasses[key] {
      view = create(type, identifier: identifier)
    } else {
      recordViolation(CollectionUpdateError(.unregisteredIdentifier(kind: elementKind, identifier: identifier)))
      view = UICollectionReusableView(frame: .zero)
      view.reuseIdentifier = identifier
    }
    noteDequeued(view, kind: elementKind, at: indexPath)
    return view
  }

  // MARK: Internals

  static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "|" + identifier }

  private func create<View: UICollectionReusableView>(_ type: View.Type, identifier: String) -> View {
    log(.dequeue(identifier: identifier, reused: false))
    let view = type.init(frame: .zero)
    view.reuseIdentifier = identifier
    simulation.cellsCreated[identifier, default: 0] += 1
    return view
  }

  /// CV-R4: a dequeue belongs to the request for that kind under way; any other is raised.
  private func noteDequeued(_ view: UICollectionReusableView, kind: String, at indexPath: IndexPath) {
    guard viewRequest?.kind == kind else {
      return recordViolation(CollectionUpdateError(.viewNotDequeuedForRequest(kind: kind, indexPath)))
    }
    viewRequest?.dequeued.append(ObjectIdentifier(view))
  }

  /// The load sequence: `numberOfSections(in:)`, `numberOfItemsInSection` for every section,
  /// then every section's layout. Cells and supplementary views are asked for by the layout
  /// pass, for what is visible only. Views on screen go back to their queues.
  func loadData() {
    recycleAllVisibleViews()
    selectedItems = []
    prefetching.reset()
    let counts = askCounts()
    model = CollectionLayoutModel(
      sections: counts.enumerated().map { makeSection($0.offset, count: $0.element) }, width: bounds.width)
    cacheIsValid = true
    updateContentSize()
  }

  /// The counts the data source reports now.
  func askCounts() -> [Int] {
    guard let dataSource else { return [] }
    log(.numberOfSections)
    let sections = Swift.max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { section in
      log(.numberOfItems(section: section))
      return Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
    }
  }

  /// The geometry of a section new to the collection view.
  func makeSection(_ section: Int, count: Int) -> CollectionSectionGeometry {
    let (spec, list) = sectionSpec(section)
    return CollectionSectionGeometry(spec: spec, list: list, count: count)
  }

  /// Asks the layout for every section again, keeping the heights whose rules hold.
  func refreshSectionLayouts() {
    model.needsSectionLayouts = false
    let widthChanged = model.width != bounds.width
    model.width = bounds.width
    for section in model.sections.indices {
      let (spec, list) = sectionSpec(section)
      model.updateSection(section) { geometry in
        geometry.adopt(spec, list: list)
        if widthChanged { geometry.markEstimated() }
      }
    }
  }

  /// CV-L1..L8: the section's layout from the compositional layout, resolved for the width.
  func sectionSpec(_ section: Int) -> (CollectionSectionSpec, UICollectionLayoutListConfiguration?) {
    guard let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout else {
      if !simulation.warnings.contains(.unsupportedLayout("not a compositional layout: one full-width column")) {
        warn(.unsupportedLayout("not a compositional layout: one full-width column"))
      }
      return (CollectionSectionSpec(), nil)
    }
    log(.sectionLayout(section: section))
    let environment = CollectionLayoutEnvironment(size: bounds.size)
    guard let layout = compositional.sectionProvider(section, environment) else {
      return (CollectionSectionSpec(rule: .fixed(0)), nil)
    }
    return (resolve(layout), layout.listConfiguration)
  }

  private func resolve(_ layout: NSCollectionLayoutSection) -> CollectionSectionSpec {
    var spec = CollectionSectionSpec()
    spec.insets = layout.contentInsets
    spec.lineSpacing = layout.interGroupSpacing
    spec.isList = layout.listConfiguration != nil
    spec.supplementsFollowInsets = layout.supplementariesFollowContentInsets
    let group = layout.group
    spec.columns = group.axis == .horizontal ? Swift.max(1, group.subitems.count) : 1
    spec.itemSpacing = group.interItemSpacing?.spacing ?? 0
    let contentWidth = Swift.max(0, bounds.width - spec.insets.leading - spec.insets.trailing)
    spec.rule = rule(for: group.layoutSize.heightDimension, width: contentWidth)
    for item in layout.boundarySupplementaryItems {
      let rule = rule(for: item.layoutSize.heightDimension, width: contentWidth)
      switch item.alignment {
      case .top: spec.header = (item.elementKind, rule)
      case .bottom: spec.footer = (item.elementKind, rule)
      default: warn(.unsupportedLayout("boundary item of kind \(item.elementKind) aligned \(item.alignment): ignored"))
      }
    }
    return spec
  }

  private func rule(for dimension: NSCollectionLayoutDimension, width: CGFloat) -> CollectionHeightRule {
    switch dimension.kind {
    case .absolute: return .fixed(sanitized(dimension.dimension))
    case .estimated: return .estimated(sanitized(dimension.dimension))
    case .fractionalWidth: return .fixed(sanitized(width * dimension.dimension))
    case .fractionalHeight:
      warn(.unsupportedLayout("a fractional height in a vertical layout: estimated at 44 points"))
      return .estimated(44)
    }
  }

  /// Sends every visible cell and supplementary view back to its queue with `didEndDisplaying`.
  func recycleAllVisibleViews() {
    for item in visibleItems.removeAll() { endDisplaying(item.view, at: item.path) }
    for (position, view) in visibleSupplements.sorted(by: { $0.key.section < $1.key.section }) {
      endDisplayingSupplement(view, at: position)
    }
    visibleSupplements = [:]
  }

  /// Publishes `contentSize`.
  func updateContentSize() {
    let size = CGSize(width: bounds.width, height: model.contentHeight)
    if size != contentSize { contentSize = size }
  }
}
#endif
