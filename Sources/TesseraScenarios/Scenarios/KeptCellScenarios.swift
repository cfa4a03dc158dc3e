import TesseraTesting
import TesseraUIKit

extension ScenarioContext {
  /// Moves VoiceOver's focus to `element`, as an app does after a screen change.
  func focusVoiceOver(on element: UIView) {
    driver.moveVoiceOverFocus(to: element)
  }

  /// Whether `element` has VoiceOver's focus, where the driver's UIKit moves it; `expected`
  /// otherwise (the expectation holds vacuously without VoiceOver running).
  func hasVoiceOverFocus(_ element: UIView, expected: Bool) -> Bool {
    driver.tracksAccessibilityFocus ? element.accessibilityElementIsFocused() : expected
  }

  /// The first responder in the driver's window.
  var firstResponder: UIResponder? { driver.firstResponder }
}

/// Updates never disturb what the user is touching: a row whose content changes keeps its cell
/// whatever else the same update inserts, deletes or moves, and a header shows its new content
/// whether its section is collapsed or not.
enum KeptCellScenarios {
  static let all: [ListScenario] = [
    // The user flips Wi-Fi off and the "Network" row below it goes in the same update.
    ListScenario(.keptCells, "a-toggle-row-changes-while-a-neighbour-is-deleted", rules: ["R3.18", "CV-R7", "R11.6"]) {
      context in
      context.registerText(String.self)
      context.registerTouchableCells()
      func settings(wifi: Bool) -> ListSnapshot {
        ListSnapshot {
          Section("settings") {
            Row("airplane", "Airplane mode")
            Row("wifi", ToggleRow(title: "Wi-Fi", isOn: wifi))
            if wifi { Row("network", "Network: Home") }
            Row("bluetooth", "Bluetooth")
          }
        }
      }
      await context.show(settings(wifi: true))
      let cell = try context.require(context.cell(forRowID: "wifi") as? any SwitchCell, "the switch cell")
      let others = context.cellIdentities
      context.focusVoiceOver(on: cell)
      let mark = context.driver.activity
      await context.show(settings(wifi: false))
      let activity = context.driver.activity.since(mark)
      context.expect(context.cell(forRowID: "wifi") === cell, "the switch row keeps its cell")
      context.expect(!cell.toggle.isOn)
      context.expect(context.hasVoiceOverFocus(cell, expected: true), "VoiceOver stays on the row")
      context.expect(!activity.reloadedAnything && activity.cellsCreated == 0, "\(activity)")
      context.expect(activity.dequeues == 1 && activity.reconfiguredRows.count == 1, "\(activity)")
      let after = context.cellIdentities
      context.expect(
        others.filter { $0.key != "network" }.allSatisfy { after[$0.key] == $0.value },
        "the other rows keep their cells")
    },

    // A keystroke lands in the same update as a row inserted above the field.
    ListScenario(
      .keptCells, "a-text-field-row-changes-while-a-row-is-inserted-above-it", rules: ["R3.18", "R11.4", "CV-F1"]
    ) { context in
      context.registerText(String.self)
      context.registerTouchableCells()
      func form(email: String) -> ListSnapshot {
        ListSnapshot {
          Section("form") {
            if !email.isEmpty { Row("hint", "We never share your address") }
            Row("name", FieldRow(label: "Name", text: "Ada"))
            Row("email", FieldRow(label: "Email", text: email))
          }
        }
      }
      await context.show(form(email: ""))
      let cell = try context.require(context.cell(forRowID: "email") as? any FieldCell, "the field cell")
      context.expect(cell.field.becomeFirstResponder(), "the field takes the keyboard")
      context.expect(context.driver.type("a", into: cell.field), "the field takes a keystroke")
      let mark = context.driver.activity
      await context.show(form(email: cell.field.text ?? ""))
      let activity = context.driver.activity.since(mark)
      context.expect(context.cell(forRowID: "email") === cell, "the field row keeps its cell")
      context.expect(cell.field.isFirstResponder, "the keyboard stays up")
      context.expect(context.firstResponder === cell.field, "the window's first responder is the field")
      context.expect(cell.field.text == "a", "\(String(describing: cell.field.text))")
      context.expect(!activity.reloadedAnything, "\(activity)")
      context.expect(
        activity.dequeues == 2 && activity.cellsCreated == 1, "the inserted row and the field: \(activity)")
      // Per row: the hint's cell is new; the field's row, third after the insert, is reconfigured
      // once at its path after the batch and dequeues its own cell again.
      let hint = IndexPath(row: 0, section: 0)
      let email = IndexPath(row: 2, section: 0)
      context.expect(activity.createdRows == [hint], "\(activity)")
      context.expect(activity.reconfigurations(at: email) == 1 && activity.dequeues(at: email) == 1, "\(activity)")
      context.expect(activity.reloads(at: email) == 0, "\(activity)")
    },

    // A caption changes while a photo is inserted before it, in a grid.
    ListScenario(.keptCells, "a-caption-changes-with-an-insert", rules: ["R3.18", "CV-R7"]) { context in
      context.registerText(String.self)
      func grid(_ photos: [(id: Int, caption: String)]) -> ListSnapshot {
        ListSnapshot {
          Section("photos") { for photo in photos { Row(photo.id, photo.caption) } }
            .collectionLayout(.grid(columns: 3, spacing: 2, itemHeight: .fixed(100)))
        }
      }
      await context.show(grid([(1, "Beach"), (2, "Dunes"), (3, "Harbour")]))
      let before = context.cellIdentities
      let mark = context.driver.activity
      await context.show(grid([(0, "Sunrise"), (1, "Beach"), (2, "Dunes at dusk"), (3, "Harbour")]))
      let activity = context.driver.activity.since(mark)
      let after = context.cellIdentities
      context.expect(before.allSatisfy { after[$0.key] == $0.value }, "every photo keeps its cell")
      context.expect(
        context.visibleTexts == ["Sunrise", "Beach", "Dunes at dusk", "Harbour"], "\(context.visibleTexts)")
      context.expect(!activity.reloadedAnything, "\(activity)")
      context.expect(activity.dequeues == 2 && activity.cellsCreated == 1, "\(activity)")
    },

    // A pinned mail goes while "Pinned" is collapsed, then it expands.
    ListScenario(
      .keptCells, "a-header-count-changes-while-its-section-is-collapsed-then-it-expands", rules: ["R6.5"]
    ) { context in
      context.registerText(String.self)
      context.registerText(CountedHeader.self)
      func inbox(pinned: [Int]) -> ListSnapshot {
        ListSnapshot {
          Section("pinned") { for id in pinned { Row(id, "Mail \(id)") } }
            .header(.content(CountedHeader(name: "Pinned", count: pinned.count))).collapsible()
          Section("inbox") { for id in 10..<14 { Row(id, "Mail \(id)") } }
            .header(.content(CountedHeader(name: "Inbox", count: 4)))
        }
      }
      await context.show(inbox(pinned: [1, 2]))
      let inboxCells = context.cellIdentities.filter { (10..<14).map { RowID($0) }.contains($0.key) }
      await context.toggleSection(0)
      context.expect(context.headerTitle(0) == "Pinned (2)", "\(String(describing: context.headerTitle(0)))")
      let mark = context.driver.activity
      await context.show(inbox(pinned: [2]))
      let activity = context.driver.activity.since(mark)
      context.expect(context.headerTitle(0) == "Pinned (1)", "the collapsed header shows the new count")
      context.expect(!activity.reloadedAnything && activity.dequeues == 0, "\(activity)")
      await context.toggleSection(0)
      context.expect(context.headerTitle(0) == "Pinned (1)", "expanded, it still does")
      context.expect(context.visibleTexts.first == "Mail 2", "\(context.visibleTexts)")
      let after = context.cellIdentities
      context.expect(inboxCells.allSatisfy { after[$0.key] == $0.value }, "the inbox keeps its cells")
    },

    headerChangesWhileItsSectionIsToggledOrMoves(asTitle: true),
    headerChangesWhileItsSectionIsToggledOrMoves(asTitle: false),

    // Every row of a long list changes at once without animation: every cell on screen stays.
    ListScenario(.keptCells, "every-visible-row-changes-and-keeps-its-cell", rules: ["R3.16", "CV-R6"]) { context in
      context.registerText(String.self)
      let ids = Array(0..<40)
      await context.show(ListSnapshot { Section("s") { for id in ids { Row(id, "Row \(id)") } } })
      let before = context.cellIdentities
      let mark = context.driver.activity
      await context.show(ListSnapshot { Section("s") { for id in ids { Row(id, "Row \(id), read") } } })
      let activity = context.driver.activity.since(mark)
      context.expect(context.cellIdentities == before, "every row on screen keeps its cell")
      context.expect(activity.cellsCreated == 0 && !activity.reloadedAnything, "\(activity)")
      context.expect(context.visibleTexts.allSatisfy { $0.hasSuffix(", read") }, "\(context.visibleTexts)")
    },

    // A row that moves and changes in the same update keeps its cell and shows the change.
    ListScenario(.keptCells, "a-row-that-moves-and-changes-keeps-its-cell", rules: ["R3.14", "R3.18", "L3"]) {
      context in
      context.registerText(String.self)
      await context.show(ListSnapshot { Section("s") { for id in 0..<6 { Row(id, "Row \(id)") } } })
      let cell = context.cellIdentities[RowID(4)]
      await context.show(
        ListSnapshot {
          Section("s") {
            Row(4, "Row 4, moved")
            for id in [0, 1, 2, 3, 5] { Row(id, "Row \(id)") }
          }
        })
      context.expect(context.visibleRowIDs.first == RowID(4), "\(context.visibleRowIDs)")
      context.expect(context.cellIdentities[RowID(4)] == cell, "the moved row keeps its cell")
      context.expect(context.visibleTexts.first == "Row 4, moved", "\(context.visibleTexts)")
    },

    // A row whose content type changes gets a new cell of the new type, its neighbours do not.
    ListScenario(.keptCells, "a-row-whose-type-changes-is-reloaded-alone", rules: ["R4.11", "R3.16"]) { context in
      context.registerText(String.self)
      context.registerTouchableCells()
      await context.show(
        ListSnapshot {
          Section("s") {
            Row("a", "A")
            Row("b", "B")
            Row("c", "C")
          }
        })
      let before = context.cellIdentities
      let mark = context.driver.activity
      await context.show(
        ListSnapshot {
          Section("s") {
            Row("a", "A")
            Row("b", ToggleRow(title: "B", isOn: true))
            Row("c", "C")
          }
        })
      let activity = context.driver.activity.since(mark)
      context.expect(activity.reloadedRows == [IndexPath(row: 1, section: 0)], "\(activity)")
      context.expect(context.cell(forRowID: "b") is any SwitchCell, "the row shows a switch")
      context.expect(context.cellIdentities[RowID("a")] == before[RowID("a")], "row a keeps its cell")
      context.expect(context.cellIdentities[RowID("c")] == before[RowID("c")], "row c keeps its cell")
    },
  ]

