#if !canImport(UIKit)
import Foundation

/// A button revealed by swiping a row, as in UIKit (iOS 11+).
@MainActor
open class UIContextualAction: NSObject {
  /// How the button looks.
  public enum Style: Int, Sendable {
    /// A neutral button.
    case normal = 0
    /// A red button for actions that destroy data; performing it may remove the row.
    case destructive = 1
  }

  /// Runs when the button is tapped: the action, the view showing it, and a completion to call
  /// with whether the action was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// How the button looks.
  public let style: UIContextualAction.Style
  /// What the button does.
  public let handler: UIContextualAction.Handler
  /// The button's title.
  open var title: String?
  /// The button's colour (`nil` for the style's default).
  open var backgroundColor: UIColor!
  /// The button's image.
  open var image: UIImage?

  /// Creates a swipe button.
  public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}

/// The buttons revealed by swiping a row from one edge, as in UIKit (iOS 11+).
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The buttons, from the edge inwards. An empty list means "no buttons", unlike a `nil`
  /// configuration, which means "the default".
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action (`true` by default).
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
#endif
