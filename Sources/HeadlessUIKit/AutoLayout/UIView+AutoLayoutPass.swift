#if !canImport(UIKit)
import Foundation

extension UIView {
  /// The engine whose root this view is, made on first use.
  var layoutEngine: LayoutEngine {
    if let engine = autoLayoutState?.engine { return engine }
    let engine = LayoutEngine(root: self)
    autoLayout.engine = engine
    return engine
  }

  // MARK: Islands

  /// The root of the layout island the view belongs to: the nearest ancestor (or the view)
  /// whose frame is set from outside, that is, one that translates its autoresizing mask and
  /// that no constraint installed above it reaches into; else the top of the hierarchy.
  func layoutRoot() -> UIView {
    if let state = autoLayoutState, state.cachedLayoutRootEpoch == AutoLayoutEpoch.current,
      let root = state.cachedLayoutRoot
    {
      return root
    }
    var candidate = self
    while let parent = candidate.superview, !candidate.isLayoutIslandRoot { candidate = parent }
    if let state = autoLayoutState {
      state.cachedLayoutRoot = candidate
      state.cachedLayoutRootEpoch = AutoLayoutEpoch.current
    }
    return candidate
  }

  /// Whether the view translates its autoresizing mask and no constraint of an ancestor reaches
  /// inside it.
  var isLayoutIslandRoot: Bool {
    guard translatesAutoresizingMaskIntoConstraints else { return false }
    let reachingInside = superview?.constraintsUpTheHierarchy { term in
      guard let placed = LayoutEngine.layoutView(for: term), placed !== self else { return false }
      return placed.isDescendant(of: self)
    }
    return reachingInside?.isEmpty ?? true
  }

  /// Whether the island rooted at this view has constraints, or subviews placed by them (a
  /// subview that translates its mask is entered only when a constraint reaches into it, and
  /// such a constraint is installed on this view or on a subview that does not translate).
  var usesConstraintBasedLayout: Bool {
    !installedConstraints.isEmpty || subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
  }

  // MARK: Layout

  /// The base `layoutSubviews()`: as of iOS 6 it applies the constraint-based layout to the
  /// subviews the engine places (UIView.h). Subviews that translate an empty autoresizing mask
  /// keep their frames.
  func applyConstraintBasedLayout() {
    guard subviews.contains(where: { $0.isPlacedByEngine }) || autoLayoutState?.engine != nil else { return }
    let root = layoutRoot()
    let engine = root.layoutEngine
    engine.prepare(.layout(root.bounds.size))
    guard !engine.isEmpty else { return }
    for subview in subviews where subview.isPlacedByEngine {
      guard let frame = engine.frame(of: subview) else { continue }
      if subview.frame != frame { subview.frame = frame }
    }
  }

  private var isPlacedByEngine: Bool {
    !translatesAutoresizingMaskIntoConstraints || !(autoLayoutState?.autoresizingMask.isEmpty ?? true)
  }

  /// The frame of one of the view's guides from its island's layout.
  func layoutFrame(of guide: UILayoutGuide) -> CGRect {
    let root = layoutRoot()
    let engine = root.layoutEngine
    engine.prepare(.layout(root.bounds.size))
    if let frame = engine.frame(of: guide) { return frame }
    // A guide no constraint uses is not in the engine: the view's own guides are still where
    // their definitions put them.
    func inset(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
      CGRect(
        x: rect.minX + insets.left, y: rect.minY + insets.top, width: rect.width - insets.left - insets.right,
        height: rect.height - insets.top - insets.bottom)
    }
    switch guide.kind {
    case .custom: return .zero
    case .safeArea: return inset(bounds, safeAreaInsets)
    case .layoutMargins: return inset(bounds, effectiveLayoutMargins)
    case .readableContent:
      let margins = inset(bounds, effectiveLayoutMargins)
      let width = min(margins.width, UIView.readableContentWidth)
      return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
    }
  }

  // MARK: Fitting

