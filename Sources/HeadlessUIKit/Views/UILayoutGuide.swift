#if !canImport(UIKit)
import Foundation

/// A rectangle of the layout engine that is not a view, as in UIKit: add it to a view with
/// ``UIView/addLayoutGuide(_:)`` and constrain its anchors. A view's `layoutMarginsGuide`,
/// `safeAreaLayoutGuide` and `readableContentGuide` are guides the view keeps in place itself.
@MainActor
open class UILayoutGuide: NSObject {
  /// The guides a view makes for itself, and how the engine places them.
  enum Kind {
    case custom
    case layoutMargins
    case safeArea
    case readableContent
  }

  let kind: Kind

  /// The view the guide belongs to; set by ``UIView/addLayoutGuide(_:)`` and
  /// ``UIView/removeLayoutGuide(_:)``.
  open weak var owningView: UIView? {
    didSet {
      guard owningView !== oldValue else { return }
      oldValue?.autoLayoutStructureDidChange()
      owningView?.autoLayoutStructureDidChange()
    }
  }

  /// A name for debugging; UIKit reserves the `UI` prefix for its own guides.
  open var identifier = ""

  /// Creates a guide, to add to a view before constraining it.
  public override init() {
    kind = .custom
    super.init()
  }

  init(kind: Kind, identifier: String, owningView: UIView) {
    self.kind = kind
    self.identifier = identifier
    self.owningView = owningView
    super.init()
  }

  /// The guide's rectangle in its owning view's coordinate space, as the last layout placed it
  /// (valid once the owning view was laid out; zero for a custom guide never laid out).
  open var layoutFrame: CGRect {
    owningView?.layoutFrame(of: self) ?? .zero
  }

  /// The leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The width.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The horizontal centre.
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical centre.
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
#endif
