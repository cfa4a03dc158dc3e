#if !canImport(UIKit)
import Foundation

extension UIView {
  /// The control a tap in the middle of this view reaches: the frontmost enabled, visible
  /// control that takes touches, searched from the front (the last subviews) to the back.
  func frontmostTappableControl() -> UIControl? {
    guard !isHidden, isUserInteractionEnabled else { return nil }
    for subview in subviews.reversed() {
      if let control = subview.frontmostTappableControl() { return control }
    }
    if let control = self as? UIControl, control.isEnabled { return control }
    return nil
  }

  /// Taps the view as a user would: its frontmost tappable control sends `.touchUpInside`.
  /// Returns `false` when no control takes the tap.
  func simulateTapOnControl() -> Bool {
    guard let control = frontmostTappableControl() else { return false }
    control.sendTapEvents()
    return true
  }
}

extension UITableView {
  /// Simulates a user's tap on the header of `section` while it is on screen: the control in
  /// it (a collapsible section's toggle, a button of a custom header) gets `.touchUpInside`.
  /// Returns `false` when the header is not on screen or nothing in it takes a tap.
  @discardableResult
  public func simulateTap(onHeaderInSection section: Int) -> Bool {
    headerView(forSection: section)?.simulateTapOnControl() ?? false
  }
}

extension UICollectionView {
  /// Simulates a user's tap on the header of `section` while it is on screen: the control in
  /// it (a collapsible section's toggle, a button of a custom header) gets `.touchUpInside`.
  /// Returns `false` when the header is not on screen or nothing in it takes a tap.
  @discardableResult
  public func simulateTap(onHeaderInSection section: Int) -> Bool {
    supplementaryView(forElementKind: Self.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?
      .simulateTapOnControl() ?? false
  }
}
#endif
