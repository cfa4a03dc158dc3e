import TesseraTesting
import TesseraUIKit

/// A message's header content: the mailbox and how many messages it holds.
struct Mailbox: Equatable, Sendable {
  var name: String
  var count: Int
}

/// Messages `ids` in one section under a ``Mailbox`` header that counts them.
func messages(_ ids: some Sequence<Int>) -> ListSnapshot {
  let ids = Array(ids)
  return ListSnapshot {
    Section("inbox") { for id in ids { Row(id, "Message \(id)") } }
      .header(.content(Mailbox(name: "Inbox", count: ids.count)))
  }
}

extension ScenarioContext {
  /// Shows `snapshot` in text cells with a `.persistent` selection, of several rows at a time
  /// unless `allowsMultipleSelection` is `false`.
  func showSelecting(_ snapshot: ListSnapshot, allowsMultipleSelection: Bool = true) async {
    registerText(String.self)
    registerText(Mailbox.self)
    host.selectionBehavior = .persistent
    driver.allowsMultipleSelection = allowsMultipleSelection
    await show(snapshot)
  }
}

/// The same story through the table host and the collection host: both must end showing the
/// same rows, texts, heights, selection and diagnostics, with no violation.
enum ParityScenarios {
  static let all: [ListScenario] = [
    ListScenario(.parity, "aspect-ratio-and-automatic-rows", rules: ["R5.1", "R5.4", "CV-L3"], comparesViews: true) {
      context in
      context.registerText(String.self)
      await context.show(
        ListSnapshot {
          Section("product") {
            Row("images", "Images").height(.aspectRatio(120.0 / 320))
            Row("title", String(repeating: "A title that wraps ", count: 6)).height(.automatic)
            Row("price", "9.99").height(.fixed(44))
            Row("about", "About").height(.automatic(estimate: 80))
          }
        })
      context.expect(context.visibleHeights[RowID("images")] == 141, "\(context.visibleHeights)")
      context.expect(context.visibleHeights[RowID("price")] == 44, "\(context.visibleHeights)")
    },

    ListScenario(
      .parity, "a-custom-header-count-change-is-refreshed-in-place", rules: ["R6.1", "R6.5"], comparesViews: true
    ) { context in
      context.registerText(String.self)
      context.registerText(Mailbox.self)
      await context.show(messages(0..<10))
      let mark = context.driver.activity
      await context.show(messages((0..<10).filter { $0 != 4 }))
      let activity = context.driver.activity.since(mark)
      context.expect(activity.batches == 1 && activity.deletedRows.count == 1, "\(activity)")
      context.expect(!activity.reloadedAnything, "\(activity)")
      context.expect(context.driver.headerText(inSection: 0) == "Mailbox(name: \"Inbox\", count: 9)")
    },

    ListScenario(.parity, "swipe-to-delete", rules: ["R1.3"], comparesViews: true) { context in
      context.registerText(String.self)
      let app = ScenarioApp(context.host, ids: Array(0..<6))
      await context.settle()
      let performed = try context.driver.swipe(
        rowAt: IndexPath(row: 2, section: 0), from: .trailing, tappingActionAt: 0)
      context.expect(performed == true, "the Delete button reported \(String(describing: performed))")
      await context.settle()
      context.expect(app.ids == [0, 1, 3, 4, 5], "\(app.ids)")
    },

    ListScenario(
      .parity, "a-non-animated-apply-is-a-batch-without-animation-and-keeps-the-selection",
      rules: ["R3.1", "CV-V3"], comparesViews: true
    ) { context in
      await context.showSelecting(messages(0..<8))
      for row in [2, 3, 7] { context.driver.tapRow(at: IndexPath(row: row, section: 0)) }
      let mark = context.driver.activity
      await context.show(messages([7, 0, 1, 2, 9, 4, 5]), animatingDifferences: false)
      let activity = context.driver.activity.since(mark)
      context.expect(
        activity.fullReloads == 0 && activity.batches == 1 && activity.batchesWithoutAnimation == 1, "\(activity)")
      context.expect(context.shownSelection == [RowID(2), RowID(7)], "the selected rows still present")
    },

    ListScenario(
      .parity, "a-non-animated-three-row-change-keeps-every-cell", rules: ["R3.16", "CV-R6"], comparesViews: true
    ) { context in
      context.registerText(String.self)
      let ids = Array(0..<12)
      await context.show(ListSnapshot { Section("s") { for id in ids { Row(id, "Row \(id)") } } })
      let cellsBefore = context.cellIdentities
      let mark = context.driver.activity
      await context.show(
        ListSnapshot {
          Section("s") { for id in ids { Row(id, [2, 5, 9].contains(id) ? "Row \(id)!" : "Row \(id)") } }
        },
        animatingDifferences: false)
      let activity = context.driver.activity.since(mark)
      context.expect(activity.dequeues == 3 && activity.cellsCreated == 0, "\(activity)")
      context.expect(!activity.reloadedAnything, "\(activity)")
      context.expect(context.cellIdentities == cellsBefore, "every cell on screen is the one it had")
    },

    ListScenario(
      .parity, "an-off-screen-update-reloads-and-keeps-the-selection", rules: ["R3.15", "L6"], comparesViews: true
    ) { context in
      await context.showSelecting(messages(0..<8))
      context.driver.tapRow(at: IndexPath(row: 1, section: 0))
      context.driver.tapRow(at: IndexPath(row: 5, section: 0))
      context.driver.putOnScreen(false)
      let mark = context.driver.activity
      await context.host.apply(messages([5, 4, 3, 2, 1, 0]))
      context.expect(context.driver.activity.since(mark).fullReloads == 1, "\(context.driver.activity.since(mark))")
      context.driver.putOnScreen(true)
      context.layout()
      context.expect(context.shownSelection == [RowID(1), RowID(5)], "\(context.shownSelection)")
    },

    ListScenario(
      .parity, "a-huge-change-reloads-and-keeps-the-selection", comparesViews: true,
      policy: ListUpdatePolicy(maximumAnimatedChanges: 3)
    ) { context in
      await context.showSelecting(messages(0..<8))
      context.driver.tapRow(at: IndexPath(row: 0, section: 0))
      context.driver.tapRow(at: IndexPath(row: 3, section: 0))
      let mark = context.driver.activity
      await context.show(messages([3, 10, 11, 12, 13, 0]))
      context.expect(context.driver.activity.since(mark).fullReloads == 1, "\(context.driver.activity.since(mark))")
      context.expect(context.shownSelection == [RowID(0), RowID(3)], "\(context.shownSelection)")
    },

    ListScenario(.parity, "persistent-multiple-selection-follows-rows", rules: ["CV-V3"], comparesViews: true) {
      context in
      await context.showSelecting(messages(0..<6))
      context.driver.tapRow(at: IndexPath(row: 1, section: 0))
      context.driver.tapRow(at: IndexPath(row: 4, section: 0))
      await context.show(messages([4, 0, 2, 3, 5]))
      context.expect(context.host.selectedRowIDs == [RowID(4)], "\(context.host.selectedRowIDs)")
    },

    ListScenario(.parity, "reordering-past-a-fixed-row-keeps-it-last", rules: ["CV-X1"], comparesViews: true) {
      context in
      context.registerText(String.self)
      let app = ScenarioApp(context.host, ids: Array(0..<5), loadingRow: true)
      await context.settle()
      let landed = context.driver.drag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 0))
      context.expect(
        landed == IndexPath(row: 4, section: 0), "dropped above Loading more…, not at \(String(describing: landed))")
      await context.settle()
      let mark = context.driver.activity
      await app.render()
      context.expect(context.driver.activity.since(mark).rowMoves == 0, "the app's snapshot moves nothing")
      context.expect(app.ids == [1, 2, 3, 4, 0], "\(app.ids)")
    },

    ListScenario(
      .parity, "a-missing-registration-shows-a-placeholder-of-the-same-height", comparesViews: true
    ) { context in
      context.registerText(String.self)
      await context.show(
        ListSnapshot {
          Section("s") {
            Row("text", "Text")
            for i in 0..<5 { Row(i, i).height(.automatic) }
          }
        })
      context.expect(
        context.visibleHeights[RowID(0)] == CGFloat(UIKitListHost.missingRegistrationRowHeight),
        "\(context.visibleHeights)")
      context.expect(context.diagnostics.count == 1, "once for the type, not once per row: \(context.diagnostics)")
    },

    ListScenario(.parity, "rapid-submits-end-on-the-latest", comparesViews: true) { context in
      context.registerText(String.self)
      context.registerText(Mailbox.self)
      await context.host.apply(messages(0..<5))
      for step in 0..<12 { context.host.submit(messages((0..<(5 + step)).filter { $0 % 3 != step % 3 })) }
      context.host.apply(messages([9, 8, 7, 1]), animatingDifferences: false, completion: nil)
      await context.settle()
      context.expect(context.visibleRowIDs == [9, 8, 7, 1].map { RowID($0) }, "\(context.visibleRowIDs)")
    },

    ListScenario(.parity, "collapsing-a-section-by-tapping-its-header", comparesViews: true) { context in
      context.registerText(String.self)
      await context.show(
        ListSnapshot {
          Section("fruit", header: "Fruit") {
            Row("apple", "Apple")
            Row("pear", "Pear")
          }.collapsible()
          Section("veg", header: "Vegetables") { Row("leek", "Leek") }
        })
      await context.toggleSection(0)
      context.expect(context.visibleRowIDs == [RowID("leek")], "\(context.visibleRowIDs)")
    },

    ListScenario(.parity, "expanding-a-row-measures-it-again", rules: ["R5.6"], comparesViews: true) { context in
      context.registerText(String.self)
      await context.show(
        ListSnapshot {
          Section("cities") {
            Row("paris", "Paris").expandable()
            Row("rome", "Rome").expandable()
          }
        })
      context.driver.tapRow(at: IndexPath(row: 0, section: 0))
      await context.settle()
      context.expect(context.visibleHeights[RowID("paris")] == 80, "one line and three more: \(context.visibleHeights)")
      context.expect(context.visibleHeights[RowID("rome")] == 20, "\(context.visibleHeights)")
    },

    ListScenario(
      .parity, "scrolling-to-a-row-by-id-shows-the-same-rows", rules: ["R8.5", "CV-O4"], comparesViews: true,
      size: CGSize(width: 376, height: 300)
    ) { context in
      context.registerText(String.self)
      await context.show(
        ListSnapshot {
          Section("a", header: "A") { for i in 0..<30 { Row(i, "Row \(i)").height(.fixed(30)) } }
          Section("b", footer: "B") {
            for i in 30..<40 { Row(i, "Row \(i)").height(i % 2 == 0 ? .fixed(50) : .automatic) }
          }
        })
      context.expect(context.scrollToTop(RowID(22)))
      context.expect(context.visibleRowIDs.first == RowID(22), "\(context.visibleRowIDs)")
    },
  ]
}
