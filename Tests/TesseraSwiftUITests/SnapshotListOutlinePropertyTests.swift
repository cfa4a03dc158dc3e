#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraSwiftUI
import TesseraTesting
import TesseraUIKit

/// Random folder trees in a `SnapshotList`, as SwiftUI updates it: each step the app's state
/// changes (a subtree added, removed or moved to another folder) and the list gets the new
/// snapshot, or the user opens or closes a folder by its disclosure control, or the app does
/// through the controller at any depth. After every step, in both styles, the list shows the
/// depth-first walk of what is open, each cell indented by its level, what is open is kept by
/// id, and the strict headless view saw no contract violation.
@Suite("SnapshotList outlines under random edits")
@MainActor
struct SnapshotListOutlinePropertyTests {
  static let sequences = 2_000
  static let steps = 8
  static let baseSeed: UInt64 = 43_000

  /// A folder tree as parallel tables: each folder's entries, and the top rows.
  struct Tree {
    var entries: [Int: [Int]] = [:]
    var top: [Int] = []
    var next = 0

    mutating func grow(depth: Int, using rng: inout some RandomNumberGenerator) -> Int {
      next += 1
      let id = next
      if depth < 3, Bool.random(using: &rng) {
        entries[id] = (0..<Int.random(in: 0...3, using: &rng)).map { _ in grow(depth: depth + 1, using: &rng) }
      }
      return id
    }

    func rows(_ ids: [Int]) -> [Row] {
      ids.map { id in Row("\(id)", "\(id)").children(entries[id].map(rows)) }
    }

    var snapshot: ListSnapshot { ListSnapshot { Section("files", rows: rows(top)) } }

    /// The ids shown with their levels, "id@level", when the folders in `open` are open.
    func walk(open: Set<Int>) -> [String] {
      var shown: [String] = []
      var pending: [(Int, Int)] = top.reversed().map { ($0, 0) }
      while let (id, level) = pending.popLast() {
        shown.append("\(id)@\(level)")
        if let below = entries[id], open.contains(id) { pending += below.reversed().map { ($0, level + 1) } }
      }
      return shown
    }

    /// Takes `id` and everything below it out of the tree.
    mutating func detach(_ id: Int) {
      top.removeAll { $0 == id }
      for folder in entries.keys { entries[folder]?.removeAll { $0 == id } }
    }

    /// Whether `id` is `folder` or below it.
    func contains(_ id: Int, below folder: Int) -> Bool {
      id == folder || (entries[folder] ?? []).contains { contains(id, below: $0) }
    }

    /// Every id still in the tree.
    var ids: [Int] {
      var all: [Int] = []
      var pending = top
      while let id = pending.popLast() {
        all.append(id)
        pending += entries[id] ?? []
      }
      return all.sorted()
    }
  }

