#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// What a screen shows after a scenario, as both hosts can say it.
struct ParityOutcome: Equatable {
  var visibleRows: [RowID]
  var texts: [String]
  var heights: [RowID: CGFloat]
  var selection: Set<RowID>
  var diagnostics: [ListDiagnostic]

  @MainActor
  init(_ subject: HostUnderTest) {
    subject.layout()
    visibleRows = subject.visibleRowIDs
    texts = subject.visibleTexts
    heights = subject.visibleHeights
    selection = subject.shownSelection
    diagnostics = subject.diagnostics.entries
  }
}

/// A message's header content: the mailbox and how many messages it holds.
struct Mailbox: Equatable, Sendable {
  var name: String
  var count: Int
}

/// The same screen through ``TableViewHost`` and ``CollectionViewHost``: each scenario runs on
/// both, which must show the same rows, with the same texts and heights, the same selection
/// (what the view shows selected and what the host reports), the same diagnostics, and no
/// contract violation. Scenario-specific expectations run on each host too.
@Suite("Parity of the table and collection hosts")
@MainActor
struct HostParityTests {
  /// Runs `scenario` on both hosts and compares what they show.
  private func expectParity(
    policy: ListUpdatePolicy = .default, height: CGFloat = 2_000,
    _ scenario: (HostUnderTest) async throws -> Void
  ) async throws {
    var outcomes: [ParityOutcome] = []
    for subject in HostUnderTest.both(height: height, policy: policy) {
      try await scenario(subject)
      await subject.host.controller.settle()
      subject.finishAnimations()
      let outcome = ParityOutcome(subject)
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
      #expect(subject.host.selectedRowIDs == outcome.selection, "\(subject.name): the host and its view disagree")
      outcomes.append(outcome)
    }
    #expect(outcomes[0] == outcomes[1], "table: \(outcomes[0])\ncollection: \(outcomes[1])")
  }

  private static func messages(_ ids: some Sequence<Int>) -> ListSnapshot {
    let ids = Array(ids)
    return ListSnapshot {
      Section("inbox") { for id in ids { Row(id, "Message \(id)") } }
        .header(.content(Mailbox(name: "Inbox", count: ids.count)))
    }
  }

  @Test func aspectRatioAndAutomaticRows() async throws {
    try await expectParity { subject in
      subject.registerText(String.self)
      await subject.host.apply(
        ListSnapshot {
          Section("product") {
            Row("images", "Images").height(.aspectRatio(120.0 / 320))
            Row("title", String(repeating: "A title that wraps ", count: 6)).height(.automatic)
            Row("price", "9.99").height(.fixed(44))
            Row("about", "About").height(.automatic(estimate: 80))
          }
        })
      subject.layout()
      #expect(subject.visibleHeights[RowID("images")] == 141, "\(subject.name)")
    }
  }

  @Test func aCustomHeaderCountChangeIsRefreshedInPlace() async throws {
    try await expectParity { subject in
      subject.registerText(String.self)
      subject.registerText(Mailbox.self)
      await subject.host.apply(Self.messages(0..<10))
      subject.layout()
      let mark = subject.eventCount()
      await subject.host.apply(Self.messages((0..<10).filter { $0 != 4 }))
      subject.layout()
      let activity = subject.activity(mark)
      #expect(activity.batches == 1 && activity.rowDeletes == 1, "\(subject.name): \(activity)")
      #expect(activity.sectionReloads == 0 && activity.reloads == 0, "\(subject.name): \(activity)")
      #expect(subject.headerText(0) == "Mailbox(name: \"Inbox\", count: 9)", "\(subject.name)")
    }
  }

  @Test func swipeToDelete() async throws {
    try await expectParity { subject in
      subject.registerText(String.self)
      let app = ListApp(subject.host, ids: Array(0..<6))
      await app.settle()
      subject.layout()
      #expect(subject.swipeTrailing(IndexPath(row: 2, section: 0)) == true, "\(subject.name)")
      await app.settle()
      #expect(app.ids == [0, 1, 3, 4, 5])
    }
  }

