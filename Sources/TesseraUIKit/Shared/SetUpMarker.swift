#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Marks a cell whose ``TableCell/setUp()`` has run. A zero-size subview (not a table of
/// object identifiers, which can be reused once a cell is freed) so the mark lives and dies with
/// the cell.
final class SetUpMarker: UIView {
  /// Runs `setUp` the first time it is asked for `cell`.
  static func setUpIfNeeded(_ cell: UITableViewCell, _ setUp: () -> Void) {
    setUpIfNeeded(inContentView: cell.contentView, setUp)
  }

  /// Runs `setUp` the first time it is asked for the cell owning `contentView`.
  static func setUpIfNeeded(inContentView contentView: UIView, _ setUp: () -> Void) {
    guard !contentView.subviews.contains(where: { $0 is SetUpMarker }) else { return }
    let marker = SetUpMarker(frame: .zero)
    marker.isHidden = true
    contentView.addSubview(marker)
    setUp()
  }
}
