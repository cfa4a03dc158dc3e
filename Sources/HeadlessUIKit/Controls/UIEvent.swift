#if !canImport(UIKit)
import Foundation

/// An event UIKit delivers: touches, presses, motion. Headless events are never delivered; the
/// class exists for the signatures that name it.
@MainActor
open class UIEvent: NSObject {
  /// The kind of an event.
  public enum EventType: Int, @unchecked Sendable {
    /// Touches.
    case touches = 0
    /// Motion (a shake).
    case motion = 1
    /// Remote control.
    case remoteControl = 2
    /// Presses of physical buttons.
    case presses = 3
  }

  /// The kind of the event.
  open var type: EventType { .touches }
  /// When the event happened, in seconds since startup.
  open var timestamp: TimeInterval { 0 }
}
#endif
