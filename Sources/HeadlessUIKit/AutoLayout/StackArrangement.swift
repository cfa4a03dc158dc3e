#if !canImport(UIKit)
import Foundation

/// The constraints a ``UIStackView`` installs on itself for its arrangement, named as UIKit
/// names them in its logs (`UISV-canvas-connection`, `UISV-spacing`, `UISV-hiding`, …).
@MainActor
struct StackArrangement {
  typealias Attribute = NSLayoutConstraint.Attribute

  let stack: UIStackView
  let views: [UIView]
  let customSpacings: [ObjectIdentifier: CGFloat]

  private var isRow: Bool { stack.axis == .horizontal }
  private var relativeToMargins: Bool { stack.isLayoutMarginsRelativeArrangement }

  // Attributes along the axis and across it, of an arranged view and of the stack's canvas
  // (its bounds or its margins).
  private var lead: Attribute { isRow ? .leading : .top }
  private var trail: Attribute { isRow ? .trailing : .bottom }
  private var length: Attribute { isRow ? .width : .height }
  private var crossLead: Attribute { isRow ? .top : .leading }
  private var crossTrail: Attribute { isRow ? .bottom : .trailing }
  private var crossCenter: Attribute { isRow ? .centerY : .centerX }
  private var crossLength: Attribute { isRow ? .height : .width }
  private var canvasLead: Attribute { relativeToMargins ? (isRow ? .leadingMargin : .topMargin) : lead }
  private var canvasTrail: Attribute { relativeToMargins ? (isRow ? .trailingMargin : .bottomMargin) : trail }
  private var canvasCrossLead: Attribute { relativeToMargins ? (isRow ? .topMargin : .leadingMargin) : crossLead }
  private var canvasCrossTrail: Attribute { relativeToMargins ? (isRow ? .bottomMargin : .trailingMargin) : crossTrail }
  private var canvasCrossCenter: Attribute {
    relativeToMargins ? (isRow ? .centerYWithinMargins : .centerXWithinMargins) : crossCenter
  }

