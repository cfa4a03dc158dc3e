#if !canImport(UIKit)
import Foundation
#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// Recognizes a gesture on the view it is attached to and performs its actions, as in UIKit.
///
/// Target-action is the only way UIKit gives to act on a gesture, and it needs the Objective-C
/// runtime: where that exists (a Mac), ``init(target:action:)`` and ``addTarget(_:action:)`` take
/// a `#selector` and `simulateTap()` performs it. On Linux neither
/// `#selector` nor `@objc` exists: a recognizer can be made, configured and attached, and
/// recognizes nothing; put a `UIButton` or a `UIControl` with a `UIAction` where a cell must
/// react to a tap on Linux too.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// Where a recognizer is in recognizing its gesture.
  public enum State: Int, @unchecked Sendable {
    /// Waiting for the gesture.
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended.
    case ended = 3
    /// The gesture was cancelled.
    case cancelled = 4
    /// The touches were not the gesture.
    case failed = 5

    /// A discrete gesture was recognized: `.ended`.
    public static var recognized: State { .ended }
  }

  #if canImport(ObjectiveC)
  /// The target-action pairs, performed when the gesture is recognized.
  private var targets: [(target: AnyObject?, action: ObjectiveC.Selector)] = []

  /// A recognizer that performs `action` on `target` when it recognizes its gesture.
  public init(target: Any?, action: ObjectiveC.Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Performs `action` on `target` too when the gesture is recognized.
  open func addTarget(_ target: Any, action: ObjectiveC.Selector) {
    targets.append((target as AnyObject, action))
  }

  /// Stops performing `action` (any, for `nil`) on `target` (any, for `nil`).
  open func removeTarget(_ target: Any?, action: ObjectiveC.Selector?) {
    let object = target as AnyObject?
    targets.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
  }

  /// Performs the actions, with the recognizer as the sender, in the state `state`.
  func recognize(as state: State) {
    self.state = state
    for pair in targets {
      guard let target = pair.target as? NSObject else { continue }
      _ = target.perform(pair.action, with: self)
    }
    self.state = .possible
  }
  #else
  /// A recognizer with a target-action pair. Without the Objective-C runtime no method can be
  /// named to perform (`#selector` does not exist): pass `nil` for both.
  public init(target: Any?, action: Selector?) {
    super.init()
  }

  /// Records a target-action pair, which is never performed without the Objective-C runtime.
  open func addTarget(_ target: Any, action: Selector) {}

  /// Removes a target-action pair.
  open func removeTarget(_ target: Any?, action: Selector?) {}
  #endif

  /// A recognizer without a target.
  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  /// Where the recognizer is in recognizing its gesture.
  open internal(set) var state: State = .possible
  /// The recognizer's delegate.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer recognizes anything.
  open var isEnabled = true
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  /// Whether recognized touches are cancelled for the view; recorded only.
  open var cancelsTouchesInView = true
  /// Whether touches reach the view only after the gesture failed; recorded only.
  open var delaysTouchesBegan = false
  /// Whether touch ends reach the view only after the gesture failed; recorded only.
  open var delaysTouchesEnded = true
  /// A name for debugging (iOS 11).
  open var name: String?
  /// The recognizers that must fail first.
  open private(set) var requiredToFail: [UIGestureRecognizer] = []

  /// Recognizes only after `otherGestureRecognizer` failed.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requiredToFail.append(otherGestureRecognizer)
  }

  /// Where the gesture is in `view`: the middle of the recognizer's view headlessly.
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    return CGPoint(x: own.bounds.midX, y: own.bounds.midY)
  }

  /// How many touches the gesture has: none while no gesture is simulated.
  open var numberOfTouches: Int { 0 }
}

/// A recognizer of taps, as in UIKit.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture.
  open var numberOfTapsRequired = 1
  /// How many fingers tap.
  open var numberOfTouchesRequired = 1
}

/// A recognizer of long presses, as in UIKit.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press lasts before the gesture begins.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How many taps come before the press.
  open var numberOfTapsRequired = 0
  /// How many fingers press.
  open var numberOfTouchesRequired = 1
  /// How far the fingers may move.
  open var allowableMovement: CGFloat = 10
}

/// The delegate of a gesture recognizer. Its methods are optional in UIKit: here every one has a
/// default that answers as UIKit does when it is missing.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether the recognizer may begin; `true` by default.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether both recognizers may recognize at once; `false` by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
#endif
