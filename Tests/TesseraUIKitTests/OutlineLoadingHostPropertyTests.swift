#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// Folders that load their entries when they first open, in both UIKit hosts: folders opened and
/// closed at any depth while their loads are under way, loads finishing or failing in random
/// order, reloads, and a folder closed above a file whose text field holds the keyboard. After
/// every step the list shows the depth-first walk of what is open and loaded (a placeholder
/// under a folder still loading), the view agrees cell by cell, the keyboard is up only in a
/// field the list still shows, and the strict headless view saw no contract violation.
@Suite("Outlines that load their children in the UIKit hosts")
@MainActor
struct OutlineLoadingHostPropertyTests {
  /// The sequences run per host; sequence `n` uses `baseSeed + n`, printed on failure.
  static let sequencesPerHost = 2_000
  static let stepsPerSequence = 12
  static let baseSeed: UInt64 = 41_000

  /// Holds each load until the test ends it.
  @MainActor
  final class Loads {
    struct Failure: Error {}
    private var waiting: [Int: CheckedContinuation<[Row], any Error>] = [:]
    private(set) var started = 0
    /// Loads ended by the test, and loads that handed their end back to the controller.
    private(set) var ended = 0
    private(set) var returned = 0

    func entries(of folder: Int) async throws -> [Row] {
      started += 1
      defer { returned += 1 }
      return try await withCheckedThrowingContinuation { waiting[folder] = $0 }
    }

    var waitingFolders: [Int] { waiting.keys.sorted() }

    func end(_ folder: Int, with rows: [Row]?) {
      ended += 1
      if let rows {
        waiting.removeValue(forKey: folder)?.resume(returning: rows)
      } else {
        waiting.removeValue(forKey: folder)?.resume(throwing: Failure())
      }
    }
  }

  /// The tree, what is open, loaded and loading, and what the list should show.
  struct Model {
    /// Each folder's entries; a file has none.
    var entries: [Int: [Int]] = [:]
    var roots: [Int] = []
    var open: Set<Int> = []
    var loaded: Set<Int> = []
    var loading: Set<Int> = []
    /// The file whose field holds the keyboard, if any.
    var focused: Int?

    init(using rng: inout some RandomNumberGenerator) {
      var next = 0
      func make(depth: Int) -> Int {
        next += 1
        let id = next
        if depth < 3, Int.random(in: 0..<3, using: &rng) > 0 {
          entries[id] = (0..<Int.random(in: 0...3, using: &rng)).map { _ in make(depth: depth + 1) }
        }
        return id
      }
      roots = (0..<Int.random(in: 1...4, using: &rng)).map { _ in make(depth: 0) }
    }

    /// The rows shown as "id@level", and the folders whose loads showing them starts.
    func shown() -> (rows: [String], starts: Set<Int>) {
      var rows: [String] = []
      var starts: Set<Int> = []
      var pending: [(id: Int, level: Int)] = roots.reversed().map { ($0, 0) }
      while let (id, level) = pending.popLast() {
        rows.append("\(id)@\(level)")
        guard let children = entries[id], open.contains(id) else { continue }
        if loaded.contains(id) {
          pending += children.reversed().map { ($0, level + 1) }
        } else {
          rows.append("\(id)…@\(level + 1)")
          if !loading.contains(id) { starts.insert(id) }
        }
      }
      return (rows, starts)
    }

    /// The folders above `id`, nearest last.
    func ancestors(of id: Int) -> [Int] {
      var parent: [Int: Int] = [:]
      for (folder, children) in entries { for child in children { parent[child] = folder } }
      var chain: [Int] = []
      var current = id
      while let above = parent[current] {
        chain.insert(above, at: 0)
        current = above
      }
      return chain
    }
  }

  static func row(_ id: Int, _ model: Model, _ loads: Loads) -> Row {
    guard model.entries[id] != nil else { return Row(id, FieldRow(label: "\(id)", text: "")) }
    return Row(id, "folder \(id)").loadingChildren(placeholder: Row("\(id)…", "loading \(id)")) {
      try await loads.entries(of: id)
    }
  }

  /// Waits (a bounded number of turns of the main actor) until every load the test ended has
  /// handed its end to the controller and no update is under way. (`settle()` would also wait
  /// for the loads still held.)
  static func settled(_ controller: ListController, _ loads: Loads) async -> Bool {
    for _ in 0..<10_000 {
      await Task.yield()
      if loads.returned == loads.ended && !controller.isUpdating { return true }
    }
    return false
  }

  @Test func tableShowsWhatIsOpenAndLoaded() async {
    await Self.run { HostUnderTest.table(width: 320, height: 4_000, policy: .default) }
  }

  @Test func collectionShowsWhatIsOpenAndLoaded() async {
    await Self.run { HostUnderTest.collection(width: 320, height: 4_000, policy: .default) }
  }

