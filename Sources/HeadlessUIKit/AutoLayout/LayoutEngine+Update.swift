#if !canImport(UIKit)
import Foundation

extension LayoutEngine {
  /// The views and constraints of the island, gathered from the root down.
  struct Island {
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []
    /// Subviews that translate an autoresizing mask with flexible parts: items pinned to their
    /// superview, whose size the engine may change.
    var autoresized: [UIView] = []
  }

  /// Walks the island and hands the solver what changed (see the type's discussion).
  func update() {
    mark &+= 1
    runConstraintUpdates()
    let island = gatherIsland()
    isEmpty =
      island.constraints.isEmpty && !island.views.dropFirst().contains { !$0.translatesAutoresizingMaskIntoConstraints }
    let rootItem = item(for: root)
    rootItem.mark = mark
    // The app's constraints: their items (and the items' superviews up to the root) join first.
    var usable: [NSLayoutConstraint] = []
    usable.reserveCapacity(island.constraints.count)
    for constraint in island.constraints where addItems(of: constraint) { usable.append(constraint) }
    for view in island.autoresized { addChain(from: view) }
    removeStaleRequiredEntries(keeping: usable)
    sizedItems.removeAll(keepingCapacity: true)
    pinnedItems.removeAll(keepingCapacity: true)
    widthDependentItems.removeAll(keepingCapacity: true)
    isStructureUpdate = true
    if isFittingRoot {
      rootItem.pinnedFrame = nil
      noteSizedItem(root, rootItem)
    }
    addRootEntries(rootItem)
    for item in items.values where item.mark == mark {
      if let view = item.view, view !== root { addViewEntries(view, item) }
      if let guide = item.guide { addGuideEntries(guide, item) }
    }
    sources.removeAll(keepingCapacity: true)
    for constraint in usable { addEntry(for: constraint) }
    derivedSources = sources.indices.filter { sources[$0].isDerived }
    sweep()
    isStructureUpdate = false
    // Constraints broken earlier may fit now that the island changed.
    if !brokenEntries.isEmpty { retryBrokenEntries() }
    settleWidthDependentSizes()
    if case .layout = mode { markMovedViews() }
    // Stack views may have replaced their constraints while this update ran.
    isStructureDirty = false
  }

  /// The update after only values changed (constants, intrinsic sizes, priorities, the root's
  /// size, pinned frames): only the entries made from those are looked at, and their constant
  /// moves settle in one dual optimisation.
  func updateValues() {
    guard let rootItem = items[ObjectIdentifier(root)], rootSizeEntries.width >= 0 else { return update() }
    isDeferringFeasibility = true
    addRootEntries(rootItem)
    for item in pinnedItems {
      guard let view = item.view, let frame = item.pinnedFrame, view.frame != frame else { continue }
      addViewEntries(view, item)
    }
    for item in sizedItems where item !== rootItem {
      guard let view = item.view else { continue }
      if item.intrinsicRevision != view.autoLayoutState?.intrinsicRevision ?? 0
        || item.contentPriorities != view.contentPriorities
      {
        addIntrinsicEntries(view, item)
      }
    }
    for index in areConstraintsDirty ? Array(sources.indices) : derivedSources {
      let source = sources[index]
      let constraint = source.constraint
      guard source.isDerived || constraint.constant != source.constant || constraint.priority != source.priority
      else { continue }
      sources[index].constant = constraint.constant
      sources[index].priority = constraint.priority
      addEntry(for: constraint, source: index)
    }
    isDeferringFeasibility = false
    settleDeferredMoves()
    if needsStructureUpdate {
      needsStructureUpdate = false
      return update()
    }
    settleWidthDependentSizes()
    if case .layout = mode { markMovedViews() }
  }

