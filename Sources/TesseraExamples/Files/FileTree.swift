/// A folder or a file of a file tree, as far as it has been read: a folder's entries are `nil`
/// until someone reads them, so a tree of any size costs what was opened of it.
///
/// The tree is a plain value: the screen that shows it never touches a disk, and whoever runs
/// it (`tessera-demo files`) reads a folder when it is first opened and hands its entries over.
///
/// ```swift
/// let sources = FileTree.folder("Sources", entries: [
///   .folder("Tessera", entries: nil),   // not read yet
///   .file("README.md", size: 1_024),
/// ])
/// ```
public struct FileTree: Sendable, Equatable {
  /// The entry's name in its folder (the last component of its path).
  public var name: String
  /// Whether this is a folder (which may hold entries) rather than a file.
  public var isFolder: Bool
  /// A file's size in bytes, when known.
  public var size: Int?
  /// A folder's entries in any order, or `nil` while the folder has not been read (always `nil`
  /// for a file).
  public var entries: [FileTree]?
  /// Why a folder could not be read (permission denied…); `nil` when it could, or was not tried.
  public var problem: String?

  /// A folder named `name` with `entries` (`nil`: not read yet).
  public static func folder(_ name: String, entries: [FileTree]?) -> FileTree {
    FileTree(name: name, isFolder: true, size: nil, entries: entries, problem: nil)
  }

  /// A file named `name` of `size` bytes.
  public static func file(_ name: String, size: Int? = nil) -> FileTree {
    FileTree(name: name, isFolder: false, size: size, entries: nil, problem: nil)
  }

  /// Whether this is a folder whose entries were read, or whose reading failed.
  public var isRead: Bool { !isFolder || entries != nil || problem != nil }

  /// `entries` as a file browser lists them: folders first, then files, each by name (ignoring
  /// case, then exactly, so the order is the same on every run).
  public var sortedEntries: [FileTree] {
    (entries ?? []).sorted { first, second in
      if first.isFolder != second.isFolder { return first.isFolder }
      let (a, b) = (first.name.lowercased(), second.name.lowercased())
      return a != b ? a < b : first.name < second.name
    }
  }

  // MARK: Paths

  /// The path of the tree's top folder itself, from which every other path starts.
  public static let rootPath = "."

  /// The path of the entry `name` in the folder at `path`: `"a/b"` for `b` in `a`, `"a"` for
  /// `a` at the top.
  public static func path(of name: String, in path: String) -> String {
    path == rootPath ? name : path + "/" + name
  }

  /// The entry at `path` (``rootPath`` for the tree itself), or `nil` when no entry read so
  /// far has that path.
  public func entry(at path: String) -> FileTree? {
    var node = self
    for name in Self.components(of: path) {
      guard let next = node.entries?.first(where: { $0.name == name }) else { return nil }
      node = next
    }
    return node
  }

  /// Changes the entry at `path` with `change`; returns `false` (and changes nothing) when no
  /// entry read so far has that path.
  @discardableResult
  public mutating func modifyEntry(at path: String, _ change: (inout FileTree) -> Void) -> Bool {
    Self.modify(&self, components: Self.components(of: path)[...], change)
  }

  private static func modify(
    _ node: inout FileTree, components: ArraySlice<String>, _ change: (inout FileTree) -> Void
  ) -> Bool {
    guard let name = components.first else {
      change(&node)
      return true
    }
    guard let index = node.entries?.firstIndex(where: { $0.name == name }) else { return false }
    return modify(&node.entries![index], components: components.dropFirst(), change)
  }

  /// The names along `path`, from the top: `["a", "b"]` for `"a/b"`, `"./a//b/"` as well;
  /// none for ``rootPath``.
  public static func components(of path: String) -> [String] {
    path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
  }
}
