import Testing
import Tessera

/// A host that asks the controller for row heights and offsets while it answers for a header's
/// height, the way a host that lays a header out against the rows might.
@MainActor
private final class AskingBackHost: MeasuringListHost {
  weak var controller: ListController?
  var canAnimateUpdates: Bool { true }
  var availableWidth: Double = 320
  /// What the controller answered from inside `supplementHeight`: the first row's height and the
  /// content height, each time.
  private(set) var answers: [(row: Double, content: Double)] = []

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

  func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double { 50 }

  func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double {
    if let controller, controller.presented.rowCount > 0 {
      answers.append(
        (controller.heightForRow(at: ElementPath(element: 0, section: 0)), controller.contentHeight))
    }
    return 30
  }
}

@Suite("Hosts that ask the controller back")
@MainActor
struct ReentrantHostTests {
  private func page(rows: Int) -> ListSnapshot {
    ListSnapshot {
      Section("s", header: "Header") {
        for id in 0..<rows { Row(id, "row \(id)") }
      }
    }
  }

  /// Header heights are asked before the layout changes, so a host may ask for row heights
  /// while it answers: it gets the layout as it was, and the controller carries on.
  @Test func aHostMayAskForHeightsWhileItSizesAHeader() async {
    let controller = ListController()
    let host = AskingBackHost()
    host.controller = controller
    controller.attach(to: host)
    await controller.apply(page(rows: 3))
    await controller.apply(page(rows: 5))
    host.availableWidth = 400
    controller.availableWidthDidChange()
    await controller.apply(page(rows: 2))
    #expect(host.answers.count >= 2)
    #expect(host.answers.allSatisfy { $0.row == 50 }, "the first row, measured by this host")
    #expect(controller.heightForHeader(inSection: 0) == 30)
    #expect(controller.contentHeight == 30 + 2 * 50)

    // A host attached to a controller that shows rows is asked for header heights at once.
    let next = AskingBackHost()
    next.controller = controller
    controller.attach(to: next)
    #expect(!next.answers.isEmpty)
    #expect(next.answers.allSatisfy { $0.row == 50 })
    _ = host
  }
}
