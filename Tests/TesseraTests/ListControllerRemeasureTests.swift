import Testing
import Tessera

/// A host whose rows are as tall as `heights` says (a row's content view that changed size
/// without its content changing), recording what the controller asks of it.
@MainActor
private final class ResizingHost: ListHeightUpdating {
  var heights: [RowID: Double] = [:]
  var canAnimateUpdates = true
  var availableWidth: Double = 320
  private(set) var measured: [RowID] = []
  private(set) var heightChanges: [[ElementPath]] = []
  private(set) var refreshes = 0

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

  func refreshRows(at paths: [ElementPath]) { refreshes += 1 }

  func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double {
    measured.append(row.id)
    return heights[row.id] ?? 44
  }

  func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double { 0 }

  func rowHeightsDidChange(at paths: [ElementPath]) { heightChanges.append(paths) }

  private(set) var allHeightChanges = 0
  func allRowHeightsDidChange() { allHeightChanges += 1 }

  /// Rows with a view on screen, and the height that view needs now.
  var shownHeights: [RowID: Double] = [:]
  weak var controller: ListController?

  func measureShownRow(at path: ElementPath, width: Double) -> Double? {
    controller.flatMap { shownHeights[$0.dataSourceList[path].id] }
  }
}

@MainActor
private func photos(_ ids: [Int], fixed: Set<Int> = []) -> ListSnapshot {
  ListSnapshot {
    Section("photos") {
      for id in ids { fixed.contains(id) ? Row(id, "photo \(id)").height(.fixed(80)) : Row(id, "photo \(id)") }
    }
  }
}

@MainActor
private func loaded(_ ids: [Int], fixed: Set<Int> = []) async -> (ListController, ResizingHost) {
  let controller = ListController(policy: .alwaysAnimate)
  controller.diagnosticsHandler = { _ in }
  let host = ResizingHost()
  host.controller = controller
  controller.attach(to: host)
  await controller.apply(photos(ids, fixed: fixed))
  for row in ids.indices { _ = controller.heightForRow(at: ElementPath(element: row, section: 0)) }
  return (controller, host)
}

@Suite("ListController: rows that ask to be measured again")
@MainActor
struct ListControllerRemeasureTests {
  @Test func aRequestReplacesTheCachedHeightAndShowsIt() async {
    let (controller, host) = await loaded([1, 2, 3])
    let path = ElementPath(element: 1, section: 0)
    #expect(controller.heightForRow(at: path) == 44)
    host.heights[2] = 120  // its image arrived
    #expect(controller.heightForRow(at: path) == 44, "the cache answers until the row asks")
    controller.invalidateHeight(ofRowWithID: 2)
    controller.updateHeightsIfNeeded()
    #expect(controller.heightForRow(at: path) == 120)
    #expect(controller.offsetOfRow(at: ElementPath(element: 2, section: 0)) == 164)
    #expect(host.heightChanges == [[path]])
    #expect(host.measured.filter { $0 == 2 }.count == 2)
  }

  @Test func headersAndFootersAreMeasuredAgainOnRequest() async {
    let controller = ListController(policy: .alwaysAnimate)
    controller.diagnosticsHandler = { _ in }
    let host = RecordingHost(controller: controller)
    controller.attach(to: host)
    await controller.apply(
      ListSnapshot {
        Section("a", header: "A", footer: "End of A") {
          Row(1, "one"); Row(2, "two")
        }
        Section("b", header: "B") { Row(3, "three") }
      })
    for path in [ElementPath(element: 0, section: 0), ElementPath(element: 1, section: 0)] {
      _ = controller.heightForRow(at: path)
    }
    #expect(controller.heightForHeader(inSection: 1) == 20)
    let rowsMeasured = host.totalMeasurements
    host.sizeSupplement = { _, isHeader, _ in isHeader ? 32 : 12 }  // their views now size differently
    #expect(controller.heightForHeader(inSection: 0) == 20, "the layout answers until asked to measure again")
    controller.invalidateSupplementHeights()
    #expect(controller.heightForHeader(inSection: 0) == 32)
    #expect(controller.heightForFooter(inSection: 0) == 12)
    #expect(controller.heightForHeader(inSection: 1) == 32)
    #expect(controller.offsetOfRow(at: ElementPath(element: 0, section: 1)) == 32 + 40 + 40 + 12 + 32)
    #expect(host.totalMeasurements == rowsMeasured, "rows keep their heights")
  }

