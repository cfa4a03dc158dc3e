import Testing

@testable import Tessera

/// Where an update is diffed: a long list is diffed off the main actor only when the diff has
/// many rows to read, not when the rows of most sections are known unchanged.
@MainActor
@Suite("The lane of a diff")
struct DiffLaneTests {
  struct Item: Equatable, Sendable {
    var id: Int
    var version: Int
  }

  /// Ten sections of twenty rows; `versions` bumps one row's version, `extra` adds rows to the
  /// first section.
  static func snapshot(versions: [Int: Int] = [:], extra: Int = 0) -> ListSnapshot {
    ListSnapshot {
      for section in 0..<10 {
        Section(section) {
          for row in 0..<(20 + (section == 0 ? extra : 0)) {
            let id = section * 100 + row
            Row(id, Item(id: id, version: versions[id] ?? 0))
          }
        }
      }
    }
  }

  static func list(_ snapshot: ListSnapshot) -> DataSourceList {
    DataSourceList(sections: snapshot.sections.map { DataSourceSection(section: $0, isCollapsed: false) })
  }

  /// Counts the diffs that ran in the background lane (through the controller's test hook).
  final class Counter: @unchecked Sendable {
    var backgroundDiffs = 0
  }

  static func makeController() -> (ListController, RecordingHost, Counter) {
    let controller = ListController(
      policy: ListUpdatePolicy(maximumAnimatedChanges: nil, backgroundDiffRowThreshold: 100))
    let host = RecordingHost(controller: controller)
    controller.attach(to: host)
    let counter = Counter()
    controller.pipeline.diffRunner = { source, target in
      counter.backgroundDiffs += 1
      return StagedChangeset(source: source.sections, target: target.sections)
    }
    return (controller, host, counter)
  }

  @Test func rowsToDiffCountsOnlySectionsNotKnownUnchanged() {
    let shown = Self.list(Self.snapshot())
    #expect(shown.rowsToDiff(to: Self.list(Self.snapshot())) == 0)
    // One row changed in place: its section's rows, on both sides.
    #expect(shown.rowsToDiff(to: Self.list(Self.snapshot(versions: [305: 1]))) == 40)
    // Rows added to one section: that section, and an eighth of the other rows' id hashes.
    #expect(shown.rowsToDiff(to: Self.list(Self.snapshot(extra: 5))) == 45 + 360 / 8)
    // Sections that no longer line up: every row.
    let fewer = DataSourceList(sections: Array(shown.sections.dropLast()))
    #expect(shown.rowsToDiff(to: fewer) == 200 + 180)
  }

  @Test func aChangeToOneSectionOfALongListIsDiffedAtOnce() async {
    let (controller, host, counter) = Self.makeController()
    await controller.apply(Self.snapshot())
    await controller.apply(Self.snapshot(versions: [305: 1]))
    #expect(counter.backgroundDiffs == 0)
    #expect(host.batches == 1)
    #expect(controller.dataSourceList[ElementPath(element: 5, section: 3)].content.as(Item.self)?.version == 1)
  }

  @Test func aDiffWithManyRowsToReadStillRunsInTheBackground() async {
    let (controller, host, counter) = Self.makeController()
    await controller.apply(Self.snapshot())
    // Every section changes a row: every row is read.
    await controller.apply(Self.snapshot(versions: Dictionary(uniqueKeysWithValues: (0..<10).map { ($0 * 100, 1) })))
    #expect(counter.backgroundDiffs == 1)
    // Many rows added to one section.
    await controller.apply(Self.snapshot(extra: 80))
    #expect(counter.backgroundDiffs == 2)
    #expect(host.batches == 2)
    #expect(controller.dataSourceList.rowCount == 280)
  }
}