  static func run(_ make: () -> HostUnderTest) async {
    var focusedHidden = 0
    var loadsEnded = 0
    defer {
      // Not vacuous: more than a hundred keyboards were up in a file a closing folder hid, and
      // about one load a sequence ended.
      #expect(
        focusedHidden > sequencesPerHost / 20 && loadsEnded > sequencesPerHost / 2,
        "\(focusedHidden) keyboards hidden, \(loadsEnded) loads ended")
    }
    for sequence in 0..<sequencesPerHost {
      let seed = baseSeed + UInt64(sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let subject = make()
      subject.registerText(String.self)
      subject.registerTouchableCells()
      let controller = subject.host.controller
      var model = Model(using: &rng)
      let loads = Loads()
      let rows = model.roots.map { row($0, model, loads) }
      await subject.host.apply(ListSnapshot { Section("files", rows: rows) }, animatingDifferences: false)
      var trace: [String] = []
      var expectedLoads = 0
      for step in 0..<stepsPerSequence {
        let folders = model.entries.keys.sorted()
        let shownFolders = folders.filter { folder in model.shown().rows.contains { $0.hasPrefix("\(folder)@") } }
        var choice = Int.random(in: 0..<10, using: &rng)
        // A folder closes above the focused file; with none focused, a file takes the keyboard.
        if choice == 7 || choice == 8 { choice = model.focused == nil ? 5 : 6 }
        switch choice {
        case 0, 1, 2:
          // Mostly a folder on screen; now and then one a closed folder hides.
          let candidates = Int.random(in: 0..<5, using: &rng) == 0 ? folders : shownFolders
          guard let folder = candidates.randomElement(using: &rng) else { continue }
          let open = !model.open.contains(folder)
          if open { model.open.insert(folder) } else { model.open.remove(folder) }
          controller.setExpanded(open, rowWithID: folder)
          trace.append("\(open ? "open" : "close") \(folder)")
        case 3, 4:
          // Every load under way ends, in random order, some failing.
          for folder in loads.waitingFolders.shuffled(using: &rng) {
            model.loading.remove(folder)
            if Int.random(in: 0..<4, using: &rng) == 0 {
              loads.end(folder, with: nil)
              if !model.loaded.contains(folder) { model.open.remove(folder) }
              trace.append("fail \(folder)")
            } else {
              loads.end(folder, with: (model.entries[folder] ?? []).map { row($0, model, loads) })
              model.loaded.insert(folder)
              trace.append("load \(folder)")
            }
            loadsEnded += 1
          }
        case 5:
          // The keyboard comes up in a file's field, a nested one when there is one.
          let shownFiles = subject.visiblePaths().compactMap { path -> (Int, any FieldCell)? in
            guard let id = subject.host.rowID(at: path)?.base as? Int, model.entries[id] == nil,
              let cell = subject.cellAt(path) as? any FieldCell
            else { return nil }
            return (id, cell)
          }
          let nested = shownFiles.filter { !model.ancestors(of: $0.0).isEmpty }
          guard let (id, cell) = (nested.isEmpty ? shownFiles : nested).randomElement(using: &rng),
            cell.field.becomeFirstResponder()
          else {
            continue
          }
          model.focused = id
          trace.append("focus \(id)")
        case 6:
          // A folder above the focused file closes.
          guard let focused = model.focused, let folder = model.ancestors(of: focused).randomElement(using: &rng)
          else { continue }
          model.open.remove(folder)
          controller.setExpanded(false, rowWithID: folder)
          trace.append("close \(folder) above \(focused)")
        default:
          guard let folder = model.loaded.sorted().randomElement(using: &rng), !model.loading.contains(folder)
          else { continue }
          if model.open.contains(folder) && model.shown().rows.contains(where: { $0.hasPrefix("\(folder)@") }) {
            model.loading.insert(folder)
            expectedLoads += 1
          } else {
            model.loaded.remove(folder)
          }
          controller.reloadChildren(ofRowWithID: folder)
          trace.append("reload \(folder)")
        }
        guard await settled(controller, loads) else {
          Issue.record("\(subject.name) seed \(seed) step \(step): the update never ended; \(trace)")
          return
        }
        subject.layout()
        subject.finishAnimations()
        let (expected, starts) = model.shown()
        model.loading.formUnion(starts)
        expectedLoads += starts.count
        var problems = subject.violations()
        let shownRows = controller.dataSourceList.sections.flatMap { section in
          section.rows.map { "\($0.id.base)@\($0.outlineLevel)" }
        }
        if shownRows != expected { problems.append("shows \(shownRows), expected \(expected)") }
        let visible = subject.visibleRowIDs.map { "\($0.base)" }
        if visible != expected.map({ String($0.prefix { $0 != "@" }) }) {
          problems.append("the view shows \(visible)")
        }
        // The keyboard is up only in a field of a file the list shows.
        if let focused = model.focused, !expected.contains("\(focused)@\(model.ancestors(of: focused).count)") {
          focusedHidden += 1
          if subject.window.firstResponder != nil {
            problems.append("the keyboard stays up for \(focused), which a closed folder hides")
          }
          model.focused = nil
        }
        if !problems.isEmpty {
          Issue.record("\(subject.name) seed \(seed) step \(step): \(problems); \(trace)")
          return
        }
      }
      // Every load ends, those whose tasks have only just started included.
      var rounds = 0
      while await settled(controller, loads), !loads.waitingFolders.isEmpty, rounds < 100 {
        for folder in loads.waitingFolders { loads.end(folder, with: nil) }
        rounds += 1
      }
      await controller.settle()
      if loads.started != expectedLoads {
        Issue.record("\(subject.name) seed \(seed): \(loads.started) loads, expected \(expectedLoads); \(trace)")
        return
      }
    }
  }
}
