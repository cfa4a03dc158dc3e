#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraSwiftUI
import TesseraUIKit

// Scrolling as a reader does, for the position and visibility tests. The hosts tell their
// visible-rows observers from `scrollViewDidScroll(_:)`, which the scroll calls.
extension SnapshotListCoordinator {
  /// Scrolls the list so that content offset `y` is at the top, as a drag would.
  func scroll(to y: CGFloat) {
    if let host = tableHost {
      host.tableView.simulateDrag(to: y)
    } else if let host = collectionHost {
      host.collectionView.scroll(to: y)
    }
  }

  /// Where the row with `id` is in the content, `nil` when it is not shown.
  func frame(ofRow id: RowID) -> CGRect? {
    if let host = tableHost, let path = host.indexPath(forRowID: id) {
      return host.tableView.rectForRow(at: path)
    }
    if let host = collectionHost, let path = host.indexPath(forRowID: id) {
      return host.collectionView.layoutAttributesForItem(at: path)?.frame
    }
    return nil
  }

  /// The top of the content shown, `contentOffset.y`.
  var offset: CGFloat { listView.contentOffset.y }

  /// The offset that shows the end of the content.
  var bottomOffset: CGFloat { max(0, listView.contentSize.height - listView.bounds.height) }
}

/// A position binding's storage, recording every write.
@MainActor
final class PositionBox<ID: Hashable & Sendable> {
  var value: ID?
  private(set) var writes: [ID] = []

  init(_ value: ID? = nil) { self.value = value }

  var position: RowScrollPosition {
    RowScrollPosition(
      get: { [unowned self] in value },
      set: { [unowned self] in
        value = $0
        writes.append($0)
      })
  }
}

/// `count` rows "r0", "r1"… 50 points tall, in one section.
func tallRows(_ count: Int) -> ListSnapshot {
  ListSnapshot {
    Section("main") { for index in 0..<count { Row("r\(index)", "Row \(index)").height(.fixed(50)) } }
  }
}
