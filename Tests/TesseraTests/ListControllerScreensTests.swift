import Testing
import Tessera

/// A point an asynchronous handler waits at until the test opens it.
@MainActor
private final class Gate {
  private var continuations: [CheckedContinuation<Void, Never>] = []
  private(set) var arrivals = 0

  /// Waits until ``open()``.
  func wait() async {
    arrivals += 1
    await withCheckedContinuation { continuations.append($0) }
  }

  /// Lets every waiting handler go on.
  func open() {
    let waiting = continuations
    continuations = []
    waiting.forEach { $0.resume() }
  }

  /// Whether a handler waits now.
  var isWaiting: Bool { !continuations.isEmpty }

  /// Returns once a handler waits: the handler's task runs on the main actor, so it gets there
  /// within a few turns of it, however busy the machine (no clock involved). A handler that
  /// never comes fails the test after 10,000 turns.
  func untilWaiting() async {
    for _ in 0..<10_000 where !isWaiting { await Task.yield() }
    #expect(isWaiting, "no handler reached the gate")
  }
}

/// A snapshot of one section of `count` rows with ids 0..<count.
private func rows(_ count: Int, section: String = "items") -> Section {
  Section(section, rows: (0..<count).map { Row($0, "row \($0)") })
}

@Suite("ListController: unavailable states, paging, refresh and tasks")
@MainActor
struct ListControllerScreensTests {
  // MARK: Tasks and settling

  @Test func settleWaitsForAnAsynchronousSelectHandler() async {
    let (controller, _) = makeRecordedController()
    let gate = Gate()
    var settled = false
    // Whether settle() had returned when the handler finished: it must not have.
    var settledBeforeTheHandlerFinished: Bool?
    await controller.apply(
      ListSnapshot(sections: [
        Section(
          "s",
          rows: [
            Row("load", "Load").onSelect { _ in
              await gate.wait()
              settledBeforeTheHandlerFinished = settled
            }
          ])
      ]))
    #expect(controller.selectRow(withID: "load"))
    await gate.untilWaiting()
    let settling = Task { @MainActor in
      await controller.settle()
      settled = true
    }
    // A few turns of the main actor, so that the settling task is waiting before the gate opens.
    for _ in 0..<3 { await Task.yield() }
    #expect(!settled, "settle() returned while the handler still ran")
    gate.open()
    await settling.value
    #expect(settledBeforeTheHandlerFinished == false)
  }

