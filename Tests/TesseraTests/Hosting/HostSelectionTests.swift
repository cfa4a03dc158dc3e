import Testing

@testable import Tessera

private struct Label: Equatable, Sendable { var text: String }

@MainActor
@Suite("Host selection")
struct HostSelectionTests {
  /// A controller showing `snapshot` through a recording host.
  private func showing(_ snapshot: ListSnapshot) async -> (ListController, RecordingHost) {
    let (controller, host) = makeRecordedController()
    await controller.apply(snapshot, animatingDifferences: false)
    return (controller, host)
  }

  private func list(_ ids: [String], collapsed: Bool = false) -> ListSnapshot {
    ListSnapshot {
      Section("top") { Row("first", Label(text: "first")) }
      Section("more") { for id in ids { Row(id, Label(text: id)) } }.collapsible(initiallyCollapsed: collapsed)
    }
  }

  @Test func findsASelectedRowWhereItWasAndAfterItMoved() async {
    let (controller, host) = await showing(list(["a", "b", "c"]))
    var selection = HostSelection()
    selection.insert("c", at: ElementPath(element: 2, section: 1))
    #expect(selection.path(of: "c", in: controller) == ElementPath(element: 2, section: 1))
    await controller.apply(list(["c", "a", "b"]))
    #expect(selection.path(of: "c", in: controller) == ElementPath(element: 0, section: 1))
    #expect(selection.contains("c"))
    #expect(host.violations.isEmpty)
  }

  @Test func anIDTheListLostIsPruned() async {
    let (controller, _) = await showing(list(["a", "b"]))
    var selection = HostSelection()
    selection.insert("a")
    selection.insert("b", at: ElementPath(element: 1, section: 1))
    await controller.apply(list(["a"]))
    #expect(selection.path(of: "b", in: controller) == nil)
    #expect(selection.ids == ["a"], "the row that left the list is no longer selected")
    #expect(selection.path(of: "a", in: controller) == ElementPath(element: 0, section: 1))
  }

  @Test func keepsOnlyTheRowsACollapsedSectionHides() async {
    let (controller, _) = await showing(list(["a", "b"], collapsed: true))
    var selection = HostSelection()
    let gone = selection.keepOnlyHidden(among: ["a", "first", "nowhere"], in: controller)
    #expect(selection.ids == ["a"])
    #expect(gone == ["first", "nowhere"])
    controller.setCollapsed(false, sectionWithID: SectionID("more"))
    await controller.settle()
    #expect(HostSelection.rowIDsInCollapsedSections(among: ["a"], of: controller).isEmpty)
  }

  @Test func deselectingForgetsTheIDAndWhatTheUpdateCarries() {
    var selection = HostSelection()
    selection.insert("a")
    selection.insert("b")
    selection.keptThroughUpdate = ["a", "b"]
    selection.remove("a")
    #expect(selection.ids == ["b"] && selection.keptThroughUpdate == ["b"])
    selection.removeAll()
    #expect(selection.ids.isEmpty && selection.keptThroughUpdate.isEmpty)
  }

  @Test func theHandlerHearsWhatTheUserChanged() {
    var heard: [Set<RowID>] = []
    var selection = HostSelection()
    selection.didChange = { heard.append($0) }
    selection.userDidChange(to: ["a"])
    selection.userDidChange(to: [])
    #expect(heard == [["a"], []])
  }

  @Test func aHeaderTapTogglesOnlyACollapsibleSection() async {
    let snapshot = ListSnapshot {
      Section("fixed", header: "Fixed") { Row("x", Label(text: "x")) }
      Section("folding", header: "Folding") { Row("y", Label(text: "y")) }.collapsible()
    }
    let (controller, _) = await showing(snapshot)
    controller.toggleSection(withID: SectionID("folding"))
    controller.toggleSection(withID: SectionID("fixed"))
    controller.toggleSection(withID: SectionID("absent"))
    await controller.settle()
    #expect(controller.isCollapsed(sectionWithID: "folding"))
    #expect(!controller.isCollapsed(sectionWithID: "fixed"))
    controller.toggleSection(withID: SectionID("folding"))
    await controller.settle()
    #expect(!controller.isCollapsed(sectionWithID: "folding"))
  }
}
