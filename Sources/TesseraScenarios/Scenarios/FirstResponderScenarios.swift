import TesseraTesting
import TesseraUIKit

/// A form of `fields` text-field rows (ids `f0`, `f1`, ...) after `plain` text rows, each field
/// showing `texts[id]` or nothing.
private func form(
  plain: [String] = ["intro"], fields: [String] = ["f0", "f1", "f2"], texts: [String: String] = [:],
  fieldType: (String) -> Bool = { _ in true }
) -> ListSnapshot {
  ListSnapshot {
    Section("form") {
      for id in plain { Row(id, "About \(id)") }
      for id in fields {
        if fieldType(id) {
          Row(id, FieldRow(label: id, text: texts[id] ?? ""))
        } else {
          Row(id, "Field \(id), read only")
        }
      }
    }
  }
}

extension ScenarioContext {
  /// The text field of the row with `id`, made first responder.
  func focusField(ofRowWithID id: RowID) throws -> UITextField {
    let cell = try require(cell(forRowID: id) as? any FieldCell, "a field cell for row \(id)")
    expect(cell.field.becomeFirstResponder(), "the field of row \(id) takes the keyboard")
    return cell.field
  }
}

/// The keyboard and VoiceOver's focus go with a row only when the row goes (or changes its kind
/// of cell), never because something else changed: the rules of R11 and CV-F1 as a user feels
/// them.
enum FirstResponderScenarios {
  static let all: [ListScenario] = [
    ListScenario(.firstResponder, "the-keyboard-stays-when-its-row-moves", rules: ["R3.11", "R11.4", "CV-F1"]) {
      context in
      context.registerText(String.self)
      context.registerTouchableCells()
      await context.show(form())
      let field = try context.focusField(ofRowWithID: "f2")
      await context.show(form(plain: ["intro"], fields: ["f2", "f0", "f1"]))
      context.expect(context.visibleRowIDs.dropFirst().first == RowID("f2"), "\(context.visibleRowIDs)")
      context.expect(field.isFirstResponder, "the moved row keeps the keyboard")
      context.expect(context.firstResponder === field)
    },

    ListScenario(.firstResponder, "the-keyboard-goes-with-a-deleted-row", rules: ["R11.3", "CV-F1"]) { context in
      context.registerText(String.self)
      context.registerTouchableCells()
      await context.show(form())
      let field = try context.focusField(ofRowWithID: "f1")
      await context.show(form(fields: ["f0", "f2"]))
      context.expect(!field.isFirstResponder, "the deleted row's field resigned")
      context.expect(context.firstResponder == nil, "no first responder is left")
    },

    ListScenario(
      .firstResponder, "a-row-whose-cell-type-changes-loses-the-keyboard", rules: ["R11.4", "R4.11"]
    ) { context in
      context.registerText(String.self)
      context.registerTouchableCells()
      await context.show(form())
      let field = try context.focusField(ofRowWithID: "f1")
      await context.show(form(fieldType: { $0 != "f1" }))
      context.expect(!field.isFirstResponder, "a reloaded row's cell leaves the window and its field resigns")
      context.expect(context.cell(forRowID: "f1").map { !($0 is any FieldCell) } ?? false, "row f1 shows text now")
    },

    ListScenario(
      .firstResponder, "typing-then-a-non-animated-apply-keeps-the-keyboard", rules: ["R3.16", "R11.4"]
    ) { context in
      context.registerText(String.self)
      context.registerTouchableCells()
      await context.show(form())
      let field = try context.focusField(ofRowWithID: "f0")
      context.expect(context.driver.type("Ada", into: field), "the field takes the text")
      let mark = context.driver.activity
      await context.show(form(texts: ["f0": field.text ?? ""]), animatingDifferences: false)
      let activity = context.driver.activity.since(mark)
      context.expect(field.isFirstResponder, "the keyboard stays up")
      context.expect(field.text == "Ada", "\(String(describing: field.text))")
      context.expect(activity.cellsCreated == 0 && !activity.reloadedAnything, "\(activity)")
    },

    ListScenario(
      .firstResponder, "the-keyboard-stays-while-a-section-above-collapses", rules: ["R11.4", "CV-F1"]
    ) { context in
      context.registerText(String.self)
      context.registerTouchableCells()
      await context.show(
        ListSnapshot {
          Section("news", header: "News") { for id in 0..<4 { Row(id, "News \(id)") } }.collapsible()
          Section("reply", header: "Reply") { Row("reply", FieldRow(label: "Reply", text: "")) }
        })
      let field = try context.focusField(ofRowWithID: "reply")
      await context.toggleSection(0)
      context.expect(context.visibleRowIDs == [RowID("reply")], "\(context.visibleRowIDs)")
      context.expect(field.isFirstResponder, "the reply field keeps the keyboard")
      await context.toggleSection(0)
      context.expect(field.isFirstResponder, "and through the expansion")
    },

    ListScenario(
      .firstResponder, "voiceover-stays-on-a-row-that-moves-and-changes", rules: ["R11.5", "R11.6", "CV-F1"]
    ) { context in
      context.registerText(String.self)
      await context.show(ListSnapshot { Section("s") { for id in 0..<5 { Row(id, "Mail \(id)") } } })
      let cell = try context.require(context.cell(forRowID: RowID(3)), "row 3's cell")
      context.focusVoiceOver(on: cell)
      context.expect(context.hasVoiceOverFocus(cell, expected: true), "VoiceOver is on row 3")
      await context.show(
        ListSnapshot {
          Section("s") {
            Row(3, "Mail 3, flagged")
            for id in [0, 1, 2, 4] { Row(id, "Mail \(id)") }
          }
        })
      context.expect(context.cell(forRowID: RowID(3)) === cell, "row 3 keeps its cell")
      context.expect(context.hasVoiceOverFocus(cell, expected: true), "VoiceOver stays on row 3")
    },

    ListScenario(.firstResponder, "voiceover-leaves-a-deleted-row", rules: ["R11.6", "CV-F1"]) { context in
      context.registerText(String.self)
      await context.show(ListSnapshot { Section("s") { for id in 0..<5 { Row(id, "Mail \(id)") } } })
      let cell = try context.require(context.cell(forRowID: RowID(2)), "row 2's cell")
      context.focusVoiceOver(on: cell)
      await context.show(ListSnapshot { Section("s") { for id in [0, 1, 3, 4] { Row(id, "Mail \(id)") } } })
      context.expect(!context.hasVoiceOverFocus(cell, expected: false), "the deleted row's cell lost the focus")
    },

    ListScenario(
      .firstResponder, "a-field-scrolled-away-takes-the-keyboard-with-it", rules: ["R11.3", "R4.9"],
      size: CGSize(width: 376, height: 300)
    ) { context in
      context.registerText(String.self)
      context.registerTouchableCells()
      await context.show(
        ListSnapshot {
          Section("s") {
            Row("field", FieldRow(label: "Search", text: ""))
            for id in 0..<60 { Row(id, "Result \(id)").height(.fixed(44)) }
          }
        })
      let field = try context.focusField(ofRowWithID: "field")
      context.driver.scroll(toOffset: 1_500)
      context.expect(context.cell(forRowID: "field") == nil, "the field's row is off screen")
      context.expect(!field.isFirstResponder, "its cell left the window, and the keyboard with it")
    },

    ListScenario(
      .firstResponder, "editing-two-fields-in-turn-keeps-one-first-responder", rules: ["R11.1", "R11.2"]
    ) { context in
      context.registerText(String.self)
      context.registerTouchableCells()
      await context.show(form())
      let first = try context.focusField(ofRowWithID: "f0")
      let second = try context.focusField(ofRowWithID: "f2")
      context.expect(!first.isFirstResponder && second.isFirstResponder, "one first responder per window")
      context.expect(context.firstResponder === second)
      await context.show(form(texts: ["f0": "changed"]))
      context.expect(second.isFirstResponder, "a change of another row keeps it")
      context.expect(first.text == "changed", "\(String(describing: first.text))")
    },
  ]
}
