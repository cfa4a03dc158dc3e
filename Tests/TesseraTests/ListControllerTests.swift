import Testing
import Tessera
import TesseraTesting

private struct Text: Equatable, Sendable {
  var value: String
  init(_ value: String) { self.value = value }
}

@MainActor
private func makeController(policy: ListUpdatePolicy = .alwaysAnimate) -> (ListController, RecordingHost) {
  let controller = ListController(policy: policy)
  controller.diagnosticsHandler = { _ in }
  let host = RecordingHost(controller: controller)
  controller.attach(to: host)
  return (controller, host)
}

@MainActor
private func shownKeys(_ host: RecordingHost) -> [[RowID]] { host.shown.map { $0.map(\.key) } }

@MainActor
private func expectedKeys(_ controller: ListController) -> [[RowID]] {
  controller.dataSourceList.sections.map { $0.rows.map(\.id) }
}

/// The rows the latest snapshot should show, in order: a collapsible section is empty when it
/// was collapsed by id (`toggled`), else when it starts collapsed.
private func visibleRowIDs(of snapshot: ListSnapshot, toggled: [SectionID: Bool]) -> [[RowID]] {
  snapshot.sections.map { section in
    guard case .collapsible(let initiallyCollapsed) = section.collapsibility else { return section.rows.map(\.id) }
    return toggled[section.id] ?? initiallyCollapsed ? [] : section.rows.map(\.id)
  }
}

@Suite("ListController")
@MainActor
struct ListControllerTests {
  @Test func firstSnapshotReloadsThenChangesAnimate() async {
    let (controller, host) = makeController()
    await controller.apply(
      ListSnapshot {
        Section("s") {
          Row("a", Text("A")); Row("b", Text("B"))
        }
      })
    #expect(host.reloads == 1)
    #expect(host.batches == 0)
    await controller.apply(
      ListSnapshot {
        Section("s") {
          Row("b", Text("B")); Row("c", Text("C")); Row("a", Text("A2"))
        }
      })
    #expect(host.reloads == 1)
    #expect(host.batches >= 1)
    #expect(host.violations.isEmpty, "\(host.violations)")
    #expect(shownKeys(host) == [[RowID("b"), RowID("c"), RowID("a")]])
    #expect(host.shown[0][2].content == AnyRowContent(Text("A2")))
  }

  @Test func reloadsWhenHostCannotAnimateOrChangeIsHuge() async {
    let (controller, host) = makeController(policy: ListUpdatePolicy(maximumAnimatedChanges: 3))
    await controller.apply(ListSnapshot { Section("s") { Row(1, Text("1")) } })
    host.canAnimateUpdates = false
    await controller.apply(ListSnapshot { Section("s") { Row(2, Text("2")) } })
    #expect(host.reloads == 2 && host.batches == 0)
    host.canAnimateUpdates = true
    await controller.apply(ListSnapshot { Section("s") { Row(3, Text("3")) } })
    #expect(host.reloads == 2 && host.batches >= 1)
    await controller.apply(ListSnapshot { Section("s") { for i in 10..<20 { Row(i, Text("\(i)")) } } })
    #expect(host.reloads == 3, "ten inserts exceed the limit of 3 animated changes")
    #expect(shownKeys(host) == expectedKeys(controller))
  }

  @Test func equalSnapshotDoesNothingButAdoptsNewBehaviours() async {
    let (controller, host) = makeController()
    final class Flag { var value = "" }
    let flag = Flag()
    await controller.apply(ListSnapshot { Section("s") { Row("a", Text("A")).onSelect { _ in flag.value = "old" } } })
    await controller.apply(ListSnapshot { Section("s") { Row("a", Text("A")).onSelect { _ in flag.value = "new" } } })
    #expect(host.batches == 0 && host.reloads == 1)
    controller.selectRow(at: ElementPath(element: 0, section: 0))
    #expect(flag.value == "new")
  }

