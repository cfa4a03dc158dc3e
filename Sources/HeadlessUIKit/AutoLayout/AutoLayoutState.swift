#if !canImport(UIKit)
import Foundation

/// What a view keeps for Auto Layout, made the first time the view takes part (a view that never
/// does pays one `nil` field).
@MainActor
final class AutoLayoutState {
  /// Set margins, or `nil` for the view's default (8 points, or a cell content view's).
  var layoutMargins: UIEdgeInsets?
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  var autoresizingMask: UIView.AutoresizingMask = []
  /// Whether `updateConstraints()` runs before the next layout or fitting.
  var needsUpdateConstraints = true
  /// The guides added with `addLayoutGuide(_:)`, and the view's own guides once made.
  var layoutGuides: [UILayoutGuide] = []
  var layoutMarginsGuide: UILayoutGuide?
  var safeAreaLayoutGuide: UILayoutGuide?
  var readableContentGuide: UILayoutGuide?
  /// The engine whose root this view is (its layout, and its fitting).
  var engine: LayoutEngine?
  /// The intrinsic content size read last, until `invalidateIntrinsicContentSize()`.
  var intrinsicSize: CGSize?
  /// Counts invalidations of the intrinsic size, so width-dependent measurements start over.
  var intrinsicRevision = 0
  /// The layout root found for the view, valid while the hierarchy's structure is unchanged.
  weak var cachedLayoutRoot: UIView?
  var cachedLayoutRootEpoch = -1
}

/// Bookkeeping shared by every layout engine: the count of structural changes (against which
/// cached layout roots are checked) and the order of activation.
@MainActor
enum AutoLayoutEpoch {
  /// Counts changes that can move island boundaries (constraints activated or deactivated,
  /// views added or removed, `translatesAutoresizingMaskIntoConstraints` changed).
  static var current = 0
  /// The serial given to the next activated constraint.
  static var nextActivationSerial = 1
}

extension UIView {
  /// The view's Auto Layout state, made on first use.
  var autoLayout: AutoLayoutState {
    if let state = autoLayoutState { return state }
    let state = AutoLayoutState()
    autoLayoutState = state
    return state
  }

  /// Something that can change the shape of a layout changed around this view: engines that
  /// may contain it gather their islands again, and its island lays out again.
  func autoLayoutStructureDidChange() {
    AutoLayoutEpoch.current &+= 1
    invalidateLayout(structure: true)
  }

  /// A constant, a priority or a size that constraints depend on changed around this view.
  func autoLayoutDidChange() {
    invalidateLayout(structure: false)
  }

  /// Marks the engines of this view and its ancestors (every engine whose island can contain
  /// it) as out of date, and the views from this one up to its island's root as needing layout,
  /// so that the next layout pass reaches the engine from the root down (UIKit's engine asks
  /// for layout the same way when its solution changes).
  func invalidateLayout(structure: Bool) {
    let root = layoutRoot()
    var current: UIView? = self
    while let view = current {
      view.setNeedsLayout()
      current = view === root ? nil : view.superview
    }
    markEngines(structure: structure)
  }
}

extension UIView {
  /// An arranged view of a stack view was hidden or shown: the stack collapses or makes room.
  func autoLayoutHiddenDidChange() {
    guard let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
    stack.autoLayoutStructureDidChange()
  }

  /// `view` was added: islands may have changed, and a view placed by constraints lays its
  /// superview out again.
  func autoLayoutSubviewsDidChange(adding view: UIView) {
    AutoLayoutEpoch.current &+= 1
    if view.translatesAutoresizingMaskIntoConstraints {
      markEngines(structure: true)
    } else {
      invalidateLayout(structure: true)
    }
  }

  /// Marks the engines of this view and its ancestors as out of date (`constraints`: an app
  /// constraint's constant or priority moved).
  func markEngines(structure: Bool, constraints: Bool = false) {
    var current: UIView? = self
    while let view = current {
      if let engine = view.autoLayoutState?.engine {
        if structure { engine.isStructureDirty = true } else { engine.areValuesDirty = true }
        if constraints { engine.areConstraintsDirty = true }
      }
      current = view.superview
    }
  }

  /// An installed constraint's constant or priority changed.
  func autoLayoutConstraintDidChange() {
    markEngines(structure: false, constraints: true)
    invalidateLayout(structure: false)
  }

  /// The view is about to leave `parent`: constraints that reach into it from above go, and a
  /// stack view stops arranging it.
  func autoLayoutWillLeave(_ parent: UIView) {
    removeConstraintsReachingIn(leaving: parent)
    (parent as? UIStackView)?.removeArrangedSubview(self)
    parent.markEngines(structure: true)
  }
}
#endif
