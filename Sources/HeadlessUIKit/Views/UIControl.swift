#if !canImport(UIKit)
import Foundation

/// A view that sends actions for events, as in UIKit.
@MainActor
open class UIControl: UIView {
  /// The kinds of events a control sends.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event bits.
    public var rawValue: UInt
    /// Creates an event set.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// Editing began in a text field (it became first responder).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The user changed the text of a text field.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field (it resigned first responder).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Whether the control is enabled.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted.
  open var isHighlighted = false

  private var actions: [(action: UIAction, events: Event)] = []

  /// Runs `action` whenever one of `controlEvents` is sent.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }

  /// Stops running `action` for `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs the actions registered for any of `controlEvents`, in the order they were added.
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.perform(sender: self)
    }
  }
}
#endif
