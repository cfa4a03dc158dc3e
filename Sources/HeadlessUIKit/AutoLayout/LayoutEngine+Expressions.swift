#if !canImport(UIKit)
import Foundation

extension LayoutEngine {
  /// UIKit's standard space between sibling views (the `-` of the visual format language).
  static let standardSpacing: CGFloat = 8
  /// Within one priority, the root's target size wins ties against the content's wishes.
  static let fittingWeight = 1.001

  // MARK: Root

  /// The root at the origin, with the size the mode gives it.
  func addRootEntries(_ item: Item) {
    let object = ObjectIdentifier(root)
    var width: (value: CGFloat, priority: Float, weight: Double) = (0, 1000, 1)
    var height = width
    switch mode {
    case .layout(let size):
      width.value = size.width
      height.value = size.height
    case .fitting(let target, let horizontal, let vertical):
      width = (target.width, horizontal.rawValue, Self.fittingWeight)
      height = (target.height, vertical.rawValue, Self.fittingWeight)
    case nil:
      return
    }
    if isStructureUpdate {
      set(Key(object: object, slot: .rootLeft), pin(item.left, to: 0))
      set(Key(object: object, slot: .rootTop), pin(item.top, to: 0))
      let wantedWidth = pin(item.width, to: width.value, priority: width.priority, weight: width.weight)
      let wantedHeight = pin(item.height, to: height.value, priority: height.priority, weight: height.weight)
      rootSizeEntries.width = set(Key(object: object, slot: .rootWidth), wantedWidth)
      rootSizeEntries.height = set(Key(object: object, slot: .rootHeight), wantedHeight)
    } else {
      move(rootSizeEntries.width, constant: -Double(width.value), priority: width.priority)
      move(rootSizeEntries.height, constant: -Double(height.value), priority: height.priority)
    }
    if isFittingRoot { addIntrinsicEntries(root, item) }
  }

  /// `variable == value`, required unless a priority is given.
  private func pin(_ variable: SolverVariable, to value: CGFloat, priority: Float = 1000, weight: Double = 1) -> Wanted
  {
    var expression = LinearExpression(constant: -Double(value))
    expression.add(1, variable)
    return Wanted(expression: expression, relation: .equal, priority: priority, weight: weight)
  }

  // MARK: Views

