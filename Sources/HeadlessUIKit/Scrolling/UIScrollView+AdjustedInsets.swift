#if !canImport(UIKit)
import Foundation

extension UIScrollView {
  /// The insets the content is laid out with: ``contentInset`` plus the safe area, as UIKit's
  /// `contentInsetAdjustmentBehavior` adds it. A headless view has no safe area, so this is
  /// ``contentInset`` (R8.1).
  public var adjustedContentInset: UIEdgeInsets { contentInset }
}
#endif
