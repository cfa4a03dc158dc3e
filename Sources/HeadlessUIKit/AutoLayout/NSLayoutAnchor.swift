#if !canImport(UIKit)
import Foundation

/// One attribute of a layout item in a side of a constraint, with its coefficient.
struct AnchorTerm {
  /// The view or layout guide.
  weak var item: AnyObject?
  /// Its attribute.
  let attribute: NSLayoutConstraint.Attribute
  /// The attribute's factor in the side (1, or -1 in an offset between two anchors).
  let coefficient: CGFloat
}

/// A side of a constraint: one anchor, or the distance between two (`anchorWithOffset(to:)`).
struct AnchorForm {
  var terms: [AnchorTerm]

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    terms = [AnchorTerm(item: item, attribute: attribute, coefficient: 1)]
  }

  init(terms: [AnchorTerm]) { self.terms = terms }

  /// The distance from `self` to `other` (`other - self`).
  func offset(to other: AnchorForm) -> AnchorForm {
    AnchorForm(
      terms: other.terms
        + terms.map { AnchorTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) })
  }
}

/// An edge, centre, baseline or dimension of a view or layout guide, from which constraints are
/// made (UIKit's `NSLayoutAnchor`). The concrete anchors are ``NSLayoutXAxisAnchor``,
/// ``NSLayoutYAxisAnchor`` and ``NSLayoutDimension``; the generic parameter keeps constraints
/// between anchors of the same kind, as in UIKit. The constraints made are not active.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  let form: AnchorForm

  init(form: AnchorForm) {
    self.form = form
    super.init()
  }

  convenience init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.init(form: AnchorForm(item: item, attribute: attribute))
  }

  /// `self relation anchor × multiplier + constant`, plus `systemSpacing` times the system spacing when given.
  func makeConstraint(
    _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat = 0, systemSpacing: CGFloat? = nil
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      first: form, relation: relation, second: anchor?.form, multiplier: multiplier, constant: constant)
    constraint.systemSpacingMultiplier = systemSpacing
    return constraint
  }

  /// A constraint `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor)
  }

  /// A constraint `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor)
  }

  /// A constraint `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor)
  }

  /// A constraint `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor, constant: c)
  }

  /// A constraint `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
  }

  /// A constraint `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
  }
}

/// A horizontal anchor: a left, right, leading, trailing or centre-X edge.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// The horizontal distance from this anchor to `otherAnchor`, as a dimension to constrain.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(form: form.offset(to: otherAnchor.form))
  }

  /// A constraint `self == anchor + multiplier × system spacing`: the receiver trails `anchor`
  /// by the standard space (8 points headlessly, see the Auto Layout article).
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint
  {
    makeConstraint(.equal, to: anchor, systemSpacing: multiplier)
  }

  /// A constraint `self >= anchor + multiplier × system spacing`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, systemSpacing: multiplier)
  }

  /// A constraint `self <= anchor + multiplier × system spacing`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, systemSpacing: multiplier)
  }
}

/// A vertical anchor: a top, bottom, centre-Y or baseline edge.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// The vertical distance from this anchor to `otherAnchor`, as a dimension to constrain.
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(form: form.offset(to: otherAnchor.form))
  }

  /// A constraint `self == anchor + multiplier × system spacing`: the receiver sits below
  /// `anchor` by the standard space, which between baselines of text depends on the fonts (see
  /// the Auto Layout article).
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint
  {
    makeConstraint(.equal, to: anchor, systemSpacing: multiplier)
  }

  /// A constraint `self >= anchor + multiplier × system spacing`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, systemSpacing: multiplier)
  }

  /// A constraint `self <= anchor + multiplier × system spacing`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, systemSpacing: multiplier)
  }
}

/// A width or height, which constraints can also set to a constant or a multiple of another.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.equal, to: nil, constant: c)
  }

  /// A constraint `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: nil, constant: c)
  }

  /// A constraint `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: nil, constant: c)
  }

  /// A constraint `self == anchor × m`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor, multiplier: m)
  }

  /// A constraint `self >= anchor × m`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m)
  }

  /// A constraint `self <= anchor × m`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m)
  }

  /// A constraint `self == anchor × m + c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
  }

  /// A constraint `self >= anchor × m + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
  }

  /// A constraint `self <= anchor × m + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
  }
}
#endif
