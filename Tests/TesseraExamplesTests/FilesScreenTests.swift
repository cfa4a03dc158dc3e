import Testing
import TesseraExamples
import TesseraTerminal

private typealias Screen = FilesScreen

/// The file browser: a tree value as an outline, folders first, read one folder at a time by
/// whoever runs the screen.
@Suite("File browser")
@MainActor
struct FilesScreenTests {
  /// Sources/ { Tessera/ (not read), Model/ { Row.swift }, empty/ { }, README.md, b.swift }
  static let tree = FileTree.folder(
    "Sources",
    entries: [
      .file("b.swift", size: 2_048), .folder("Tessera", entries: nil), .file("README.md", size: 10),
      .folder("Model", entries: [.file("Row.swift", size: 5_000)]), .folder("empty", entries: []),
    ])

  private static func lines(_ screen: Screen, width: Int = 40) async -> [String] {
    await ListDocument.lines(of: screen.snapshot(send: ignore), width: width).map { line in
      var text = line.plainText
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  @Test("Folders first, then files, each by name ignoring case; only the top folder is open")
  func layout() async {
    let snapshot = Screen(tree: Self.tree).snapshot(send: ignore)
    let top = snapshot.sections[0].rows
    #expect(top.map(\.id) == [RowID(".")])
    #expect(top[0].children?.map(\.id) == ["empty", "Model", "Tessera", "b.swift", "README.md"].map { RowID($0) })
    #expect(top[0].children?[1].children?.map(\.id) == [RowID("Model/Row.swift")], "ids are paths")
    #expect(top[0].children?[2].children?.isEmpty == true, "a folder not read is a parent with nothing yet")
    #expect(
      await Self.lines(Screen(tree: Self.tree)) == [
        "▾ Sources/", "  ▸ empty/", "  ▸ Model/", "  ▸ Tessera/",
        fileLine("b.swift", size: "2 KB", level: 1, width: 40),
        fileLine("README.md", size: "10 B", level: 1, width: 40),
      ])
  }

  @Test("Folders open at first show their entries, an empty one says so, one that failed says why")
  func initiallyExpanded() async {
    var screen = Screen(tree: Self.tree, initiallyExpanded: ["Model", "empty", "Tessera"])
    screen.apply(.failed("Tessera", reason: "permission denied"))
    #expect(
      await Self.lines(screen) == [
        "▾ Sources/", "  ▾ empty/", "    empty", "  ▾ Model/",
        fileLine("Row.swift", size: "4.9 KB", level: 2, width: 40),
        "  ▾ Tessera/", "    cannot read: permission denied", fileLine("b.swift", size: "2 KB", level: 1, width: 40),
        fileLine("README.md", size: "10 B", level: 1, width: 40),
      ])
  }

