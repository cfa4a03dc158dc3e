#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

// The coordinator hears taps as the host's app delegate: the host handles a selection (the
// row's behaviour runs), then tells its delegate, and forwards deselection, which it does not
// handle, to it.

extension SnapshotListCoordinator: UITableViewDelegate {
  /// Mirrors the new selection.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    userDidChangeSelection()
  }

  /// Mirrors the new selection.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    userDidChangeSelection()
  }
}

extension SnapshotListCoordinator: UICollectionViewDelegate {
  /// Mirrors the new selection.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    userDidChangeSelection()
  }

  /// Mirrors the new selection.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    userDidChangeSelection()
  }
}
