#if !canImport(UIKit)
import Foundation

/// Messages about scrolling, as in UIKit. All methods are optional (default implementations do
/// nothing).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
#endif