  @Test func aNonAnimatedApplyIsABatchWithoutAnimationAndKeepsTheSelection() async throws {
    try await expectParity { subject in
      await subject.showSelecting(Self.messages(0..<8))
      subject.tapRow(IndexPath(row: 2, section: 0))
      subject.tapRow(IndexPath(row: 3, section: 0))
      subject.tapRow(IndexPath(row: 7, section: 0))
      let mark = subject.eventCount()
      await subject.host.apply(Self.messages([7, 0, 1, 2, 9, 4, 5]), animatingDifferences: false)
      subject.layout()
      let activity = subject.activity(mark)
      #expect(
        activity.reloads == 0 && activity.batches == 1 && activity.batchesWithoutAnimation == 1, "\(subject.name)")
      #expect(subject.shownSelection == [RowID(2), RowID(7)], "\(subject.name): the selected rows still present")
    }
  }

  /// A non-animated change of three rows' content keeps every cell on screen: the three are
  /// reconfigured (their own cells dequeued again), no other is touched, none is created.
  @Test func aNonAnimatedThreeRowChangeKeepsEveryCell() async throws {
    try await expectParity { subject in
      subject.registerText(String.self)
      let ids = Array(0..<12)
      await subject.host.apply(ListSnapshot { Section("s") { for id in ids { Row(id, "Row \(id)") } } })
      subject.layout()
      let cellsBefore = subject.visibleCellIdentities
      let mark = subject.eventCount()
      await subject.host.apply(
        ListSnapshot {
          Section("s") { for id in ids { Row(id, [2, 5, 9].contains(id) ? "Row \(id)!" : "Row \(id)") } }
        },
        animatingDifferences: false)
      subject.layout()
      let activity = subject.activity(mark)
      #expect(
        activity.dequeues == 3 && activity.reloads == 0 && activity.rowReloads == 0, "\(subject.name): \(activity)")
      #expect(subject.visibleCellIdentities == cellsBefore, "\(subject.name): every cell on screen is the one it had")
    }
  }

  @Test func anOffScreenUpdateReloadsAndKeepsTheSelection() async throws {
    try await expectParity { subject in
      await subject.showSelecting(Self.messages(0..<8))
      subject.tapRow(IndexPath(row: 1, section: 0))
      subject.tapRow(IndexPath(row: 5, section: 0))
      subject.putOnScreen(false)
      let mark = subject.eventCount()
      await subject.host.apply(Self.messages([5, 4, 3, 2, 1, 0]))
      #expect(subject.activity(mark).reloads == 1, "\(subject.name)")
      subject.putOnScreen(true)
      subject.layout()
      #expect(subject.shownSelection == [RowID(1), RowID(5)], "\(subject.name)")
    }
  }

  @Test func aHugeChangeReloadsAndKeepsTheSelection() async throws {
    try await expectParity(policy: ListUpdatePolicy(maximumAnimatedChanges: 3)) { subject in
      await subject.showSelecting(Self.messages(0..<8))
      subject.tapRow(IndexPath(row: 0, section: 0))
      subject.tapRow(IndexPath(row: 3, section: 0))
      let mark = subject.eventCount()
      await subject.host.apply(Self.messages([3, 10, 11, 12, 13, 0]))
      subject.layout()
      #expect(subject.activity(mark).reloads == 1, "\(subject.name)")
      #expect(subject.shownSelection == [RowID(0), RowID(3)], "\(subject.name)")
    }
  }

  @Test func persistentMultipleSelectionFollowsRows() async throws {
    try await expectParity { subject in
      subject.registerText(String.self)
      subject.host.selectionBehavior = .persistent
      subject.allowsMultipleSelection(true)
      await subject.host.apply(Self.messages(0..<6))
      subject.layout()
      subject.tapRow(IndexPath(row: 1, section: 0))
      subject.tapRow(IndexPath(row: 4, section: 0))
      await subject.host.apply(Self.messages([4, 0, 2, 3, 5]))
      subject.layout()
      #expect(subject.host.selectedRowIDs == [RowID(4)], "\(subject.name)")
    }
  }

  @Test func reorderingPastAFixedRowKeepsItLast() async throws {
    try await expectParity { subject in
      subject.registerText(String.self)
      let app = ListApp(subject.host, ids: Array(0..<5), loadingRow: true)
      await app.settle()
      subject.layout()
      let landed = subject.drag(IndexPath(row: 0, section: 0), IndexPath(row: 5, section: 0))
      #expect(landed == IndexPath(row: 4, section: 0), "\(subject.name): dropped above Loading more…")
      await app.settle()
      let mark = subject.eventCount()
      await app.render()
      #expect(subject.activity(mark).rowMoves == 0, "\(subject.name): the app's snapshot moves nothing")
      #expect(app.ids == [1, 2, 3, 4, 0])
    }
  }

  @Test func aMissingRegistrationShowsAPlaceholderOfTheSameHeight() async throws {
    try await expectParity { subject in
      subject.registerText(String.self)
      await subject.host.apply(
        ListSnapshot {
          Section("s") {
            Row("text", "Text")
            for i in 0..<5 { Row(i, i).height(.automatic) }
          }
        })
      subject.layout()
      #expect(
        subject.visibleHeights[RowID(0)] == CGFloat(UIKitListHost.missingRegistrationRowHeight), "\(subject.name)")
      #expect(subject.diagnostics.entries.count == 1, "\(subject.name): once for the type, not once per row")
    }
  }

  @Test func rapidSubmitsEndOnTheLatest() async throws {
    try await expectParity { subject in
      subject.registerText(String.self)
      await subject.host.apply(Self.messages(0..<5))
      for step in 0..<12 { subject.host.submit(Self.messages((0..<(5 + step)).filter { $0 % 3 != step % 3 })) }
      subject.host.apply(Self.messages([9, 8, 7, 1]), animatingDifferences: false, completion: nil)
      await subject.host.controller.settle()
      subject.layout()
      #expect(subject.visibleRowIDs == [9, 8, 7, 1].map { RowID($0) }, "\(subject.name)")
    }
  }

  @Test func collapsingASectionByTappingItsHeader() async throws {
    try await expectParity { subject in
      subject.registerText(String.self)
      await subject.host.apply(
        ListSnapshot {
          Section("fruit", header: "Fruit") {
            Row("apple", "Apple"); Row("pear", "Pear")
          }.collapsible()
          Section("veg", header: "Vegetables") { Row("leek", "Leek") }
        })
      subject.layout()
      #expect(subject.tapHeader(0), "\(subject.name)")
      await subject.host.controller.settle()
      subject.layout()
      #expect(subject.visibleRowIDs == [RowID("leek")], "\(subject.name)")
    }
  }

  @Test func expandingARowMeasuresItAgain() async throws {
    try await expectParity { subject in
      subject.registerText(String.self)
      await subject.host.apply(
        ListSnapshot {
          Section("cities") {
            Row("paris", "Paris").expandable()
            Row("rome", "Rome").expandable()
          }
        })
      subject.layout()
      subject.tapRow(IndexPath(row: 0, section: 0))
      await subject.host.controller.settle()
      subject.layout()
      #expect(subject.visibleHeights[RowID("paris")] == 80, "\(subject.name): one line and three more when expanded")
      #expect(subject.visibleHeights[RowID("rome")] == 20, "\(subject.name)")
    }
  }

  @Test func scrollingToARowByIDShowsTheSameRows() async throws {
    try await expectParity(height: 300) { subject in
      subject.registerText(String.self)
      await subject.host.apply(
        ListSnapshot {
          Section("a", header: "A") { for i in 0..<30 { Row(i, "Row \(i)").height(.fixed(30)) } }
          Section("b", footer: "B") {
            for i in 30..<40 { Row(i, "Row \(i)").height(i % 2 == 0 ? .fixed(50) : .automatic) }
          }
        })
      subject.layout()
      subject.scrollToTop(RowID(22))
      subject.layout()
      #expect(subject.visibleRowIDs.first == RowID(22), "\(subject.name)")
    }
  }
}
