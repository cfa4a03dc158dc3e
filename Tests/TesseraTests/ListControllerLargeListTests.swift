import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Testing
@testable import Tessera
import TesseraTesting

/// Row content that tells when, and whether on the main actor, the last copy of it is freed.
///
/// The main actor runs its jobs on the main dispatch queue, which on Linux a worker thread may
/// drain: the same thread can later run background work, so the thread's identity cannot tell
/// the two apart. The queue can: the main queue carries a mark that only code running on it
/// sees.
private final class Sentinel: Equatable, Sendable {
  let onFree: @Sendable (_ onMainActor: Bool) -> Void

  init(onFree: @escaping @Sendable (Bool) -> Void) {
    self.onFree = onFree
  }

  deinit { onFree(Self.isOnMainQueue) }

  static func == (lhs: Sentinel, rhs: Sentinel) -> Bool { lhs === rhs }

  private static let mainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the code running now runs on the main queue (where the main actor's jobs run).
  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueMark) == true }
}

private struct Plain: Equatable, Sendable { var value: Int }

@MainActor
private func list(_ ids: [Int], sentinel: Sentinel? = nil) -> ListSnapshot {
  ListSnapshot {
    Section("s", header: "S") {
      for id in ids { Row(id, Plain(value: id)).height(.fixed(10)) }
      if let sentinel { Row("sentinel", sentinel).height(.fixed(10)) }
    }
    Section("t") { Row("last", Plain(value: -1)).height(.fixed(5)) }
  }
}

/// A host that keeps no rows of its own (as a table or a terminal view), so the controller's
/// references are the only ones.
@MainActor
private final class StatelessHost: MeasuringListHost {
  var canAnimateUpdates: Bool { true }
  var availableWidth: Double { 320 }
  func reloadAll(updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void) {
    updateData()
    completion()
  }
  func performBatch(
    _ batch: ListBatch, updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  ) {
    updateData()
    completion()
  }
  func refreshRows(at paths: [ElementPath]) {}
  func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double { 10 }
  func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double { 20 }
}

@Suite("ListController with large lists")
@MainActor
struct ListControllerLargeListTests {
  /// A controller that treats 10 rows as "large", with a recording host.
  private func makeController(reloading: Bool) -> (ListController, RecordingHost) {
    let controller = ListController(
      policy: ListUpdatePolicy(maximumAnimatedChanges: reloading ? 0 : nil, backgroundDiffRowThreshold: 10))
    controller.diagnosticsHandler = { _ in }
    let host = RecordingHost(controller: controller)
    controller.attach(to: host)
    return (controller, host)
  }

  @Test(arguments: [false, true])
  func aLargeListThatIsReplacedIsFreedOffTheMainThread(reloading: Bool) async {
    let controller = ListController(
      policy: ListUpdatePolicy(maximumAnimatedChanges: reloading ? 0 : nil, backgroundDiffRowThreshold: 10))
    let host = StatelessHost()
    controller.attach(to: host)
    defer { withExtendedLifetime(host) {} }
    // The mark is seen where the main actor runs, so its absence elsewhere means something.
    #expect(Sentinel.isOnMainQueue, "the main actor's jobs do not run on the main queue here")
    let freedOnMain = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let once = Mutex(false)
      let onFree: @Sendable (Bool) -> Void = { onMain in
        let first = once.withLock { done in
          defer { done = true }
          return !done
        }
        if first { continuation.resume(returning: onMain) }
      }
      Task { @MainActor in
        // Only the controller may hold the sentinel's list: the test lets go of it at once.
        var first: ListSnapshot? = list(Array(0..<50), sentinel: Sentinel(onFree: onFree))
        await controller.apply(first ?? ListSnapshot())
        first = nil
        await controller.apply(list(Array(0..<50)))
        await controller.apply(list(Array(1..<50)))
      }
    }
    #expect(!freedOnMain, "the list that held the sentinel was freed on the main actor")
  }

  @Test func aLargeReloadIsLaidOutInTheBackgroundWithTheSameResult() async {
    let (controller, host) = makeController(reloading: true)
    defer { withExtendedLifetime(host) {} }
    await controller.apply(list(Array(0..<50)))
    await controller.apply(list(Array((0..<80).reversed())))
    #expect(controller.statistics.reloads == 2)
    // Header 20 (the recording host's supplement height), 80 rows of 10, then one row of 5.
    #expect(controller.contentHeight == 20 + 800 + 5)
    #expect(controller.offsetOfRow(at: ElementPath(element: 0, section: 1)) == 820)
    #expect(controller.dataSourceList.sections[0].rows.first?.id == 79)
    #expect(host.violations.isEmpty)
  }

  @Test func aLayoutBuiltWhileTheListChangedIsBuiltAgain() async {
    let (controller, host) = makeController(reloading: true)
    defer { withExtendedLifetime(host) {} }
    let collapsible = ListSnapshot {
      Section("s", header: "S") { for id in 0..<40 { Row(id, Plain(value: id)).height(.fixed(10)) } }.collapsible()
    }
    await controller.apply(collapsible)
    controller.submit(
      ListSnapshot {
        Section("s", header: "S") { for id in 0..<60 { Row(id, Plain(value: id)).height(.fixed(10)) } }.collapsible()
      })
    // Collapse while the reload may be laying out off the main actor.
    await Task.yield()
    controller.setCollapsed(true, sectionWithID: "s")
    await controller.settle()
    #expect(controller.dataSourceList.sections[0].rows.isEmpty)
    #expect(controller.contentHeight == 20)
    #expect(host.violations.isEmpty)
  }

  @Test func aRowIsFoundNearWhereItWasWithoutTheIndex() async {
    let (controller, host) = makeController(reloading: false)
    defer { withExtendedLifetime(host) {} }
    await controller.apply(list(Array(0..<30)))
    await controller.apply(list([100, 101] + Array(0..<30)))
    #expect(controller.rowState.pathIndex == nil)
    let near = ElementPath(element: 5, section: 0)
    #expect(controller.path(ofRowWithID: 5, near: near) == ElementPath(element: 7, section: 0))
    #expect(controller.path(ofRowWithID: 100, near: near) == ElementPath(element: 0, section: 0))
    #expect(controller.path(ofRowWithID: "last", near: near) == ElementPath(element: 0, section: 1))
    #expect(
      controller.path(ofRowWithID: 29, near: ElementPath(element: 0, section: 1))
        == ElementPath(element: 31, section: 0))
    #expect(controller.path(ofRowWithID: 999, near: near) == nil)
    #expect(
      controller.path(ofRowWithID: 5, near: ElementPath(element: 99, section: 9)) == ElementPath(element: 7, section: 0)
    )
    #expect(
      controller.path(ofRowWithID: 5, near: ElementPath(element: -3, section: -1))
        == ElementPath(element: 7, section: 0))
    #expect(controller.rowState.pathIndex == nil, "no index was built")
    // Once the index exists, it answers.
    #expect(controller.path(ofRowWithID: 5) == ElementPath(element: 7, section: 0))
    #expect(controller.path(ofRowWithID: 5, near: near) == ElementPath(element: 7, section: 0))
  }
}
