#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// One of the two UIKit hosts showing an outline, seen as a test sees it: the cells on screen,
/// what each shows of the outline, and the strict headless view's contract violations.
@MainActor
struct OutlineSubject {
  let host: UIKitListHost
  let kind: String
  let layOut: () -> Void
  let violations: () -> [String]
  let rowCounts: () -> [Int]
  let visiblePaths: () -> [IndexPath]
  let cell: (IndexPath) -> UIView?
  /// The text a cell shows (its row's id), its indentation level and whether it shows a
  /// disclosure control.
  let look: (UIView) -> (text: String?, level: Int, hasDisclosure: Bool)
  /// Taps the disclosure control of a cell; `false` when it has none.
  let tapDisclosure: (UIView) -> Bool
  /// The index paths the view shows selected.
  let selectedPaths: () -> [IndexPath]
  /// Taps the row at a path, as the user does; returns whether the view told the host (a
  /// collection view selecting one item at a time ignores a tap on the item it has selected;
  /// a table selects it again).
  let tapRow: (IndexPath) -> Bool

  static func table() -> OutlineSubject {
    let (table, host) = makeTable(width: 320, height: 400)
    host.register(TextCell<String>.self)
    return OutlineSubject(
      host: host, kind: "table",
      layOut: {
        table.layoutIfNeeded()
        table.finishAnimations()
      },
      violations: { table.violations.map { "\($0)" } },
      rowCounts: { (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } },
      visiblePaths: { table.indexPathsForVisibleRows ?? [] }, cell: { table.cellForRow(at: $0) },
      look: { view in
        let cell = view as? UITableViewCell
        return (cell?.textLabel?.text, cell?.indentationLevel ?? -1, cell?.accessoryView is UIButton)
      },
      tapDisclosure: { view in ((view as? UITableViewCell)?.accessoryView as? UIControl)?.simulateTap() ?? false },
      selectedPaths: { table.indexPathsForSelectedRows ?? [] },
      tapRow: { path in
        table.simulateTap(at: path)
        return true
      })
  }

  static func collection() -> OutlineSubject {
    let (collectionView, host) = makeCollection(width: 320, height: 400)
    host.register(CollectionTextCell<String>.self)
    return OutlineSubject(
      host: host, kind: "collection",
      layOut: {
        collectionView.layoutIfNeeded()
        collectionView.finishAnimations()
      },
      violations: { collectionView.violations.map { "\($0.message)" } },
      rowCounts: { (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) } },
      visiblePaths: { collectionView.indexPathsForVisibleItems }, cell: { collectionView.cellForItem(at: $0) },
      look: { view in
        let cell = view as? CollectionTextCell<String>
        let disclosure = cell?.displayedAccessories.contains { $0.accessoryType == .outlineDisclosure } ?? false
        return (cell?.text, cell?.indentationLevel ?? -1, disclosure)
      },
      tapDisclosure: { view in
        (view as? UICollectionViewListCell)?.simulateTap(onAccessory: .outlineDisclosure) ?? false
      },
      selectedPaths: { collectionView.indexPathsForSelectedItems ?? [] },
      tapRow: { path in
        let wasSelected = collectionView.indexPathsForSelectedItems?.contains(path) ?? false
        collectionView.simulateTap(onItemAt: path)
        return !wasSelected
      })
  }
}

/// Seeded sequences of tree edits in both UIKit hosts: subtrees inserted, deleted and moved
/// (to another folder, another section, or among their siblings), folders expanded and
/// collapsed at any depth (by their chevron, VoiceOver's action, a tap on the row, the
/// controller, "expand all below", shown or hidden), and an ancestor collapsed while a row
/// below it is selected. After every step the cells on screen are, in order and by row id, the
/// depth-first walk of what is expanded, each at its level and a folder's with its disclosure;
/// the controller's expanded ids are the model's, kept by id; and the strict headless view saw
/// no contract violation.
@Suite("Outlines in the UIKit hosts under random tree edits")
@MainActor
struct OutlineHostPropertyTests {
  /// The sequences run per host, in 8 batches. 2,000 take about 12 seconds per host in a debug
  /// build.
  static let sequencesPerHost = 2_000
  static let stepsPerSequence = 8
  /// The seed of the first sequence; sequence `n` uses `baseSeed + n`, printed on failure.
  static let baseSeed: UInt64 = 40_000

