import TesseraTesting
import TesseraUIKit

/// Counts the selection messages the app's own delegate receives, from a table or a collection
/// view.
@MainActor
private final class SelectionDelegateSpy: NSObject, UITableViewDelegate, UICollectionViewDelegate {
  var messages: [String] = []

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    messages.append("select \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    messages.append("deselect \(indexPath.row)")
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    messages.append("select \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    messages.append("deselect \(indexPath.item)")
  }
}

/// A fixed section "top" of `top` and a collapsible section "more" of `more`, rows 40 points.
private func collapsibleList(top: [Int] = [1, 2], more: [Int] = [3, 4, 5]) -> ListSnapshot {
  ListSnapshot {
    Section("top", header: "Top") { for id in top { Row(id, "Row \(id)").height(.fixed(40)) } }
    Section("more", header: "More") { for id in more { Row(id, "Row \(id)").height(.fixed(40)) } }.collapsible()
  }
}

/// Selection by row id: taps, selection by code, updates that move, delete and reload rows, and
/// collapsed sections that hide selected rows without deleting them (their selection waits, and
/// shows again when they come back; a row deleted from the data leaves it for good).
enum SelectionScenarios {
  static let all: [ListScenario] = [
    ListScenario(.selection, "a-tap-that-does-not-persist-leaves-nothing-selected", rules: ["R4.12"]) { context in
      context.registerText(String.self)
      context.registerText(Mailbox.self)
      var heard: [Set<RowID>] = []
      context.host.selectionDidChangeHandler = { heard.append($0) }
      await context.show(messages(0..<4))
      context.driver.tapRow(at: IndexPath(row: 1, section: 0))
      context.expect(context.host.selectedRowIDs.isEmpty && context.shownSelection.isEmpty, "deselected on tap")
      context.expect(heard == [[]], "the handler heard the tap, and nothing stays selected: \(heard)")
    },

    ListScenario(.selection, "selection-by-id-follows-the-row-through-moves", rules: ["CV-V3"]) { context in
      await context.showSelecting(messages(0..<6), allowsMultipleSelection: false)
      context.expect(context.selectRow(withID: RowID(3)), "row 3 is shown")
      await context.show(messages([3, 5, 0, 1, 2, 4]))
      context.expect(context.shownSelection == [RowID(3)], "\(context.shownSelection)")
      context.expect(context.driver.selectedRows == [IndexPath(row: 0, section: 0)], "\(context.driver.selectedRows)")
    },

    ListScenario(.selection, "a-deleted-row-leaves-the-selection", rules: ["CV-V3"]) { context in
      await context.showSelecting(messages(0..<6))
      for id in [1, 2] { context.tapRow(withID: RowID(id)) }
      await context.show(messages([0, 2, 3, 4, 5]))
      context.expect(context.host.selectedRowIDs == [RowID(2)], "\(context.host.selectedRowIDs)")
      await context.show(messages(0..<6))
      context.expect(context.shownSelection == [RowID(2)], "row 1 comes back unselected: \(context.shownSelection)")
    },

    ListScenario(.selection, "a-changed-row-stays-selected", rules: ["R3.16", "CV-V3"]) { context in
      await context.showSelecting(messages(0..<4))
      context.tapRow(withID: RowID(2))
      await context.show(
        ListSnapshot {
          Section("inbox") { for id in 0..<4 { Row(id, id == 2 ? "Message 2, read" : "Message \(id)") } }
            .header(.content(Mailbox(name: "Inbox", count: 4)))
        })
      context.expect(context.shownSelection == [RowID(2)], "\(context.shownSelection)")
    },

    ListScenario(.selection, "in-single-selection-a-tap-replaces-the-selection", rules: ["R4.12", "CV-V3"]) {
      context in
      await context.showSelecting(messages(0..<4), allowsMultipleSelection: false)
      context.tapRow(withID: RowID(0))
      context.tapRow(withID: RowID(3))
      context.expect(context.host.selectedRowIDs == [RowID(3)] && context.shownSelection == [RowID(3)])
    },

    ListScenario(.selection, "in-multiple-selection-a-second-tap-deselects", rules: ["R4.12", "CV-V3"]) { context in
      await context.showSelecting(messages(0..<4))
      for id in [0, 2, 0] { context.tapRow(withID: RowID(id)) }
      context.expect(context.host.selectedRowIDs == [RowID(2)], "\(context.host.selectedRowIDs)")
    },

    ListScenario(
      .selection, "a-collapse-keeps-the-persistent-selection-and-an-expansion-shows-it-again",
      rules: ["CV-V3", "R4.12"]
    ) { context in
      await context.showSelecting(collapsibleList())
      let spy = SelectionDelegateSpy()
      context.tableHost?.delegate = spy
      context.collectionHost?.delegate = spy
      var heard: [Set<RowID>] = []
      context.host.selectionDidChangeHandler = { heard.append($0) }
      context.tapRow(withID: 1)
      context.tapRow(withID: 4)
      context.expect(heard == [[1], [1, 4]], "\(heard)")
      context.expect(spy.messages == ["select 0", "select 1"], "\(spy.messages)")
      await context.toggleSection(1)
      context.expect(context.host.indexPath(forRowID: 4) == nil, "collapsed")
      context.expect(context.shownSelection == [1], "the view shows the rows it has")
      context.expect(context.host.selectedRowIDs == [1, 4], "row 4 is still selected, hidden")
      await context.toggleSection(1)
      context.expect(context.shownSelection == [1, 4], "row 4 is shown selected again")
      context.expect(heard == [[1], [1, 4]], "neither the handler nor the delegate hears of the collapse")
      context.expect(spy.messages == ["select 0", "select 1"], "\(spy.messages)")
    },

    ListScenario(.selection, "a-tap-while-collapsed-reports-the-hidden-rows-too") { context in
      await context.showSelecting(collapsibleList())
      context.tapRow(withID: 4)
      await context.toggleSection(1)
      var heard: [Set<RowID>] = []
      context.host.selectionDidChangeHandler = { heard.append($0) }
      context.tapRow(withID: 2)
      context.expect(heard == [[2, 4]], "\(heard)")
      await context.toggleSection(1)
      context.expect(context.shownSelection == [2, 4], "\(context.shownSelection)")
    },

    ListScenario(.selection, "a-row-deleted-while-collapsed-does-not-come-back-selected") { context in
      await context.showSelecting(collapsibleList())
      context.tapRow(withID: 1)
      context.tapRow(withID: 4)
      await context.toggleSection(1)
      await context.show(collapsibleList(more: [3, 5]))
      context.expect(context.host.selectedRowIDs == [1], "a deleted row leaves the selection")
      await context.show(collapsibleList(more: [3, 4, 5]))
      await context.toggleSection(1)
      context.expect(context.host.indexPath(forRowID: 4) != nil)
      context.expect(context.shownSelection == [1], "the new row 4 is not selected: \(context.shownSelection)")
    },

    ListScenario(.selection, "a-row-deleted-in-the-update-that-collapses-its-section-leaves-the-selection") {
      context in
      await context.showSelecting(collapsibleList())
      context.tapRow(withID: 3)
      context.tapRow(withID: 4)
      context.host.controller.setCollapsed(true, sectionWithID: "more")
      await context.show(collapsibleList(more: [3, 5]))
      context.expect(context.host.selectedRowIDs == [3], "\(context.host.selectedRowIDs)")
      await context.show(collapsibleList(more: [3, 4, 5]))
      await context.toggleSection(1)
      context.expect(context.shownSelection == [3], "\(context.shownSelection)")
    },

    ListScenario(.selection, "a-row-moved-into-a-collapsed-section-stays-selected") { context in
      await context.showSelecting(collapsibleList())
      await context.toggleSection(1)
      context.tapRow(withID: 2)
      await context.show(collapsibleList(top: [1], more: [2, 3, 4, 5]))
      context.expect(context.shownSelection.isEmpty, "\(context.shownSelection)")
      context.expect(context.host.selectedRowIDs == [2], "\(context.host.selectedRowIDs)")
      await context.toggleSection(1)
      context.expect(context.shownSelection == [2], "\(context.shownSelection)")
    },

    ListScenario(.selection, "deselecting-a-hidden-row-by-id-forgets-it") { context in
      await context.showSelecting(collapsibleList())
      context.tapRow(withID: 1)
      context.tapRow(withID: 4)
      await context.toggleSection(1)
      context.expect(context.host.deselectRow(withID: 4), "the hidden row was selected")
      context.expect(!context.host.deselectRow(withID: 4), "not any more")
      context.expect(!context.host.deselectRow(withID: 3), "hidden, never selected")
      context.expect(!context.selectRow(withID: 3), "a hidden row cannot be selected")
      context.expect(context.host.selectedRowIDs == [1], "\(context.host.selectedRowIDs)")
      await context.toggleSection(1)
      context.expect(context.shownSelection == [1], "\(context.shownSelection)")
    },

    ListScenario(.selection, "in-single-selection-a-new-selection-replaces-the-hidden-one") { context in
      await context.showSelecting(collapsibleList(), allowsMultipleSelection: false)
      context.tapRow(withID: 4)
      await context.toggleSection(1)
      var heard: [Set<RowID>] = []
      context.host.selectionDidChangeHandler = { heard.append($0) }
      context.tapRow(withID: 1)
      context.expect(heard == [[1]], "\(heard)")
      context.expect(context.host.deselectRow(withID: 1))
      context.expect(context.host.selectedRowIDs.isEmpty, "row 4 was replaced, not outranked")
      context.expect(context.selectRow(withID: 1))
      await context.toggleSection(1)
      context.expect(context.shownSelection == [1], "row 4 stays deselected: \(context.shownSelection)")
    },

    ListScenario(.selection, "an-off-screen-collapse-and-expansion-keep-the-selection", rules: ["L6"]) { context in
      await context.showSelecting(collapsibleList())
      context.tapRow(withID: 1)
      context.tapRow(withID: 4)
      context.driver.putOnScreen(false)
      context.host.controller.setCollapsed(true, sectionWithID: "more")
      await context.settle()
      context.expect(context.host.selectedRowIDs == [1, 4], "\(context.host.selectedRowIDs)")
      context.host.controller.setCollapsed(false, sectionWithID: "more")
      await context.settle()
      context.driver.putOnScreen(true)
      context.layout()
      context.expect(context.shownSelection == [1, 4], "\(context.shownSelection)")
    },

    ListScenario(.selection, "without-persistent-selection-a-collapse-drops-the-selection") { context in
      await context.showSelecting(collapsibleList())
      context.host.selectionBehavior = .deselectOnTap
      context.expect(context.selectRow(withID: 4))
      await context.toggleSection(1)
      context.expect(context.host.selectedRowIDs.isEmpty, "\(context.host.selectedRowIDs)")
      await context.toggleSection(1)
      context.expect(context.shownSelection.isEmpty, "\(context.shownSelection)")
    },
  ]
}
