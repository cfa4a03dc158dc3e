import Tessera
import TesseraTerminal
import Testing

/// Outlines in the terminal: rows indented two columns a level, ▸/▾ before a parent, → and ←
/// to open, close and walk the tree, every expansion through the controller, by id.
@MainActor
@Suite("TerminalListView outlines")
struct TerminalOutlineTests {
  static func item(_ id: String) -> Row { Row(id, ScreenLine(id)) }

  /// docs/ { guide/ { intro, setup }, readme }, src/ { main }, license
  static func tree(docsExpanded: Bool = false) -> ListSnapshot {
    ListSnapshot {
      Section("files") {
        Row("docs", ScreenLine("docs")) {
          Row("guide", ScreenLine("guide")) {
            item("intro")
            item("setup")
          }
          item("readme")
        }
        .initiallyExpanded(docsExpanded)
        Row("src", ScreenLine("src")) { item("main") }
        item("license")
      }
    }
  }

  static func loaded(_ snapshot: ListSnapshot, columns: Int = 30, rows: Int = 10) async -> TerminalListView {
    let view = makeScreenView(columns: columns, rows: rows)
    await view.controller.apply(snapshot)
    return view
  }

  /// The list's lines on screen (the status line left out).
  static func list(_ view: TerminalListView) -> [String] {
    Array(screenText(view).dropLast()).filter { !$0.isEmpty }
  }

  /// Presses `key` and waits until the update it started is on screen; returns whether the
  /// view used the key.
  @discardableResult
  static func press(_ key: Key, on view: TerminalListView) async -> Bool {
    let used = view.handle(key)
    await view.controller.settle()
    return used
  }

  // MARK: Drawing

