import Tessera
import TesseraTerminal
import Testing

/// → and ← and a hidden selection in an outline whose folders load their children: those
/// children are kept by the controller, not in `Row.children`, and the keys must walk them as
/// they walk a tree given whole.
///
/// Each load waits until the test ends it, and the test waits for the controller by turning the
/// main actor a bounded number of times, never with `settle()` while a load waits: `settle()`
/// waits for the load's task, which only the test can end.
@MainActor
@Suite("TerminalListView outlines with loaded children")
struct TerminalOutlineLoadedChildrenTests {
  /// Holds each load until the test ends it.
  @MainActor
  final class Loads {
    private(set) var waiting: [String: CheckedContinuation<[Row], Never>] = [:]
    private(set) var ended = 0
    private(set) var returned = 0

    func children(of parent: String) async -> [Row] {
      defer { returned += 1 }
      return await withCheckedContinuation { waiting[parent] = $0 }
    }

    func end(_ parent: String, with rows: [Row]) {
      ended += 1
      waiting.removeValue(forKey: parent)?.resume(returning: rows)
    }
  }

  static func item(_ id: String) -> Row { Row(id, ScreenLine(id)) }

  static func folder(_ id: String, _ loads: Loads) -> Row {
    item(id).loadingChildren(placeholder: item("\(id)…")) { await loads.children(of: id) }
  }

  /// Turns the main actor (a bounded number of times) until `done` holds and no update is under
  /// way; `false` when that never happens.
  static func waitUntil(_ view: TerminalListView, _ done: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
      await Task.yield()
      if done() && !view.controller.isUpdating { return true }
    }
    return false
  }

  /// Expands `folder`, waits for its load to start, ends it with `children` and waits until
  /// they are on screen.
  static func open(_ folder: String, with children: [Row], in view: TerminalListView, _ loads: Loads) async throws {
    view.controller.setExpanded(true, rowWithID: folder)
    _ = screenText(view)
    try #require(await waitUntil(view) { loads.waiting[folder] != nil }, "the load of \(folder) never started")
    loads.end(folder, with: children)
    try #require(
      await waitUntil(view) { loads.returned == loads.ended && shows(children[0].id, in: view) },
      "the children of \(folder) never showed")
  }

  /// Whether the row with `id` is in the list the controller shows.
  static func shows(_ id: RowID, in view: TerminalListView) -> Bool {
    view.controller.path(ofRowWithID: id) != nil
  }

  /// The list's lines on screen (the status line left out).
  static func list(_ view: TerminalListView) -> [String] {
    Array(screenText(view).dropLast()).filter { !$0.isEmpty }
  }

  @Test func rightOnAnOpenFolderMovesToItsFirstLoadedChild() async throws {
    let loads = Loads()
    let view = makeScreenView(columns: 30, rows: 10)
    await view.controller.apply(
      ListSnapshot {
        Section("files") {
          Self.folder("docs", loads); Self.item("license")
        }
      })
    view.select(rowWithID: "docs")
    #expect(view.handle(.right))
    try #require(await Self.waitUntil(view) { loads.waiting["docs"] != nil }, "the load never started")
    #expect(Self.list(view) == ["▾ docs", "  docs…", "license"])
    loads.end("docs", with: [Self.item("guide"), Self.item("readme")])
    try #require(
      await Self.waitUntil(view) { loads.returned == loads.ended && Self.shows(RowID("guide"), in: view) },
      "the loaded children never showed")
    #expect(Self.list(view) == ["▾ docs", "  guide", "  readme", "license"])
    #expect(view.selection == .row(RowID("docs")), "expanding keeps the selection on the folder")

    #expect(view.handle(.right))
    #expect(view.selection == .row(RowID("guide")))
    #expect(view.handle(.left))
    #expect(view.selection == .row(RowID("docs")), "← on a loaded child goes back to its folder")
  }

  /// The whole list's lines, on screen or not.
  static func document(_ view: TerminalListView) -> [String] {
    _ = screenText(view)
    return view.document().map { line in
      var text = line.plainText
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// Selects `id`, then scrolls it off screen (drawing would scroll back to the selection): the
  /// reader's place is then the row at the top, which survives the collapse, so the selection
  /// cannot just follow that place.
  static func select(_ id: String, thenScrollTo top: String, in view: TerminalListView) {
    view.select(rowWithID: id)
    _ = screenText(view)
    #expect(view.scrollToRow(withID: top, at: .top))
  }

  @Test func collapsingTheFolderOfASelectedLoadedChildSelectsTheFolder() async throws {
    let loads = Loads()
    let view = makeScreenView(columns: 30, rows: 6)
    let others = (0..<10).map { Self.item("r\($0)") }
    await view.controller.apply(
      ListSnapshot {
        Section("files", rows: [Self.item("notes"), Self.folder("docs", loads)] + others)
      })
    try await Self.open("docs", with: [Self.folder("guide", loads), Self.item("readme")], in: view, loads)
    try await Self.open("guide", with: [Self.item("intro"), Self.item("setup")], in: view, loads)
    let closed = ["notes", "▸ docs"] + (0..<10).map { "r\($0)" }
    #expect(
      Self.document(view)
        == ["notes", "▾ docs", "  ▾ guide", "    intro", "    setup", "  readme"] + (0..<10).map { "r\($0)" })

    /// Selects `id`, scrolls it away, closes "docs" through the controller: the folder must take
    /// the selection.
    func closeDocs(selecting id: String) async throws {
      Self.select(id, thenScrollTo: "r3", in: view)
      view.controller.setExpanded(false, rowWithID: "docs")
      try #require(await Self.waitUntil(view) { !Self.shows(RowID("readme"), in: view) }, "the update never ended")
      #expect(Self.document(view) == closed)
      #expect(view.selection == .row(RowID("docs")))
    }

    // The selected row two loads deep is hidden with its folder's folder: that one takes it.
    try await closeDocs(selecting: "setup")

    // One load deep.
    view.controller.setExpanded(true, rowWithID: "docs")
    try #require(await Self.waitUntil(view) { Self.shows(RowID("readme"), in: view) }, "the update never ended")
    try await closeDocs(selecting: "readme")

    // By ← twice: to the folder, then closing it.
    view.controller.setExpanded(true, rowWithID: "docs")
    try #require(await Self.waitUntil(view) { Self.shows(RowID("readme"), in: view) }, "the update never ended")
    view.select(rowWithID: "readme")
    #expect(view.handle(.left))
    #expect(view.selection == .row(RowID("docs")))
    #expect(view.handle(.left))
    try #require(await Self.waitUntil(view) { !Self.shows(RowID("readme"), in: view) }, "the update never ended")
    #expect(Self.document(view) == closed)
    #expect(view.selection == .row(RowID("docs")))
  }
}
