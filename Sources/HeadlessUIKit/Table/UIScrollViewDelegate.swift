#if !canImport(UIKit)
import Foundation

/// Messages about scrolling, as in UIKit. All methods are optional; a table's delegate receives
/// them, and forwards the ones its class does not implement (see ``ObjectiveCMessaging``).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol, ObjectiveCMessaging {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user started dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user lifted the finger; `decelerate` says whether the content goes on moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
  /// Not implemented: does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if let collection = scrollView as? UICollectionView {
      return _ = collection.forwardDelegateCall("scrollViewDidScroll:", from: self) {
        $0.scrollViewDidScroll(scrollView)
      }
    }
    guard let table = scrollView.forwardingTable else { return }
    _ = table.forwardDelegateCall(.scrollViewDidScroll, from: self) { $0.scrollViewDidScroll(scrollView) }
  }

  /// Not implemented: does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    if let collection = scrollView as? UICollectionView {
      return _ = collection.forwardDelegateCall("scrollViewWillBeginDragging:", from: self) {
        $0.scrollViewWillBeginDragging(scrollView)
      }
    }
    guard let table = scrollView.forwardingTable else { return }
    _ = table.forwardDelegateCall(.scrollViewWillBeginDragging, from: self) {
      $0.scrollViewWillBeginDragging(scrollView)
    }
  }

  /// Not implemented: does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if let collection = scrollView as? UICollectionView {
      return _ = collection.forwardDelegateCall("scrollViewDidEndDragging:willDecelerate:", from: self) {
        $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
      }
    }
    guard let table = scrollView.forwardingTable else { return }
    _ = table.forwardDelegateCall(.scrollViewDidEndDragging, from: self) {
      $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
  }
}
#endif
