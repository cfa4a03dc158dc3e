#if !canImport(UIKit)
import Foundation

/// What an accessibility element is and does, for VoiceOver, as in UIKit.
public struct UIAccessibilityTraits: OptionSet, Hashable, @unchecked Sendable {
  /// The trait bits.
  public var rawValue: UInt64
  /// Creates a set of traits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No trait.
  public static let none = UIAccessibilityTraits([])
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays a sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// A keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// A summary of the app's state, read when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Updates often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Adjustable with swipes up and down (a slider).
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when read to its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// A tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// A header.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// A toggle button (iOS 17).
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// An action VoiceOver offers besides an element's default one, as in UIKit (iOS 8; handlers iOS
/// 13). Run it headlessly with ``UIView/simulateAccessibilityCustomAction(named:)``.
open class UIAccessibilityCustomAction: NSObject {
  /// The handler of an action: `true` when it succeeded.
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  /// The action's name, as VoiceOver reads it.
  open var name: String
  /// The action's name, with attributes.
  open var attributedName: NSAttributedString {
    get { NSAttributedString(string: name) }
    set { name = newValue.string }
  }
  /// The action's image (iOS 14).
  open var image: UIImage?
  /// The closure run when the action is chosen.
  open var actionHandler: Handler?

  /// An action named `name` that runs `actionHandler`.
  public init(name: String, actionHandler: @escaping Handler) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }

  /// An action with an attributed name that runs `actionHandler`.
  public convenience init(attributedName: NSAttributedString, actionHandler: @escaping Handler) {
    self.init(name: attributedName.string, actionHandler: actionHandler)
  }

  /// An action named `name` with an image (iOS 14) that runs `actionHandler`.
  public convenience init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
    self.init(name: name, actionHandler: actionHandler)
    self.image = image
  }

  /// Runs the action's handler; `false` when it has none.
  func perform() -> Bool { actionHandler?(self) ?? false }
}
#endif
