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
    controller.addUpdateHandler { seen.append(controller.dataSourceList.rowCount) }
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
    controller.addUpdateHandler { runs.append(controller.dataSourceList.rowCount) }
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
    #expect(controller.dataSourceList.rowCount == 1)
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

  /// Issue: a handler removed by an earlier handler of the same round still ran once, because
  /// the round read the list of handlers as it was when it began and called every one.
  @Test func aHandlerRemovedByAnEarlierOneOfTheRoundDoesNotRun() async {
    let (controller, _) = makeRecordedController()
    var removedRuns = 0
    var removerRuns = 0
    let removed = HandlerIDBox()
    controller.addUpdateHandler {
      removerRuns += 1
      if let id = removed.id { controller.removeUpdateHandler(id) }
    }
    removed.id = controller.addUpdateHandler { removedRuns += 1 }
    await controller.apply(numbers([1]))
    await controller.apply(numbers([1, 2]))
    #expect(removerRuns == 2)
    #expect(removedRuns == 0, "removed before its turn in the first round")
  }

  /// A handler added while a round runs waits for the next round: a round runs the handlers
  /// as of its start.
  @Test func aHandlerAddedDuringARoundRunsFromTheNextOne() async {
    let (controller, _) = makeRecordedController()
    var lateRuns = 0
    var added = false
    controller.addUpdateHandler {
      guard !added else { return }
      added = true
      controller.addUpdateHandler { lateRuns += 1 }
    }
    await controller.apply(numbers([1]))
    #expect(lateRuns == 0)
    await controller.apply(numbers([1, 2]))
    #expect(lateRuns == 1)
  }

  /// Issue: each host attached to a controller added its handlers for good, so a controller
  /// reused across many short-lived hosts called ever more dead handlers on every update.
  @Test func aHandlerOfAFreedOwnerIsForgotten() async {
    let (controller, _) = makeRecordedController()
    var ownerless = 0
    controller.addUpdateHandler { ownerless += 1 }
    var owned = 0
    var owner: Owner? = Owner()
    controller.addUpdateHandler(owner: owner!) { owned += 1 }
    await controller.apply(numbers([1]))
    #expect(controller.updateHandlerCount == 2)
    #expect(owned == 1)
    owner = nil
    await controller.apply(numbers([1, 2]))
    #expect(owned == 1, "its owner is gone")
    #expect(ownerless == 2)
    #expect(controller.updateHandlerCount == 1)
  }
}

/// An object that owns an update handler.
private final class Owner {}

/// The id of a handler, set once it is added, for a handler added before it.
@MainActor private final class HandlerIDBox {
  var id: ListUpdateHandlerID?
}
