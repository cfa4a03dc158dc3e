import Tessera
import TesseraTerminal
import TesseraTesting
import Testing

/// A row of the random outlines: its node's id and version, so a content change shows.
private struct OutlineItem: Equatable, Sendable {
  var id: Int
  var version: Int
}

/// Random trees under random edits in a terminal: subtrees inserted, deleted and moved to
/// another parent or level, contents changed, parents expanded and collapsed at any depth with
/// → and ← on the selected row or through the controller. After every step the lines the
/// terminal draws are the depth-first walk of the expanded nodes, each indented by its level
/// with its parent's marker, and the keys move the selection where a file manager would; a
/// selected row that an edit hides below a collapsed parent hands the selection to its nearest
/// shown parent.
@MainActor
@Suite("TerminalListView outlines under random edits")
struct TerminalOutlinePropertyTests {
  /// The first seed; each sequence runs with the next one, and a failure names its seed.
  static let baseSeed: UInt64 = 40_000
  static let sequences = 2_000
  static let steps = 12

  static func rows(_ nodes: [OutlineTreeModel.Node]) -> [Row] {
    nodes.map { node in
      Row(node.id, OutlineItem(id: node.id, version: node.version)).children(node.children.map(rows))
    }
  }

  static func snapshot(_ model: OutlineTreeModel) -> ListSnapshot {
    ListSnapshot { Section("tree", rows: rows(model.roots)) }
  }

  /// The lines the walk should draw: two columns a level, ▸/▾ before a parent.
  static func expectedLines(_ model: OutlineTreeModel, expanded: Set<Int>) -> [String] {
    model.walk(expanded: expanded).map { level, node in
      let marker = node.children == nil ? "" : (expanded.contains(node.id) ? "▾ " : "▸ ")
      return String(repeating: " ", count: 2 * level) + marker + "\(node.id) v\(node.version)"
    }
  }

