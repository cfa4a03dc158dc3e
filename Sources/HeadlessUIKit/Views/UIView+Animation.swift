#if !canImport(UIKit)
import Foundation

// Animations: nothing moves on screen here, but whether a change was made with animations on is
// part of what it means (a batch inside `performWithoutAnimation` is shown at once). The views
// log a batch begun with animations off (`.batchBeginsWithoutAnimation`).
extension UIView {
  /// How many `performWithoutAnimation` blocks are running.
  private static var animationsDisabledDepth = 0

  /// Whether animations are enabled: `false` inside ``performWithoutAnimation(_:)``.
  public class var areAnimationsEnabled: Bool { animationsDisabledDepth == 0 }

  /// Runs `actionsWithoutAnimation` with animations disabled: changes it makes, batch updates
  /// included, take effect without animation.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    animationsDisabledDepth += 1
    defer { animationsDisabledDepth -= 1 }
    actionsWithoutAnimation()
  }

  /// Animates the changes `animations` makes over `duration` seconds, then calls `completion`
  /// with whether the animations ran to their end. Headless views do not move: the changes are
  /// made at once and `completion` is called right after them, with `true` (UIKit calls it
  /// when the animation ends, later).
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
}
#endif
