#if !canImport(UIKit)
import Foundation

// Loading, section layouts, registration and dequeue (CV-B3, CV-L1, CV-R1..R5).
extension UICollectionView {
  /// Throws away cached counts and geometry; the next layout loads again. The selection is
  /// cleared at once, as UIKit does. Calling it inside a batch or with uncommitted updates is
  /// misuse (CV-B5).
  public func reloadData() { discardCachesForReload() }

  /// The number of sections, from the cache; loads it first if it is invalid.
  public var numberOfSections: Int { answerFromCache { model.sections.count } }

  /// The number of items of a section, from the cache; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    answerFromCache { model.sections.indices.contains(section) ? model.sections[section].itemCount : 0 }
  }

  /// Whether a batch is open or being committed.
  public var hasUncommittedUpdates: Bool {
    checkMainThread()
    return batchSession.hasUncommittedUpdates
  }

  /// Registers a cell class for an identifier; `nil` unregisters (CV-R1).
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    register(cellClass, identifier: identifier, key: identifier, classes: \.cellClasses, queue: \.cellPool)
  }

  /// Registers a supplementary view class for a kind and an identifier; `nil` unregisters (CV-R1).
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    let key = Self.supplementaryKey(elementKind, identifier)
    register(viewClass, identifier: identifier, key: key, classes: \.supplementaryClasses, queue: \.supplementaryPool)
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
    let cell = dequeue(identifier, kind: kind, key: identifier, pool: \.cellPool, classes: cellClasses)
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
    let view = dequeue(
      identifier, kind: elementKind, key: key, pool: \.supplementaryPool, classes: supplementaryClasses)
    noteDequeued(view, kind: elementKind, at: indexPath)
    return view
  }

  // MARK: Internals

  static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "|" + identifier }

  /// A view of `identifier` from the queue of `key`, prepared for reuse (CV-R3), else made from
  /// the class registered for `key`, else (CV-R1) a violation and a plain view.
  private func dequeue<View: UICollectionReusableView>(
    _ identifier: String, kind: String, key: String,
    pool: ReferenceWritableKeyPath<UICollectionView, ReuseQueues<View>>,
    classes: [String: View.Type]
  ) -> View {
    let made = reuseOrCreate(identifier, key: key, pool: pool, classes: classes) { type in
      let view = type.init(frame: .zero)
      view.reuseIdentifier = identifier
      return view
    }
    if let made { return made }
    recordViolation(CollectionUpdateError(.unregisteredIdentifier(kind: kind, identifier: identifier)))
    let view = View(frame: .zero)
    view.reuseIdentifier = identifier
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
    return sectionCounts(sections, event: { .numberOfItems(section: $0) }) {
      dataSource.collectionView(self, numberOfItemsInSection: $0)
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
