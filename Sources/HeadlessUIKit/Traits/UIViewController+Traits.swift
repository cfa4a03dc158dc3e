#if !canImport(UIKit)
import Foundation

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
  /// Calls `handler` after any of `traits` of the controller changed (iOS 17), with the
  /// controller and its traits before.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration.make(traits, handler)
    traitChangeRegistrations.append(registration)
    return registration
  }

  /// Stops calling a registration's handler.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.removeAll { $0 === registration }
  }

  /// Tells the controller that the traits of its view changed from `old`.
  func traitsOfViewDidChange(from old: UITraitCollection) {
    traitCollectionDidChange(old)
    let new = traitCollection.values
    for registration in traitChangeRegistrations where registration.isAffected(from: old.values, to: new) {
      registration.handler(self, old)
    }
  }
}
#endif