  @Test(arguments: ListKind.allCases)
  func theListShowsTheWalkOfWhatIsOpen(_ kind: ListKind) async {
    var cellsChecked = 0
    defer { #expect(cellsChecked > Self.sequences * 10, "\(cellsChecked) cells checked") }
    for seed in Self.baseSeed..<(Self.baseSeed + UInt64(Self.sequences)) {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let (coordinator, _) = makeCoordinator(kind, selectsRows: false)
      var tree = Tree()
      tree.top = (0..<Int.random(in: 1...4, using: &rng)).map { _ in tree.grow(depth: 0, using: &rng) }
      var open: Set<Int> = []
      coordinator.update(snapshot: tree.snapshot, selection: nil)
      var log: [String] = []
      for step in 0..<Self.steps {
        let folders = tree.ids.filter { tree.entries[$0] != nil }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
          let id = tree.grow(depth: 2, using: &rng)
          if let folder = folders.randomElement(using: &rng) {
            tree.entries[folder]?.append(id)
          } else {
            tree.top.append(id)
          }
          log.append("add \(id)")
        case 1:
          guard let id = tree.ids.randomElement(using: &rng) else { continue }
          tree.detach(id)
          log.append("remove \(id)")
        case 2:
          // A subtree moves into another folder (never into itself) or to the top.
          guard let id = tree.ids.randomElement(using: &rng) else { continue }
          let targets = folders.filter { !tree.contains($0, below: id) }
          let target = Bool.random(using: &rng) ? targets.randomElement(using: &rng) : nil
          tree.detach(id)
          if let target { tree.entries[target]?.insert(id, at: 0) } else { tree.top.insert(id, at: 0) }
          log.append("move \(id) into \(target.map(String.init) ?? "the top")")
        case 3, 4:
          // The user's tap on a shown folder's disclosure control.
          let shown = Set(tree.walk(open: open))
          guard
            let folder = folders.filter({ id in shown.contains { $0.hasPrefix("\(id)@") } }).randomElement(using: &rng),
            let tapped = Self.tapDisclosure(of: "\(folder)", in: coordinator)
          else { continue }
          if open.contains(folder) { open.remove(folder) } else { open.insert(folder) }
          log.append("tap \(folder): \(tapped)")
          await coordinator.settle()
          coordinator.layOut()
          continue
        default:
          guard let folder = folders.randomElement(using: &rng) else { continue }
          let opens = !open.contains(folder)
          if opens { open.insert(folder) } else { open.remove(folder) }
          coordinator.controller.setExpanded(opens, rowWithID: "\(folder)")
          log.append("setExpanded(\(opens), \(folder))")
        }
        coordinator.update(snapshot: tree.snapshot, selection: nil)
        await coordinator.settle()
        coordinator.layOut()
        open.formIntersection(tree.ids)
        let expected = tree.walk(open: open)
        let shown = coordinator.controller.dataSourceList.sections.flatMap { section in
          section.rows.map { "\($0.id.base)@\($0.outlineLevel)" }
        }
        var problems: [String] = []
        if shown != expected { problems.append("shows \(shown), expected \(expected)") }
        for entry in expected {
          let id = String(entry.prefix { $0 != "@" })
          guard let level = Self.indentation(of: id, in: coordinator) else { continue }
          cellsChecked += 1
          if "\(id)@\(level)" != entry { problems.append("the cell of \(id) is indented \(level), expected \(entry)") }
        }
        let violations =
          coordinator.tableHost?.tableView.violations.map { "\($0)" }
          ?? coordinator.collectionHost?.collectionView.violations.map(\.message) ?? []
        problems += violations
        let expectedOpen = Set(open.map { RowID("\($0)") })
        if coordinator.controller.expandedRowIDs != expectedOpen {
          problems.append("open \(coordinator.controller.expandedRowIDs), expected \(expectedOpen)")
        }
        guard problems.isEmpty else {
          Issue.record("\(kind) seed \(seed) step \(step) (\(log)): \(problems)")
          return
        }
      }
    }
  }

  /// Taps the disclosure control of the cell of the row `id`; `nil` when it has no cell on
  /// screen or no control.
  static func tapDisclosure(of id: String, in coordinator: SnapshotListCoordinator) -> Bool? {
    if let cell = coordinator.tableHost?.cell(forRowID: id), let control = cell.accessoryView as? UIControl {
      return control.simulateTap()
    }
    if let cell = coordinator.collectionHost?.cell(forRowID: id) as? UICollectionViewListCell {
      return cell.simulateTap(onAccessory: .outlineDisclosure)
    }
    return nil
  }

  /// The indentation level of the cell on screen of the row `id`, if any.
  static func indentation(of id: String, in coordinator: SnapshotListCoordinator) -> Int? {
    if let cell = coordinator.tableHost?.cell(forRowID: id) { return cell.indentationLevel }
    return (coordinator.collectionHost?.cell(forRowID: id) as? UICollectionViewListCell)?.indentationLevel
  }
}