  @Test func rowsAreIndentedByLevelAndParentsHaveAMarker() async {
    let view = await Self.loaded(Self.tree(docsExpanded: true))
    #expect(Self.list(view) == ["▾ docs", "  ▸ guide", "  readme", "▸ src", "license"])
    view.controller.setExpanded(true, rowWithID: "guide")
    await view.controller.settle()
    #expect(
      Self.list(view) == ["▾ docs", "  ▾ guide", "    intro", "    setup", "  readme", "▸ src", "license"])
  }

  @Test func anEmptyFolderIsStillAParentAndAPlainListIsDrawnAsBefore() async {
    let empty = await Self.loaded(ListSnapshot { Section("s") { Self.item("folder").children([]) } })
    #expect(Self.list(empty) == ["▸ folder"])
    let plain = await Self.loaded(ListSnapshot { Section("s") { Self.item("a") } })
    #expect(Self.list(plain) == ["a"])
  }

  @Test func aWrappedRowHangsUnderItsTextAndTheRendererGetsTheWidthLeft() async {
    let long = "one two three four five six"
    var renderers = TerminalRenderers()
    let recorded = RecordedWidths()
    renderers.register(ScreenLine.self) { line, context in
      recorded.widths.append(context.width)
      recorded.levels.append(context.outlineLevel)
      return StyledLine(line.text).wrapped(toWidth: context.width)
    }
    let view = makeScreenView(columns: 20, rows: 10)
    view.renderers = renderers
    await view.controller.apply(
      ListSnapshot { Section("s") { Row("p", ScreenLine("p")) { Row("c", ScreenLine(long)) }.initiallyExpanded() } })
    #expect(Self.list(view) == ["▾ p", "  one two three four", "  five six"])
    #expect(
      recorded.widths.contains(18) && recorded.levels.contains(1), "the child is drawn at 20 - 2 columns, at level 1")
  }

  @Test func deepRowsKeepHalfTheWidthForTheirText() async {
    var node = Self.item("leaf")
    for level in (0..<40).reversed() { node = Row("n\(level)", ScreenLine("n\(level)")) { node }.initiallyExpanded() }
    let top = node
    let view = await Self.loaded(ListSnapshot { Section("deep") { top } }, columns: 20, rows: 50)
    let document = view.document().map(\.plainText)
    #expect(document.count == 41)
    #expect(document.allSatisfy { $0.count == 20 })
    #expect(document.last?.hasPrefix(String(repeating: " ", count: 10) + "leaf") == true)
  }

  @Test func asciiOutputShowsTheMarkersAsAngleAndVee() async {
    let view = await Self.loaded(Self.tree(docsExpanded: true))
    let ascii = view.document().map { $0.asciiOnly().plainText.trimmingSuffix(" ") }
    #expect(ascii == ["v docs", "  > guide", "  readme", "> src", "license"])
  }

  // MARK: Keys

  @Test func rightExpandsThenMovesToTheFirstChildAndDoesNothingOnALeaf() async {
    let view = await Self.loaded(Self.tree())
    view.select(rowWithID: "docs")
    #expect(await Self.press(.right, on: view))
    #expect(Self.list(view) == ["▾ docs", "  ▸ guide", "  readme", "▸ src", "license"])
    #expect(view.selection == .row(RowID("docs")), "expanding keeps the selection on the folder")
    #expect(await Self.press(.right, on: view))
    #expect(view.selection == .row(RowID("guide")))
    #expect(await Self.press(.right, on: view))
    #expect(await Self.press(.right, on: view))
    #expect(view.selection == .row(RowID("intro")))
    let before = Self.list(view)
    #expect(await Self.press(.right, on: view), "a leaf of an outline takes the key")
    #expect(Self.list(view) == before && view.selection == .row(RowID("intro")))
  }

  @Test func rightPressedAgainBeforeTheExpansionShowsStaysOnTheFolder() async {
    let view = await Self.loaded(Self.tree())
    view.select(rowWithID: "docs")
    #expect(view.handle(.right))
    // The update that shows docs' children has not run yet: the row after docs is src.
    #expect(view.handle(.right))
    #expect(view.selection == .row(RowID("docs")), "never onto the next sibling")
    await view.controller.settle()
    #expect(await Self.press(.right, on: view))
    #expect(view.selection == .row(RowID("guide")))
  }

  @Test func leftMovesToTheParentThenCollapsesItKeepingWhatIsOpenBelow() async {
    let view = await Self.loaded(Self.tree(docsExpanded: true))
    view.controller.setExpanded(true, rowWithID: "guide")
    await view.controller.settle()
    view.select(rowWithID: "setup")
    #expect(await Self.press(.left, on: view))
    #expect(view.selection == .row(RowID("guide")))
    #expect(await Self.press(.left, on: view))
    #expect(Self.list(view) == ["▾ docs", "  ▸ guide", "  readme", "▸ src", "license"])
    #expect(await Self.press(.left, on: view))
    #expect(view.selection == .row(RowID("docs")))
    #expect(await Self.press(.left, on: view))
    #expect(Self.list(view) == ["▸ docs", "▸ src", "license"])
    #expect(await Self.press(.left, on: view), "a collapsed top-level folder takes the key and stays")
    #expect(Self.list(view) == ["▸ docs", "▸ src", "license"])
    // Opening docs again shows guide as it was left: collapsed (by the key above).
    #expect(await Self.press(.right, on: view))
    #expect(view.controller.expandedRowIDs == [RowID("docs")])
  }

  @Test func expansionIsKeptByIDWhenAFolderClosesAndOpens() async {
    let view = await Self.loaded(Self.tree(docsExpanded: true))
    view.controller.setExpanded(true, rowWithID: "guide")
    await view.controller.settle()
    view.select(rowWithID: "docs")
    await Self.press(.left, on: view)
    await Self.press(.right, on: view)
    #expect(
      Self.list(view) == ["▾ docs", "  ▾ guide", "    intro", "    setup", "  readme", "▸ src", "license"])
  }

  @Test func collapsingAnAncestorOfTheSelectionSelectsTheNearestShownParent() async {
    let view = await Self.loaded(Self.tree(docsExpanded: true))
    view.controller.setExpanded(true, rowWithID: "guide")
    await view.controller.settle()
    view.select(rowWithID: "setup")
    _ = screenText(view)
    view.controller.setExpanded(false, rowWithID: "docs")
    await view.controller.settle()
    _ = screenText(view)
    #expect(view.selection == .row(RowID("docs")))
    // A selected row deleted outright goes to the nearest row, as in any list.
    view.select(rowWithID: "license")
    await view.controller.apply(ListSnapshot { Section("files") { Self.item("other") } })
    _ = screenText(view)
    #expect(view.selection == .row(RowID("other")))
  }

  @Test func arrowsGoToTheAppOutsideAnOutline() async {
    let view = await Self.loaded(Self.tree())
    view.select(rowWithID: "license")
    #expect(!view.handle(.right) && !view.handle(.left), "a top-level leaf leaves → and ← to the app")
    let plain = await Self.loaded(ListSnapshot { Section("s", header: "Title") { Self.item("a") }.collapsible() })
    #expect(!plain.handle(.right), "nothing selected")
    plain.handle(.down)
    #expect(plain.selection == .header(SectionID("s")))
    #expect(!plain.handle(.left), "a header leaves the arrows to the app")
  }

  @Test func enterTogglesAFolderAsTheArrowsDo() async {
    let view = await Self.loaded(Self.tree())
    view.select(rowWithID: "src")
    await Self.press(.enter, on: view)
    #expect(Self.list(view) == ["▸ docs", "▾ src", "  main", "license"])
    await Self.press(.enter, on: view)
    #expect(Self.list(view) == ["▸ docs", "▸ src", "license"])
  }

  @Test func theSelectionScrollsIntoViewWhenLeftMovesUpToAFarParent() async {
    let many = ListSnapshot {
      Section("s") {
        Row("p", ScreenLine("p")) { for index in 0..<30 { Self.item("c\(index)") } }.initiallyExpanded()
      }
    }
    let view = await Self.loaded(many, rows: 6)
    view.select(rowWithID: "c29")
    _ = screenText(view)
    #expect(!Self.list(view).contains("▾ p"))
    await Self.press(.left, on: view)
    #expect(view.selection == .row(RowID("p")))
    #expect(Self.list(view).first == "▾ p")
  }
}

/// What a renderer was asked, for the test that checks the width it gets.
@MainActor
final class RecordedWidths {
  var widths: [Int] = []
  var levels: [Int] = []
}

extension String {
  fileprivate func trimmingSuffix(_ character: Character) -> String {
    var copy = self
    while copy.last == character { copy.removeLast() }
    return copy
  }
}
