#if canImport(UIKit)
// The iOS 16.5 SDK declares `UIAccessibilityLayoutChangedNotification` as a mutable global
// (`UIAccessibilityConstants.h`, line 128: `UIKIT_EXTERN UIAccessibilityNotifications`, not
// `const`), which Swift 6 refuses to read ("not concurrency-safe because it involves shared mutable
// state"); the 18.5 and 26.2 SDKs declare it `const` and `NS_SWIFT_NONISOLATED` (line 136). The
// value never changes, so this one file reads it as the newer SDKs declare it.
@preconcurrency import UIKit

extension UIKitListViewDriver {
  public func moveVoiceOverFocus(to element: UIView) {
    UIAccessibility.post(notification: .layoutChanged, argument: element)
  }
}
#endif
