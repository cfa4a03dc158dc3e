#if !canImport(UIKit)
import Foundation

/// Builds the menu of a context menu from the system's suggested elements.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Builds the preview shown above a context menu; `nil` for the default preview.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as in UIKit (iOS 13+): the menu is built only when it opens.
@MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identity (a new UUID string when none was given).
  public let identifier: any NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  /// Creates a configuration whose menu and preview are built when the menu opens.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }
}
#endif