  /// A view that translates its autoresizing mask keeps its frame (its flexible parts follow
  /// its superview's size, as the mask says); any other view gets its intrinsic content size
  /// as wishes at its hugging and compression resistance priorities.
  func addViewEntries(_ view: UIView, _ item: Item) {
    guard view.translatesAutoresizingMaskIntoConstraints else {
      item.pinnedFrame = nil
      noteSizedItem(view, item)
      addIntrinsicEntries(view, item)
      return
    }
    guard let parent = view.superview, let parentItem = items[ObjectIdentifier(parent)] else { return }
    let frame = view.frame
    if isStructureUpdate { pinnedItems.append(item) }
    item.pinnedFrame = frame
    let mask = view.autoresizingMask
    let object = ObjectIdentifier(view)
    let horizontal = Self.autoresizedParts(
      leading: frame.minX, size: frame.width, trailing: parent.bounds.width - frame.maxX,
      flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
    )
    let vertical = Self.autoresizedParts(
      leading: frame.minY, size: frame.height, trailing: parent.bounds.height - frame.maxY,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
      ))
    // left = parent.left + a·parent.width + b; width = a'·parent.width + b' (top and height alike).
    let axes = [
      (horizontal, item.left, item.width, parentItem.left, parentItem.width, SystemSlot.pinLeft, SystemSlot.pinWidth),
      (vertical, item.top, item.height, parentItem.top, parentItem.height, .pinTop, .pinHeight),
    ]
    for (parts, edge, length, parentEdge, parentLength, edgeSlot, lengthSlot) in axes {
      var edgeExpression = LinearExpression(constant: -parts.leading.b)
      edgeExpression.add(1, edge)
      edgeExpression.add(-1, parentEdge)
      edgeExpression.add(-parts.leading.a, parentLength)
      var lengthExpression = LinearExpression(constant: -parts.size.b)
      lengthExpression.add(1, length)
      lengthExpression.add(-parts.size.a, parentLength)
      set(Key(object: object, slot: edgeSlot), Wanted(expression: edgeExpression, relation: .equal, priority: 1000))
      set(Key(object: object, slot: lengthSlot), Wanted(expression: lengthExpression, relation: .equal, priority: 1000))
    }
  }

  /// Records what an item sized by its content needs in later updates: its stack weight and
  /// whether its intrinsic height depends on its width.
  func noteSizedItem(_ view: UIView, _ item: Item) {
    item.stackWeight = view.stackArrangementWeight
    item.isWidthDependent = view.hasWidthDependentIntrinsicSize
    sizedItems.append(item)
    if item.isWidthDependent { widthDependentItems.append(item) }
  }

  /// An autoresizing mask along one axis as linear functions of the superview's size `s`: the
  /// leading margin and the size are `a·s + b`. Flexible parts share the change of `s` in
  /// proportion to their current lengths (equally when those are all zero), as UIKit documents
  /// for several flexible parts on one axis.
  static func autoresizedParts(
    leading: CGFloat, size: CGFloat, trailing: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (leading: (a: Double, b: Double), size: (a: Double, b: Double)) {
    let parts = [leading, size, trailing].map(Double.init)
    let isFlexible = [flexible.0, flexible.1, flexible.2]
    let flexibleCount = isFlexible.filter { $0 }.count
    guard flexibleCount > 0 else { return ((0, parts[0]), (0, parts[1])) }
    let fixed = zip(parts, isFlexible).filter { !$0.1 }.map(\.0).reduce(0, +)
    let flexibleTotal = zip(parts, isFlexible).filter { $0.1 }.map(\.0).reduce(0, +)
    func line(_ index: Int) -> (a: Double, b: Double) {
      guard isFlexible[index] else { return (0, parts[index]) }
      let share = flexibleTotal > 0 ? parts[index] / flexibleTotal : 1 / Double(flexibleCount)
      return (share, -fixed * share)
    }
    return (line(0), line(1))
  }

  /// The intrinsic content size as two wishes per axis: not smaller at the compression
  /// resistance priority, not larger at the hugging priority. In a stack view, earlier arranged
  /// views hold a little harder along its axis, so that the last one stretches or shrinks when
  /// the priorities leave the choice to the order of arrangement.
  func addIntrinsicEntries(_ view: UIView, _ item: Item) {
    var size = view.cachedIntrinsicContentSize
    // New text is measured straight at the width the last layout gave it (usually the width it
    // gets again); the solution says whether that width still holds.
    item.intrinsicRevision = view.autoLayoutState?.intrinsicRevision ?? 0
    if let width = item.measuredWidth, item.isWidthDependent {
      size = view.intrinsicContentSize(forWidth: width)
    }
    let priorities = view.contentPriorities
    item.contentPriorities = priorities
    let bias = item.stackWeight
    let widthWeight = bias.axis == .horizontal ? bias.weight : 1
    let heightWeight = bias.axis == .vertical ? bias.weight : 1
    addSizeWish(
      0, of: item, view: view, item.width, size.width, .greaterThanOrEqual, priorities.compressionWidth, widthWeight)
    addSizeWish(1, of: item, view: view, item.width, size.width, .lessThanOrEqual, priorities.huggingWidth, widthWeight)
    addSizeWish(
      2, of: item, view: view, item.height, size.height, .greaterThanOrEqual, priorities.compressionHeight, heightWeight
    )
    addSizeWish(
      3, of: item, view: view, item.height, size.height, .lessThanOrEqual, priorities.huggingHeight, heightWeight)
  }

  private static let sizeSlots: [SystemSlot] = [.compressionWidth, .huggingWidth, .compressionHeight, .huggingHeight]

  private func addSizeWish(
    _ slot: Int, of item: Item, view: UIView, _ variable: SolverVariable, _ length: CGFloat,
    _ relation: SolverRelation, _ priority: Float, _ weight: Double
  ) {
    let index = item.sizeEntries[slot]
    guard length >= 0 else {
      // No intrinsic length on this axis: a full update leaves the wish out (and sweeps it).
      if !isStructureUpdate, index >= 0 { needsStructureUpdate = true }
      item.sizeEntries[slot] = -1
      return
    }
    if !isStructureUpdate, index >= 0, entries[index].isLive, entries[index].key.object == ObjectIdentifier(view) {
      move(index, constant: -Double(length), priority: priority)
      return
    }
    var expression = LinearExpression(constant: -Double(length))
    expression.add(1, variable)
    item.sizeEntries[slot] = set(
      Key(object: ObjectIdentifier(view), slot: Self.sizeSlots[slot]),
      Wanted(expression: expression, relation: relation, priority: priority, weight: weight))
  }

  // MARK: Guides

  /// A view's own guides follow the view: the margins guide and the safe area guide are its
  /// bounds inset by its layout margins and its safe area; the readable content guide is the
  /// margins' rectangle, centred and no wider than the readable width.
  func addGuideEntries(_ guide: UILayoutGuide, _ item: Item) {
    guard guide.kind != .custom, let owner = guide.owningView, let ownerItem = items[ObjectIdentifier(owner)] else {
      return
    }
    let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMargins
    let object = ObjectIdentifier(guide)
    func relation(
      _ slot: SystemSlot, _ terms: [(Double, SolverVariable)], _ constant: CGFloat, _ relation: SolverRelation = .equal,
      priority: Float = 1000
    ) {
      var expression = LinearExpression(constant: Double(constant))
      for (coefficient, variable) in terms { expression.add(coefficient, variable) }
      set(
        Key(object: object, slot: slot),
        Wanted(expression: expression, relation: relation, priority: priority))
    }
    relation(.guideTop, [(1, item.top), (-1, ownerItem.top)], -insets.top)
    relation(.guideHeight, [(1, item.height), (-1, ownerItem.height)], insets.top + insets.bottom)
    guard guide.kind == .readableContent else {
      relation(.guideLeft, [(1, item.left), (-1, ownerItem.left)], -insets.left)
      relation(.guideWidth, [(1, item.width), (-1, ownerItem.width)], insets.left + insets.right)
      return
    }
    // Centred in the margins: 2·left + width == 2·owner.left + owner.width + left inset - right inset.
    relation(
      .guideLeft, [(2, item.left), (1, item.width), (-2, ownerItem.left), (-1, ownerItem.width)],
      insets.right - insets.left)
    relation(.guideLeading, [(1, item.left), (-1, ownerItem.left)], -insets.left, .greaterThanOrEqual)
    relation(.guideWidth, [(1, item.width), (-1, ownerItem.width)], insets.left + insets.right, .lessThanOrEqual)
    relation(.guideReadable, [(1, item.width)], -UIView.readableContentWidth, .lessThanOrEqual)
    relation(.guideFill, [(1, item.width), (-1, ownerItem.width)], insets.left + insets.right, priority: 999)
  }

  // MARK: The app's constraints

  /// `first - multiplier · second - constant` compared with zero; a full update records what
  /// the entry was made from.
  func addEntry(for constraint: NSLayoutConstraint, source: Int? = nil) {
    var expression = LinearExpression()
    var isDerived = constraint.systemSpacingMultiplier != nil
    let sides = [(constraint.firstForm, 1.0), (constraint.secondForm, -Double(constraint.multiplier))]
    for case (let form?, let factor) in sides {
      for term in form.terms {
        isDerived = add(term, times: factor * Double(term.coefficient), into: &expression) || isDerived
      }
    }
    var constant = constraint.constant
    if let spacing = constraint.systemSpacingMultiplier { constant += spacing * Self.systemSpacing(for: constraint) }
    expression.constant -= Double(constant)
    let relation: SolverRelation =
      switch constraint.relation {
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      case .lessThanOrEqual: .lessThanOrEqual
      }
    let wanted = Wanted(
      expression: expression, relation: relation, priority: constraint.priority.rawValue,
      isSystem: constraint.isSystemConstraint, serial: constraint.activationSerial, constraint: constraint)
    if let source, entries[sources[source].entry].isLive,
      entries[sources[source].entry].expression.row.hasSameTerms(as: expression.row)
    {
      move(sources[source].entry, constant: expression.constant, priority: wanted.priority)
      return
    }
    let entry = set(Key(object: ObjectIdentifier(constraint), slot: .constraint), wanted)
    if let source {
      sources[source].entry = entry
    } else {
      sources.append(
        ConstraintSource(
          constraint: constraint, constant: constraint.constant, priority: constraint.priority, isDerived: isDerived,
          entry: entry))
    }
  }

  /// The system spacing of a system-spacing constraint: the standard space between views, or
  /// between baselines of text one line of the receiver's font (see the Auto Layout article).
  static func systemSpacing(for constraint: NSLayoutConstraint) -> CGFloat {
    for form in [constraint.firstForm, constraint.secondForm].compactMap({ $0 }) {
      guard let term = form.terms.first, term.attribute == .firstBaseline || term.attribute == .lastBaseline,
        let label = layoutView(for: term) as? UILabel
      else { continue }
      return (label.font ?? UIFont.systemFont(ofSize: 17)).lineHeight
    }
    return standardSpacing
  }

  /// Adds `coefficient · attribute` of a term's item in the root's coordinate space; answers
  /// whether the constant depends on margins or fonts (and must be made again when values
  /// change).
  @discardableResult
  private func add(_ term: AnchorTerm, times coefficient: Double, into expression: inout LinearExpression) -> Bool {
    let k = coefficient
    if let guide = term.item as? UILayoutGuide {
      guard let item = items[ObjectIdentifier(guide)] else { return false }
      addEdges(term.attribute, of: item, margins: .zero, times: k, into: &expression)
      return false
    }
    guard let view = term.item as? UIView else { return false }
    switch term.attribute {
    case .firstBaseline, .lastBaseline:
      let isFirst = term.attribute == .firstBaseline
      let textView = view.baselineView(first: isFirst)
      guard let item = items[ObjectIdentifier(textView)] else { return true }
      expression.add(k, item.top)
      if let offsets = textView.baselineOffsets {
        if isFirst {
          expression.constant += k * Double(offsets.fromTop)
        } else {
          expression.add(k, item.height)
          expression.constant -= k * Double(offsets.fromBottom)
        }
      } else {
        expression.add(k, item.height)  // a view without text: its bottom edge
      }
      return true
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      guard let item = items[ObjectIdentifier(view)] else { return true }
      addEdges(term.attribute, of: item, margins: view.effectiveLayoutMargins, times: k, into: &expression)
      return true
    default:
      guard let item = items[ObjectIdentifier(view)] else { return false }
      addEdges(term.attribute, of: item, margins: .zero, times: k, into: &expression)
      return false
    }
  }

  private func addEdges(
    _ attribute: NSLayoutConstraint.Attribute, of item: Item, margins: UIEdgeInsets, times k: Double,
    into expression: inout LinearExpression
  ) {
    switch attribute {
    case .left, .leading:
      expression.add(k, item.left)
    case .right, .trailing:
      expression.add(k, item.left)
      expression.add(k, item.width)
    case .centerX:
      expression.add(k, item.left)
      expression.add(k / 2, item.width)
    case .width:
      expression.add(k, item.width)
    case .top:
      expression.add(k, item.top)
    case .bottom, .firstBaseline, .lastBaseline:
      expression.add(k, item.top)
      expression.add(k, item.height)
    case .centerY:
      expression.add(k, item.top)
      expression.add(k / 2, item.height)
    case .height:
      expression.add(k, item.height)
    case .leftMargin, .leadingMargin:
      addEdges(.left, of: item, margins: margins, times: k, into: &expression)
      expression.constant += k * Double(margins.left)
    case .rightMargin, .trailingMargin:
      addEdges(.right, of: item, margins: margins, times: k, into: &expression)
      expression.constant -= k * Double(margins.right)
    case .centerXWithinMargins:
      addEdges(.centerX, of: item, margins: margins, times: k, into: &expression)
      expression.constant += k * Double(margins.left - margins.right) / 2
    case .topMargin:
      addEdges(.top, of: item, margins: margins, times: k, into: &expression)
      expression.constant += k * Double(margins.top)
    case .bottomMargin:
      addEdges(.bottom, of: item, margins: margins, times: k, into: &expression)
      expression.constant -= k * Double(margins.bottom)
    case .centerYWithinMargins:
      addEdges(.centerY, of: item, margins: margins, times: k, into: &expression)
      expression.constant += k * Double(margins.top - margins.bottom) / 2
    case .notAnAttribute:
      break
    }
  }
}
#endif
