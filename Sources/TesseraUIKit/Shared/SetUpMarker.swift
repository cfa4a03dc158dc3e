#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Marks a cell or a header/footer view whose one-time `setUp()` has run. A zero-size subview
/// (not a table of object identifiers, which can be reused once a view is freed) so the mark
/// lives and dies with the view.
final class SetUpMarker: UIView {
  /// Runs `setUp` the first time it is asked for the view whose content lives in `container`
  /// (a cell's or header's content view, or a collection header itself).
  static func setUpOnce(in container: UIView, _ setUp: () -> Void) {
    guard !container.subviews.contains(where: { $0 is SetUpMarker }) else { return }
    let marker = SetUpMarker(frame: .zero)
    marker.isHidden = true
    container.addSubview(marker)
    setUp()
  }
}
