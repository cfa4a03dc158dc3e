import Testing

@testable import Tessera

/// The parents above a row, asked by a host whose selected row a collapse hid: its own
/// children and those a parent loaded are walked alike, shown or not.
@MainActor
@Suite("Ancestors of a row in an outline")
struct OutlineAncestorTests {
  @Test func ancestorsAreFoundThroughLoadedAndOwnChildrenShownOrNot() async {
    let source = ChildrenSource()
    let (controller, _, _) = await OutlineLoadingTests.loaded(source)
    controller.setExpanded(true, rowWithID: "src")
    #expect(await source.isWaiting(for: "src"))
    source.finish(
      "src",
      with: [
        OutlineLoadingTests.folder("lib", source, expanded: true),
        OutlineTests.item("tools").children([OutlineTests.item("make")]),
        OutlineTests.item("main"),
      ])
    #expect(await source.isWaiting(for: "lib"))
    source.finish("lib", with: ["core"])
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "src", "  lib", "    core", "  tools", "  main", "license"])

    #expect(controller.ancestorIDs(ofRowWithID: RowID("core")) == [RowID("src"), RowID("lib")])
    #expect(controller.ancestorIDs(ofRowWithID: RowID("make")) == [RowID("src"), RowID("tools")], "tools is collapsed")
    #expect(controller.ancestorIDs(ofRowWithID: RowID("main")) == [RowID("src")])
    #expect(controller.ancestorIDs(ofRowWithID: RowID("src")) == [], "a row of the section")
    #expect(controller.ancestorIDs(ofRowWithID: RowID("docs…")) == nil, "docs never loaded: no placeholder kept")
    #expect(controller.ancestorIDs(ofRowWithID: RowID("nowhere")) == nil)

    controller.setExpanded(false, rowWithID: "src")
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "src", "license"])
    #expect(
      controller.ancestorIDs(ofRowWithID: RowID("core")) == [RowID("src"), RowID("lib")],
      "the loaded children of a collapsed parent are kept, and walked")
  }
}
