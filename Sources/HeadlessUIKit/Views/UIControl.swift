#if !canImport(UIKit)
import Foundation

/// A view that sends actions for events, as in UIKit.
///
/// `UIAction`s added with ``addAction(_:for:)`` run for the events they were added for, in the
/// order they were added, whenever the control sends them (``sendActions(for:)``, or a simulated
/// tap: `.touchUpInside`, then `.primaryActionTriggered` for a button). Target-action
/// (`addTarget(_:action:for:)`) needs the Objective-C runtime: it exists where that does (a Mac)
/// and not on Linux, where `#selector` cannot be written either; a `UIAction` does the same on
/// every platform.
@MainActor
open class UIControl: UIView {
  /// The kinds of events a control sends.
  public struct Event: OptionSet, Hashable, @unchecked Sendable {
    /// The event bits.
    public var rawValue: UInt
    /// Creates an event set.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down (a double tap's second).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A touch cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired (iOS 9).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// An action of the control's menu was chosen (iOS 14).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended in a text field with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Events for the app's own use.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Events UIKit reserves.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The state of a control, for values that depend on it (a button's title per state).
  public struct State: OptionSet, Hashable, @unchecked Sendable {
    /// The state bits.
    public var rawValue: UInt
    /// Creates a state.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not highlighted, not selected.
    public static let normal = State([])
    /// Highlighted (touched).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused (iOS 9).
    public static let focused = State(rawValue: 1 << 3)
    /// States for the app's own use.
    public static let application = State(rawValue: 0x00FF_0000)
    /// States UIKit reserves.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// How content is placed horizontally in a control.
  public enum ContentHorizontalAlignment: Int, @unchecked Sendable {
    /// Centred.
    case center = 0
    /// On the left.
    case left = 1
    /// On the right.
    case right = 2
    /// Filling the width.
    case fill = 3
    /// At the leading edge (iOS 11).
    case leading = 4
    /// At the trailing edge (iOS 11).
    case trailing = 5
  }

  /// How content is placed vertically in a control.
  public enum ContentVerticalAlignment: Int, @unchecked Sendable {
    /// Centred.
    case center = 0
    /// At the top.
    case top = 1
    /// At the bottom.
    case bottom = 2
    /// Filling the height.
    case fill = 3
  }

  /// Whether the control is enabled: a disabled control takes no taps.
  open var isEnabled = true {
    didSet { if oldValue != isEnabled { controlStateDidChange() } }
  }
  /// Whether the control is selected.
  open var isSelected = false {
    didSet { if oldValue != isSelected { controlStateDidChange() } }
  }
  /// Whether the control is highlighted.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { controlStateDidChange() } }
  }
  /// How content is placed horizontally; recorded only.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// How content is placed vertically; recorded only.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  /// Whether the control shows its menu on a tap rather than a long press (iOS 14).
  open var showsMenuAsPrimaryAction = false
  /// Whether the control's context menu is enabled (iOS 14).
  open var isContextMenuInteractionEnabled = false
  /// The text shown when the pointer hovers (iOS 15); recorded only.
  open var toolTip: String?

  private var actions: [(action: UIAction, events: Event)] = []
  #if canImport(ObjectiveC)
  /// The target-action pairs (see UIControl+TargetAction.swift).
  var targetActions: [TargetAction] = []
  #endif

  /// Creates a control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
  }

  /// Creates a control from an archive; headless controls are never archived.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isAccessibilityElement = true
  }

  /// Creates a control whose primary action is `primaryAction` (iOS 14).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// The control's state: enabled or not, highlighted, selected.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Called after ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed; buttons update
  /// their configuration.
  func controlStateDidChange() {}

  // MARK: Actions

  /// Runs `action` whenever one of `controlEvents` is sent (iOS 14). An action already added (the
  /// same action, or one with its identifier) is replaced.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    if let index = actions.firstIndex(where: { $0.action === action || $0.action.identifier == action.identifier }) {
      actions[index] = (action, actions[index].events.union(controlEvents))
    } else {
      actions.append((action, controlEvents))
    }
  }

  /// Stops running `action` for `controlEvents` (iOS 14).
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action with `actionIdentifier` for `controlEvents` (iOS 14).
  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
    for index in actions.indices.reversed() where actions[index].action.identifier == actionIdentifier {
      actions[index].events.subtract(controlEvents)
      if actions[index].events.isEmpty { actions.remove(at: index) }
    }
  }

  /// Every event some action or target is registered for.
  open var allControlEvents: Event {
    var events = actions.reduce(Event()) { $0.union($1.events) }
    #if canImport(ObjectiveC)
    events.formUnion(targetActions.reduce(Event()) { $0.union($1.events) })
    #endif
    return events
  }

  /// Runs `action` with the control as its sender (iOS 14).
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Runs the actions registered for any of `controlEvents`, in the order they were added, then
  /// the targets' actions.
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.perform(sender: self)
    }
    #if canImport(ObjectiveC)
    sendTargetActions(for: controlEvents)
    #endif
  }

  /// What a user's tap sends: `.touchUpInside`.
  func sendTapEvents() {
    sendActions(for: .touchUpInside)
  }
}
#endif