  /// Removes, before anything is added, the required entries this update will not make again
  /// (deactivated constraints, pins of views no longer pinned, guides gone): left until the
  /// sweep, they would conflict with their replacements and break constraints for nothing.
  private func removeStaleRequiredEntries(keeping usable: [NSLayoutConstraint]) {
    let kept = Set(usable.map(ObjectIdentifier.init))
    for index in entries.indices {
      let entry = entries[index]
      guard entry.isLive, entry.id != nil || brokenEntries.contains(index) else { continue }
      let isStale: Bool
      switch entry.key.slot {
      case .constraint:
        isStale = !kept.contains(entry.key.object)
      case .pinLeft, .pinTop, .pinWidth, .pinHeight:
        let item = items[entry.key.object]
        isStale =
          item == nil || item!.mark != mark || item!.view == nil || item!.view === root
          || !item!.view!.translatesAutoresizingMaskIntoConstraints
      case .guideLeft, .guideTop, .guideWidth, .guideHeight, .guideLeading, .guideTrailing, .guideReadable, .guideFill:
        isStale = items[entry.key.object]?.mark != mark
      default:
        isStale = false
      }
      if isStale { retire(index) }
    }
  }

  /// Calls `updateConstraints()` where it was asked for, from the leaves up, after stack views
  /// refreshed the constraints they make (UIKit's constraint update pass).
  private func runConstraintUpdates() {
    for view in gatherIsland().views.reversed() {
      (view as? UIStackView)?.refreshArrangementConstraints()
      // A view without state never ran the pass: it needs it (UIKit runs it once for every view).
      let state = view.autoLayout
      guard state.needsUpdateConstraints else { continue }
      state.needsUpdateConstraints = false
      view.updateConstraints()
    }
  }

  /// The island's views (pre-order) and the active constraints installed on them. A subview
  /// that translates its autoresizing mask and that no constraint installed above it reaches
  /// into is the root of its own island: it is not entered.
  func gatherIsland() -> Island {
    var island = Island()
    var reachedInto = Set<ObjectIdentifier>()
    var pending = [root]
    while let view = pending.popLast() {
      island.views.append(view)
      for constraint in view.installedConstraints {
        island.constraints.append(constraint)
        noteReach(of: constraint, installedOn: view, into: &reachedInto)
      }
      for subview in view.subviews.reversed() {
        if subview.translatesAutoresizingMaskIntoConstraints, !reachedInto.contains(ObjectIdentifier(subview)) {
          if !subview.autoresizingMask.isEmpty { island.autoresized.append(subview) }
          continue
        }
        pending.append(subview)
      }
    }
    return island
  }

  /// Marks the views strictly between `view` and each item of the constraint: the constraint
  /// reaches into them.
  private func noteReach(
    of constraint: NSLayoutConstraint, installedOn view: UIView, into reachedInto: inout Set<ObjectIdentifier>
  ) {
    constraint.forEachTerm { term in
      guard var current = LayoutEngine.layoutView(for: term) else { return }
      while let parent = current.superview, parent !== view {
        reachedInto.insert(ObjectIdentifier(parent))
        current = parent
      }
    }
  }

  /// The view whose rectangle a term places (a baseline's text view, a guide's owning view).
  static func layoutView(for term: AnchorTerm) -> UIView? {
    guard let view = term.item as? UIView else { return term.placedView }
    switch term.attribute {
    case .firstBaseline: return view.baselineView(first: true)
    case .lastBaseline: return view.baselineView(first: false)
    default: return view
    }
  }

  // MARK: Items

  /// The item of a view or guide, made if needed.
  func item(for view: UIView) -> Item { item(view, view: view, guide: nil) }

  func item(for guide: UILayoutGuide) -> Item { item(guide, view: nil, guide: guide) }

  private func item(_ object: AnyObject, view: UIView?, guide: UILayoutGuide?) -> Item {
    let key = ObjectIdentifier(object)
    if let existing = items[key] { return existing }
    let made = Item(solver: &solver, view: view, guide: guide)
    items[key] = made
    return made
  }

