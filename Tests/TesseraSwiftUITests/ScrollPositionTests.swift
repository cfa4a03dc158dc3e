#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraSwiftUI
import TesseraUIKit

/// The position binding under `SnapshotList.scrollPosition(id:)`: it follows the reader's
/// scrolling, and the row the app names is scrolled to the top, once it is shown, without the
/// scroll writing anything back.
@MainActor
@Suite struct ScrollPositionTests {
  /// A coordinator of `kind` showing `count` rows 50 points tall in a 600-point window, with
  /// the position `box` holds, settled and laid out.
  private func showing(
    _ count: Int, _ kind: ListKind, box: PositionBox<RowID>
  ) async -> (SnapshotListCoordinator, UIWindow) {
    let (coordinator, window) = makeCoordinator(kind, selectsRows: false)
    coordinator.update(snapshot: tallRows(count), selection: nil)
    coordinator.update(scrollPosition: box.position)
    await coordinator.settle()
    coordinator.layOut()
    await coordinator.settle()
    return (coordinator, window)
  }

  @Test(arguments: ListKind.allCases)
  func theBindingFollowsScrolling(_ kind: ListKind) async throws {
    let box = PositionBox<RowID>()
    let (coordinator, window) = await showing(40, kind, box: box)
    #expect(box.value == "r0", "the row at the top once the list is shown")
    let r10 = try #require(coordinator.frame(ofRow: "r10"))
    coordinator.scroll(to: r10.minY)
    #expect(box.writes == ["r0"], "nothing is written on the turn of the scroll")
    await coordinator.settle()
    #expect(box.value == "r10")
    // r10 still covers the top, r11's top is the first visible: the first row whose top shows.
    coordinator.scroll(to: r10.minY + 25)
    await coordinator.settle()
    #expect(box.value == "r11")
    coordinator.scroll(to: r10.minY + 30)
    await coordinator.settle()
    #expect(box.writes == ["r0", "r10", "r11"], "a scroll that keeps the row at the top writes nothing")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func settingTheBindingScrollsTheRowToTheTop(_ kind: ListKind) async throws {
    let box = PositionBox<RowID>("r0")
    let (coordinator, window) = await showing(40, kind, box: box)
    box.value = "r20"
    coordinator.update(scrollPosition: box.position)
    await coordinator.settle()
    let r20 = try #require(coordinator.frame(ofRow: "r20"))
    #expect(coordinator.offset == r20.minY)
    #expect(box.writes.isEmpty, "the app's own values are never written back to it")
    // The next SwiftUI update reads the same value: nothing moves.
    coordinator.update(scrollPosition: box.position)
    await coordinator.settle()
    #expect(coordinator.offset == r20.minY)
    // Then the reader scrolls on: the binding follows again.
    let r22 = try #require(coordinator.frame(ofRow: "r22"))
    coordinator.scroll(to: r22.minY)
    await coordinator.settle()
    #expect(box.writes == ["r22"])
    coordinator.update(scrollPosition: box.position)
    await coordinator.settle()
    #expect(coordinator.offset == r22.minY, "a value written back is not a request to scroll")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func anIDWhoseRowIsNotShownYetIsScrolledToOnceItIs(_ kind: ListKind) async throws {
    let box = PositionBox<RowID>()
    let (coordinator, window) = await showing(10, kind, box: box)
    box.value = "r25"
    coordinator.update(scrollPosition: box.position)
    await coordinator.settle()
    #expect(coordinator.offset == 0)
    #expect(box.value == "r25", "the id waits in the binding")
    // The rows arrive in a later update (a page loaded).
    coordinator.update(snapshot: tallRows(40), selection: nil)
    coordinator.update(scrollPosition: box.position)
    await coordinator.settle()
    let r25 = try #require(coordinator.frame(ofRow: "r25"))
    #expect(coordinator.offset == r25.minY)
    #expect(box.value == "r25")
    #expect(box.writes == ["r0"], "only the first row the list showed, before the app asked")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func aRowThatCannotReachTheTopKeepsItsIDUntilTheReaderScrolls(_ kind: ListKind) async throws {
    let box = PositionBox<RowID>("r0")
    let (coordinator, window) = await showing(40, kind, box: box)
    // 40 rows of 50 points in 600: r38 cannot reach the top; the view stops at the end.
    box.value = "r38"
    coordinator.update(scrollPosition: box.position)
    await coordinator.settle()
    #expect(coordinator.offset == coordinator.bottomOffset)
    #expect(box.value == "r38")
    // More updates and more notices of the rows on screen: no loop, no write, no scroll.
    for _ in 0..<3 {
      coordinator.update(scrollPosition: box.position)
      coordinator.scroll(to: coordinator.offset)
      await coordinator.settle()
    }
    #expect(box.writes.isEmpty)
    #expect(coordinator.offset == coordinator.bottomOffset)
    // r28 is at the top, so its frame is laid out, not estimated; the reader scrolls two rows up.
    let r28 = try #require(coordinator.frame(ofRow: "r28"))
    #expect(r28.minY == coordinator.offset)
    coordinator.scroll(to: r28.minY - 100)
    await coordinator.settle()
    #expect(box.writes == ["r26"], "the reader's scroll ends the request")
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func theAppsOwnIDsAreReadAndWritten(_ kind: ListKind) async throws {
    let (coordinator, window) = makeCoordinator(kind, selectsRows: false)
    let list = ListSnapshot {
      Section("words") { Row("top", "Top").height(.fixed(50)) }
      Section("numbers") { for index in 0..<30 { Row(index, "Row \(index)").height(.fixed(50)) } }
    }
    var value: Int? = 12
    var writes: [Int] = []
    let position = RowScrollPosition(
      get: { value },
      set: { (id: Int) in
        value = id
        writes.append(id)
      })
    coordinator.update(snapshot: list, selection: nil)
    coordinator.update(scrollPosition: position)
    await coordinator.settle()
    coordinator.layOut()
    await coordinator.settle()
    let r12 = try #require(coordinator.frame(ofRow: RowID(12)))
    #expect(coordinator.offset == r12.minY)
    let r15 = try #require(coordinator.frame(ofRow: RowID(15)))
    coordinator.scroll(to: r15.minY)
    await coordinator.settle()
    #expect(value == 15)
    // The row at the top has a String id: a binding of Ints cannot hold it, and keeps its value.
    coordinator.scroll(to: 0)
    await coordinator.settle()
    #expect(writes == [15])
    #expect(coordinator.offset == 0, "the value kept is not a request")
    _ = window
  }
}
