#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit): the user changing the text size or the appearance.
extension UIWindow {
  /// Changes the window's text size, as the user does in Settings: every view in the window whose
  /// traits change is told (see ``UIView/traitCollection``), labels with
  /// `adjustsFontForContentSizeCategory` take their Dynamic Type font's new size, and the views'
  /// `traitCollectionDidChange(_:)` and trait change handlers run.
  public func simulateContentSizeCategory(_ category: UIContentSizeCategory) {
    simulateTraitCollection(UITraitCollection(preferredContentSizeCategory: category))
  }

  /// Changes the traits of the window's environment: the traits `traitCollection` specifies
  /// replace the window's, the others stay. The views in the window are told as for
  /// ``simulateContentSizeCategory(_:)``.
  public func simulateTraitCollection(_ traitCollection: UITraitCollection) {
    ownTraitCollection = UITraitCollection(traitsFrom: [ownTraitCollection, traitCollection])
    updateTraitCollection()
  }
}
#endif
