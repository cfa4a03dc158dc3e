#if !canImport(UIKit)
import Foundation

/// A constraint of the Auto Layout engine. Headless views have no layout engine: the one kind
/// of constraint they honour is a view's height equal to a constant (`heightAnchor
/// .constraint(equalToConstant:)`), which ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// answers when the constraint's priority beats the vertical fitting priority, as Auto Layout
/// would for a view whose content does not need more. Other constraints are not modelled.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// A layout axis.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The attribute a constraint sets (only those the headless views model).
  public enum Attribute: Int, Sendable {
    /// No attribute.
    case notAnAttribute = 0
    /// The height.
    case height = 8
  }

  /// The view the constraint is about.
  open private(set) weak var firstItem: AnyObject?
  /// The attribute of ``firstItem`` it sets.
  open private(set) var firstAttribute: Attribute
  /// The constant the attribute equals.
  open var constant: CGFloat
  /// How much the constraint matters (required: 1000).
  open var priority = UILayoutPriority.required
  /// A name for debugging and lookups.
  open var identifier: String?

  init(item: UIView, attribute: Attribute, constant: CGFloat) {
    firstItem = item
    firstAttribute = attribute
    self.constant = constant
    super.init()
  }

  /// Whether the constraint takes part in layout; activating it installs it on its view.
  open var isActive: Bool {
    get { (firstItem as? UIView)?.installedConstraints.contains { $0 === self } ?? false }
    set {
      guard let view = firstItem as? UIView, newValue != isActive else { return }
      if newValue {
        view.installedConstraints.append(self)
      } else {
        view.installedConstraints.removeAll { $0 === self }
      }
      view.setNeedsLayout()
    }
  }

  /// Activates every constraint of `constraints`.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint of `constraints`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// A dimension of a view that constraints can be made from.
@MainActor
open class NSLayoutDimension: NSObject {
  private weak var view: UIView?
  private let attribute: NSLayoutConstraint.Attribute

  init(view: UIView, attribute: NSLayoutConstraint.Attribute) {
    self.view = view
    self.attribute = attribute
    super.init()
  }

  /// A constraint (not yet active) that makes the dimension equal to `c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item: view ?? UIView(frame: .zero), attribute: attribute, constant: c)
  }
}

extension UIView {
  /// The view's height, to make constraints from.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .height) }

  /// The active constraints the view holds.
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// The constant of the strongest active height constraint of the view that beats
  /// `priority`, if any.
  func constrainedHeight(above priority: UILayoutPriority) -> CGFloat? {
    installedConstraints.filter { $0.firstAttribute == .height && $0.priority > priority }
      .max { $0.priority < $1.priority }?.constant
  }
}
#endif
