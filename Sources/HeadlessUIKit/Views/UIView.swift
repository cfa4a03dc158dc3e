#if !canImport(UIKit)
import Foundation

/// A rectangular area of the headless view hierarchy, with UIKit's geometry and hierarchy API.
///
/// Frames and bounds behave as in UIKit: `frame.size == bounds.size`, and `bounds.origin` is the
/// point of the view's own coordinate space shown at its top-left corner (a scroll view's
/// `contentOffset`). Nothing is drawn.
@MainActor
open class UIView: UIResponder {
  private var frameOrigin: CGPoint
  /// The origin of ``bounds``; a scroll view stores its content offset here.
  var boundsOrigin: CGPoint = .zero
  private var size: CGSize
  /// Whether ``layoutSubviews()`` must run on the next ``layoutIfNeeded()``.
  var needsLayout = true
  private var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  private var compressionPriorities = (horizontal: UILayoutPriority(750), vertical: UILayoutPriority(750))

  /// The views this view contains, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view that contains this one.
  public private(set) weak var superview: UIView?

  /// Whether the view is hidden.
  open var isHidden = false {
    didSet { if isHidden != oldValue { autoLayoutHiddenDidChange() } }
  }
  /// The opacity of the view, 0...1.
  open var alpha: CGFloat = 1
  /// An integer that identifies the view in ``viewWithTag(_:)``.
  open var tag = 0
  /// The background colour.
  open var backgroundColor: UIColor?
  /// The tint colour.
  open var tintColor: UIColor?
  /// Whether user events are delivered to the view.
  open var isUserInteractionEnabled = true
  /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`, as in UIKit.
  open var clipsToBounds: Bool {
    get { storedLayer?.masksToBounds ?? false }
    set { layer.masksToBounds = newValue }
  }
  /// Whether the view's frame and autoresizing mask become constraints (see the Auto Layout article):
  /// `false` lets constraints place the view.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { autoLayoutStructureDidChange() } }
  }
  /// A localized label that VoiceOver reads; text renderers of a screen use it as the view's text.
  open var accessibilityLabel: String?
  /// A string that identifies the view in UI tests.
  open var accessibilityIdentifier: String?
  /// Whether the view is an accessibility element.
  open var isAccessibilityElement = false
  /// The active constraints this view holds (see ``NSLayoutConstraint``).
  var installedConstraints: [NSLayoutConstraint] = []
  /// Margins, guides and the layout engine, made when the view first takes part in Auto Layout.
  var autoLayoutState: AutoLayoutState?

  // MARK: Appearance, traits and accessibility
  // Stored here because subclasses override them or Swift needs storage in the class; their
  // behaviour is in UIView+Traits.swift, UIView+Appearance.swift and UIView+Accessibility.swift.

  /// The view's traits, kept up to date top-down (see UIView+Traits.swift).
  var storedTraitCollection = UITraitCollection.phone
  /// The traits the view overrides for itself and its subviews (``traitOverrides``, iOS 17).
  var traitOverrideValues = UITraitCollection.Values()
  /// The handlers registered with `registerForTraitChanges` (iOS 17).
  var traitChangeRegistrations: [TraitChangeRegistration] = []
  /// The view controller whose root view this is, told when the view's traits change.
  weak var owningViewController: UIViewController?
  /// The view's layer, made on first use.
  var storedLayer: CALayer?
  /// What the view shows beyond its subviews: gesture recognizers, interactions.
  var attachments = ViewAttachments()
  /// The traits of the view's environment, its superview's (a window's own at the top).
  open var traitCollection: UITraitCollection { storedTraitCollection }
  /// Called after the view's traits changed, with the ones before (deprecated on iOS 17, still
  /// called; `UITraitCollection.current` is the new collection meanwhile).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Takes the size of Dynamic Type fonts at `category`; labels override it.
  func adjustFont(for category: UIContentSizeCategory) {}
  /// Called after the view was loaded from a nib or storyboard; headless views are never, so it
  /// is never called. Not isolated to the main actor, as in UIKit.
  nonisolated open func awakeFromNib() {}
  /// How the content is drawn in the bounds; recorded (an image view sizes by its image either way).
  open var contentMode: UIView.ContentMode = .scaleToFill
  /// The view's transform; recorded, geometry ignores it.
  open var transform: CGAffineTransform = .identity
  /// The focus effect (iOS 15); recorded.
  open var focusEffect: UIFocusEffect?
  /// Whether the view is opaque; recorded.
  open var isOpaque = true
  /// A hint VoiceOver reads after the label.
  open var accessibilityHint: String?
  /// The value VoiceOver reads after the label: a switch's "on", a slider's "50%".
  open var accessibilityValue: String?
  /// What the element is and does for VoiceOver: button, header, selected…
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The elements inside the view, in VoiceOver's order, when it is not an element itself.
  open var accessibilityElements: [Any]?
  /// Actions VoiceOver offers besides the default one.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// Whether VoiceOver reads the view's elements as a group before moving on.
  open var shouldGroupAccessibilityChildren = false
  /// Whether the element responds to touch, for Voice Control (iOS 13).
  open var accessibilityRespondsToUserInteraction = false
  /// Whether the element and its children are hidden from VoiceOver.
  open var accessibilityElementsHidden = false
  /// Performs the element's default action for VoiceOver; `false` when it has none.
  open func accessibilityActivate() -> Bool { false }

  /// Creates a view with the given frame.
  public init(frame: CGRect) {
    frameOrigin = frame.origin
    size = frame.size
    super.init()
  }

  /// Creates a view from an archive; headless views are never archived, so it is a zero frame.
  public required init?(coder: NSCoder) {
    frameOrigin = .zero
    size = .zero
    super.init()
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinate space.
  open var frame: CGRect {
    get { CGRect(origin: frameOrigin, size: size) }
    set {
      frameOrigin = newValue.origin
      setSize(newValue.size)
    }
  }

  /// The view's rectangle in its own coordinate space.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: size) }
    set {
      boundsOrigin = newValue.origin
      setSize(newValue.size)
    }
  }

  /// The centre of ``frame``.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frameOrigin = CGPoint(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2) }
  }

  private func setSize(_ newSize: CGSize) {
    guard newSize != size else { return }
    let old = size
    size = newSize
    needsLayout = true
    viewSizeDidChange(from: old)
  }

  /// Called after the size changed; the table view re-measures rows when its width changes.
  func viewSizeDidChange(from oldSize: CGSize) {}

  // MARK: Hierarchy

  /// The window the view is in, found through the superview chain.
  open var window: UIWindow? { superview?.window }

  /// The superview, the next responder.
  open override var next: UIResponder? { superview }

  /// Adds `view` on top of the other subviews, removing it from its previous superview.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range).
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    let oldWindow = view.window
    if view.superview === self {
      subviews.removeAll { $0 === view }
    } else {
      if let oldWindow, oldWindow !== window { oldWindow.subtreeWillLeave(view) }
      view.detachFromSuperview()
      view.willMove(toSuperview: self)
      view.superview = self
    }
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    autoLayoutSubviewsDidChange(adding: view)
    view.didMoveToSuperview()
    if oldWindow !== view.window { view.notifyWindowChanged() }
    view.updateTraitCollection()
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    oldWindow?.subtreeWillLeave(self)
    willMove(toSuperview: nil)
    detachFromSuperview()
    didMoveToSuperview()
    if oldWindow != nil { notifyWindowChanged() }
    updateTraitCollection()
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    autoLayoutWillLeave(parent)
    if let index = parent.subviews.lastIndex(where: { $0 === self }) {
      parent.subviews.remove(at: index)
    }
    superview = nil
  }

  /// Tells the view and its subviews that their window changed.
  func notifyWindowChanged() {
    didMoveToWindow()
    for view in subviews { view.notifyWindowChanged() }
  }

  /// Called before the view moves to a new superview (or to none).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview (or to none).
  open func didMoveToSuperview() {}
  /// Called after the view's window changed.
  open func didMoveToWindow() {}

  /// Whether the view is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view with the given tag in this view's subtree (depth first, self included).
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for view in subviews {
      if let found = view.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: Layout pass

  /// Marks the view as needing ``layoutSubviews()`` on the next layout pass.
  open func setNeedsLayout() { needsLayout = true }

  /// Runs ``layoutSubviews()`` now if a layout is pending, then does the same for the subviews.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for view in subviews { view.layoutIfNeeded() }
  }

  /// Lays out subviews; override to position them. The base implementation applies the
  /// constraint-based layout to the subviews it places, as UIKit's does since iOS 6.
  open func layoutSubviews() { applyConstraintBasedLayout() }

  /// Updates the view's own constraints before layout; call `super` last, as in UIKit. Runs
  /// when ``setNeedsUpdateConstraints()`` asked for it (and once for every view).
  open func updateConstraints() {}

  /// Called when the layout margins changed.
  open func layoutMarginsDidChange() {}

  // MARK: Sizing
  // `systemLayoutSizeFitting` solves the view's constraints (AutoLayout/); a view without any is
  // measured by `sizeThatFits(_:)`, the hook a cell without constraints overrides to compute its
  // height for a given width (R5.4).

  /// Runs before a measurement: a cell or header-footer view updates its configurations first
  /// (the update can change what it shows).
  func prepareForFitting() {}

  /// The size that best fits `size`. The base implementation answers the current bounds size,
  /// as UIKit does; labels and cells override it.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  open func sizeToFit() {
    bounds.size = sizeThatFits(bounds.size)
  }

  /// The natural size of the content; ``noIntrinsicMetric`` on both axes for a plain view.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Signals that the intrinsic size changed: the layout engine reads it again.
  open func invalidateIntrinsicContentSize() {
    setNeedsLayout()
    autoLayoutIntrinsicSizeDidChange()
  }

  /// The size of the view that fits `targetSize` as closely as its constraints allow, with
  /// ``UILayoutPriority/fittingSizeLevel`` for both dimensions. A view without constraints
  /// answers ``sizeThatFits(_:)`` (see the Auto Layout article).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    constraintBasedFittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
      ?? sizeThatFits(targetSize)
  }

  /// The size of the view that fits `targetSize` with the given priorities: the layout engine
  /// solves the view's constraints with the target's width and height as wishes at those
  /// priorities (a cell measures its content view). A view without constraints answers
  /// ``systemLayoutSizeFitting(_:)``, with a `.required` dimension pinned to the target's, as a
  /// table view pins the width when it measures a self-sizing cell.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    prepareForFitting()
    if let fitted = constraintBasedFittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    {
      return fitted
    }
    var fitted = systemLayoutSizeFitting(targetSize)
    if horizontalFittingPriority >= .required { fitted.width = targetSize.width }
    if verticalFittingPriority >= .required { fitted.height = targetSize.height }
    return fitted
  }

  /// The priority with which the view resists growing beyond its intrinsic size on `axis`.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets the priority with which the view resists growing beyond its intrinsic size on `axis`.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
    autoLayoutDidChange()
  }

  /// The priority with which the view resists shrinking below its intrinsic size on `axis`.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets the priority with which the view resists shrinking below its intrinsic size on `axis`.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    autoLayoutDidChange()
  }
}
#endif
