#if !canImport(UIKit)
import Foundation

// Traits flow down the view hierarchy: a window has its own (an iPhone's in portrait until a test
// changes them), every other view takes its superview's, and a view outside any window has the
// phone's; a view's trait overrides (iOS 17) replace the traits they set, for it and its
// subviews. Each view keeps the collection it last had; when a view moves, a window's traits
// change or a view's overrides do, the views whose traits changed are told top-down, parents
// first, as UIKit does: labels that adjust their font for the content size category take the new
// size, then `traitCollectionDidChange(_:)` and the handlers registered for a trait that changed
// are called, with `UITraitCollection.current` set to the new traits. A subtree whose traits did
// not change is not visited, so moving views within a window costs nothing more than before.
extension UIView {
  /// The traits the view takes from its environment, with those it overrides in their place.
  var inheritedTraitCollection: UITraitCollection {
    let environment = (self as? UIWindow)?.ownTraitCollection ?? superview?.storedTraitCollection ?? .phone
    guard traitOverrideValues != UITraitCollection.Values() else { return environment }
    return UITraitCollection(values: environment.values.overlaid(by: traitOverrideValues))
  }

  /// Brings the traits of the view and of its subtree up to date, telling each view whose traits
  /// changed.
  func updateTraitCollection() {
    let new = inheritedTraitCollection
    let old = storedTraitCollection
    storedTraitCollection = new
    guard new !== old, new.values != old.values else { return }
    new.performAsCurrent {
      if new.preferredContentSizeCategory != old.preferredContentSizeCategory {
        adjustFont(for: new.preferredContentSizeCategory)
      }
      traitCollectionDidChange(old)
      for registration in traitChangeRegistrations where registration.isAffected(from: old.values, to: new.values) {
        registration.handler(self, old)
      }
      owningViewController?.traitsOfViewDidChange(from: old)
    }
    for subview in subviews { subview.updateTraitCollection() }
  }
}
#endif
