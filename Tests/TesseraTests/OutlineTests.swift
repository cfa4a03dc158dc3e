import Tessera
import TesseraTesting
import Testing

@testable import Tessera

/// Rows with children: the rows shown are a depth-first walk of what is expanded, each a level
/// deeper than its parent, and a parent's expansion is kept by id.
@MainActor
@Suite("Outlines")
struct OutlineTests {
  static func item(_ id: String) -> Row { Row(id, GeneratedContent(label: id)) }

  /// docs/ { guide/ { intro, setup }, readme }, src/ { main }, license
  static func tree(docsExpanded: Bool = false) -> ListSnapshot {
    ListSnapshot {
      Section("files") {
        Row("docs", GeneratedContent(label: "docs")) {
          Row("guide", GeneratedContent(label: "guide")) {
            item("intro")
            item("setup")
          }
          item("readme")
        }
        .initiallyExpanded(docsExpanded)
        Row("src", GeneratedContent(label: "src")) { item("main") }
        item("license")
      }
    }
  }

  static func loaded(_ snapshot: ListSnapshot) async -> (ListController, RecordingHost) {
    let controller = ListController(diagnosticsHandler: { _ in })
    let host = RecordingHost(controller: controller)
    controller.attach(to: host)
    await controller.apply(snapshot)
    return (controller, host)
  }

  /// The ids shown and each one's level, as "  " per level before the id.
  static func shown(_ controller: ListController) -> [String] {
    controller.dataSourceList.sections.flatMap { section in
      section.rows.map { row in
        String(repeating: "  ", count: row.outlineLevel) + (row.content.as(GeneratedContent.self)?.label ?? "?")
      }
    }
  }

  @Test func aRowBuiltWithChildrenIsAParentAndALeafIsNot() {
    let parent = Row("folder", GeneratedContent(label: "f")) { Self.item("file") }
    #expect(parent.hasChildren && parent.children?.map(\.id) == [RowID("file")])
    #expect(!Self.item("file").hasChildren && Self.item("file").children == nil)
    let empty = Self.item("empty").children([])
    #expect(empty.hasChildren && empty.children?.isEmpty == true, "an empty folder is still a parent")
    #expect(!parent.children(nil).hasChildren)
    #expect(!parent.isContentEqual(to: parent.children(nil)), "gaining or losing children changes the row's look")
    #expect(parent.isContentEqual(to: parent.children([Self.item("other")])), "the children are rows of their own")
  }

  @Test func parentsStartCollapsedUnlessTheAppSaysOtherwise() async {
    let (collapsed, _) = await Self.loaded(Self.tree())
    #expect(Self.shown(collapsed) == ["docs", "src", "license"])
    let (expanded, _) = await Self.loaded(Self.tree(docsExpanded: true))
    #expect(Self.shown(expanded) == ["docs", "  guide", "  readme", "src", "license"])
    #expect(expanded.expandedRowIDs == [RowID("docs")])
  }

