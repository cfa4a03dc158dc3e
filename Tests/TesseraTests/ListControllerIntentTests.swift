import Testing
import TesseraTesting

@testable import Tessera

/// The content of the rows here.
private struct Text: Equatable, Sendable {
  var value: String
  init(_ value: String) { self.value = value }
}

/// A host that shows a list without measuring it (not a `MeasuringListHost`).
@MainActor
private final class PlainHost: ListHost {
  weak var controller: ListController?
  var canAnimateUpdates: Bool { true }
  var availableWidth: Double { 300 }
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
}

/// What the controller hands its host with each update: whether to animate, which headers to
/// refresh in place, where a dragged row may land; and what it keeps for hosts that measure.
@Suite("ListController intents")
@MainActor
struct ListControllerIntentTests {
  private func inbox(_ ids: [Int], collapsible: Bool = false) -> ListSnapshot {
    let section = Section("inbox", rows: ids.map { Row($0, Text("Mail \($0)")) }).header(.title("Inbox (\(ids.count))"))
    return ListSnapshot { collapsible ? section.collapsible() : section }
  }

  @Test func animationIsAnIntentCarriedWithEachUpdate() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(inbox([1, 2, 3]))
    await controller.apply(inbox([1, 3]), animatingDifferences: false)
    await controller.apply(inbox([3, 1]))
    #expect(host.batchLog.map(\.isAnimated) == [false, true])
    #expect(host.reloads == 1, "only the first load reloads")
    #expect(host.violations.isEmpty)
  }

  @Test func aHeaderChangeWithARowDeleteIsOneBatchThatRefreshesTheHeader() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(inbox(Array(0..<10)))
    await controller.apply(inbox(Array(0..<10).filter { $0 != 4 }))
    let batch = host.batchLog.last
    #expect(host.batchLog.count == 1)
    #expect(batch?.stage.sectionUpdates == [] && batch?.stage.elementDeletes == [ElementPath(element: 4, section: 0)])
    #expect(batch?.supplementRefreshes == [0])
    #expect(host.violations.isEmpty)
  }

  @Test func aHeaderOnlyChangeIsOneEmptyBatchThatRefreshesIt() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(ListSnapshot { Section("a", header: "A") { Row(1, Text("1")) } })
    await controller.apply(ListSnapshot { Section("a", header: "A!") { Row(1, Text("1")) } })
    #expect(host.batchLog.count == 1)
    #expect(host.batchLog.first?.stage.changeCount == 0 && host.batchLog.first?.supplementRefreshes == [0])
    #expect(controller.dataSourceList.sections[0].section.header?.title == "A!")
  }

  @Test func aNewKindOfHeaderStillReloadsItsSection() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(ListSnapshot { Section("a", header: "A") { Row(1, Text("1")) } })
    await controller.apply(ListSnapshot { Section("a") { Row(1, Text("1")) }.header(.content(Text("custom"))) })
    await controller.apply(
      ListSnapshot { Section("a") { Row(1, Text("1")) }.header(.content(Text("custom"))).collapsible() })
    #expect(host.batchLog.map(\.stage.sectionUpdates) == [[0], [0]])
    #expect(host.batchLog.allSatisfy { $0.supplementRefreshes.isEmpty })
  }

  @Test func collapsingASectionIsOneBatch() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(inbox([1, 2, 3], collapsible: true))
    controller.setCollapsed(true, sectionWithID: "inbox")
    await controller.settle()
    #expect(host.batchLog.count == 1)
    #expect(host.batchLog.first?.stage.elementDeletes.count == 3 && host.batchLog.first?.supplementRefreshes == [0])
    #expect(host.violations.isEmpty)
  }

  @Test func aHostReadsWhatItShowedBeforeAReload() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(inbox([1, 2]))
    controller.policy = .alwaysReload
    await controller.apply(inbox([3]))
    #expect(host.rowsBeforeReloads.map { $0.flatMap { $0.map(\.key) } } == [[], [RowID(1), RowID(2)]])
  }

  @Test func rowsWithoutOnMoveKeepTheirPlaces() async {
    let controller = ListController(diagnosticsHandler: { _ in })
    let movable = { (id: String) in Row(id, Text(id)).onMove(within: .list) { _ in } }
    controller.submit(
      ListSnapshot {
        Section("a") {
          movable("a0"); movable("a1"); Row("fixed", Text("divider")); movable("a2"); Row("loading", Text("…"))
        }
        Section("b") {
          Row("top", Text("top")); movable("b0"); movable("b1")
        }
        Section("c") { Row("only", Text("fixed")) }
      })
    await controller.settle()
    let a0 = ElementPath(element: 0, section: 0)
    // In its own section a row stays between the fixed rows around it.
    #expect(
      controller.destinationForMovingRow(at: a0, toward: ElementPath(element: 4, section: 0))
        == ElementPath(element: 1, section: 0))
    let a2 = ElementPath(element: 3, section: 0)
    #expect(
      controller.destinationForMovingRow(at: a2, toward: ElementPath(element: 4, section: 0)) == a2, "not below Loading"
    )
    #expect(
      controller.destinationForMovingRow(at: a2, toward: ElementPath(element: 0, section: 0)) == a2,
      "not above the divider")
    // In another section, between its leading and trailing fixed rows.
    #expect(
      controller.destinationForMovingRow(at: a0, toward: ElementPath(element: 0, section: 1))
        == ElementPath(element: 1, section: 1))
    #expect(
      controller.destinationForMovingRow(at: a0, toward: ElementPath(element: 3, section: 1))
        == ElementPath(element: 3, section: 1))
    #expect(
      controller.destinationForMovingRow(at: a0, toward: ElementPath(element: 1, section: 2))
        == ElementPath(element: 0, section: 2))
    #expect(controller.userDidMoveRow(at: a0, to: ElementPath(element: 1, section: 0)) != nil)
  }

  @Test func aHostThatDoesNotMeasureGetsNoHeightIndex() async {
    let controller = ListController(diagnosticsHandler: { _ in })
    let host = PlainHost()
    host.controller = controller
    controller.attach(to: host)
    await controller.apply(
      ListSnapshot {
        Section("s", header: "S") {
          Row(1, Text("1")).height(.fixed(30))
          Row(2, Text("2")).height(.automatic(estimate: 70))
          Row(3, Text("3")).height(.aspectRatio(0.5))
        }
      })
    await controller.apply(
      ListSnapshot { Section("s", header: "S") { Row(2, Text("2!")).height(.automatic(estimate: 70)) } })
    #expect(!controller.heightCache.keepsHeights)
    #expect(controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 70)
    #expect(controller.statistics.measurements == 0)
    #expect(controller.contentHeight == 0 && controller.heightForHeader(inSection: 0) == 0)
  }
}
