/// A model tree for outline tests: nodes with ids, a version (a content change) and children
/// (`nil` for a leaf), with the edits a random test makes and the depth-first walk a list
/// should show.
struct OutlineTreeModel {
  /// A node: `children` is `nil` for a leaf, possibly empty for a parent.
  struct Node {
    var id: Int
    var version: Int
    var children: [Node]?
  }

  var roots: [Node] = []
  /// The next id a new node gets.
  var nextID = 0

  /// A new subtree at `depth`: a leaf, or (while `depth` is under 4) a parent of up to three
  /// subtrees.
  mutating func newNode(depth: Int, using rng: inout some RandomNumberGenerator) -> Node {
    nextID += 1
    let id = nextID
    guard depth < 4, Bool.random(using: &rng) else { return Node(id: id, version: 0, children: nil) }
    let count = Int.random(in: 0...3, using: &rng)
    var children: [Node] = []
    for _ in 0..<count { children.append(newNode(depth: depth + 1, using: &rng)) }
    return Node(id: id, version: 0, children: children)
  }

  /// Every id, depth first.
  var ids: [Int] { Self.ids(roots) }
  /// The ids of every parent, depth first.
  var parents: [Int] { Self.parents(roots) }

  static func ids(_ nodes: [Node]) -> [Int] { nodes.flatMap { [$0.id] + ids($0.children ?? []) } }
  static func parents(_ nodes: [Node]) -> [Int] {
    nodes.flatMap { ($0.children == nil ? [] : [$0.id]) + parents($0.children ?? []) }
  }

  /// What the list should show: `(level, node)` for each node of the depth-first walk that
  /// enters only the parents in `expanded`.
  func walk(expanded: Set<Int>) -> [(level: Int, node: Node)] {
    var shown: [(Int, Node)] = []
    func visit(_ nodes: [Node], level: Int) {
      for node in nodes {
        shown.append((level, node))
        if let children = node.children, expanded.contains(node.id) { visit(children, level: level + 1) }
      }
    }
    visit(roots, level: 0)
    return shown
  }

  /// The ids of the nodes above the node with `id`, from the top; `nil` when it is not in the
  /// tree.
  func ancestors(of id: Int) -> [Int]? {
    func search(_ nodes: [Node], above: [Int]) -> [Int]? {
      for node in nodes {
        if node.id == id { return above }
        if let children = node.children, let found = search(children, above: above + [node.id]) { return found }
      }
      return nil
    }
    return search(roots, above: [])
  }

  /// Removes the node with `id` wherever it is; returns it.
  mutating func remove(_ id: Int) -> Node? { Self.remove(id, from: &roots) }

  private static func remove(_ id: Int, from nodes: inout [Node]) -> Node? {
    if let index = nodes.firstIndex(where: { $0.id == id }) { return nodes.remove(at: index) }
    for index in nodes.indices where nodes[index].children != nil {
      if let found = remove(id, from: &nodes[index].children!) { return found }
    }
    return nil
  }

  /// Inserts `node` under the parent `parent` (at the top level for `nil`) at a random place;
  /// `false` when there is no such parent.
  mutating func insert(_ node: Node, under parent: Int?, using rng: inout some RandomNumberGenerator) -> Bool {
    guard let parent else {
      roots.insert(node, at: Int.random(in: 0...roots.count, using: &rng))
      return true
    }
    return Self.insert(node, under: parent, into: &roots, using: &rng)
  }

  private static func insert(
    _ node: Node, under parent: Int, into nodes: inout [Node], using rng: inout some RandomNumberGenerator
  ) -> Bool {
    for index in nodes.indices where nodes[index].children != nil {
      if nodes[index].id == parent {
        nodes[index].children!.insert(node, at: Int.random(in: 0...nodes[index].children!.count, using: &rng))
        return true
      }
      if insert(node, under: parent, into: &nodes[index].children!, using: &rng) { return true }
    }
    return false
  }

  /// Gives the node with `id` a new version (its content changes).
  mutating func bump(_ id: Int) {
    func bump(_ nodes: inout [Node]) {
      for index in nodes.indices {
        if nodes[index].id == id { nodes[index].version += 1 }
        if nodes[index].children != nil { bump(&nodes[index].children!) }
      }
    }
    bump(&roots)
  }
}
