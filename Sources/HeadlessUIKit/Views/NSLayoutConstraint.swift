#if !canImport(UIKit)
import Foundation

/// A relation between two layout attributes that the Auto Layout engine satisfies, as in UIKit:
/// `first.attribute relation second.attribute × multiplier + constant`.
///
/// Activating a constraint installs it on the closest common ancestor of its items (a layout
/// guide counts as its owning view); the layout engine of that view's hierarchy solves it with
/// the others at the next layout pass or `systemLayoutSizeFitting(_:)` (see the Auto Layout article).
/// A required constraint (priority 1000) holds exactly or is broken with UIKit's console message;
/// other priorities are met as nearly as possible, higher priorities first.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// A layout axis.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The part of an item's layout rectangle a constraint relates.
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (the left edge: layout is left to right headlessly).
    case leading = 5
    /// The trailing edge (the right edge).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (the bottom of a view without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom of a view without text).
    case firstBaseline = 12
    /// The left edge inset by the view's left layout margin.
    case leftMargin = 13
    /// The right edge inset by the view's right layout margin.
    case rightMargin = 14
    /// The top edge inset by the view's top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the view's bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The horizontal centre of the margins' rectangle.
    case centerXWithinMargins = 19
    /// The vertical centre of the margins' rectangle.
    case centerYWithinMargins = 20
    /// No attribute: the constraint has no second item.
    case notAnAttribute = 0
  }

  /// How the two sides of a constraint compare.
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// The sides of the equation: each a sum of item attributes (one, or two for an anchor made
  /// with `anchorWithOffset(to:)`).
  let firstForm: AnchorForm
  let secondForm: AnchorForm?
  private let storedRelation: Relation
  private let storedMultiplier: CGFloat
  /// A multiple of the system spacing added to the constant (system-spacing constraints).
  var systemSpacingMultiplier: CGFloat?
  /// Whether UIKit made the constraint (a stack view's): the engine breaks the app's own
  /// constraints before these.
  var isSystemConstraint = false
  /// The view the constraint is installed on while active.
  weak var installedView: UIView?
  /// The order of activation, to pick which of equal constraints the engine breaks.
  var activationSerial = 0
  /// Whether the engine reported breaking the constraint since it was activated.
  var didReportBreak = false

  /// The constant added to the second side. Changing it on an active constraint is cheap, as in
  /// UIKit: the engine moves the constant instead of rebuilding.
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue, let view = installedView else { return }
      view.autoLayoutConstraintDidChange()
    }
  }

  /// How much the constraint matters, 1...1000 (1000 = required). UIKit raises an exception when
  /// an installed constraint changes from required to optional or back; headlessly it is
  /// allowed (see the Auto Layout article).
  open var priority = UILayoutPriority.required {
    didSet {
      guard priority != oldValue, let view = installedView else { return }
      view.autoLayoutConstraintDidChange()
    }
  }

  /// A name for debugging; it appears in the engine's messages.
  open var identifier: String?
  /// Whether a view archives the constraint (recorded only: headless views are not archived).
  open var shouldBeArchived = false

  init(
    first: AnchorForm, relation: Relation, second: AnchorForm?, multiplier: CGFloat, constant: CGFloat
  ) {
    firstForm = first
    storedRelation = relation
    secondForm = second
    storedMultiplier = multiplier
    self.constant = constant
    super.init()
  }

  /// Creates a constraint `view1.attr1 relation view2.attr2 × multiplier + c`. Pass `nil` and
  /// `.notAnAttribute` for a constraint on one item (a constant width or height). The items must
  /// be views or layout guides; anything else is reported when the constraint is activated.
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
    toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let first = AnchorForm(item: view1 as AnyObject, attribute: attr1)
    let second: AnchorForm? =
      if let view2, attr2 != .notAnAttribute { AnchorForm(item: view2 as AnyObject, attribute: attr2) } else { nil }
    self.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: c)
  }

  /// The relation between the sides.
  open var relation: Relation { storedRelation }
  /// The factor applied to the second side.
  open var multiplier: CGFloat { storedMultiplier }

  /// The first item (a view or layout guide).
  open var firstItem: AnyObject? { firstForm.terms.first?.item }
  /// The attribute of ``firstItem``.
  open var firstAttribute: Attribute { firstForm.terms.first?.attribute ?? .notAnAttribute }
  /// The second item, `nil` for a constraint on one item.
  open var secondItem: AnyObject? { secondForm?.terms.first?.item }
  /// The attribute of ``secondItem``; `.notAnAttribute` without one.
  open var secondAttribute: Attribute { secondForm?.terms.first?.attribute ?? .notAnAttribute }

  /// The first side as an anchor.
  open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(form: firstForm) }
  /// The second side as an anchor, if there is one.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondForm.map { NSLayoutAnchor(form: $0) } }

  /// Whether the constraint takes part in layout. Activating installs it on the closest common
  /// ancestor of its items; items without one (in different hierarchies, or a layout guide not
  /// added to a view) are reported as UIKit's exception describes, and the constraint stays
  /// inactive.
  open var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue { activate() } else { deactivate() }
    }
  }

  /// Activates every constraint of `constraints`.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.activate() }
  }

  /// Deactivates every constraint of `constraints`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.deactivate() }
  }
}
#endif
