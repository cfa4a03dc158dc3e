#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraSwiftUI
import TesseraUIKit

/// The visibility handlers under `SnapshotList.onRowVisibilityChange(threshold:perform:)`: told
/// of the rows that entered and left, by how much of each shows, only when that changed, and
/// never on the turn of the change.
@MainActor
@Suite struct RowVisibilityTests {
  /// What a handler was told.
  @MainActor
  final class Calls {
    var changes: [RowVisibilityChange] = []

    func handler(threshold: Double) -> RowVisibilityHandler {
      RowVisibilityHandler(threshold: threshold) { [unowned self] in changes.append($0) }
    }
  }

  private func ids(_ range: ClosedRange<Int>) -> [RowID] { range.map { RowID("r\($0)") } }

  @Test(arguments: ListKind.allCases)
  func rowsEnterAndLeaveByTheShareOfThemThatShows(_ kind: ListKind) async throws {
    let (coordinator, window) = makeCoordinator(kind, selectsRows: false)
    let half = Calls()
    let most = Calls()
    coordinator.update(snapshot: tallRows(40), selection: nil)
    coordinator.update(visibilityHandlers: [half.handler(threshold: 0.5), most.handler(threshold: 0.6)])
    await coordinator.settle()
    coordinator.layOut()
    await coordinator.settle()
    // 600 points show twelve rows of 50, whole.
    let r0 = try #require(coordinator.frame(ofRow: "r0"))
    coordinator.scroll(to: r0.minY)
    await coordinator.settle()
    #expect(half.changes == [RowVisibilityChange(visible: ids(0...11), entered: ids(0...11), left: [])])
    #expect(most.changes == half.changes)
    // Half of r0 and half of r12 show: in at 0.5, out at 0.6.
    coordinator.scroll(to: r0.minY + 25)
    #expect(half.changes.count == 1, "handlers are called on the next turn")
    await coordinator.settle()
    #expect(half.changes.last == RowVisibilityChange(visible: ids(0...12), entered: ["r12"], left: []))
    #expect(most.changes.last == RowVisibilityChange(visible: ids(1...11), entered: [], left: ["r0"]))
    coordinator.scroll(to: r0.minY + 50)
    await coordinator.settle()
    #expect(half.changes.last == RowVisibilityChange(visible: ids(1...12), entered: [], left: ["r0"]))
    #expect(most.changes.last == RowVisibilityChange(visible: ids(1...12), entered: ["r12"], left: []))
    // A scroll that moves no row across either threshold tells nobody (r1 shows 90%, r13 10%).
    coordinator.scroll(to: r0.minY + 55)
    await coordinator.settle()
    #expect(half.changes.count == 3)
    #expect(most.changes.count == 3)
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func rowsAnUpdateBringsAndTakesAreReported(_ kind: ListKind) async throws {
    let (coordinator, window) = makeCoordinator(kind, selectsRows: false)
    let calls = Calls()
    coordinator.update(snapshot: tallRows(3), selection: nil)
    coordinator.update(visibilityHandlers: [calls.handler(threshold: 1)])
    await coordinator.settle()
    coordinator.layOut()
    await coordinator.settle()
    #expect(calls.changes.last?.visible == ids(0...2))
    let count = calls.changes.count
    coordinator.update(snapshot: tallRows(2), selection: nil)
    await coordinator.settle()
    #expect(calls.changes.count == count + 1)
    #expect(calls.changes.last == RowVisibilityChange(visible: ids(0...1), entered: [], left: ["r2"]))
    _ = window
  }
}