  @Test(arguments: 0..<8)
  func tableShowsTheDepthFirstWalkOfWhatIsExpanded(batch: Int) async {
    await Self.run(batch: batch, make: OutlineSubject.table)
  }

  @Test(arguments: 0..<8)
  func collectionShowsTheDepthFirstWalkOfWhatIsExpanded(batch: Int) async {
    await Self.run(batch: batch, make: OutlineSubject.collection)
  }

  static func run(batch: Int, make: @MainActor () -> OutlineSubject) async {
    let perBatch = sequencesPerHost / 8
    var checkedCells = 0
    var checkedParents = 0
    var checkedHiddenSelections = 0
    defer {
      // The comparison is not vacuous: many cells were on screen, folders among them, and a
      // selected row was often hidden by a folder.
      #expect(
        checkedCells > perBatch * 10 && checkedParents > perBatch && checkedHiddenSelections > perBatch / 2,
        "\(checkedCells) cells, \(checkedParents) folders, \(checkedHiddenSelections) hidden selections")
    }
    for sequence in 0..<perBatch {
      let seed = baseSeed + UInt64(batch * perBatch + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let subject = make()
      subject.host.selectionBehavior = .persistent
      var tree = OutlineTree(using: &rng)
      await subject.host.apply(tree.snapshot, animatingDifferences: false)
      subject.layOut()
      var trace: [String] = []
      for step in 0..<stepsPerSequence {
        trace.append(await Self.step(&tree, subject, using: &rng))
        await subject.host.controller.settle()
        subject.layOut()
        let problems = Self.problems(
          tree, subject, checkedCells: &checkedCells, checkedParents: &checkedParents,
          checkedHiddenSelections: &checkedHiddenSelections)
        #expect(
          problems.isEmpty,
          "\(subject.kind) seed \(seed) (base seed \(baseSeed)) step \(step): \(problems)\n\(trace.joined(separator: "\n"))"
        )
        if !problems.isEmpty { return }
      }
    }
  }

  /// One random step: an edit applied in a new snapshot, or a folder expanded or collapsed in
  /// one of the ways a user or the app does it. Returns what it did, for the failure trace.
  static func step<G: RandomNumberGenerator>(
    _ tree: inout OutlineTree, _ subject: OutlineSubject, using rng: inout G
  ) async -> String {
    let controller = subject.host.controller
    let shownParents = subject.visiblePaths().compactMap { path -> (IndexPath, UIView, String)? in
      guard let row = controller.dataSourceList.row(at: ElementPath(element: path.item, section: path.section)),
        row.hasChildren, let cell = subject.cell(path)
      else { return nil }
      return (path, cell, String(describing: row.content.base))
    }
    func toggle(_ id: String) {
      if let folder = tree.folders.first(where: { $0.node.id == id }) {
        tree.overrides[id] = !tree.isExpanded(folder.node)
      }
    }
    switch Int.random(in: 0..<10, using: &rng) {
    case 0, 1:
      tree.insertSubtree(using: &rng)
    case 2:
      tree.deleteSubtree(using: &rng)
    case 3:
      tree.moveSubtree(using: &rng)
    case 4:
      guard let (_, cell, id) = shownParents.randomElement(using: &rng) else { return "no folder shown" }
      toggle(id)
      return subject.tapDisclosure(cell) ? "chevron \(id)" : "chevron \(id) MISSING"
    case 5:
      guard let (_, cell, id) = shownParents.randomElement(using: &rng) else { return "no folder shown" }
      let wasExpanded = tree.folders.first { $0.node.id == id }.map { tree.isExpanded($0.node) } ?? false
      toggle(id)
      let action = wasExpanded ? "Collapse" : "Expand"
      return cell.simulateAccessibilityCustomAction(named: action) ? "\(action) \(id)" : "\(action) \(id) MISSING"
    case 6:
      guard let (path, _, id) = shownParents.randomElement(using: &rng) else { return "no folder shown" }
      guard subject.tapRow(path) else { return "tap \(id), selected already: nothing" }
      toggle(id)
      tree.selected = id
      return "tap \(id)"
    case 7:
      // Any folder at any depth, shown or hidden, by the controller; now and then with
      // everything below it.
      guard let folder = tree.folders.randomElement(using: &rng) else { return "no folder" }
      let expanded = Bool.random(using: &rng)
      let all = Int.random(in: 0..<4, using: &rng) == 0
      tree.overrides[folder.node.id] = expanded
      if all {
        var below = folder.node.children ?? []
        while let node = below.popLast() {
          if node.children != nil { tree.overrides[node.id] = expanded }
          below += node.children ?? []
        }
      }
      controller.setExpanded(expanded, rowWithID: folder.node.id, includingDescendants: all)
      return "setExpanded \(expanded) \(folder.node.id) all \(all)"
    case 8:
      // Select a row below the top, then collapse one of its ancestors (by the controller or
      // by the ancestor's chevron when it is on screen).
      let deep = tree.folders.filter { !$0.ancestors.isEmpty }
      let shownIDs = Set(controller.dataSourceList.sections.flatMap { $0.rows.map(\.id) })
      guard let folder = deep.filter({ shownIDs.contains(RowID($0.node.id)) }).randomElement(using: &rng),
        let ancestor = folder.ancestors.randomElement(using: &rng)
      else { return "no folder below the top shown" }
      if let table = (subject.host as? TableViewHost) {
        table.selectRow(withID: folder.node.id)
      } else if let collection = (subject.host as? CollectionViewHost) {
        collection.selectRow(withID: folder.node.id)
      }
      tree.selected = folder.node.id
      tree.overrides[ancestor] = false
      controller.setExpanded(false, rowWithID: ancestor)
      return "select \(folder.node.id), collapse \(ancestor)"
    default:
      // Two edits in one snapshot: a reparent and an insert or a delete.
      tree.moveSubtree(using: &rng)
      if Bool.random(using: &rng) { tree.insertSubtree(using: &rng) } else { tree.deleteSubtree(using: &rng) }
    }
    let animated = Bool.random(using: &rng)
    await subject.host.apply(tree.snapshot, animatingDifferences: animated)
    return "apply \(animated) \(tree.shown.map { $0.map(\.id) })"
  }

  /// What differs between the host and the model, empty when nothing does.
  static func problems(
    _ tree: OutlineTree, _ subject: OutlineSubject, checkedCells: inout Int, checkedParents: inout Int,
    checkedHiddenSelections: inout Int
  ) -> [String] {
    var problems = subject.violations()
    let expected = tree.shown
    let controller = subject.host.controller
    let shownIDs = controller.dataSourceList.sections.map { $0.rows.map { "\($0.id)" } }
    let expectedIDs = expected.map { $0.map { "\(RowID($0.id))" } }
    if shownIDs != expectedIDs { problems.append("rows \(shownIDs), expected \(expected.map { $0.map(\.id) })") }
    if subject.rowCounts() != expected.map(\.count) {
      problems.append("the view counts \(subject.rowCounts()), expected \(expected.map(\.count))")
    }
    if controller.expandedRowIDs != tree.expandedIDs {
      problems.append("expanded \(controller.expandedRowIDs), expected \(tree.expandedIDs)")
    }
    // The selected row stays selected while the tree has it, hidden by a folder or not, and
    // the view shows it selected when it shows it.
    let selection = tree.expectedSelection
    if subject.host.selectedRowIDs != selection {
      problems.append("selected \(subject.host.selectedRowIDs), expected \(selection)")
    }
    let shownSelection = Set(subject.selectedPaths().compactMap { subject.host.rowID(at: $0) })
    let expectedShown = selection.intersection(controller.dataSourceList.sections.flatMap { $0.rows.map(\.id) })
    if expectedShown.count < selection.count { checkedHiddenSelections += 1 }
    if shownSelection != expectedShown {
      problems.append("the view shows \(shownSelection) selected, expected \(expectedShown)")
    }
    for path in subject.visiblePaths() {
      guard path.section < expected.count, path.item < expected[path.section].count, let cell = subject.cell(path)
      else {
        problems.append("no row or cell at \(path)")
        continue
      }
      let want = expected[path.section][path.item]
      let look = subject.look(cell)
      checkedCells += 1
      if look.text != want.id || look.level != want.level || look.hasDisclosure != want.isParent {
        problems.append("\(path) shows \(look), expected \(want)")
      }
      guard want.isParent else { continue }
      checkedParents += 1
      let state = want.isExpanded ? "expanded" : "collapsed"
      if cell.accessibilityValue?.hasPrefix(state) != true {
        problems.append("\(path) \(want.id) tells VoiceOver \(cell.accessibilityValue ?? "nothing"), expected \(state)")
      }
    }
    return problems
  }
}