  /// Adds (and marks) the items a constraint's terms place, with every superview up to the root;
  /// answers `false` when an item is gone or outside the island (the constraint is skipped).
  private func addItems(of constraint: NSLayoutConstraint) -> Bool {
    var usable = true
    constraint.forEachTerm { term in
      guard let view = LayoutEngine.layoutView(for: term), addChain(from: view) else {
        usable = false
        return
      }
      if let guide = term.item as? UILayoutGuide { item(for: guide).mark = mark }
    }
    return usable
  }

  /// Marks `view` and its superviews up to the root as items; `false` if the root is not reached.
  @discardableResult
  func addChain(from view: UIView) -> Bool {
    var current: UIView? = view
    while let candidate = current {
      let entry = item(for: candidate)
      if entry.mark == mark { return true }  // the rest of the chain is marked already
      entry.mark = mark
      if candidate === root { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: After solving

  /// Multi-line text is measured again at the width the solution gave it, as UIKit's labels do
  /// with their automatic preferred maximum width, until the widths settle (a few passes).
  /// UIKit measures such text unwrapped first in every layout pass; starting from the width of
  /// the last pass is a shortcut that holds unless the unwrapped text would now get more room
  /// (its container grew, a neighbour shrank), so wrapped text is offered its natural size once
  /// more before the widths are taken as settled.
  private func settleWidthDependentSizes() {
    var offeredNatural = false
    for _ in 0..<6 {
      settleDeferredMoves()
      var changed = false
      for item in widthDependentItems {
        guard let view = item.view else { continue }
        let width = value(of: item.width)
        if let measured = item.measuredWidth, abs(measured - width) < 0.5 { continue }
        if item.measuredWidth == nil, width >= view.cachedIntrinsicContentSize.width - 0.5 { continue }
        item.measuredWidth = width
        remeasure(view, item)
        changed = true
      }
      if !changed {
        if offeredNatural || !offerNaturalSizes() { break }
        offeredNatural = true
      }
    }
    settleDeferredMoves()
  }

  /// Offers the text that is wrapped its unwrapped size; answers whether one of them gets more
  /// room than it was measured at (the others are measured at their widths again).
  private func offerNaturalSizes() -> Bool {
    let wrapped = widthDependentItems.compactMap { item -> (Item, UIView, CGFloat)? in
      guard let view = item.view, let measured = item.measuredWidth,
        measured < view.cachedIntrinsicContentSize.width - 0.5
      else { return nil }
      item.measuredWidth = nil
      remeasure(view, item)
      return (item, view, measured)
    }
    guard !wrapped.isEmpty else { return false }
    settleDeferredMoves()
    var grew = false
    for (item, view, measured) in wrapped {
      if value(of: item.width) > measured + 0.5 {
        grew = true
      } else {
        item.measuredWidth = measured
        remeasure(view, item)
      }
    }
    return grew
  }

  private func remeasure(_ view: UIView, _ item: Item) {
    isDeferringFeasibility = true
    addIntrinsicEntries(view, item)
    isDeferringFeasibility = false
  }

  var isFittingRoot: Bool {
    if case .fitting = mode { return true }
    return false
  }

  /// Views whose solved frame differs from their frame: their superviews lay out again, so the
  /// frames are applied in this layout pass.
  func markMovedViews() {
    for item in items.values where item.mark == mark {
      guard let view = item.view, view !== root, !view.translatesAutoresizingMaskIntoConstraints,
        let solved = frame(of: view), solved != view.frame
      else { continue }
      view.superview?.setNeedsLayout()
    }
  }
}

extension NSLayoutConstraint {
  /// Calls `body` with every term of both sides.
  func forEachTerm(_ body: (AnchorTerm) -> Void) {
    for term in firstForm.terms { body(term) }
    if let secondForm { for term in secondForm.terms { body(term) } }
  }

  /// Whether a term of either side satisfies `isMatch`.
  func hasTerm(where isMatch: (AnchorTerm) -> Bool) -> Bool {
    firstForm.terms.contains(where: isMatch) || secondForm?.terms.contains(where: isMatch) == true
  }
}
#endif
