#if !canImport(UIKit)
import Foundation

/// The context menu of a view, as an interaction (iOS 13): attached with `addInteraction(_:)`, it
/// asks its delegate for the menu's configuration when the menu opens
/// (``simulateContextMenu(at:)``).
@MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// The object that gives the menu.
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view the interaction is attached to.
  open private(set) weak var view: UIView?

  /// An interaction whose menus `delegate` gives.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  /// Called before the interaction is attached to `view`.
  open func willMove(to view: UIView?) {}

  /// Called after the interaction was attached to `view`.
  open func didMove(to view: UIView?) { self.view = view }

  /// Where the interaction happened in `view`: its origin headlessly.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// Updates the visible menu; headless menus are never visible.
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}

  /// Dismisses the menu; headless menus are never visible.
  open func dismissMenu() {}

  /// Simulation only: opens the menu as a long press at `location` would, returning the
  /// configuration the delegate gives (`nil`: no menu).
  public func simulateContextMenu(at location: CGPoint = .zero) -> UIContextMenuConfiguration? {
    delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
  }
}

/// The delegate of a ``UIContextMenuInteraction`` (iOS 13).
@MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The configuration of the menu to show at `location`; `nil` for no menu.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
}
#endif
