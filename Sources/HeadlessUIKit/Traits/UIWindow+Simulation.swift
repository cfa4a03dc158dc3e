#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit): the user changing the text size or the appearance.
extension UIWindow {
  /// Changes the window's text size, as the user does in Settings: every view in the window whose
  /// traits change is told (see ``UIView/traitCollection``), labels with
  /// `adjustsFontForContentSizeCategory` take their Dynamic Type font's new size, and the views'
  /// `traitCollectionDidChange(_:)` and trait change handlers run. Then, as UIKit does when the
  /// user's text size changes, `UIContentSizeCategory.didChangeNotification` is posted (object:
  /// the window), with the new category under `UIContentSizeCategory.newValueUserInfoKey`.
  public func simulateContentSizeCategory(_ category: UIContentSizeCategory) {
    simulateTraitCollection(UITraitCollection(preferredContentSizeCategory: category))
  }

  /// Changes the traits of the window's environment: the traits `traitCollection` specifies
  /// replace the window's, the others stay. The views in the window are told as for
  /// ``simulateContentSizeCategory(_:)``.
  public func simulateTraitCollection(_ traitCollection: UITraitCollection) {
    let oldCategory = ownTraitCollection.preferredContentSizeCategory
    ownTraitCollection = UITraitCollection(traitsFrom: [ownTraitCollection, traitCollection])
    updateTraitCollection()
    let category = ownTraitCollection.preferredContentSizeCategory
    guard category != oldCategory else { return }
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: self,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
  }
}
#endif
