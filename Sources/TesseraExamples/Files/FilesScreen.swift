import Tessera

/// A file browser: a folder tree as an outline, folders first, each folder a parent row whose
/// entries show while it is expanded, at any depth.
///
/// The screen shows the ``FileTree`` it holds and nothing else: a folder not read yet is a
/// parent with no children, which its host expands as any other. Whoever runs the screen
/// watches which folders are expanded (``unreadFolders(expanded:)``), reads them and sends
/// ``Action/read(_:entries:)``; the controller keeps every folder's expansion by its path, so
/// the entries appear under the folder the user opened.
///
/// ```swift
/// let session = ScreenSession(FilesScreen(tree: .folder("Sources", entries: [.file("main.swift")])))
/// session.start()
/// ```
public struct FilesScreen: ExampleScreen, Equatable {
  /// The tree as read so far.
  public var tree: FileTree
  /// Where the tree's top folder is, as the user gave it; shown on the status line.
  public var location: String
  /// The paths of the folders shown expanded at first (the top folder always is); the user's
  /// choices take over from there, kept by the controller.
  public var initiallyExpanded: Set<String>
  /// What the user last opened, for the host to show.
  public var status: String?

  /// A browser of `tree`, found at `location`, with the folders at `initiallyExpanded` open.
  public init(tree: FileTree, location: String = "", initiallyExpanded: Set<String> = []) {
    self.tree = tree
    self.location = location
    self.initiallyExpanded = initiallyExpanded
  }

  /// A folder or a file, as a row shows it.
  public struct Entry: Equatable, Sendable {
    /// The name in its folder.
    public var name: String
    /// Whether it is a folder.
    public var isFolder: Bool
    /// A file's size in bytes, when known.
    public var size: Int?

    /// An entry named `name`: a folder, or a file of `size` bytes.
    public init(name: String, isFolder: Bool, size: Int? = nil) {
      self.name = name
      self.isFolder = isFolder
      self.size = size
    }
  }

  /// A dim line inside a folder that has no entries to show: empty, or not readable.
  public struct Note: Equatable, Sendable {
    /// What to say.
    public var text: String

    /// A note saying `text`.
    public init(text: String) { self.text = text }
  }

  /// What the user and the one reading the disk can do.
  public enum Action: Equatable, Sendable {
    /// A file was selected (by its path).
    case open(String)
    /// The folder at the path was read: these are its entries, in any order.
    case read(String, entries: [FileTree])
    /// The folder at the path could not be read, for this reason.
    case failed(String, reason: String)
  }

  /// Moves to the state that follows `action`.
  public mutating func apply(_ action: Action) {
    switch action {
    case .open(let path): status = "Open \(path)"
    case .read(let path, let entries):
      tree.modifyEntry(at: path) { folder in
        folder.entries = entries
        folder.problem = nil
      }
    case .failed(let path, let reason):
      tree.modifyEntry(at: path) { $0.problem = reason }
    }
  }

  /// The list: one section holding the top folder, expanded.
  /// - Complexity: O(entries read); the rows of collapsed folders are built but not shown.
  public func snapshot(send: @escaping Send<Action>) -> ListSnapshot {
    ListSnapshot {
      Section("files") {
        row(for: tree, at: FileTree.rootPath, send: send).initiallyExpanded()
      }
    }
  }

  /// The row of `entry` at `path`, with its entries below it when it is a folder.
  private func row(for entry: FileTree, at path: String, send: @escaping Send<Action>) -> Row {
    let content = Entry(name: entry.name, isFolder: entry.isFolder, size: entry.size)
    guard entry.isFolder else {
      return Row(path, content).onSelect { _ in send(.open(path)) }
    }
    var children: [Row]
    if let problem = entry.problem {
      children = [Row(path + "/\u{0}problem", Note(text: "cannot read: \(problem)"))]
    } else if let entries = entry.entries {
      children = entry.sortedEntries.map { row(for: $0, at: FileTree.path(of: $0.name, in: path), send: send) }
      if entries.isEmpty { children = [Row(path + "/\u{0}empty", Note(text: "empty"))] }
    } else {
      // Not read yet: a parent with nothing in it until the folder is read.
      children = []
    }
    return Row(path, content).children(children).initiallyExpanded(initiallyExpanded.contains(path))
  }

  /// The paths of the folders that are expanded (their row ids in `expanded`) but not read yet,
  /// top folders first: what to read next.
  /// - Complexity: O(entries read).
  public func unreadFolders(expanded: Set<RowID>) -> [String] {
    var unread: [String] = []
    var pending: [(FileTree, String)] = [(tree, FileTree.rootPath)]
    while let (entry, path) = pending.popLast() {
      guard entry.isFolder, expanded.contains(RowID(path)) else { continue }
      if !entry.isRead { unread.append(path) }
      for child in entry.entries ?? [] where child.isFolder {
        pending.append((child, FileTree.path(of: child.name, in: path)))
      }
    }
    return unread.sorted { FileTree.components(of: $0).count < FileTree.components(of: $1).count }
  }
}
