@testable import Tessera
import Testing

/// Finding where rows are shown by id: the controller's index, built from the list on first use
/// after each change, reports the first occurrence of a repeated id, and every one on request.
@MainActor
@Suite("Row lookup by id")
struct RowLookupTests {
  static func controller(_ sections: [[String]]) async -> ListController {
    let controller = ListController()
    controller.diagnosticsHandler = { _ in }
    await controller.apply(
      ListSnapshot(
        sections: sections.enumerated().map { index, ids in
          Section(index, rows: ids.map { Row($0, $0) })
        }))
    return controller
  }

  @Test func eachRowIsFoundWhereItIsShown() async {
    let controller = await Self.controller([["a", "b"], [], ["c"]])
    #expect(controller.path(ofRowWithID: "a") == ElementPath(element: 0, section: 0))
    #expect(controller.path(ofRowWithID: "b") == ElementPath(element: 1, section: 0))
    #expect(controller.path(ofRowWithID: "c") == ElementPath(element: 0, section: 2))
    #expect(controller.path(ofRowWithID: "z") == nil)
    #expect(controller.paths(ofRowsWithID: "c") == [ElementPath(element: 0, section: 2)])
    #expect(controller.paths(ofRowsWithID: "z").isEmpty)
  }

  @Test func aRepeatedIDIsFoundAtItsFirstOccurrenceAndAllOfThem() async {
    let controller = await Self.controller([["x", "a"], ["a", "b", "a"]])
    #expect(controller.path(ofRowWithID: "a") == ElementPath(element: 1, section: 0))
    #expect(
      controller.paths(ofRowsWithID: "a") == [
        ElementPath(element: 1, section: 0), ElementPath(element: 0, section: 1), ElementPath(element: 2, section: 1),
      ])
    #expect(controller.path(ofRowWithID: "b") == ElementPath(element: 1, section: 1))
  }

  @Test func aLoneLookupScansAndTheNextBuildsTheIndex() async {
    let controller = await Self.controller([["a", "b", "a"], ["c"]])
    #expect(
      controller.paths(ofRowsWithID: "a") == [ElementPath(element: 0, section: 0), ElementPath(element: 2, section: 0)])
    #expect(controller.rowState.pathIndex == nil, "the first lookup after a change scans")
    #expect(controller.path(ofRowWithID: "c") == ElementPath(element: 0, section: 1))
    #expect(controller.rowState.pathIndex != nil, "the second builds the index")
    #expect(controller.path(ofRowWithID: "a") == ElementPath(element: 0, section: 0))
    await controller.apply(ListSnapshot(sections: [Section(0, rows: [Row("c", "c")])]))
    #expect(controller.path(ofRowWithID: "c") == ElementPath(element: 0, section: 0))
    #expect(controller.path(ofRowWithID: "a") == nil)
  }

  @Test func theIndexFollowsTheListAfterAnUpdate() async {
    let controller = await Self.controller([["a", "b"]])
    #expect(controller.path(ofRowWithID: "b") == ElementPath(element: 1, section: 0))
    await controller.apply(
      ListSnapshot(sections: [Section(0, rows: [Row("b", "b")]), Section(1, rows: [Row("a", "a")])]))
    #expect(controller.path(ofRowWithID: "b") == ElementPath(element: 0, section: 0))
    #expect(controller.path(ofRowWithID: "a") == ElementPath(element: 0, section: 1))
  }
}
