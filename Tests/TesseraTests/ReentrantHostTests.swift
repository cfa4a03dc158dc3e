import Testing
import Tessera

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

  /// Makes `host` ask the controller for the first row's height and the content height while it
  /// sizes a header (as a host laying a header out against the rows might), keeping the answers.
  private func askBack(
    _ host: RecordingHost, of controller: ListController
  ) -> () -> [(row: Double, content: Double)] {
    var answers: [(row: Double, content: Double)] = []
    host.sizeSupplement = { [weak controller] _, _, _ in
      if let controller, controller.dataSourceList.rowCount > 0 {
        answers.append((controller.heightForRow(at: ElementPath(element: 0, section: 0)), controller.contentHeight))
      }
      return 30
    }
    return { answers }
  }

  /// Header heights are asked before the layout changes, so a host may ask for row heights
  /// while it answers: it gets the layout as it was, and the controller carries on.
  @Test func aHostMayAskForHeightsWhileItSizesAHeader() async {
    let (controller, host) = makeRecordedController()
    let answers = askBack(host, of: controller)
    await controller.apply(page(rows: 3))
    await controller.apply(page(rows: 5))
    host.availableWidth = 400
    controller.availableWidthDidChange()
    await controller.apply(page(rows: 2))
    #expect(answers().count >= 2)
    #expect(answers().allSatisfy { $0.row == 40 }, "the first row, measured by this host")
    #expect(controller.heightForHeader(inSection: 0) == 30)
    #expect(controller.contentHeight == 30 + 2 * 40)
    #expect(host.violations.isEmpty)

    // A host attached to a controller that shows rows is asked for header heights at once.
    let next = RecordingHost(controller: controller)
    let nextAnswers = askBack(next, of: controller)
    controller.attach(to: next)
    #expect(!nextAnswers().isEmpty)
    #expect(nextAnswers().allSatisfy { $0.row == 40 })
    _ = host
  }
}