  /// The size constraint-based layout gives the view for `targetSize` with the fitting
  /// priorities, or `nil` when the view's island has no constraints (the caller then measures
  /// with `sizeThatFits(_:)`). A cell, or a header or footer view, measures its content view,
  /// which fills it.
  func constraintBasedFittingSize(
    _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize? {
    var measured: UIView = self
    if let contentView = contentViewForFitting, contentView.usesConstraintBasedLayout {
      measured = contentView
    } else if !usesConstraintBasedLayout {
      return nil
    }
    let engine = measured.layoutEngine
    engine.prepare(.fitting(targetSize, horizontal: horizontal, vertical: vertical))
    return engine.rootSize
  }

  private var contentViewForFitting: UIView? {
    switch self {
    case let cell as UITableViewCell: cell.contentView
    case let cell as UICollectionViewCell: cell.contentView
    case let header as UITableViewHeaderFooterView: header.contentView
    default: nil
    }
  }

  // MARK: Intrinsic size

  /// The intrinsic content size, read once until `invalidateIntrinsicContentSize()`; text that
  /// wraps at its layout width is read unwrapped (its natural size), whatever its width now.
  var cachedIntrinsicContentSize: CGSize {
    if let size = autoLayoutState?.intrinsicSize { return size }
    let size: CGSize
    if let text = self as? any WrappingTextView, text.wrapsAtLayoutWidth {
      size = text.intrinsicContentSize(wrappingAt: 0)
    } else {
      size = intrinsicContentSize
    }
    autoLayout.intrinsicSize = size
    return size
  }

  /// Forgets the cached intrinsic size and lays out the view's island again (a view that
  /// translates its mask keeps its frame: only an engine measuring it as its root cares).
  func autoLayoutIntrinsicSizeDidChange() {
    if let state = autoLayoutState {
      state.intrinsicSize = nil
      state.intrinsicRevision &+= 1
    }
    guard !translatesAutoresizingMaskIntoConstraints else { return markEngines(structure: false) }
    invalidateLayout(structure: false)
    if let stack = superview as? UIStackView, stack.distribution == .fillProportionally {
      stack.autoLayoutStructureDidChange()
    }
  }

  /// Whether the view's intrinsic height depends on its width (text that wraps at the width
  /// layout gives it, see `WrappingTextView`).
  var hasWidthDependentIntrinsicSize: Bool {
    (self as? any WrappingTextView)?.wrapsAtLayoutWidth ?? false
  }

  /// The intrinsic size once the width is known: the view's own intrinsic size wrapped at that
  /// width, as a label with an automatic preferred maximum width measures itself in UIKit's
  /// second layout pass.
  func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    let natural = cachedIntrinsicContentSize
    guard let text = self as? any WrappingTextView, text.wrapsAtLayoutWidth else { return natural }
    let fitted = text.intrinsicContentSize(wrappingAt: width)
    return CGSize(width: min(natural.width, fitted.width), height: fitted.height)
  }

  // MARK: Baselines

  /// The view whose text gives this view's baseline: itself, or for a stack view the arranged
  /// view UIKit documents (see ``UIStackView``).
  func baselineView(first: Bool) -> UIView {
    guard let stack = self as? UIStackView, let arranged = stack.baselineArrangedView(first: first) else { return self }
    return arranged.baselineView(first: first)
  }

  /// Where a label's baselines are: the first one an ascent below the top, the last one a
  /// descent above the bottom. The font's line height is split 80/20 between ascent and
  /// descent, San Francisco's proportions (ascender 0.95, descender 0.24 of the point size).
  /// `nil` for a view without text.
  var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
    guard let label = self as? UILabel else { return nil }
    let lineHeight = (label.font ?? UIFont.systemFont(ofSize: 17)).lineHeight
    return (lineHeight * 0.8, lineHeight * 0.2)
  }

  /// The weight of an arranged view's size wishes along its stack's axis: earlier views hold a
  /// little harder, so that ties between equal priorities go to the arrangement order.
  var stackArrangementWeight: (axis: NSLayoutConstraint.Axis?, weight: Double) {
    guard let stack = superview as? UIStackView,
      let index = stack.arrangedSubviews.firstIndex(where: { $0 === self })
    else { return (nil, 1) }
    return (stack.axis, 1 + 0.001 * Double(stack.arrangedSubviews.count - 1 - index))
  }
}
#endif
