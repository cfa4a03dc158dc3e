import Testing

@testable import Tessera
@testable import TesseraDiff

/// The controller diffs through a kept workspace: a change that moves rows across a few sections
/// of a long list leaves the counts of the shown list's identifiers in it for the next update.
@MainActor
@Suite("Identifier counts kept by the controller")
struct KeptIdentifierCountsTests {
  struct Item: Equatable, Sendable {
    var id: Int
  }

  /// One section of the given row ids for each entry of `sections`.
  static func snapshot(_ sections: [[Int]]) -> ListSnapshot {
    ListSnapshot {
      for (index, ids) in sections.enumerated() {
        Section(index) {
          for id in ids { Row(id, Item(id: id)) }
        }
      }
    }
  }

  @Test func aMoveAcrossSectionsLeavesTheCountsOfTheShownList() async throws {
    let controller = ListController(policy: ListUpdatePolicy(maximumAnimatedChanges: nil))
    let host = RecordingHost(controller: controller)
    controller.attach(to: host)
    var sections = (0..<12).map { section in Array(section * 100..<(section * 100 + 30)) }
    await controller.apply(Self.snapshot(sections))
    #expect(controller.pipeline.diffWorkspace.placedIdentifiers?.hasCounts != true)

    sections[7].append(sections[2].removeFirst())
    await controller.apply(Self.snapshot(sections))
    let counts = try #require(controller.pipeline.diffWorkspace.placedIdentifiers)
    #expect(counts.hasCounts)
    let kept = try #require(counts.list as? [DataSourceSection])
    #expect(kept.map { $0.section.rows.map(\.id) } == controller.dataSourceList.sections.map { $0.rows.map(\.id) })

    // The next move is answered from them, and they follow it.
    sections[3].insert(sections[9].removeLast(), at: 4)
    await controller.apply(Self.snapshot(sections))
    let next = try #require(controller.pipeline.diffWorkspace.placedIdentifiers)
    #expect(next.hasCounts)
    let shown = try #require(next.list as? [DataSourceSection])
    #expect(shown.map { $0.section.rows.map(\.id) } == sections.map { $0.map { RowID($0) } })
    #expect(host.batches == 2)
  }
}
