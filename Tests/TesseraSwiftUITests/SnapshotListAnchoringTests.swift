#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraSwiftUI
import TesseraUIKit

/// `SnapshotList.anchoring(_:)` sets the controller's anchoring before the snapshot of the same
/// update is shown: a chat opens at its end and stays there as messages arrive.
@MainActor
@Suite struct SnapshotListAnchoringTests {
  @Test(arguments: ListKind.allCases)
  func aChatKeepsTheBottomAsRowsAreAppended(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind, selectsRows: false)
    coordinator.controller.anchoring = .bottom
    coordinator.layOut()
    coordinator.update(snapshot: tallRows(20), selection: nil)
    await coordinator.settle()
    coordinator.layOut()
    #expect(coordinator.bottomOffset > 0)
    #expect(coordinator.offset == coordinator.bottomOffset, "a chat opens at its end")
    for count in [21, 23, 30] {
      coordinator.update(snapshot: tallRows(count), selection: nil)
      await coordinator.settle()
      coordinator.layOut()
      #expect(coordinator.offset == coordinator.bottomOffset, "after \(count) rows")
    }
    // A reader who scrolled up keeps their place.
    coordinator.scroll(to: 100)
    coordinator.update(snapshot: tallRows(32), selection: nil)
    await coordinator.settle()
    coordinator.layOut()
    #expect(coordinator.offset == 100)
    _ = window
  }
}