  static func drawnLines(_ view: TerminalListView) -> [String] {
    view.document().map { line in
      var text = line.plainText
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  static func makeView() -> TerminalListView {
    var renderers = TerminalRenderers()
    renderers.register(OutlineItem.self) { item, context in
      StyledLine("\(item.id) v\(item.version)").wrapped(toWidth: context.width)
    }
    let controller = ListController(policy: .alwaysAnimate, defaultRowEstimate: 1)
    controller.diagnosticsHandler = { _ in }
    return TerminalListView(controller: controller, renderers: renderers, size: TerminalSize(columns: 40, rows: 12))
  }

  /// What → or ← on the shown row `index` of `walk` should do to `expanded`, where the
  /// selection should go, and whether the view takes the key.
  static func expectedKey(
    right: Bool, at index: Int, in walk: [(level: Int, node: OutlineTreeModel.Node)], expanded: inout Set<Int>
  ) -> (selection: Int, used: Bool) {
    let (level, node) = walk[index]
    let isParent = node.children != nil
    guard isParent || level > 0 else { return (node.id, false) }
    let isExpanded = isParent && expanded.contains(node.id)
    if right {
      if isParent && !isExpanded {
        expanded.insert(node.id)
      } else if isExpanded, let first = node.children?.first {
        return (first.id, true)
      }
      return (node.id, true)
    }
    if isExpanded {
      expanded.remove(node.id)
      return (node.id, true)
    }
    guard level > 0, let parent = walk[..<index].last(where: { $0.level < level }) else { return (node.id, true) }
    return (parent.node.id, true)
  }

  @Test func drawnRowsAreTheWalkOfWhatIsExpanded() async {
    for seed in Self.baseSeed..<(Self.baseSeed + UInt64(Self.sequences)) {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var model = OutlineTreeModel()
      for _ in 0..<Int.random(in: 1...5, using: &rng) { model.roots.append(model.newNode(depth: 0, using: &rng)) }
      var expanded: Set<Int> = []
      let view = Self.makeView()
      await view.controller.apply(Self.snapshot(model))
      var log: [String] = []
      // The node the selection is on, as far as the test can tell.
      var selected: Int?
      for step in 0..<Self.steps {
        let parents = model.parents
        let ids = model.ids
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1:
          // → or ← on a shown row, as the user presses it.
          let walk = model.walk(expanded: expanded)
          guard !walk.isEmpty else { continue }
          let index = Int.random(in: 0..<walk.count, using: &rng)
          let right = Bool.random(using: &rng)
          let expected = Self.expectedKey(right: right, at: index, in: walk, expanded: &expanded)
          log.append("\(right ? "→" : "←") on \(walk[index].node.id)")
          view.select(rowWithID: walk[index].node.id)
          let used = view.handle(right ? .right : .left)
          await view.controller.settle()
          selected = expected.selection
          guard used == expected.used, view.selection == .row(RowID(expected.selection)) else {
            let shown = String(describing: view.selection)
            Issue.record(
              "seed \(seed) step \(step) (\(log)): the key was used: \(used), selection \(shown); expected \(expected)")
            return
          }
          continue
        case 2:
          // Through the controller, at any depth, shown or not.
          guard let parent = parents.randomElement(using: &rng) else { continue }
          let expand = !expanded.contains(parent)
          if expand { expanded.insert(parent) } else { expanded.remove(parent) }
          log.append("setExpanded(\(expand), \(parent))")
          view.controller.setExpanded(expand, rowWithID: parent)
        case 3:
          let node = model.newNode(depth: 2, using: &rng)
          let parent = parents.randomElement(using: &rng)
          _ = model.insert(node, under: parent, using: &rng)
          log.append("insert \(node.id) under \(String(describing: parent))")
        case 4:
          guard let id = ids.randomElement(using: &rng) else { continue }
          _ = model.remove(id)
          log.append("delete \(id)")
        case 5, 6:
          // A subtree moves to another parent (never into itself) or to the top level.
          guard let id = ids.randomElement(using: &rng) else { continue }
          var without = model
          guard let node = without.remove(id) else { continue }
          let target = Bool.random(using: &rng) ? without.parents.randomElement(using: &rng) : nil
          if without.insert(node, under: target, using: &rng) { model = without }
          log.append("move \(id) under \(String(describing: target))")
        default:
          guard let id = ids.randomElement(using: &rng) else { continue }
          model.bump(id)
          log.append("change \(id)")
        }
        await view.controller.apply(Self.snapshot(model))
        // A frame as the screen would draw it, selection and flashes included.
        _ = view.frame(now: ContinuousClock.now)
        let expected = Self.expectedLines(model, expanded: expanded)
        let drawn = Self.drawnLines(view)
        guard drawn == expected else {
          Issue.record("seed \(seed) step \(step) (\(log)): drew \(drawn), expected \(expected)")
          return
        }
        // A selected row hidden below a collapsed parent hands the selection to its nearest
        // shown parent; a shown one keeps it.
        if let node = selected, let ancestors = model.ancestors(of: node) {
          let shown = Set(model.walk(expanded: expanded).map(\.node.id))
          let expectedSelection = shown.contains(node) ? node : ancestors.last { shown.contains($0) }
          guard let expectedSelection, view.selection == .row(RowID(expectedSelection)) else {
            let actual = String(describing: view.selection)
            let wanted = String(describing: expectedSelection)
            let context = "seed \(seed) step \(step) (\(log))"
            Issue.record("\(context): selection \(actual), expected \(wanted) for \(node) below \(ancestors); \(drawn)")
            return
          }
          selected = expectedSelection
        } else {
          selected = model.ids.first { view.selection == .row(RowID($0)) }
        }
      }
      let expectedExpanded = Set(model.parents.filter(expanded.contains).map { RowID($0) })
      guard view.controller.expandedRowIDs == expectedExpanded else {
        Issue.record("seed \(seed) (\(log)): expanded \(view.controller.expandedRowIDs), expected \(expectedExpanded)")
        return
      }
    }
  }
}
