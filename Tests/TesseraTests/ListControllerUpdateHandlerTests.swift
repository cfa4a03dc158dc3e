import Testing
import Tessera

@MainActor
private func numbers(_ ids: [Int], collapsed: [Int] = []) -> ListSnapshot {
  ListSnapshot {
    Section("open") { for id in ids { Row(id, "\(id)") } }
    Section("folded", header: "Folded") { for id in collapsed { Row(id, "\(id)") } }.collapsible()
  }
}

@Suite("ListController update handlers")
@MainActor
struct ListControllerUpdateHandlerTests {
  @Test func runsOnceTheLatestSnapshotIsShown() async {
    let (controller, _) = makeRecordedController()
    var seen: [Int] = []
    controller.addUpdateHandler { seen.append(controller.presented.rowCount) }
    await controller.apply(numbers([1, 2, 3]))
    #expect(seen == [3])
    await controller.apply(numbers([1, 2]))
    #expect(seen == [3, 2])
  }

  @Test func aBurstRunsItOnceAfterTheLast() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(numbers([1]))
    host.completesImmediately = false
    var runs: [Int] = []
    controller.addUpdateHandler { runs.append(controller.presented.rowCount) }
    controller.submit(numbers([1, 2]))
    // The first update is in its batch (held open) when the next snapshots arrive.
    while host.pendingCompletions.isEmpty { await Task.yield() }
    controller.submit(numbers([1, 2, 3]))
    controller.submit(numbers([1, 2, 3, 4]))
    #expect(runs.isEmpty)
    while controller.isUpdating {
      await Task.yield()
      host.finishBatches()
    }
    #expect(runs == [4])
    #expect(host.batches == 2, "one batch for [1, 2], one for [1, 2, 3, 4] (the first load was a reload)")
  }

  @Test func runsAfterASectionCollapsesItself() async {
    let (controller, _) = makeRecordedController()
    await controller.apply(numbers([1], collapsed: [2, 3]))
    var runs = 0
    controller.addUpdateHandler { runs += 1 }
    controller.selectHeader(inSection: 1)
    await controller.settle()
    #expect(runs == 1)
    #expect(controller.presented.rowCount == 1)
  }

  @Test func aRemovedHandlerNoLongerRuns() async {
    let (controller, _) = makeRecordedController()
    var first = 0
    var second = 0
    let id = controller.addUpdateHandler { first += 1 }
    controller.addUpdateHandler { second += 1 }
    await controller.apply(numbers([1]))
    controller.removeUpdateHandler(id)
    await controller.apply(numbers([1, 2]))
    #expect(first == 1)
    #expect(second == 2)
  }
}