  @Test func aTaskThatAppliesAndSettlesDoesNotWaitForItself() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(
      ListSnapshot(sections: [
        Section(
          "s",
          rows: [
            Row("more", "More").onSelect { _ in
              await controller.apply(ListSnapshot(sections: [rows(3)]))
              await controller.settle()
            }
          ])
      ]))
    controller.selectRow(withID: "more")
    await controller.settle()
    #expect(host.shown.map { $0.map(\.key) } == [[0, 1, 2].map(RowID.init)])
  }

  @Test func aContextMadeByHandStartsAnOrdinaryTask() async {
    let context = RowActionContext(rowID: RowID(1), sectionID: SectionID("s"), content: AnyRowContent("x"))
    var ran = false
    await context.startTask { ran = true }.value
    #expect(ran)
  }

  // MARK: Unavailable states

  @Test func theHostIsToldTheStateWithTheUpdateThatChangesIt() async {
    let (controller, host) = makeRecordedController()
    let empty = UnavailableState.empty("No Results", message: "Try another filter.", systemImage: "magnifyingglass")
    await controller.apply(ListSnapshot(sections: [rows(0)]).unavailableWhenEmpty(empty))
    #expect(host.unavailableStates.map(\.state) == [empty])
    // The same state again tells the host nothing.
    await controller.apply(ListSnapshot(sections: [rows(0), rows(0, section: "more")]).unavailableWhenEmpty(empty))
    #expect(host.unavailableStates.count == 1)
    // Rows arrive: the state goes, with the animated update that brought them.
    await controller.apply(ListSnapshot(sections: [rows(2)]).unavailableWhenEmpty(empty))
    #expect(host.unavailableStates.map(\.state) == [empty, nil])
    #expect(host.unavailableStates.last?.isAnimated == true)
    // Unanimated updates say so.
    await controller.apply(ListSnapshot(sections: [rows(0)]).unavailable(.loading()), animatingDifferences: false)
    #expect(host.unavailableStates.last?.state == .loading())
    #expect(host.unavailableStates.last?.isAnimated == false)
  }

  @Test func aNewHostIsToldTheStateShownAtItsFirstReload() async {
    let (controller, first) = makeRecordedController()
    await controller.apply(ListSnapshot().unavailable(.empty("Nothing")))
    #expect(first.unavailableStates.count == 1)
    let second = RecordingHost(controller: controller)
    controller.attach(to: second)
    await controller.settle()
    #expect(second.unavailableStates.map(\.state) == [.empty("Nothing")])
  }

  @Test func anActionRunsTheHandlerOfTheStateOnScreenAsATrackedTask() async {
    let (controller, _) = makeRecordedController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticsHandler = { diagnostics.append($0) }
    var tries = 0
    let failed = UnavailableState.failed(
      "Couldn't Load",
      actions: [
        UnavailableAction("Try Again") {
          await Task.yield(); tries += 1
        }
      ])
    await controller.apply(ListSnapshot().unavailable(failed))
    #expect(controller.performUnavailableAction(at: 0))
    await controller.settle()
    #expect(tries == 1)
    #expect(!controller.performUnavailableAction(at: 1))
    #expect(diagnostics.count == 1)
    #expect("\(diagnostics)".contains("performUnavailableAction(at: 1)"))
  }

  @Test func statesCompareWithoutTheirHandlers() {
    let a = UnavailableState.failed("Offline", actions: [UnavailableAction("Retry") {}])
    let b = UnavailableState.failed("Offline", actions: [UnavailableAction("Retry") { print("other") }])
    #expect(a == b)
    #expect(a != .failed("Offline"))
    #expect(a.lines == ["Offline", "[Retry]"])
    #expect(UnavailableState.empty("None", message: "Add one.").lines == ["None", "Add one."])
  }

  // MARK: Reaching the end

  /// A list of `count` rows that runs `action` within `distance` rows of its end.
  private func pagedList(_ count: Int, distance: Int = 2, action: @escaping ReachEnd.Action) -> ListSnapshot {
    ListSnapshot(sections: [rows(count)]).onReachEnd(distance: distance, perform: action)
  }

  private func path(_ element: Int, _ section: Int = 0) -> ElementPath {
    ElementPath(element: element, section: section)
  }

  @Test func theListsActionRunsOncePerArrivalNeverWhileOneRuns() async {
    let (controller, _) = makeRecordedController()
    let gate = Gate()
    var starts = 0
    let load: ReachEnd.Action = {
      starts += 1
      await gate.wait()
    }
    await controller.apply(pagedList(20, action: load))
    // Far from the end: nothing.
    for last in 0...16 { controller.visibleRowsDidChange(lastVisibleRow: path(last)) }
    #expect(starts == 0)
    // Rapid scrolling about the end: one start.
    for last in [17, 18, 19, 18, 19, 17, 19] { controller.visibleRowsDidChange(lastVisibleRow: path(last)) }
    await gate.untilWaiting()
    #expect(starts == 1 && controller.statistics.reachEndActions == 1)
    // Leaving and coming back while the load runs starts nothing.
    controller.visibleRowsDidChange(lastVisibleRow: path(5))
    controller.visibleRowsDidChange(lastVisibleRow: path(19))
    #expect(controller.statistics.reachEndActions == 1)
    // The page failed (no new rows): staying near the end starts nothing; leaving and coming
    // back does.
    gate.open()
    await controller.settle()
    controller.visibleRowsDidChange(lastVisibleRow: path(19))
    #expect(starts == 1)
    controller.visibleRowsDidChange(lastVisibleRow: path(3))
    controller.visibleRowsDidChange(lastVisibleRow: path(18))
    await gate.untilWaiting()
    #expect(starts == 2)
    gate.open()
    await controller.settle()
  }

  @Test func aListThatGrewWhileTheReaderStayedNearItsEndIsANewArrival() async {
    let (controller, _) = makeRecordedController()
    var starts = 0
    var count = 10
    let load: ReachEnd.Action = {
      starts += 1
      count += 1  // a short page: the reader stays near the end
    }
    await controller.apply(pagedList(count, action: load))
    controller.visibleRowsDidChange(lastVisibleRow: path(9))
    await controller.settle()
    #expect(starts == 1)
    await controller.apply(pagedList(count, action: load))
    controller.visibleRowsDidChange(lastVisibleRow: path(10))
    await controller.settle()
    #expect(starts == 2)
    // No change in the list: no new arrival.
    controller.visibleRowsDidChange(lastVisibleRow: path(10))
    await controller.settle()
    #expect(starts == 2)
  }

  @Test func aSectionsActionRunsNearItsEndOrPastIt() async {
    let (controller, _) = makeRecordedController()
    var started: [String] = []
    await controller.apply(
      ListSnapshot(sections: [
        rows(10, section: "a").onReachEnd(distance: 0) { started.append("a") },
        rows(10, section: "b").onReachEnd(distance: 3) { started.append("b") },
        rows(0, section: "c").onReachEnd { started.append("c") },
      ]))
    controller.visibleRowsDidChange(lastVisibleRow: path(8, 0))
    await controller.settle()
    #expect(started.isEmpty)
    controller.visibleRowsDidChange(lastVisibleRow: path(2, 1))
    await controller.settle()
    #expect(started == ["a"])
    controller.visibleRowsDidChange(lastVisibleRow: path(6, 1))
    await controller.settle()
    // An empty section has no end to reach.
    #expect(started == ["a", "b"])
  }

  @Test func aNegativeDistanceCountsAsZeroAndNoRowsShownIsNoArrival() async {
    #expect(ReachEnd(distance: -4) {}.distance == 0)
    let (controller, _) = makeRecordedController()
    var starts = 0
    await controller.apply(pagedList(5, distance: -1) { starts += 1 })
    controller.visibleRowsDidChange(lastVisibleRow: nil)
    controller.visibleRowsDidChange(lastVisibleRow: path(3))
    controller.visibleRowsDidChange(lastVisibleRow: path(99))
    await controller.settle()
    #expect(starts == 0)
    controller.visibleRowsDidChange(lastVisibleRow: path(4))
    await controller.settle()
    #expect(starts == 1)
  }

  // MARK: Refreshing

  @Test func aRefreshCancelsThePageInFlightAndEndsOnceItsSnapshotIsShown() async {
    let (controller, host) = makeRecordedController()
    let pageGate = Gate()
    var items = Array(0..<10)
    var pageWasDropped = false
    let load: ReachEnd.Action = {
      await pageGate.wait()
      guard !Task.isCancelled else {
        pageWasDropped = true
        return
      }
      items += 10..<20
    }
    func snapshot() -> ListSnapshot {
      ListSnapshot(sections: [Section("items", rows: items.map { Row($0, "row \($0)") })])
        .onReachEnd(distance: 1, perform: load)
    }
    await controller.apply(snapshot())
    controller.visibleRowsDidChange(lastVisibleRow: path(9))
    await pageGate.untilWaiting()

    var completed = false
    let started = controller.refresh(
      {
        items = [100, 101]
        controller.submit(snapshot())
      }, completion: { completed = true })
    #expect(started)
    #expect(controller.isRefreshing)
    let startedAgain = controller.refresh({})
    #expect(!startedAgain, "a second refresh started while one ran")
    pageGate.open()
    await controller.settle()
    #expect(completed && !controller.isRefreshing)
    #expect(pageWasDropped)
    #expect(host.shown.map { $0.map(\.key) } == [[RowID(100), RowID(101)]])
  }

  // MARK: Page status rows

  @Test func aFailedPageStatusRowRetriesWhenSelected() async {
    let (controller, _) = makeRecordedController()
    var retries = 0
    let failed = Row.pageStatus(.failed("Offline")) { retries += 1 }
    #expect(failed.id == RowID(PageStatusID()))
    #expect(failed.content == AnyRowContent(PageState.failed("Offline")))
    #expect(Row.pageStatus(.loading, section: "posts").id == RowID(PageStatusID(section: "posts")))
    let loading = Row.pageStatus(.loading) { retries += 1 }
    #expect(!loading.behaviors.hasSelectHandler)
    await controller.apply(ListSnapshot(sections: [Section("s", rows: [failed])]))
    controller.selectRow(withID: PageStatusID())
    await controller.settle()
    #expect(retries == 1)
    #expect(PageState.failed("Offline").description == "Offline · Tap to try again")
    #expect(PageState.more.description.isEmpty)
    #expect(PageState.failed("").isFailed && !PageState.loading.isFailed && !PageState.complete.isFailed)
  }
}
