import Tessera
import TesseraTerminal
import TesseraTesting
import Testing

/// Random trees whose parents load their children when they first open, in a terminal: parents
/// opened and closed with → and ← or through the controller while loads are under way, loads
/// finishing or failing in random order, and reloads. After every step the lines the terminal
/// draws are the depth-first walk of what is open and loaded, a placeholder line under a parent
/// still loading, and no parent is loaded twice.
@MainActor
@Suite("TerminalListView outlines that load their children")
struct TerminalOutlineLoadingPropertyTests {
  static let baseSeed: UInt64 = 42_000
  static let sequences = 2_000
  static let steps = 12

  /// Holds the loads until the test ends them.
  @MainActor
  final class Loads {
    private(set) var waiting: [Int: CheckedContinuation<[Row], any Error>] = [:]
    private(set) var started = 0
    private(set) var ended = 0
    private(set) var returned = 0

    func children(of parent: Int) async throws -> [Row] {
      started += 1
      defer { returned += 1 }
      return try await withCheckedThrowingContinuation { waiting[parent] = $0 }
    }

    func end(_ parent: Int, with rows: Result<[Row], any Error>) {
      ended += 1
      waiting.removeValue(forKey: parent)?.resume(with: rows)
    }
  }

  struct LoadFailed: Error {}

  static func rows(_ nodes: [OutlineTreeModel.Node], _ loads: Loads) -> [Row] {
    nodes.map { node in
      let row = Row(node.id, "\(node.id)")
      guard node.children != nil else { return row }
      return row.loadingChildren(placeholder: Row("\(node.id)…", "loading")) { try await loads.children(of: node.id) }
    }
  }

  /// The lines to draw, and the parents whose loads drawing them starts.
  static func expected(
    _ nodes: [OutlineTreeModel.Node], open: Set<Int>, loaded: Set<Int>, loading: Set<Int>, level: Int = 0
  ) -> (lines: [String], starts: Set<Int>) {
    var lines: [String] = []
    var starts: Set<Int> = []
    let indent = String(repeating: " ", count: 2 * level)
    for node in nodes {
      guard let children = node.children else {
        lines.append(indent + "\(node.id)")
        continue
      }
      let isOpen = open.contains(node.id)
      lines.append(indent + (isOpen ? "▾ " : "▸ ") + "\(node.id)")
      guard isOpen else { continue }
      if loaded.contains(node.id) {
        let below = expected(children, open: open, loaded: loaded, loading: loading, level: level + 1)
        lines += below.lines
        starts.formUnion(below.starts)
      } else {
        lines.append(indent + "  loading")
        if !loading.contains(node.id) { starts.insert(node.id) }
      }
    }
    return (lines, starts)
  }

  /// Waits (a bounded number of turns of the main actor) until every load the test ended has
  /// handed its end to the controller and no update is under way.
  static func settled(_ view: TerminalListView, _ loads: Loads) async -> Bool {
    for _ in 0..<10_000 {
      await Task.yield()
      if loads.returned == loads.ended && !view.controller.isUpdating { return true }
    }
    return false
  }

  static func makeView() -> TerminalListView {
    var renderers = TerminalRenderers()
    renderers.register(String.self) { text, context in StyledLine(text).wrapped(toWidth: context.width) }
    let controller = ListController(policy: .alwaysAnimate, defaultRowEstimate: 1)
    controller.diagnosticsHandler = { _ in }
    return TerminalListView(controller: controller, renderers: renderers, size: TerminalSize(columns: 40, rows: 12))
  }

  @Test func drawnRowsAreTheWalkOfWhatIsOpenAndLoaded() async {
    var loadsEnded = 0
    defer { #expect(loadsEnded > Self.sequences, "\(loadsEnded) loads ended") }
    for seed in Self.baseSeed..<(Self.baseSeed + UInt64(Self.sequences)) {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var model = OutlineTreeModel()
      for _ in 0..<Int.random(in: 1...5, using: &rng) { model.roots.append(model.newNode(depth: 0, using: &rng)) }
      var (open, loaded, loading) = (Set<Int>(), Set<Int>(), Set<Int>())
      var expectedLoads = 0
      let loads = Loads()
      let view = Self.makeView()
      await view.controller.apply(ListSnapshot { Section("tree", rows: Self.rows(model.roots, loads)) })
      var log: [String] = []
      for step in 0..<Self.steps {
        let shownParents = model.walk(expanded: open.intersection(loaded)).map(\.node).filter { $0.children != nil }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1:
          // → opens a closed parent, ← closes an open one.
          guard let parent = shownParents.randomElement(using: &rng) else { continue }
          let isOpen = open.contains(parent.id)
          view.select(rowWithID: parent.id)
          _ = view.handle(isOpen ? .left : .right)
          if isOpen { open.remove(parent.id) } else { open.insert(parent.id) }
          log.append("\(isOpen ? "←" : "→") \(parent.id)")
        case 2:
          // Through the controller, at any depth, shown or not.
          guard let parent = model.parents.randomElement(using: &rng) else { continue }
          let isOpen = open.contains(parent)
          view.controller.setExpanded(!isOpen, rowWithID: parent)
          if isOpen { open.remove(parent) } else { open.insert(parent) }
          log.append("setExpanded(\(!isOpen), \(parent))")
        case 3, 4:
          // The loads under way end in random order, one in four failing.
          for parent in loads.waiting.keys.sorted().shuffled(using: &rng) {
            loading.remove(parent)
            loadsEnded += 1
            guard Int.random(in: 0..<4, using: &rng) > 0 else {
              loads.end(parent, with: .failure(LoadFailed()))
              if !loaded.contains(parent) { open.remove(parent) }
              log.append("fail \(parent)")
              continue
            }
            let children = model.walk(expanded: Set(model.parents)).first { $0.node.id == parent }?.node.children ?? []
            loads.end(parent, with: .success(Self.rows(children, loads)))
            loaded.insert(parent)
            log.append("load \(parent)")
          }
        default:
          guard let parent = loaded.sorted().randomElement(using: &rng), !loading.contains(parent) else { continue }
          let isShown = shownParents.contains { $0.id == parent }
          if isShown && open.contains(parent) {
            loading.insert(parent)
            expectedLoads += 1
          } else {
            loaded.remove(parent)
          }
          view.controller.reloadChildren(ofRowWithID: parent)
          log.append("reload \(parent)")
        }
        guard await Self.settled(view, loads) else {
          Issue.record("seed \(seed) step \(step) (\(log)): the update never ended")
          return
        }
        _ = view.frame(now: ContinuousClock.now)
        let (lines, starts) = Self.expected(model.roots, open: open, loaded: loaded, loading: loading)
        loading.formUnion(starts)
        expectedLoads += starts.count
        let drawn = view.document().map { line in
          var text = line.plainText
          while text.last == " " { text.removeLast() }
          return text
        }
        guard drawn == lines else {
          Issue.record("seed \(seed) step \(step) (\(log)): drew \(drawn), expected \(lines)")
          return
        }
      }
      // Every load ends, those whose tasks have only just started included.
      var rounds = 0
      while await Self.settled(view, loads), !loads.waiting.isEmpty, rounds < 100 {
        for parent in loads.waiting.keys.sorted() { loads.end(parent, with: .failure(LoadFailed())) }
        rounds += 1
      }
      await view.controller.settle()
      guard loads.started == expectedLoads else {
        Issue.record("seed \(seed) (\(log)): \(loads.started) loads, expected \(expectedLoads)")
        return
      }
    }
  }
}