  /// Headers show their new content in place whatever their section does in the same update:
  /// being expanded, or moving; as titles or as registered views.
  private static func headerChangesWhileItsSectionIsToggledOrMoves(asTitle: Bool) -> ListScenario {
    ListScenario(
      .keptCells, "a-header-\(asTitle ? "title" : "view")-changes-while-its-section-is-toggled-or-moves",
      rules: ["R6.1", "R6.5"]
    ) { context in
      context.registerText(String.self)
      context.registerText(CountedHeader.self)
      func inbox(pinned: [Int], pinnedFirst: Bool = true) -> ListSnapshot {
        let header = CountedHeader(name: "Pinned", count: pinned.count)
        let pinnedSection = Section("pinned") { for id in pinned { Row(id, "Mail \(id)") } }
          .header(asTitle ? .title(header.description) : .content(header)).collapsible()
        let inbox = Section("inbox") { for id in 10..<14 { Row(id, "Mail \(id)") } }.header(.title("Inbox"))
        return ListSnapshot(sections: pinnedFirst ? [pinnedSection, inbox] : [inbox, pinnedSection])
      }
      await context.show(inbox(pinned: [1, 2]))
      await context.toggleSection(0)
      // Expanded by the user while a mail arrives: one update takes both.
      context.expect(context.driver.tapHeader(inSection: 0), "the collapsed header takes a tap")
      context.host.submit(inbox(pinned: [1, 2, 3]))
      await context.settle()
      context.expect(context.headerTitle(0) == "Pinned (3)", "\(String(describing: context.headerTitle(0)))")
      context.expect(context.visibleTexts.prefix(3) == ["Mail 1", "Mail 2", "Mail 3"], "\(context.visibleTexts)")
      // Moved below the inbox while a mail goes.
      let mark = context.driver.activity
      await context.show(inbox(pinned: [2, 3], pinnedFirst: false))
      context.expect(context.headerTitle(1) == "Pinned (2)", "\(String(describing: context.headerTitle(1)))")
      context.expect(!context.driver.activity.since(mark).reloadedAnything, "\(context.driver.activity.since(mark))")
    }
  }
}
