#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraTesting
import TesseraUIKit

/// A folder tree as a test's model: each node a row (its id is its text), a folder with
/// children (possibly none), a file without; what the user expanded kept by id, as the
/// controller keeps it, over the folder's own initial state.
struct OutlineTree {
  struct Node {
    var id: String
    /// `nil` for a file; a folder's rows, possibly none.
    var children: [Node]?
    var initiallyExpanded: Bool
  }

  /// The rows of each section.
  var sections: [[Node]]
  /// What was expanded or collapsed by id, whether or not the row is in the tree now.
  var overrides: [String: Bool] = [:]
  /// The row the user or the app selected last (one at a time, persistently), while the tree
  /// has it: shown, or hidden by a collapsed folder.
  var selected: String?
  private var nextID = 0

  init<G: RandomNumberGenerator>(using rng: inout G) {
    sections = []
    let sectionCount = Int.random(in: 1...2, using: &rng)
    for _ in 0..<sectionCount {
      sections.append((0..<Int.random(in: 0...4, using: &rng)).map { _ in makeSubtree(depth: 0, using: &rng) })
    }
  }

  /// A new subtree with fresh ids: a file, or a folder of up to three rows, up to four deep.
  mutating func makeSubtree<G: RandomNumberGenerator>(depth: Int, using rng: inout G) -> Node {
    nextID += 1
    let id = "n\(nextID)"
    let isFolder = depth < 4 && Double.random(in: 0..<1, using: &rng) < 0.55
    let children =
      isFolder
      ? (0..<Int.random(in: 0...3, using: &rng)).map { _ in makeSubtree(depth: depth + 1, using: &rng) } : nil
    return Node(id: id, children: children, initiallyExpanded: Double.random(in: 0..<1, using: &rng) < 0.3)
  }

  func isExpanded(_ node: Node) -> Bool { overrides[node.id] ?? node.initiallyExpanded }

  /// The selected row's id, when the tree still has it.
  var expectedSelection: Set<RowID> {
    guard let selected, contains(selected) else { return [] }
    return [RowID(selected)]
  }

  /// Whether a row of the tree, at any depth, has `id`.
  func contains(_ id: String) -> Bool {
    var pending = sections.flatMap { $0 }
    while let node = pending.popLast() {
      if node.id == id { return true }
      pending += node.children ?? []
    }
    return false
  }

  /// The ids shown in each section, depth first through what is expanded, with each one's level.
  var shown: [[(id: String, level: Int, isParent: Bool, isExpanded: Bool)]] {
    sections.map { rows in
      var shown: [(id: String, level: Int, isParent: Bool, isExpanded: Bool)] = []
      func visit(_ node: Node, _ level: Int) {
        let expanded = node.children != nil && isExpanded(node)
        shown.append((node.id, level, node.children != nil, expanded))
        if expanded { for child in node.children ?? [] { visit(child, level + 1) } }
      }
      for node in rows { visit(node, 0) }
      return shown
    }
  }

  /// Every folder in the tree, shown or not, with the ids of its ancestors.
  var folders: [(node: Node, ancestors: [String])] {
    var found: [(node: Node, ancestors: [String])] = []
    func visit(_ node: Node, _ ancestors: [String]) {
      guard let children = node.children else { return }
      found.append((node, ancestors))
      for child in children { visit(child, ancestors + [node.id]) }
    }
    for rows in sections { for node in rows { visit(node, []) } }
    return found
  }

  /// The ids of every expanded folder in the tree.
  var expandedIDs: Set<RowID> { Set(folders.filter { isExpanded($0.node) }.map { RowID($0.node.id) }) }

  /// The snapshot of the tree: fixed-height rows whose content is their id.
  var snapshot: ListSnapshot {
    func row(_ node: Node) -> Row {
      Row(node.id, node.id, height: .fixed(20)).children(node.children?.map(row))
        .initiallyExpanded(node.initiallyExpanded)
    }
    return ListSnapshot(
      sections: sections.enumerated().map { index, rows in Section("s\(index)", rows: rows.map(row)) })
  }

  // MARK: Edits

  /// A place a subtree can go: a section's rows, or a folder's (by the path of indices to it).
  typealias Place = (section: Int, path: [Int])

  /// Every list of rows in the tree: each section's, then each folder's.
  var places: [Place] {
    var places: [Place] = []
    func visit(_ nodes: [Node], _ section: Int, _ path: [Int]) {
      places.append((section, path))
      for (index, node) in nodes.enumerated() where node.children != nil {
        visit(node.children ?? [], section, path + [index])
      }
    }
    for (section, rows) in sections.enumerated() { visit(rows, section, []) }
    return places
  }

  /// Changes the rows at `place`.
  mutating func editRows(at place: Place, _ edit: (inout [Node]) -> Void) {
    func descend(_ nodes: inout [Node], _ path: ArraySlice<Int>) {
      guard let first = path.first else { return edit(&nodes) }
      var children = nodes[first].children ?? []
      descend(&children, path.dropFirst())
      nodes[first].children = children
    }
    descend(&sections[place.section], place.path[...])
  }

  /// The rows at `place`.
  func rows(at place: Place) -> [Node] {
    var nodes = sections[place.section]
    for index in place.path { nodes = nodes[index].children ?? [] }
    return nodes
  }

  /// Inserts a new subtree somewhere.
  mutating func insertSubtree<G: RandomNumberGenerator>(using rng: inout G) {
    let place = places.randomElement(using: &rng)!
    let node = makeSubtree(depth: place.path.count, using: &rng)
    editRows(at: place) { $0.insert(node, at: Int.random(in: 0...$0.count, using: &rng)) }
  }

  /// Deletes a subtree, when there is one.
  mutating func deleteSubtree<G: RandomNumberGenerator>(using rng: inout G) {
    guard let place = places.filter({ !rows(at: $0).isEmpty }).randomElement(using: &rng) else { return }
    editRows(at: place) { $0.remove(at: Int.random(in: 0..<$0.count, using: &rng)) }
  }

  /// Moves a subtree to another place: among its siblings, or into another folder or section
  /// (never into itself); returns whether it moved.
  @discardableResult
  mutating func moveSubtree<G: RandomNumberGenerator>(using rng: inout G) -> Bool {
    guard let source = places.filter({ !rows(at: $0).isEmpty }).randomElement(using: &rng) else { return false }
    let index = Int.random(in: 0..<rows(at: source).count, using: &rng)
    let node = rows(at: source)[index]
    editRows(at: source) { $0.remove(at: index) }
    // Places inside the moved subtree are gone with it; the others' paths are read anew.
    let target = places.randomElement(using: &rng)!
    editRows(at: target) { $0.insert(node, at: Int.random(in: 0...$0.count, using: &rng)) }
    return true
  }
}