  @Test func expandingAndCollapsingIsOneBatchAndTheParentRefreshesInPlace() async throws {
    let (controller, host) = await Self.loaded(Self.tree())
    controller.setExpanded(true, rowWithID: "docs")
    await controller.settle()
    #expect(Self.shown(controller) == ["docs", "  guide", "  readme", "src", "license"])
    #expect(host.refreshedPaths.last == [ElementPath(element: 0, section: 0)], "the disclosure turns in place")
    controller.setExpanded(true, rowWithID: "guide")
    await controller.settle()
    #expect(Self.shown(controller) == ["docs", "  guide", "    intro", "    setup", "  readme", "src", "license"])
    let batches = host.batches
    controller.setExpanded(false, rowWithID: "docs")
    await controller.settle()
    #expect(Self.shown(controller) == ["docs", "src", "license"])
    #expect(host.batches == batches + 1)
    let stage = try #require(host.batchLog.last?.stage)
    #expect(stage.elementDeletes.count == 4 && stage.elementInserts.isEmpty && stage.elementMoves.isEmpty)
    #expect(controller.isExpanded(rowWithID: "guide"), "a hidden folder keeps its state")
    controller.setExpanded(true, rowWithID: "docs")
    await controller.settle()
    #expect(Self.shown(controller) == ["docs", "  guide", "    intro", "    setup", "  readme", "src", "license"])
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  @Test func expansionIsKeptByIDThroughNewDataAndReordering() async {
    let (controller, host) = await Self.loaded(Self.tree())
    controller.setExpanded(true, rowWithID: "src")
    await controller.settle()
    let reordered = ListSnapshot {
      Section("files") {
        Self.item("license")
        Row("src", GeneratedContent(label: "src")) {
          Self.item("main")
          Self.item("util")
        }
        Row("docs", GeneratedContent(label: "docs")) { Self.item("readme") }
      }
    }
    await controller.apply(reordered)
    #expect(Self.shown(controller) == ["license", "src", "  main", "  util", "docs"])
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  @Test func aRowThatChangesParentWhileShownMoves() async throws {
    let (controller, host) = await Self.loaded(Self.tree(docsExpanded: true))
    controller.setExpanded(true, rowWithID: "src")
    await controller.settle()
    let moved = ListSnapshot {
      Section("files") {
        Row("docs", GeneratedContent(label: "docs")) {
          Row("guide", GeneratedContent(label: "guide")) {
            Self.item("intro")
            Self.item("setup")
          }
        }
        .initiallyExpanded()
        Row("src", GeneratedContent(label: "src")) {
          Self.item("main")
          Self.item("readme")
        }
        Self.item("license")
      }
    }
    await controller.apply(moved)
    #expect(Self.shown(controller) == ["docs", "  guide", "src", "  main", "  readme", "license"])
    let stage = try #require(host.batchLog.last?.stage)
    #expect(stage.elementMoves.count == 1 && stage.elementInserts.isEmpty && stage.elementDeletes.isEmpty)
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  @Test func aRowThatChangesLevelIsRefreshed() async throws {
    let (controller, host) = await Self.loaded(Self.tree(docsExpanded: true))
    let deeper = ListSnapshot {
      Section("files") {
        Row("docs", GeneratedContent(label: "docs")) {
          Row("guide", GeneratedContent(label: "guide")) { Self.item("readme") }.initiallyExpanded()
        }
        .initiallyExpanded()
      }
    }
    await controller.apply(deeper)
    #expect(Self.shown(controller) == ["docs", "  guide", "    readme"])
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  @Test func selectingAFolderTogglesItUnlessItHasItsOwnSelectHandler() async {
    final class Selections: @unchecked Sendable { var count = 0 }
    let selected = Selections()
    let snapshot = ListSnapshot {
      Section("files") {
        Row("docs", GeneratedContent(label: "docs")) { Self.item("readme") }
        Row("src", GeneratedContent(label: "src")) { Self.item("main") }.onSelect { selected.count += 1 }
      }
    }
    let (controller, _) = await Self.loaded(snapshot)
    controller.selectRow(withID: "docs")
    await controller.settle()
    #expect(Self.shown(controller) == ["docs", "  readme", "src"])
    controller.selectRow(withID: "src")
    await controller.settle()
    #expect(selected.count == 1 && Self.shown(controller) == ["docs", "  readme", "src"])
  }

  @Test func expandedRowIDsAndExpandAllBelow() async {
    let (controller, host) = await Self.loaded(Self.tree())
    controller.setExpanded(true, rowWithID: "docs", includingDescendants: true)
    await controller.settle()
    #expect(Self.shown(controller) == ["docs", "  guide", "    intro", "    setup", "  readme", "src", "license"])
    #expect(controller.expandedRowIDs == [RowID("docs"), RowID("guide")])
    let batches = host.batches
    controller.expandedRowIDs = [RowID("src"), RowID("guide")]
    await controller.settle()
    #expect(Self.shown(controller) == ["docs", "src", "  main", "license"])
    #expect(host.batches == batches + 1, "one update for the whole set")
    #expect(controller.isExpanded(rowWithID: "guide"))
    controller.expandedRowIDs = [RowID("later")]
    await controller.apply(
      ListSnapshot { Section("files") { Row("later", GeneratedContent(label: "later")) { Self.item("x") } } })
    #expect(Self.shown(controller) == ["later", "  x"], "an id not yet shown is kept for when it shows")
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  /// Whether a section has parents is found as it is made; rows changed in place afterwards,
  /// and rows a section takes as they are from an earlier one, are presented as they are.
  @Test func parentsAddedInPlaceOrReusedAreShown() async {
    var section = Section("s") { Self.item("a") }
    section.rows.append(Row("p", GeneratedContent(label: "p")) { Self.item("c") }.initiallyExpanded())
    let (controller, _) = await Self.loaded(ListSnapshot(sections: [section]))
    #expect(Self.shown(controller) == ["a", "p", "  c"])
    let first = ListSnapshot {
      Section("tree", input: 1) { _ in Row("q", GeneratedContent(label: "q")) { Self.item("d") }.initiallyExpanded() }
    }
    let reused = ListSnapshot.reusing(first) {
      ListSnapshot { Section("tree", input: 1) { _ in Self.item("never built") } }
    }
    await controller.apply(reused)
    #expect(Self.shown(controller) == ["q", "  d"])
  }

  /// A tree as deep as 2,000 levels is walked without recursion.
  @Test func aVeryDeepTreeIsShown() async {
    var node = Self.item("leaf")
    for level in (0..<2_000).reversed() {
      node = Row("n\(level)", GeneratedContent(label: "n")) { node }.initiallyExpanded()
    }
    let top = node
    let (controller, _) = await Self.loaded(ListSnapshot { Section("deep") { top } })
    let rows = controller.dataSourceList.sections[0].rows
    #expect(rows.count == 2_001 && rows.last?.id == RowID("leaf"))
    #expect(rows.map(\.outlineLevel) == (0...2_000).map { min($0, Row.maximumOutlineLevel) })
  }
}

/// Random trees under random edits: subtrees inserted, deleted and moved to another parent or
/// level, parents expanded and collapsed at any depth, in random order.
@MainActor
@Suite("Outlines under random edits")
struct OutlinePropertyTests {
  /// A node of the model tree: `children` is `nil` for a leaf.
  struct Node {
    var id: Int
    var version: Int
    var children: [Node]?
  }

  /// A node numbered after `nextID`, a parent half the time above `maximumDepth`, with up to
  /// three random children.
  static func randomNode(
    depth: Int, below maximumDepth: Int, nextID: inout Int, using rng: inout some RandomNumberGenerator
  ) -> Node {
    nextID += 1
    let id = nextID
    guard depth < maximumDepth, Bool.random(using: &rng) else { return Node(id: id, version: 0, children: nil) }
    let children = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
      randomNode(depth: depth + 1, below: maximumDepth, nextID: &nextID, using: &rng)
    }
    return Node(id: id, version: 0, children: children)
  }

  static func rows(_ nodes: [Node]) -> [Row] {
    nodes.map { node in
      Row(node.id, GeneratedContent(label: "\(node.id)", version: node.version)).children(node.children.map(rows))
    }
  }

  /// What the list should show: the depth-first walk of the expanded nodes, with levels.
  static func walk(_ nodes: [Node], expanded: Set<Int>, level: Int = 0) -> [String] {
    nodes.flatMap { node -> [String] in
      let own = "\(level):\(node.id)"
      guard let children = node.children, expanded.contains(node.id) else { return [own] }
      return [own] + walk(children, expanded: expanded, level: level + 1)
    }
  }

  static func ids(_ nodes: [Node]) -> [Int] { nodes.flatMap { [$0.id] + ids($0.children ?? []) } }
  static func parents(_ nodes: [Node]) -> [Int] {
    nodes.flatMap { ($0.children == nil ? [] : [$0.id]) + parents($0.children ?? []) }
  }

  /// Removes the node with `id` wherever it is; returns it.
  static func remove(_ id: Int, from nodes: inout [Node]) -> Node? {
    if let index = nodes.firstIndex(where: { $0.id == id }) { return nodes.remove(at: index) }
    for index in nodes.indices where nodes[index].children != nil {
      if let found = remove(id, from: &nodes[index].children!) { return found }
    }
    return nil
  }

  /// Inserts `node` under the parent `parent` (at the top level for `nil`) at a random place.
  static func insert(
    _ node: Node, under parent: Int?, into nodes: inout [Node], using rng: inout some RandomNumberGenerator
  ) -> Bool {
    guard let parent else {
      nodes.insert(node, at: Int.random(in: 0...nodes.count, using: &rng))
      return true
    }
    for index in nodes.indices {
      if nodes[index].id == parent, nodes[index].children != nil {
        nodes[index].children!.insert(node, at: Int.random(in: 0...nodes[index].children!.count, using: &rng))
        return true
      }
      if nodes[index].children != nil, insert(node, under: parent, into: &nodes[index].children!, using: &rng) {
        return true
      }
    }
    return false
  }

  /// The fewest moves that take the rows of `before` that stay to their order in `after`: those
  /// that stay, less the longest run of them already in order (patience sorting).
  static func minimalMoves(from before: [RowID], to after: [RowID]) -> Int {
    let oldIndex = Dictionary(before.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let staying = after.compactMap { oldIndex[$0] }
    var tails: [Int] = []
    for index in staying {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if tails[middle] < index { low = middle + 1 } else { high = middle }
      }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    return staying.count - tails.count
  }

  static func shown(_ controller: ListController) -> [String] {
    controller.dataSourceList.sections.flatMap { section in section.rows.map { "\($0.outlineLevel):\($0.id)" } }
      .map { $0.replacingOccurrences(of: "\"", with: "") }
  }

  @Test func visibleRowsAreTheWalkOfWhatIsExpanded() async {
    var totalMoves = 0
    defer { #expect(totalMoves > 500, "the sequences moved \(totalMoves) rows in all") }
    for seed in UInt64(1)...2_000 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var nextID = 0
      func newNode(depth: Int) -> Node { Self.randomNode(depth: depth, below: 4, nextID: &nextID, using: &rng) }
      var tree = (0..<Int.random(in: 1...5, using: &rng)).map { _ in newNode(depth: 0) }
      var expanded: Set<Int> = []
      let controller = ListController(diagnosticsHandler: { _ in })
      let host = RecordingHost(controller: controller)
      controller.attach(to: host)
      await controller.apply(ListSnapshot { Section("tree", rows: Self.rows(tree)) })
      for step in 0..<12 {
        let parents = Self.parents(tree)
        let ids = Self.ids(tree)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1:
          guard let parent = parents.randomElement(using: &rng) else { continue }
          let expand = !expanded.contains(parent)
          if expand { expanded.insert(parent) } else { expanded.remove(parent) }
          controller.setExpanded(expand, rowWithID: parent)
        case 2:
          let node = newNode(depth: 2)
          _ = Self.insert(node, under: parents.randomElement(using: &rng), into: &tree, using: &rng)
        case 3:
          guard let id = ids.randomElement(using: &rng) else { continue }
          _ = Self.remove(id, from: &tree)
        case 4:
          // A subtree moves to another parent (never into itself) or to the top level.
          guard let id = ids.randomElement(using: &rng) else { continue }
          var without = tree
          guard let node = Self.remove(id, from: &without) else { continue }
          let targets = Self.parents(without)
          let target = Bool.random(using: &rng) ? targets.randomElement(using: &rng) : nil
          if Self.insert(node, under: target, into: &without, using: &rng) { tree = without }
        default:
          guard let id = ids.randomElement(using: &rng) else { continue }
          func bump(_ nodes: inout [Node]) {
            for index in nodes.indices {
              if nodes[index].id == id { nodes[index].version += 1 }
              if nodes[index].children != nil { bump(&nodes[index].children!) }
            }
          }
          bump(&tree)
        }
        let before = controller.dataSourceList.sections.flatMap { $0.rows.map(\.id) }
        let batchesBefore = host.batchLog.count
        await controller.apply(ListSnapshot { Section("tree", rows: Self.rows(tree)) })
        // Moves are minimal: the rows shown before and after that keep their order, the
        // longest such run, do not move; every other one that stays moves once.
        let after = controller.dataSourceList.sections.flatMap { $0.rows.map(\.id) }
        let moves = host.batchLog[batchesBefore...].reduce(0) { $0 + $1.stage.elementMoves.count }
        let minimal = Self.minimalMoves(from: before, to: after)
        totalMoves += moves
        guard moves == minimal else {
          Issue.record(
            "seed \(seed) step \(step): \(moves) moves from \(before) to \(after), at least \(minimal) needed")
          return
        }
        await controller.settle()
        let expected = Self.walk(tree, expanded: expanded)
        guard Self.shown(controller) == expected, host.violations.isEmpty else {
          Issue.record(
            "seed \(seed) step \(step): shown \(Self.shown(controller)), expected \(expected); \(host.violations)")
          return
        }
      }
      let expectedExpanded = Set(Self.parents(tree).filter(expanded.contains).map { RowID($0) })
      guard controller.expandedRowIDs == expectedExpanded else {
        Issue.record("seed \(seed): expanded \(controller.expandedRowIDs), expected \(expectedExpanded)")
        return
      }
    }
  }
}
