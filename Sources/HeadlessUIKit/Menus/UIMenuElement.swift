#if !canImport(UIKit)
import Foundation

/// Something a menu shows: an action or a submenu, as in UIKit (iOS 13+).
@MainActor
open class UIMenuElement: NSObject {
  /// How an element looks and behaves.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attribute bits.
    public var rawValue: UInt
    /// Creates a set of attributes.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Shown dimmed; cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red: it destroys data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// Whether an element shows a check mark.
  public enum State: Int, Sendable {
    /// No mark.
    case off = 0
    /// A check mark.
    case on = 1
    /// A dash: some of what it stands for is on.
    case mixed = 2
  }

  /// The title shown.
  public internal(set) var title: String
  /// The image shown beside the title.
  public internal(set) var image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }
}

/// A group of menu elements with a title, as in UIKit (iOS 13+).
@MainActor
open class UIMenu: UIMenuElement {
  /// A menu's identity (used by the system menus of UIKit; any string here).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public var rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu presents its children.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The option bits.
    public var rawValue: UInt
    /// Creates a set of options.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The children are shown inline in the parent menu, with separators.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu's title is shown in red.
    public static let destructive = Options(rawValue: 1 << 1)
  }

  /// The menu's identifier.
  public let identifier: UIMenu.Identifier
  /// How the menu presents its children.
  public let options: UIMenu.Options
  /// The elements shown.
  public let children: [UIMenuElement]

  /// Creates a menu of `children`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
    children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? UIMenu.Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }
}

/// The handler of a ``UIAction``.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action, as in UIKit (iOS 13+): a menu item, and the portable way to react to
/// controls (iOS 14+), since target/selector pairs need the Objective-C runtime.
@MainActor
open class UIAction: UIMenuElement {
  /// An action's identity.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public var rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title.
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  /// The action's image.
  open override var image: UIImage? {
    get { super.image }
    set { super.image = newValue }
  }
  /// The action's identifier.
  public let identifier: UIAction.Identifier
  /// A longer title for discoverability overlays.
  open var discoverabilityTitle: String?
  /// How the action looks and behaves in a menu.
  open var attributes: UIMenuElement.Attributes
  /// Whether the action shows a check mark.
  open var state: UIMenuElement.State
  /// The closure run when the action is performed.
  let handler: UIActionHandler
  /// The control (or menu) that sent the action while its handler runs.
  open private(set) var sender: Any?

  /// Creates an action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
#endif
