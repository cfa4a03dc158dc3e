#if !canImport(UIKit) && canImport(ObjectiveC)
import Foundation
import ObjectiveC

// Target-action, where the Objective-C runtime exists (a Mac): `#selector` names a method and the
// control performs it on its target. Linux has no Objective-C runtime, so neither `#selector` nor
// these methods exist there; a `UIAction` (`addAction(_:for:)`) works everywhere.

/// A target and the method to perform on it for some events.
struct TargetAction {
  weak var target: AnyObject?
  let hasTarget: Bool
  let action: ObjectiveC.Selector
  var events: UIControl.Event
}

extension UIControl {
  /// Performs `action` on `target` for `controlEvents`; a `nil` target sends it up the
  /// responder chain, to the first responder that implements it, starting with the control.
  public func addTarget(_ target: Any?, action: ObjectiveC.Selector, for controlEvents: UIControl.Event) {
    let object = target as AnyObject?
    if let index = targetActions.firstIndex(where: { $0.target === object && $0.action == action }) {
      targetActions[index].events.formUnion(controlEvents)
    } else {
      targetActions.append(
        TargetAction(target: object, hasTarget: object != nil, action: action, events: controlEvents))
    }
  }

  /// Stops performing `action` (any, for `nil`) on `target` (any, for `nil`) for `controlEvents`.
  public func removeTarget(_ target: Any?, action: ObjectiveC.Selector?, for controlEvents: UIControl.Event) {
    let object = target as AnyObject?
    for index in targetActions.indices.reversed()
    where (object == nil || targetActions[index].target === object)
      && (action == nil || targetActions[index].action == action)
    {
      targetActions[index].events.subtract(controlEvents)
      if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
    }
  }

  /// The targets of the control's target-action pairs.
  public var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { ($0.target as? NSObject).map(AnyHashable.init) })
  }

  /// The names of the methods performed on `target` for `controlEvent`, or `nil` for none.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
    let object = target as AnyObject?
    let names = targetActions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
      .map { NSStringFromSelector($0.action) }
    return names.isEmpty ? nil : names
  }

  /// Performs `action` on `target` (up the responder chain for `nil`), with the control as the
  /// sender.
  public func sendAction(_ action: ObjectiveC.Selector, to target: Any?, for event: UIEvent?) {
    if let object = target as? NSObject {
      _ = object.perform(action, with: self)
      return
    }
    var responder: UIResponder? = self
    while let candidate = responder {
      if candidate.responds(to: action) {
        _ = candidate.perform(action, with: self)
        return
      }
      responder = candidate.next
    }
  }

  /// Performs the target-action pairs registered for any of `controlEvents`, in the order they
  /// were added; a pair whose target is gone is skipped.
  func sendTargetActions(for controlEvents: UIControl.Event) {
    for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) {
      if pair.hasTarget {
        guard let target = pair.target else { continue }
        sendAction(pair.action, to: target, for: nil)
      } else {
        sendAction(pair.action, to: nil, for: nil)
      }
    }
  }
}
#endif
