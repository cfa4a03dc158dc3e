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

  @Test func aLoadedChildThatRepeatsAnIDIsReportedAtItsPlaceInTheList() async {
    let source = ChildrenSource()
    let (controller, host, log) = await Self.loaded(source)
    controller.setExpanded(true, rowWithID: "docs")
    #expect(await source.isWaiting(for: "docs"))
    source.finish("docs", with: ["readme", "license"])
    await controller.settle()
    #expect(OutlineTests.shown(controller) == ["docs", "  readme", "  license", "src", "license"])
    let files = SectionID("files")
    #expect(
      log.entries == [
        .duplicateRowID(
          RowID("license"), first: RowLocation(sectionID: files, section: 0, row: 2),
          duplicate: RowLocation(sectionID: files, section: 0, row: 4))
      ])
    #expect(host.violations.isEmpty, "\(host.violations)")
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

/// Random trees whose parents all load their children, under random expansions, loads that
/// finish or fail in any order, and reloads.
@MainActor
@Suite("Outlines that load their children under random events")
struct OutlineLoadingPropertyTests {
  typealias Node = OutlinePropertyTests.Node

  /// The model's expectation: what is expanded, loaded and loading, and what the list shows.
  struct Model {
    var tree: [Node]
    var expanded: Set<Int> = []
    var loaded: Set<Int> = []
    var loading: Set<Int> = []

    /// The rows shown, "level:id", and the parents whose loads showing them starts.
    func shown() -> (rows: [String], starts: Set<Int>) {
      var rows: [String] = []
      var starts: Set<Int> = []
      func walk(_ nodes: [Node], _ level: Int) {
        for node in nodes {
          rows.append("\(level):\(node.id)")
          guard let children = node.children, expanded.contains(node.id) else { continue }
          if loaded.contains(node.id) {
            walk(children, level + 1)
          } else {
            rows.append("\(level + 1):\(node.id)…")
            if !loading.contains(node.id) { starts.insert(node.id) }
          }
        }
      }
      walk(tree, 0)
      return (rows, starts)
    }

    func node(_ id: Int) -> Node? {
      var pending = tree
      while let node = pending.popLast() {
        if node.id == id { return node }
        pending += node.children ?? []
      }
      return nil
    }
  }

  static func rows(_ nodes: [Node], _ source: ChildrenSource) -> [Row] {
    nodes.map { node in
      let row = Row(node.id, GeneratedContent(label: "\(node.id)"))
      guard node.children != nil else { return row }
      return row.loadingChildren(placeholder: Row("\(node.id)…", GeneratedContent(label: "…"))) {
        try await source.children(of: "\(node.id)")
      }
    }
  }

  /// Returns once the controller took the answer of the load of `id`'s children.
  static func loadEnded(_ id: Int, in controller: ListController) async -> Bool {
    for _ in 0..<10_000 {
      if controller.rowState.childLoads[RowID(id)]?.running == nil { return true }
      await Task.yield()
    }
    return false
  }

  @Test func theListShowsTheWalkOfWhatIsExpandedAndLoaded() async {
    for seed in UInt64(1)...2_000 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var nextID = 0
      let roots = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
        OutlinePropertyTests.randomNode(depth: 0, below: 3, nextID: &nextID, using: &rng)
      }
      var model = Model(tree: roots)
      let source = ChildrenSource()
      let controller = ListController(diagnosticsHandler: { _ in })
      let host = RecordingHost(controller: controller)
      controller.attach(to: host)
      await controller.apply(ListSnapshot { Section("tree", rows: Self.rows(model.tree, source)) })
      var loads = 0
      for step in 0..<12 {
        let parents = OutlinePropertyTests.parents(model.tree)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1:
          guard let parent = parents.randomElement(using: &rng) else { continue }
          let expand = !model.expanded.contains(parent)
          if expand { model.expanded.insert(parent) } else { model.expanded.remove(parent) }
          controller.setExpanded(expand, rowWithID: parent)
        case 2:
          guard let id = model.loading.randomElement(using: &rng) else { continue }
          guard await source.isWaiting(for: "\(id)") else {
            Issue.record("seed \(seed) step \(step): the load of \(id) never started")
            return
          }
          model.loading.remove(id)
          if Bool.random(using: &rng) {
            source.finish("\(id)", with: Self.rows(model.node(id)?.children ?? [], source))
            model.loaded.insert(id)
          } else {
            source.fail("\(id)")
            if !model.loaded.contains(id) { model.expanded.remove(id) }
          }
          guard await Self.loadEnded(id, in: controller) else {
            Issue.record("seed \(seed) step \(step): the end of the load of \(id) was never taken")
            return
          }
        default:
          guard let id = model.loaded.randomElement(using: &rng), !model.loading.contains(id) else { continue }
          let isShown = model.shown().rows.contains { $0.hasSuffix(":\(id)") }
          if isShown && model.expanded.contains(id) {
            model.loading.insert(id)
            loads += 1
          } else {
            model.loaded.remove(id)
          }
          controller.reloadChildren(ofRowWithID: id)
        }
        await controller.settleUpdates()
        let (expected, starts) = model.shown()
        model.loading.formUnion(starts)
        loads += starts.count
        guard OutlinePropertyTests.shown(controller) == expected, host.violations.isEmpty else {
          let shown = OutlinePropertyTests.shown(controller)
          Issue.record("seed \(seed) step \(step): shown \(shown), expected \(expected); \(host.violations)")
          return
        }
      }
      // Let the loads still waiting end, so that the controller's tasks finish.
      for id in model.loading {
        if await source.isWaiting(for: "\(id)") { source.fail("\(id)") }
      }
      await controller.settle()
      guard source.requests.count == loads else {
        Issue.record("seed \(seed): \(source.requests.count) loads, expected \(loads)")
        return
      }
    }
  }
}