  private func make(
    _ first: AnyObject, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
    _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: UILayoutPriority = .required, _ identifier: String
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      first: AnchorForm(item: first, attribute: firstAttribute), relation: relation,
      second: second.map { AnchorForm(item: $0, attribute: secondAttribute) }, multiplier: multiplier,
      constant: constant)
    return named(constraint, priority: priority, identifier)
  }

  /// `constraint` with `priority` and UIKit's name for it.
  private func named(
    _ constraint: NSLayoutConstraint, priority: UILayoutPriority, _ identifier: String
  ) -> NSLayoutConstraint {
    constraint.priority = priority
    constraint.identifier = identifier
    return constraint
  }

  /// The distance between two anchors, as a side of a constraint.
  private func gap(_ from: UIView, _ fromAttribute: Attribute, _ to: UIView, _ toAttribute: Attribute) -> AnchorForm {
    AnchorForm(item: from, attribute: fromAttribute).offset(to: AnchorForm(item: to, attribute: toAttribute))
  }

  func constraints() -> [NSLayoutConstraint] {
    let visible = views.filter { !$0.isHidden }
    var made: [NSLayoutConstraint] = []
    if let first = visible.first, let last = visible.last {
      made.append(make(first, lead, .equal, stack, canvasLead, "UISV-canvas-connection"))
      made.append(make(stack, canvasTrail, .equal, last, trail, "UISV-canvas-connection"))
    }
    made += spacing(between: visible)
    made += distribution(of: visible)
    made += hiding()
    made += alignment(of: visible)
    return made
  }

  // MARK: Along the axis

  private func spacing(between visible: [UIView]) -> [NSLayoutConstraint] {
    let isMinimum = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    let baselines = !isRow && stack.isBaselineRelativeArrangement
    return zip(visible, visible.dropFirst()).map { previous, next in
      let space = customSpacings[ObjectIdentifier(previous)] ?? stack.spacing
      let relation: NSLayoutConstraint.Relation = isMinimum ? .greaterThanOrEqual : .equal
      let nextAttribute: Attribute = baselines ? .firstBaseline : lead
      let previousAttribute: Attribute = baselines ? .lastBaseline : trail
      let usesSystem = space == UIStackView.spacingUseSystem
      let constraint = make(
        next, nextAttribute, relation, previous, previousAttribute, constant: usesSystem ? 0 : space, "UISV-spacing")
      if usesSystem { constraint.systemSpacingMultiplier = 1 }
      return constraint
    }
  }

  private func distribution(of visible: [UIView]) -> [NSLayoutConstraint] {
    guard let first = visible.first else { return [] }
    switch stack.distribution {
    case .fill:
      return []
    case .fillEqually:
      return visible.dropFirst().map { make($0, length, .equal, first, length, "UISV-fill-equally") }
    case .fillProportionally:
      let sizes = visible.map { max($0.cachedIntrinsicContentSize.length(along: stack.axis), 0) }
      guard let reference = sizes.firstIndex(where: { $0 > 0 }) else { return [] }
      return visible.indices.filter { $0 != reference && sizes[$0] > 0 }.map { index in
        make(
          visible[index], length, .equal, visible[reference], length, multiplier: sizes[index] / sizes[reference],
          priority: UILayoutPriority(999), "UISV-fill-proportionally")
      }
    case .equalSpacing:
      let gaps = zip(visible, visible.dropFirst()).map { gap($0, trail, $1, lead) }
      return equalForms(gaps, priority: .required, "UISV-distributing") + tightFirstGap(visible)
    case .equalCentering:
      let center = isRow ? Attribute.centerX : .centerY
      let distances = zip(visible, visible.dropFirst()).map { gap($0, center, $1, center) }
      return equalForms(distances, priority: UILayoutPriority(999), "UISV-distributing-edge") + tightFirstGap(visible)
    }
  }

  /// `forms[i] == forms[0]` for every later `i`.
  private func equalForms(
    _ forms: [AnchorForm], priority: UILayoutPriority, _ identifier: String
  ) -> [NSLayoutConstraint] {
    guard let reference = forms.first else { return [] }
    return forms.dropFirst().map { form in
      named(
        NSLayoutConstraint(first: form, relation: .equal, second: reference, multiplier: 1, constant: 0),
        priority: priority, identifier)
    }
  }

  /// The weakest wish that the first gap be the minimum spacing, so that a stack whose length
  /// nothing else sets is as short as its views allow.
  private func tightFirstGap(_ visible: [UIView]) -> [NSLayoutConstraint] {
    guard visible.count > 1 else { return [] }
    let space = customSpacings[ObjectIdentifier(visible[0])] ?? stack.spacing
    let constraint = NSLayoutConstraint(
      first: gap(visible[0], trail, visible[1], lead), relation: .equal, second: nil, multiplier: 1,
      constant: space == UIStackView.spacingUseSystem ? LayoutEngine.standardSpacing : space)
    return [named(constraint, priority: UILayoutPriority(1), "UISV-spacing-fit")]
  }

  /// A hidden view takes no length and sits after the visible view before it.
  private func hiding() -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    var previousVisible: UIView?
    for view in views {
      guard view.isHidden else {
        previousVisible = view
        continue
      }
      made.append(make(view, length, .equal, nil, .notAnAttribute, "UISV-hiding"))
      if let previousVisible {
        made.append(make(view, lead, .equal, previousVisible, trail, "UISV-hiding"))
      } else {
        made.append(make(view, lead, .equal, stack, canvasLead, "UISV-hiding"))
      }
      made.append(make(view, crossLead, .equal, stack, canvasCrossLead, "UISV-hiding"))
    }
    return made
  }

  // MARK: Across the axis

  private func alignment(of visible: [UIView]) -> [NSLayoutConstraint] {
    var alignment = stack.alignment
    if !isRow, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
    var made: [NSLayoutConstraint] = []
    for (index, view) in visible.enumerated() {
      switch alignment {
      case .fill:
        made.append(make(view, crossLead, .equal, stack, canvasCrossLead, "UISV-canvas-connection"))
        made.append(make(stack, canvasCrossTrail, .equal, view, crossTrail, "UISV-canvas-connection"))
      case .leading:
        made.append(make(view, crossLead, .equal, stack, canvasCrossLead, "UISV-canvas-connection"))
        made.append(make(stack, canvasCrossTrail, .greaterThanOrEqual, view, crossTrail, "UISV-spanning-boundary"))
      case .trailing:
        made.append(make(stack, canvasCrossTrail, .equal, view, crossTrail, "UISV-canvas-connection"))
        made.append(make(view, crossLead, .greaterThanOrEqual, stack, canvasCrossLead, "UISV-spanning-boundary"))
      case .center:
        made.append(make(view, crossCenter, .equal, stack, canvasCrossCenter, "UISV-canvas-connection"))
        made.append(make(view, crossLead, .greaterThanOrEqual, stack, canvasCrossLead, "UISV-spanning-boundary"))
        made.append(make(stack, canvasCrossTrail, .greaterThanOrEqual, view, crossTrail, "UISV-spanning-boundary"))
      case .firstBaseline, .lastBaseline:
        let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if index > 0 { made.append(make(view, baseline, .equal, visible[0], baseline, "UISV-alignment")) }
        made.append(make(view, crossLead, .greaterThanOrEqual, stack, canvasCrossLead, "UISV-spanning-boundary"))
        made.append(make(stack, canvasCrossTrail, .greaterThanOrEqual, view, crossTrail, "UISV-spanning-boundary"))
      }
      if alignment != .fill, view.cachedIntrinsicContentSize.length(along: isRow ? .vertical : .horizontal) < 0 {
        made.append(
          make(
            view, crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25),
            "UISV-ambiguity-suppression"))
      }
    }
    if alignment != .fill, !visible.isEmpty {
      made.append(
        make(stack, crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(51), "UISV-spanning-fit"))
    }
    return made
  }
}
#endif