  @Test func burstCoalescesToLatest() async {
    let (controller, host) = makeController()
    await controller.apply(ListSnapshot { Section("s") { Row(0, Text("start")) } })
    var last = ListSnapshot()
    for generation in 1...10_000 {
      last = ListSnapshot { Section("s") { for i in 0..<(generation % 7) { Row(i, Text("\(generation)")) } } }
      controller.submit(last)
    }
    await controller.apply(last)
    #expect(host.batches + host.reloads <= 5, "batches \(host.batches), reloads \(host.reloads)")
    #expect(host.violations.isEmpty)
    #expect(shownKeys(host) == [(0..<(10_000 % 7)).map { ListIdentifier($0) }])
  }

  @Test func snapshotsArrivingDuringABatchWaitAndTheLatestWins() async {
    let (controller, host) = makeController()
    await controller.apply(ListSnapshot { Section("s") { Row(0, Text("0")) } })
    host.completesImmediately = false
    controller.submit(ListSnapshot { Section("s") { Row(1, Text("1")) } })
    for _ in 0..<100 where host.pendingCompletions.isEmpty { await Task.yield() }
    #expect(host.pendingCompletions.count == 1)
    controller.submit(ListSnapshot { Section("s") { Row(2, Text("2")) } })
    controller.submit(ListSnapshot { Section("s") { Row(3, Text("3")) } })
    #expect(host.batches == 1, "no second batch while the first is in flight")
    host.completesImmediately = true
    host.finishBatches()
    await controller.apply(controller.latestSnapshot)
    #expect(host.batches == 2, "the two pending snapshots were merged")
    #expect(shownKeys(host) == [[RowID(3)]])
    #expect(host.violations.isEmpty)
  }

  @Test func largeListsDiffInTheBackground() async {
    let (controller, host) = makeController(
      policy: ListUpdatePolicy(maximumAnimatedChanges: nil, backgroundDiffRowThreshold: 10))
    await controller.apply(ListSnapshot { Section("s") { for i in 0..<20 { Row(i, Text("\(i)")) } } })
    await controller.apply(ListSnapshot { Section("s") { for i in (0..<20).reversed() { Row(i, Text("\(i)")) } } })
    #expect(shownKeys(host) == [(0..<20).reversed().map { ListIdentifier($0) }])
    #expect(host.violations.isEmpty)
  }

  @Test(arguments: 0..<8)
  func randomSequencesKeepHostInStep(batch: Int) async {
    // 8 × 250 = 2,000 sequences of 10 snapshot changes: inserts, deletes, moves, updates,
    // section inserts, deletes, moves and header changes, duplicates, collapses, expansions.
    var snapshots = RandomSnapshotGenerator(
      sectionCount: 0...4, rowsPerSection: 0...6, duplicateRowIDProbability: 0.03, duplicateSectionIDProbability: 0.02,
      headerProbability: 0.5, heightPolicies: [.fixed(30), .automatic, .automatic(estimate: 50)])
    snapshots.expandableRowProbability = 0.3
    snapshots.collapsibleSectionProbability = 0.3
    let edits = RandomEditGenerator(duplicateProbability: 0.03, newContent: snapshots)
    for sequence in 0..<250 {
      let seed = UInt64(batch * 250 + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let (controller, host) = makeController()
      var snapshot = snapshots.makeSnapshot(using: &rng)
      var toggled: [SectionID: Bool] = [:]
      await controller.apply(snapshot)
      for step in 0..<10 {
        snapshot = edits.edit(snapshot, using: &rng).snapshot
        if step % 3 == 1, let section = snapshot.sections.randomElement(using: &rng),
          section.collapsibility.isCollapsible
        {
          let collapse = !controller.isCollapsed(sectionWithID: section.id)
          controller.setCollapsed(collapse, sectionWithID: section.id)
          toggled[section.id] = collapse
        }
        if step % 4 == 2, let row = controller.dataSourceList.sections.flatMap(\.rows).randomElement(using: &rng) {
          controller.toggleExpansion(ofRowWithID: row.id)
        }
        await controller.apply(snapshot)
        let ok = host.violations.isEmpty && shownKeys(host) == visibleRowIDs(of: snapshot, toggled: toggled)
        #expect(ok, "seed \(seed) step \(step): \(host.violations)")
        if !ok { return }
        let contentMatches = zip(host.shown.joined(), controller.dataSourceList.sections.flatMap(\.rows)).allSatisfy {
          $0.content == $1.content
        }
        #expect(contentMatches, "seed \(seed) step \(step): stale content")
      }
    }
  }
}
