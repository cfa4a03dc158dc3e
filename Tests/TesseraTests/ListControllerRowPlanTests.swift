import Testing
@testable import Tessera
import TesseraTesting

/// Large updates plan the target's rows while the diff runs in the background, and lay the list
/// out from that plan afterwards. The plan must give the very layout that reading the rows
/// again gives, and must be set aside whenever something it was made from changed meanwhile.
@Suite("Rows planned while the diff runs")
@MainActor
struct ListControllerRowPlanTests {
  private struct Card: Equatable, Sendable {
    var id: Int
    var version: Int
  }

  private struct Note: Equatable, Sendable {
    var text: String
  }

  /// A list of every kind of row: fixed, aspect-ratio, automatic with and without an estimate
  /// (of two content types, so averages differ), expandable (some initially expanded), and now
  /// and then an impossible height.
  private static func snapshot(_ random: inout SeededRandomNumberGenerator, version: Int) -> ListSnapshot {
    var ids = Array(0..<60).shuffled(using: &random)
    ids.removeLast(Int.random(in: 0..<20, using: &random))
    let cut = Int.random(in: 0...ids.count, using: &random)
    func rows(_ slice: ArraySlice<Int>) -> [Row] {
      slice.map { id in
        let changed = Int.random(in: 0..<5, using: &random) == 0 ? version : 0
        var row =
          id % 2 == 0
          ? Row(id, Card(id: id, version: changed)) : Row(id, Note(text: "note \(id) v\(changed)"))
        switch id % 7 {
        case 0: row = row.height(.fixed(Double(20 + id)))
        case 1: row = row.height(.aspectRatio(0.25))
        case 2: row = row.height(.automatic(estimate: 50))
        case 3: row = row.expandable(initiallyExpanded: id % 2 == 1)
        case 4 where Int.random(in: 0..<10, using: &random) == 0: row = row.height(.fixed(-1))
        default: break
        }
        return row
      }
    }
    return ListSnapshot(sections: [
      Section("top", header: "Top", rows: rows(ids[..<cut])),
      Section("rest", footer: "End", rows: rows(ids[cut...])),
    ])
  }

  /// A controller that diffs every update in the background lane (and so plans its rows), on a
  /// host whose measurement depends on the content, the state and the width.
  private static func makeController() -> (ListController, RecordingHost) {
    let controller = ListController(
      policy: ListUpdatePolicy(maximumAnimatedChanges: nil, backgroundDiffRowThreshold: 0))
    controller.diagnosticsHandler = { _ in }
    let host = RecordingHost(controller: controller)
    host.measure = { row, expanded, width in
      let base = row.content.as(Card.self).map { Double(30 + $0.id % 9 + $0.version) } ?? 47
      return base + (expanded ? 80 : 0) + width / 100
    }
    controller.attach(to: host)
    return (controller, host)
  }

  /// Every layout item's offset and height, in order.
  private static func layout(of controller: ListController) -> [Double] {
    var values: [Double] = []
    for section in 0..<controller.dataSourceList.sectionCount {
      var items: [ListLayoutItem] = [.header(section: section)]
      items += (0..<controller.dataSourceList.rowCount(inSection: section)).map {
        .row(ElementPath(element: $0, section: section))
      }
      items.append(.footer(section: section))
      for item in items { values += [controller.offset(of: item), controller.height(of: item)] }
    }
    return values + [controller.contentHeight]
  }

  /// The layout now, and the layout the controller gets by reading every row again at the same
  /// width (what any update did before plans).
  private static func layoutAndRebuilt(_ controller: ListController) -> (now: [Double], rebuilt: [Double]) {
    let now = layout(of: controller)
    controller.availableWidthDidChange()
    return (now, layout(of: controller))
  }

  @Test func aPlannedLayoutIsTheLayoutOfTheRowsReadAgain() async {
    for seed: UInt64 in 1...20 {
      var random = SeededRandomNumberGenerator(seed: seed)
      let (controller, host) = Self.makeController()
      await controller.apply(Self.snapshot(&random, version: 0))
      for version in 1...8 {
        // Some rows measured (and so carried over), some toggled, sometimes another width.
        let list = controller.dataSourceList
        for path in list.rowPaths where Int.random(in: 0..<3, using: &random) == 0 {
          _ = controller.heightForRow(at: path)
        }
        if let row = list.sections.flatMap(\.rows).randomElement(using: &random), Bool.random(using: &random) {
          controller.toggleExpansion(ofRowWithID: row.id)
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
          host.availableWidth = host.availableWidth == 320 ? 390 : 320
          controller.availableWidthDidChange()
        }
        let planned = controller.statistics.plannedLayouts
        await controller.apply(Self.snapshot(&random, version: version))
        let (now, rebuilt) = Self.layoutAndRebuilt(controller)
        #expect(now == rebuilt, "seed \(seed) version \(version)")
        #expect(controller.statistics.plannedLayouts == planned + 1, "seed \(seed) version \(version)")
      }
      #expect(host.violations.isEmpty, "seed \(seed): \(host.violations)")
    }
  }

  /// What can happen on the main actor while a large diff runs.
  private enum Meanwhile: CaseIterable {
    case nothing, measure, toggle, widen
  }

  /// Diffs that wait for the test: the plan is made, then the test changes what it was made
  /// from (or, to compare, nothing), then the diff finishes.
  @Test(arguments: Meanwhile.allCases)
  private func aPlanMadeBeforeAChangeIsSetAside(_ meanwhile: Meanwhile) async {
    var random = SeededRandomNumberGenerator(seed: 7)
    let (controller, host) = Self.makeController()
    await controller.apply(Self.snapshot(&random, version: 0))
    let gate = Gate()
    controller.pipeline.diffRunner = { source, target in
      await gate.wait()
      return StagedChangeset(source: source.sections, target: target.sections)
    }
    let target = Self.snapshot(&random, version: 1)
    controller.submit(target)
    await gate.waitUntilWaiting()
    let list = controller.dataSourceList
    switch meanwhile {
    case .nothing:
      break
    case .measure:
      // A row never measured: a new measurement changes its content type's average estimate.
      let path = list.rowPaths.first { $0.section == 1 && list[$0].heightPolicy == .automatic }
      if let path { _ = controller.heightForRow(at: path) }
      #expect(path != nil)
    case .toggle:
      let expandable = target.sections.flatMap(\.rows).first { $0.isExpandable }
      if let expandable { controller.toggleExpansion(ofRowWithID: expandable.id) }
      #expect(expandable != nil)
    case .widen:
      host.availableWidth = 390
      controller.availableWidthDidChange()
    }
    gate.open()
    await controller.settle()
    let (now, rebuilt) = Self.layoutAndRebuilt(controller)
    #expect(now == rebuilt)
    // Used when nothing changed; else out of date, and the rows were read again.
    #expect(controller.statistics.plannedLayouts == (meanwhile == .nothing ? 1 : 0))
    #expect(host.violations.isEmpty)
  }
}

/// One waiting diff, released by the test (yielding, never sleeping).
@MainActor
private final class Gate {
  private var waiting: CheckedContinuation<Void, Never>?
  private var isOpen = false

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting = $0 }
  }

  func waitUntilWaiting() async {
    var turns = 0
    while waiting == nil && turns < 10_000 {
      await Task.yield()
      turns += 1
    }
  }

  func open() {
    isOpen = true
    waiting?.resume()
    waiting = nil
  }
}
