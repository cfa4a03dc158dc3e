import Tessera
import TesseraTesting
import Testing

@testable import Tessera

/// Stands in for a slow source of children (a disk, a server): each load waits until the test
/// finishes or fails it, so loads can end in any order.
@MainActor
final class ChildrenSource {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the server is down" }
  }

  private var waiting: [String: CheckedContinuation<[Row], any Error>] = [:]
  /// The parents whose children were asked for, in order.
  private(set) var requests: [String] = []

  func children(of parent: String) async throws -> [Row] {
    requests.append(parent)
    return try await withCheckedThrowingContinuation { waiting[parent] = $0 }
  }

  /// Returns once the load of `parent`'s children is waiting, or `false` after many turns of
  /// the main actor without it.
  func isWaiting(for parent: String) async -> Bool {
    for _ in 0..<10_000 {
      if waiting[parent] != nil { return true }
      await Task.yield()
    }
    return false
  }

  func finish(_ parent: String, with labels: [String]) {
    waiting.removeValue(forKey: parent)?.resume(returning: labels.map { OutlineTests.item($0) })
  }

  func finish(_ parent: String, with rows: [Row]) {
    waiting.removeValue(forKey: parent)?.resume(returning: rows)
  }

  func fail(_ parent: String) {
    waiting.removeValue(forKey: parent)?.resume(throwing: Failure())
  }
}

/// Parents that load their children the first time they expand.
@MainActor
@Suite("Outlines that load their children")
struct OutlineLoadingTests {
  static func folder(_ id: String, _ source: ChildrenSource, expanded: Bool = false) -> Row {
    Row(id, GeneratedContent(label: id))
      .loadingChildren(placeholder: OutlineTests.item("\(id)…")) { try await source.children(of: id) }
      .initiallyExpanded(expanded)
  }

  static func screen(_ source: ChildrenSource) -> ListSnapshot {
    ListSnapshot {
      Section("files") {
        folder("docs", source)
        folder("src", source)
        OutlineTests.item("license")
      }
    }
  }

  static func loaded(_ source: ChildrenSource) async -> (ListController, RecordingHost, DiagnosticLog) {
    let log = DiagnosticLog()
    let controller = ListController(diagnosticsHandler: { log.entries.append($0) })
    let host = RecordingHost(controller: controller)
    controller.attach(to: host)
    await controller.apply(screen(source))
    return (controller, host, log)
  }

  @MainActor
  final class DiagnosticLog {
    var entries: [ListDiagnostic] = []
  }

  @Test func aRowThatLoadsItsChildrenIsAParentWithNoneYet() {
    let source = ChildrenSource()
    let folder = Self.folder("docs", source)
    #expect(folder.hasChildren && folder.loadsChildren && folder.children == nil)
    #expect(!folder.children([]).loadsChildren, "children the row is given win over loading")
    #expect(folder.children(nil).hasChildren, "taking given children away leaves a row that loads them")
    #expect(!OutlineTests.item("file").loadsChildren)
  }

