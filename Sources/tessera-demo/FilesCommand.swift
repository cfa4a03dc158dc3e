import ArgumentParser
import TesseraExamples
import TesseraTerminal

/// `tessera-demo files`: a file browser over a real folder, read from disk as it is opened.
struct FilesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "files",
    abstract: "A file browser: a real folder tree as an outline, each folder read when it is first opened.",
    discussion: """
      Folders come first, then files, each by name. → opens the selected folder, or moves to \
      its first entry when it is open; ← closes it, or moves to the folder above. Enter opens \
      or closes a folder too. A folder is read from disk the first time it opens, and kept: \
      closing and opening it again shows what was read. Each folder's state is kept by its \
      path, so folders open deeper inside a closed one are open again when it opens.

      With --print, the folders given with --expand (paths inside PATH, e.g. --expand Tessera \
      --expand Tessera/Model) are read and shown open; they also start open on the \
      interactive screen.
      """
  )

  @Argument(
    help: ArgumentHelp(
      "The folder to browse (default: the Sources folder of this package, found above the current directory).",
      valueName: "path"))
  var path: String?

  @Option(
    name: .customLong("expand"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp("A folder inside PATH to show open (repeatable).", valueName: "folder"))
  var expanded: [String] = []

  @OptionGroup var display: DisplayOptions

  func run() async throws {
    try await reportingFailures {
      let status = try await Self.run(path: path, expanded: expanded, display: display)
      if status != 0 { throw ExitCode(status) }
    }
  }

  @MainActor
  private static func run(path: String?, expanded: [String], display: DisplayOptions) async throws -> Int32 {
    guard let root = path ?? FolderReader.packageSources() else {
      throw DemoFailure(
        "no folder given, and this package's Sources folder is not above the current directory: "
          + "give a folder to browse (tessera-demo files PATH)")
    }
    // "a/b/" and "./a//b" name the folder "a/b" of the tree.
    let open = Set(expanded.map { FileTree.components(of: $0).joined(separator: "/") }.filter { !$0.isEmpty })
    let tree = try FolderReader.tree(at: root, reading: open)
    let page = ScreenSession(FilesScreen(tree: tree, location: root, initiallyExpanded: open))
    if display.printsOnce {
      try await DemoScreen.print(page.snapshot, options: display)
      return 0
    }
    return await FilesDemo(page: page, root: root).run(display: display)
  }
}

/// The interactive file browser: reads each folder the user opens, once.
@MainActor
final class FilesDemo {
  let page: ScreenSession<FilesScreen>
  let root: String
  private static let hints = "→ ← open/close · ↑↓ move · q quit"

  init(page: ScreenSession<FilesScreen>, root: String) {
    self.page = page
    self.root = root
  }

  func run(display: DisplayOptions) async -> Int32 {
    await DemoScreen.run(page.controller, options: display) { [self] _, view in
      view.status = DemoScreen.status(root, hints: Self.hints)
      // After each update (a folder opened with → or Enter among them), read the folders
      // that are open but not read yet; their entries come as one more update.
      page.controller.addUpdateHandler { [weak self] in self?.readOpenedFolders() }
      page.onAction = { [self] action in
        if case .open = action { view.status = DemoScreen.status(page.screen.status, hints: Self.hints) }
      }
      page.start()
    }
  }

  /// Reads every folder that is open and not read yet.
  private func readOpenedFolders() {
    for folder in page.screen.unreadFolders(expanded: page.controller.expandedRowIDs) {
      page.dispatch(FolderReader.action(reading: folder, in: root))
    }
  }
}