  @Test("Open folders not read yet are found, top first; reading one fills it in place")
  func readingFolders() {
    var screen = Screen(tree: Self.tree)
    #expect(screen.unreadFolders(expanded: [RowID("."), RowID("Tessera"), RowID("Model")]) == ["Tessera"])
    screen.apply(.read("Tessera", entries: [.folder("Diff", entries: nil), .file("Row.swift")]))
    #expect(screen.tree.entry(at: "Tessera")?.entries?.count == 2)
    #expect(screen.unreadFolders(expanded: [RowID("Tessera"), RowID("Tessera/Diff")]) == [])
    #expect(
      screen.unreadFolders(expanded: [RowID("."), RowID("Tessera"), RowID("Tessera/Diff")]) == ["Tessera/Diff"])
    screen.apply(.read("no/such/folder", entries: []))
    #expect(screen.tree.entry(at: "no") == nil, "a path not in the tree changes nothing")
  }

  @Test("Selecting a file says which; a folder has no select handler, so selecting it toggles it")
  func selecting() {
    let recorder = ActionRecorder<Screen.Action>()
    let folder = Screen(tree: Self.tree).snapshot(send: recorder.send).sections[0].rows[0]
    let file = folder.children?.first { $0.id == RowID("README.md") }
    let context = RowActionContext(rowID: RowID("README.md"), sectionID: SectionID("files"), content: file!.content)
    #expect(file?.behaviors.select(context: context) == true)
    #expect(recorder.actions == [.open("README.md")])
    #expect(folder.children?.first { $0.id == RowID("Model") }?.behaviors.hasSelectHandler == false)
  }

  @Test("In a terminal: → opens a folder not read yet, the runner reads it, its entries show below it")
  func lazyReadingThroughTheTerminal() async {
    let session = ScreenSession(Screen(tree: Self.tree))
    let view = TerminalListView(
      controller: session.controller, renderers: .examples, size: TerminalSize(columns: 40, rows: 12))
    // What the demo does after each update: read the folders that are open and not read yet.
    var reads: [String] = []
    session.controller.addUpdateHandler {
      for folder in session.screen.unreadFolders(expanded: session.controller.expandedRowIDs) {
        reads.append(folder)
        session.dispatch(.read(folder, entries: [.file("\(folder).txt", size: 1)]))
      }
    }
    session.start()
    await session.controller.settle()
    view.select(rowWithID: "Tessera")
    #expect(view.handle(.right))
    await session.controller.settle()
    await session.controller.settle()
    #expect(reads == ["Tessera"])
    let lines = view.document().map(\.plainText).map { $0.prefix(20).trimmingCharacters() }
    #expect(Array(lines.prefix(5)) == ["▾ Sources/", "▸ empty/", "▸ Model/", "▾ Tessera/", "Tessera.txt"])
    // Closed and opened again: read once.
    view.handle(.left)
    await session.controller.settle()
    view.handle(.right)
    await session.controller.settle()
    #expect(reads == ["Tessera"])
  }

  @Test("Its rows' lines never exceed the width, at any width; there is always a line")
  func linesFitTheWidth() {
    let long = String(repeating: "very-long-name_", count: 12) + ".swift"
    let samples: [any Equatable & Sendable] = [
      Screen.Entry(name: long, isFolder: true, size: nil), Screen.Entry(name: long, isFolder: false, size: 123_456_789),
      Screen.Entry(name: "", isFolder: false, size: nil), Screen.Entry(name: "", isFolder: true, size: nil),
      Screen.Entry(name: "数码旗舰店.txt", isFolder: false, size: 1), Screen.Note(text: "cannot read: " + long),
      Screen.Note(text: ""),
    ]
    let renderers = TerminalRenderers.examples
    for width in Array(1...30) + [40, 80, 200] {
      for sample in samples {
        let lines = renderers.render(AnyRowContent(sample), context: TerminalRenderContext(width: width)) ?? []
        #expect(!lines.isEmpty, "\(sample) at \(width)")
        #expect(lines.allSatisfy { $0.width <= width }, "\(sample) at \(width)")
      }
    }
  }

  @Test("Sizes read as a file browser writes them")
  func sizes() async {
    let screen = Screen(
      tree: .folder(
        "s",
        entries: [
          .file("a", size: 0), .file("b", size: 1_023), .file("c", size: 1_024), .file("d", size: 10_240),
          .file("e", size: 5_400_000), .file("f"),
        ]))
    let sizes = await Self.lines(screen, width: 30).dropFirst().map {
      $0.split(separator: " ", maxSplits: 1).last ?? ""
    }
    #expect(sizes.map { $0.trimmingCharacters() } == ["0 B", "1023 B", "1 KB", "10 KB", "5.1 MB", "f"])
  }
}

extension StringProtocol {
  /// Without the spaces at either end.
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// The line of a file at `level` in a list `width` columns wide: its name after the level's
/// indentation, its size against the right edge.
func fileLine(_ name: String, size: String, level: Int, width: Int) -> String {
  let indent = String(repeating: " ", count: 2 * level)
  return indent + name + String(repeating: " ", count: width - indent.count - name.count - size.count) + size
}