  @Test func expandingLoadsOnceShowingThePlaceholderUntilTheChildrenArrive() async {
    let source = ChildrenSource()
    let (controller, host, _) = await Self.loaded(source)
    #expect(source.requests.isEmpty, "nothing loads before a parent expands")
    controller.setExpanded(true, rowWithID: "docs")
    await controller.settleUpdates()
    #expect(OutlineTests.shown(controller) == ["docs", "  docs…", "src", "license"])
    #expect(await source.isWaiting(for: "docs"))
    let batches = host.batches
    source.finish("docs", with: ["guide", "readme"])
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "  guide", "  readme", "src", "license"])
    #expect(host.batches == batches + 1, "the children replace the placeholder in one update")
    controller.setExpanded(false, rowWithID: "docs")
    controller.setExpanded(true, rowWithID: "docs")
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "  guide", "  readme", "src", "license"])
    #expect(source.requests == ["docs"], "loaded children are kept by id: no second load")
  }

  @Test func loadsOfSeveralParentsMayFinishInAnyOrder() async {
    let source = ChildrenSource()
    let (controller, _, _) = await Self.loaded(source)
    controller.expandedRowIDs = ["docs", "src"]
    await controller.settleUpdates()
    #expect(await source.isWaiting(for: "docs"))
    #expect(await source.isWaiting(for: "src"))
    source.finish("src", with: ["main"])
    #expect(await source.isWaiting(for: "docs"))
    await controller.settleUpdates()
    source.finish("docs", with: ["readme"])
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "  readme", "src", "  main", "license"])
  }

  @Test func childrenThatArriveAfterTheParentCollapsedWaitForItsNextExpansion() async {
    let source = ChildrenSource()
    let (controller, _, _) = await Self.loaded(source)
    controller.setExpanded(true, rowWithID: "docs")
    #expect(await source.isWaiting(for: "docs"))
    controller.setExpanded(false, rowWithID: "docs")
    await controller.settleUpdates()
    source.finish("docs", with: ["readme"])
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "src", "license"])
    controller.setExpanded(true, rowWithID: "docs")
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "  readme", "src", "license"])
    #expect(source.requests == ["docs"])
  }

  @Test func aFailedLoadCollapsesTheParentReportsItAndTheNextExpansionLoadsAgain() async {
    let source = ChildrenSource()
    let (controller, _, log) = await Self.loaded(source)
    controller.setExpanded(true, rowWithID: "docs")
    #expect(await source.isWaiting(for: "docs"))
    source.fail("docs")
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "src", "license"])
    #expect(!controller.isExpanded(rowWithID: "docs"))
    #expect(log.entries == [.childrenNotLoaded(RowID("docs"), error: "the server is down")])
    #expect(log.entries.first?.description.contains("loadingChildren(placeholder:_:)") == true)
    controller.setExpanded(true, rowWithID: "docs")
    #expect(await source.isWaiting(for: "docs"))
    source.finish("docs", with: ["readme"])
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "  readme", "src", "license"])
    #expect(source.requests == ["docs", "docs"])
  }

  @Test func reloadingKeepsTheLoadedChildrenUntilTheNewOnesArriveAndASupersededLoadIsIgnored() async {
    let source = ChildrenSource()
    let (controller, _, log) = await Self.loaded(source)
    controller.setExpanded(true, rowWithID: "docs")
    #expect(await source.isWaiting(for: "docs"))
    source.finish("docs", with: ["old"])
    await controller.settle()
    controller.reloadChildren(ofRowWithID: "docs")
    #expect(await source.isWaiting(for: "docs"))
    #expect(OutlineTests.shown(controller) == ["docs", "  old", "src", "license"])
    // A second reload supersedes the first: the first one's answer is dropped.
    source.fail("docs")
    controller.reloadChildren(ofRowWithID: "docs")
    #expect(await source.isWaiting(for: "docs"))
    source.finish("docs", with: ["new"])
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "  new", "src", "license"])
    #expect(log.entries.isEmpty, "the superseded load's failure is not reported")
    // A failed reload keeps what was loaded, and says so.
    controller.reloadChildren(ofRowWithID: "docs")
    #expect(await source.isWaiting(for: "docs"))
    source.fail("docs")
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "  new", "src", "license"])
    #expect(log.entries == [.childrenNotLoaded(RowID("docs"), error: "the server is down")])
  }

  @Test func aCollapsedParentDropsWhatItLoadedWhenReloadedAndLoadsOnItsNextExpansion() async {
    let source = ChildrenSource()
    let (controller, _, _) = await Self.loaded(source)
    controller.setExpanded(true, rowWithID: "docs")
    #expect(await source.isWaiting(for: "docs"))
    source.finish("docs", with: ["old"])
    await controller.settle()
    controller.setExpanded(false, rowWithID: "docs")
    controller.reloadChildren(ofRowWithID: "docs")
    controller.reloadChildren(ofRowWithID: "license")
    await controller.settle()
    #expect(source.requests == ["docs"], "a collapsed parent does not load until it expands")
    controller.setExpanded(true, rowWithID: "docs")
    await controller.settleUpdates()
    #expect(OutlineTests.shown(controller) == ["docs", "  docs…", "src", "license"])
    #expect(await source.isWaiting(for: "docs"))
    source.finish("docs", with: ["new"])
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "  new", "src", "license"])
  }

  @Test func aNewSnapshotKeepsTheLoadedChildrenByTheParentsID() async {
    let source = ChildrenSource()
    let (controller, _, _) = await Self.loaded(source)
    controller.setExpanded(true, rowWithID: "src")
    #expect(await source.isWaiting(for: "src"))
    source.finish("src", with: ["main"])
    await controller.settle()
    await controller.apply(
      ListSnapshot {
        Section("files") {
          OutlineTests.item("license")
          Self.folder("src", source)
        }
      })
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["license", "src", "  main"])
    #expect(source.requests == ["src"])
  }

  @Test func loadedChildrenMayLoadTheirOwnAndCountAmongTheExpandedParents() async {
    let source = ChildrenSource()
    let (controller, _, _) = await Self.loaded(source)
    controller.setExpanded(true, rowWithID: "src")
    #expect(await source.isWaiting(for: "src"))
    source.finish("src", with: [Self.folder("lib", source, expanded: true), OutlineTests.item("main")])
    #expect(await source.isWaiting(for: "lib"), "an initially expanded child that loads starts its own load")
    await controller.settleUpdates()
    #expect(OutlineTests.shown(controller) == ["docs", "src", "  lib", "    lib…", "  main", "license"])
    source.finish("lib", with: ["core"])
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "src", "  lib", "    core", "  main", "license"])
    #expect(controller.expandedRowIDs == [RowID("src"), RowID("lib")])
    controller.setExpanded(false, rowWithID: "src", includingDescendants: true)
    await controller.settle()
    #expect(controller.expandedRowIDs.isEmpty, "collapsing all below reaches the parents that were loaded")
  }

  @Test func validationNamesNestedRowsByTheirPlaceUnderTheirParents() {
    let snapshot = ListSnapshot {
      Section("files") {
        Row("docs", GeneratedContent(label: "docs")) {
          OutlineTests.item("readme")
          Row("guide", GeneratedContent(label: "guide")) { OutlineTests.item("readme") }
        }
      }
    }
    let problems = snapshot.validate()
    let first = RowLocation(sectionID: SectionID("files"), section: 0, row: 0, childIndexes: [0])
    let second = RowLocation(sectionID: SectionID("files"), section: 0, row: 0, childIndexes: [1, 0])
    #expect(problems == [.duplicateRowID(RowID("readme"), first: first, duplicate: second)])
    #expect(second.description == #"child 0 of child 1 of row 0 of section "files" (index 0)"#)
  }
}
