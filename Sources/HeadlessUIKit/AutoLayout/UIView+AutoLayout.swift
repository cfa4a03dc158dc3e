#if !canImport(UIKit)
import Foundation

extension UIView {
  // MARK: Anchors

  /// The leading edge (the left edge: layout is left to right headlessly).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge (the right edge).
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The baseline of the first line of text of ``forFirstBaselineLayout`` (the bottom edge of a
  /// view without text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  /// The baseline of the last line of text of ``forLastBaselineLayout`` (the bottom edge of a
  /// view without text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

  // MARK: Installed constraints

  /// The active constraints installed on the view (those whose closest common ancestor it is).
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// Installs `constraint` on this view, which must be an ancestor of its items (UIKit's older
  /// API; prefer activating the constraint).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.activate(on: self)
  }

  /// Installs each of `constraints` on this view.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.activate(on: self) }
  }

  /// Removes `constraint` if it is installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedView === self else { return }
    constraint.deactivate()
  }

  /// Removes each of `constraints` installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  // MARK: Layout guides

  /// The guides the view owns: those added with ``addLayoutGuide(_:)`` and its own guides once
  /// used.
  public var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

  /// Adds a guide to the view (taking it from its previous owner).
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView !== self else { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    autoLayout.layoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  /// Removes a guide from the view; constraints that use it are deactivated.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    autoLayoutState?.layoutGuides.removeAll { $0 === layoutGuide }
    for constraint in constraintsUpTheHierarchy(where: { $0.item === layoutGuide }) { constraint.deactivate() }
    layoutGuide.owningView = nil
  }

  /// The view's bounds inset by its layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    ownGuide(\.layoutMarginsGuide, kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
  }

  /// The view's bounds inset by its safe area (no bars or rounded corners headlessly: its bounds).
  public var safeAreaLayoutGuide: UILayoutGuide {
    ownGuide(\.safeAreaLayoutGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
  }

  /// The margins' rectangle narrowed to a comfortable reading width, centred (see the Auto Layout article).
  public var readableContentGuide: UILayoutGuide {
    ownGuide(\.readableContentGuide, kind: .readableContent, identifier: "UIViewReadableContentGuide")
  }

  /// One of the view's own guides, made (and listed among its guides) the first time it is read.
  private func ownGuide(
    _ slot: ReferenceWritableKeyPath<AutoLayoutState, UILayoutGuide?>, kind: UILayoutGuide.Kind, identifier: String
  ) -> UILayoutGuide {
    if let guide = autoLayoutState?[keyPath: slot] { return guide }
    let guide = UILayoutGuide(kind: kind, identifier: identifier, owningView: self)
    autoLayout[keyPath: slot] = guide
    autoLayout.layoutGuides.append(guide)
    return guide
  }

  /// The readable content guide's largest width: 672 points, UIKit's at the default text size
  /// (inferred from its layouts; it grows with Dynamic Type in UIKit, not here).
  static let readableContentWidth: CGFloat = 672

  // MARK: Margins and safe area

  /// The insets from the bounds that content keeps by default: 8 points on every side, and for
  /// the content view of a table cell or a list cell 11 above and below and 16 on either side,
  /// as the list content configuration (see the Auto Layout article).
  public var layoutMargins: UIEdgeInsets {
    get { autoLayoutState?.layoutMargins ?? defaultLayoutMargins }
    set {
      guard newValue != layoutMargins else { return }
      autoLayout.layoutMargins = newValue
      layoutMarginsDidChange()
      autoLayoutStructureDidChange()
    }
  }

  /// The layout margins by leading and trailing edge (the left and right margins: layout is
  /// left to right headlessly).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
    }
  }

  /// Whether the superview's margins also count where the view is closer to its superview's
  /// edge than that margin.
  public var preservesSuperviewLayoutMargins: Bool {
    get { autoLayoutState?.preservesSuperviewLayoutMargins ?? false }
    set { setAutoLayoutValue(\.preservesSuperviewLayoutMargins, to: newValue) }
  }

  /// Whether the margins are measured from the safe area rather than the bounds (the safe area
  /// is the bounds headlessly, so both are the same).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { autoLayoutState?.insetsLayoutMarginsFromSafeArea ?? true }
    set { setAutoLayoutValue(\.insetsLayoutMarginsFromSafeArea, to: newValue) }
  }

  /// The insets that keep content clear of bars and the display's corners: zero headlessly,
  /// where there are none.
  public var safeAreaInsets: UIEdgeInsets { .zero }

  /// Sets one of the view's Auto Layout values; a new value changes the shape of its layout.
  private func setAutoLayoutValue<Value: Equatable>(
    _ value: ReferenceWritableKeyPath<AutoLayoutState, Value>, to newValue: Value
  ) {
    guard autoLayout[keyPath: value] != newValue else { return }
    autoLayout[keyPath: value] = newValue
    autoLayoutStructureDidChange()
  }

  var defaultLayoutMargins: UIEdgeInsets {
    let isCellContent =
      (superview as? UITableViewCell)?.contentView === self
      || (superview as? UICollectionViewListCell)?.contentView === self
    guard isCellContent else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    return UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
  }

  /// The margins the engine uses: the view's own, each at least the superview's margin minus
  /// the distance to the superview's edge when ``preservesSuperviewLayoutMargins`` is set.
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = layoutMargins
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    guard preservesSuperviewLayoutMargins, let parent = superview else { return margins }
    let outer = parent.effectiveLayoutMargins
    let frame = self.frame
    let container = parent.bounds
    margins.left = max(margins.left, outer.left - (frame.minX - container.minX))
    margins.top = max(margins.top, outer.top - (frame.minY - container.minY))
    margins.right = max(margins.right, outer.right - (container.maxX - frame.maxX))
    margins.bottom = max(margins.bottom, outer.bottom - (container.maxY - frame.maxY))
    return margins
  }

  // MARK: Autoresizing

  /// How the view resizes when its superview's size changes, as constraints when it translates
  /// its mask. Options along one axis share the change in proportion to their lengths.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask's bits, as in UIKit.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin may change.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width may change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin may change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin may change.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height may change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin may change.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the view follows its superview's size (none by default). Headlessly the mask acts
  /// through the layout engine only: a view that translates it keeps its frame's fixed parts
  /// and its flexible parts follow its superview in constraint-based layout.
  public var autoresizingMask: AutoresizingMask {
    get { autoLayoutState?.autoresizingMask ?? [] }
    set { setAutoLayoutValue(\.autoresizingMask, to: newValue) }
  }

  // MARK: The constraint update pass

  /// Asks for ``updateConstraints()`` before the next layout or measurement.
  public func setNeedsUpdateConstraints() {
    guard !needsUpdateConstraints() else { return }
    autoLayout.needsUpdateConstraints = true
    autoLayoutStructureDidChange()
  }

  /// Whether ``updateConstraints()`` runs before the next layout or measurement.
  public func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? true }

  /// Runs the constraint update pass of the view's layout now (from the leaves up).
  public func updateConstraintsIfNeeded() {
    let root = layoutRoot()
    root.layoutEngine.prepare(.layout(root.bounds.size))
  }

  /// Whether the view needs constraint-based layout to work; views that set up their
  /// constraints in ``updateConstraints()`` return `true` in UIKit. Headless layout runs
  /// `updateConstraints()` whenever it is asked for, so this is `false` and only read.
  public class var requiresConstraintBasedLayout: Bool { false }

  // MARK: Baselines

  /// The view whose first baseline is this view's `firstBaselineAnchor`: the view itself, or
  /// for a stack view the arranged view UIKit picks (see ``UIStackView``).
  public var forFirstBaselineLayout: UIView { baselineView(first: true) }

  /// The view whose last baseline is this view's `lastBaselineAnchor`.
  public var forLastBaselineLayout: UIView { baselineView(first: false) }
}
#endif