  @Test func requestsInOneTurnAreServedTogetherOnTheNext() async {
    let (controller, host) = await loaded(Array(1...6))
    for id in [2, 4, 5, 4] {
      host.heights[RowID(id)] = 100
      controller.invalidateHeight(ofRowWithID: RowID(id))
    }
    #expect(host.heightChanges.isEmpty, "nothing happens in the turn that asked")
    #expect(controller.hasPendingHeightInvalidations)
    await controller.settle()
    #expect(!controller.hasPendingHeightInvalidations)
    #expect(host.heightChanges.count == 1)
    #expect(Set(host.heightChanges.first ?? []) == Set([1, 3, 4].map { ElementPath(element: $0, section: 0) }))
    #expect(controller.contentHeight == 3 * 44 + 3 * 100)
  }

  @Test func anUnchangedHeightShowsNothing() async {
    let (controller, host) = await loaded([1, 2])
    let measuredBefore = host.measured.count
    controller.invalidateHeight(ofRowWithID: 1)
    controller.updateHeightsIfNeeded()
    #expect(host.measured.count == measuredBefore + 1, "measured again")
    #expect(host.heightChanges.isEmpty)
  }

  @Test func rowsNoLongerShownAreSkipped() async {
    let (controller, host) = await loaded([1, 2, 3])
    controller.invalidateHeight(ofRowWithID: 2)
    controller.invalidateHeight(ofRowWithID: 99)
    await controller.apply(photos([1, 3]))
    await controller.settle()
    #expect(host.heightChanges.isEmpty)
    #expect(!host.measured.contains(99) && host.measured.filter { $0 == 2 }.count == 1)
  }

  @Test func rowsOfExactHeightAreNeverMeasured() async {
    let (controller, host) = await loaded([1, 2], fixed: [2])
    controller.invalidateHeight(ofRowWithID: 2)
    controller.updateHeightsIfNeeded()
    #expect(!host.measured.contains(2))
    #expect(host.heightChanges.isEmpty)
  }

  @Test func requestsDuringAnUpdateWaitUntilItIsShown() async {
    let (controller, host) = await loaded([1, 2])
    host.heights[1] = 70
    controller.submit(photos([1, 2, 3]))
    controller.invalidateHeight(ofRowWithID: 1)
    controller.updateHeightsIfNeeded()
    #expect(controller.hasPendingHeightInvalidations, "the update under way comes first")
    await controller.settle()
    #expect(!controller.hasPendingHeightInvalidations)
    #expect(controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 70)
    #expect(host.heightChanges == [[ElementPath(element: 0, section: 0)]])
  }

  @Test func aRowOnScreenIsMeasuredWithTheViewShown() async {
    let (controller, host) = await loaded([1, 2])
    // The view shown knows what a view made for measuring would not (state inside the row).
    host.shownHeights[2] = 150
    controller.invalidateHeight(ofRowWithID: 2)
    controller.updateHeightsIfNeeded()
    #expect(controller.heightForRow(at: ElementPath(element: 1, section: 0)) == 150)
    #expect(host.measured.filter { $0 == 2 }.count == 1, "no view was made to measure it again")
    #expect(host.heightChanges.count == 1)
  }

  @Test func anExpandedRowIsMeasuredExpanded() async {
    let controller = ListController(policy: .alwaysAnimate)
    controller.diagnosticsHandler = { _ in }
    let host = ResizingHost()
    controller.attach(to: host)
    await controller.apply(ListSnapshot { Section("s") { Row(1, "one").expandable(initiallyExpanded: true) } })
    let path = ElementPath(element: 0, section: 0)
    #expect(controller.heightForRow(at: path) == 44)
    host.heights[1] = 90
    controller.invalidateHeight(ofRowWithID: 1)
    controller.updateHeightsIfNeeded()
    #expect(controller.heightForRow(at: path) == 90)
    controller.setExpanded(false, rowWithID: 1)
    #expect(controller.heightForRow(at: path) == 90, "the collapsed height was forgotten too and measured again")
  }
}
