#if !canImport(UIKit)
import Foundation

/// A view that lays out its arranged subviews in a row or a column through Auto Layout, as in
/// UIKit: it installs on itself the constraints UIKit's stack view makes (named as UIKit names
/// them, `UISV-…`) and the layout engine solves them with the rest.
///
/// Along the axis every distribution fits the first and last visible views to the stack's edges
/// (or margins, with ``isLayoutMarginsRelativeArrangement``); `.fill` keeps ``spacing`` between
/// views and lets hugging and compression resistance priorities decide who stretches or shrinks
/// (among equal priorities the last view, see the Auto Layout article); `.fillEqually` makes them one
/// size; `.fillProportionally` keeps their sizes in the proportion of their intrinsic sizes;
/// `.equalSpacing` keeps them at their intrinsic sizes with equal gaps of at least ``spacing``;
/// `.equalCentering` keeps their centres equally apart with gaps of at least ``spacing``. Across
/// the axis, ``alignment`` places them. Hidden arranged views take no room and no spacing, and
/// the stack follows `isHidden` changes. Arranged views stop translating their autoresizing mask
/// when they are added, as in UIKit.
@MainActor
open class UIStackView: UIView {
  /// The layout along the axis.
  public enum Distribution: Int, Sendable {
    /// The views fill the stack; priorities decide who stretches or shrinks.
    case fill = 0
    /// The views fill the stack at one size.
    case fillEqually = 1
    /// The views fill the stack in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// The views keep their intrinsic sizes; the gaps are equal.
    case equalSpacing = 3
    /// The views' centres are equally apart.
    case equalCentering = 4
  }

  /// The layout across the axis.
  public enum Alignment: Int, Sendable {
    /// The views fill the stack across the axis.
    case fill = 0
    /// The views are at the leading edge (the top in a row).
    case leading = 1
    /// The views' first baselines are aligned (rows only; columns fill).
    case firstBaseline = 2
    /// The views are centred.
    case center = 3
    /// The views are at the trailing edge (the bottom in a row).
    case trailing = 4
    /// The views' last baselines are aligned (rows only; columns fill).
    case lastBaseline = 5

    /// The top of a row: ``leading``.
    public static var top: Alignment { .leading }
    /// The bottom of a row: ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// The custom spacing that means "use ``spacing``" (`FLT_MAX`).
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// The spacing that means "the system spacing between these views" (`FLT_MIN`): 8 points, or
  /// between baselines of text a line of the font (see the Auto Layout article).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  private var arranged: [UIView] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack made, installed on itself.
  private var arrangementConstraints: [NSLayoutConstraint] = []
  /// What the current constraints were made from.
  private var madeFrom: Arrangement?

  /// Whether the views are in a row (`.horizontal`) or a column (`.vertical`).
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange(oldValue != axis) } }
  /// The layout along the axis.
  open var distribution: Distribution = .fill { didSet { arrangementDidChange(oldValue != distribution) } }
  /// The layout across the axis.
  open var alignment: Alignment = .fill { didSet { arrangementDidChange(oldValue != alignment) } }
  /// The space between adjacent views: exact for the filling distributions, a minimum for
  /// `.equalSpacing` and `.equalCentering`; ``spacingUseSystem`` asks for the system spacing.
  open var spacing: CGFloat = 0 { didSet { arrangementDidChange(oldValue != spacing) } }
  /// Whether the spacing in a column runs from a text's last baseline to the next text's first
  /// baseline.
  open var isBaselineRelativeArrangement = false {
    didSet { arrangementDidChange(oldValue != isBaselineRelativeArrangement) }
  }
  /// Whether the views are laid out within the stack's layout margins rather than its bounds.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { arrangementDidChange(oldValue != isLayoutMarginsRelativeArrangement) }
  }

  /// Creates an empty stack view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view from an archive (headless views are never archived: an empty one).
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Creates a stack view arranging `views` (added as subviews).
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The arranged views, in the order of arrangement (a subset of the subviews).
  open var arrangedSubviews: [UIView] { arranged }

  /// Arranges `view` after the others, adding it as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arranged.count)
  }

  /// Arranges `view` at `stackIndex` (moving it if it is arranged already), adding it as a
  /// subview if it is not one; the subview order does not change.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    if view.superview !== self { addSubview(view) }
    arranged.removeAll { $0 === view }
    arranged.insert(view, at: max(0, min(stackIndex, arranged.count)))
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangementDidChange(true)
  }

  /// Stops arranging `view`; it stays a subview (remove it from its superview to take it away).
  open func removeArrangedSubview(_ view: UIView) {
    guard arranged.contains(where: { $0 === view }) else { return }
    arranged.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange(true)
  }

  /// Sets the spacing after one arranged view, instead of ``spacing``; ignored for a view that is
  /// not arranged.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arranged.contains(where: { $0 === arrangedSubview }) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    let newValue: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
    guard customSpacings[key] != newValue else { return }
    customSpacings[key] = newValue
    arrangementDidChange(true)
  }

  /// The custom spacing after an arranged view, or ``spacingUseDefault``.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  private func arrangementDidChange(_ changed: Bool) {
    guard changed else { return }
    madeFrom = nil
    autoLayoutStructureDidChange()
  }

  // MARK: Baselines

  /// The arranged view whose baseline is the stack's: in a row the tallest, in a column the first
  /// (or last) visible one, as UIKit documents.
  func baselineArrangedView(first: Bool) -> UIView? {
    let visible = arranged.filter { !$0.isHidden }
    guard axis == .horizontal else { return first ? visible.first : visible.last }
    func height(_ view: UIView) -> CGFloat {
      let intrinsic = view.cachedIntrinsicContentSize.height
      return intrinsic >= 0 ? max(intrinsic, view.bounds.height) : view.bounds.height
    }
    var tallest: UIView?
    for view in visible where tallest == nil || height(view) > height(tallest!) { tallest = view }
    return tallest
  }

  // MARK: Making the constraints

  /// What the arrangement constraints depend on.
  private struct Arrangement: Equatable {
    var views: [ObjectIdentifier]
    var hidden: [Bool]
    var spacings: [CGFloat?]
    var proportions: [CGFloat]
  }

  private func currentArrangement() -> Arrangement {
    Arrangement(
      views: arranged.map(ObjectIdentifier.init), hidden: arranged.map(\.isHidden),
      spacings: arranged.map { customSpacings[ObjectIdentifier($0)] },
      proportions: distribution == .fillProportionally
        ? arranged.map { $0.cachedIntrinsicContentSize.length(along: axis) } : [])
  }

  /// Replaces the stack's constraints when what they depend on changed (called by the layout
  /// engine before each update, as UIKit's stack view updates its constraints). Answers whether
  /// it did.
  @discardableResult
  func refreshArrangementConstraints() -> Bool {
    let arrangement = currentArrangement()
    guard arrangement != madeFrom else { return false }
    madeFrom = arrangement
    let made = StackArrangement(stack: self, views: arranged, customSpacings: customSpacings).constraints()
    for constraint in arrangementConstraints { constraint.deactivate() }
    for constraint in made {
      constraint.isSystemConstraint = true
      constraint.activate()
    }
    arrangementConstraints = made
    return true
  }
}

extension CGSize {
  /// The width or the height.
  func length(along axis: NSLayoutConstraint.Axis) -> CGFloat {
    axis == .horizontal ? width : height
  }
}
#endif
