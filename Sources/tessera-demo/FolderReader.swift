import Foundation
import TesseraExamples
import TesseraTerminal

/// Reads folders from disk for `tessera-demo files`, one level at a time: only when the user
/// first opens a folder, so a huge tree costs what was opened of it.
enum FolderReader {
  /// The entries of the folder at `path`, one level deep (sub-folders not read yet), or why
  /// they could not be read.
  static func entries(ofFolderAt path: String) -> Result<[FileTree], DemoFailure> {
    let files = FileManager.default
    let names: [String]
    do {
      names = try files.contentsOfDirectory(atPath: path)
    } catch {
      return .failure(DemoFailure(reason(error)))
    }
    return .success(
      names.map { name in
        let full = (path as NSString).appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        // A link is shown as what it points to; one that points nowhere, as a file.
        if files.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
          return .folder(name, entries: nil)
        }
        let size = (try? files.attributesOfItem(atPath: full)[.size]) as? NSNumber
        return .file(name, size: size?.intValue)
      })
  }

  /// The tree of the folder at `path`, its own entries read, and those of each folder in
  /// `expanded` (paths relative to it). Throws when `path` is missing, is not a folder or cannot
  /// be read, or a folder of `expanded` is not in it: the message says which, and what to give
  /// instead.
  static func tree(at path: String, reading expanded: Set<String>) throws -> FileTree {
    guard !path.isEmpty else { throw DemoFailure("the folder's path is empty (give the path of a folder to browse)") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw DemoFailure("no such folder: \(path) (give the path of a folder to browse)")
    }
    guard isDirectory.boolValue else {
      throw DemoFailure("\(path) is a file, not a folder (give the path of a folder to browse)")
    }
    let name = (path as NSString).standardizingPath.split(separator: "/").last.map(String.init) ?? "/"
    var tree = FileTree.folder(name, entries: nil)
    switch entries(ofFolderAt: path) {
    case .success(let entries): tree.entries = entries
    case .failure(let failure): throw DemoFailure("cannot read \(path): \(failure.message)")
    }
    // Parents before their children, so each folder is read once its parent has listed it.
    for folder in expanded.sorted(by: { $0.split(separator: "/").count < $1.split(separator: "/").count }) {
      guard let entry = tree.entry(at: folder), entry.isFolder else {
        throw DemoFailure("--expand \(folder): there is no folder \(folder) in \(path)")
      }
      if !entry.isRead { read(folder, in: path, into: &tree) }
    }
    return tree
  }

  /// Reads the folder at `folder` (relative to `root`) into `tree`, as entries or as the
  /// reason it could not be read.
  static func read(_ folder: String, in root: String, into tree: inout FileTree) {
    let full = folder == FileTree.rootPath ? root : (root as NSString).appendingPathComponent(folder)
    switch entries(ofFolderAt: full) {
    case .success(let entries): tree.modifyEntry(at: folder) { $0.entries = entries }
    case .failure(let failure): tree.modifyEntry(at: folder) { $0.problem = failure.message }
    }
  }

  /// The action that hands the folder at `folder` (relative to `root`) to a ``FilesScreen``.
  static func action(reading folder: String, in root: String) -> FilesScreen.Action {
    let full = folder == FileTree.rootPath ? root : (root as NSString).appendingPathComponent(folder)
    switch entries(ofFolderAt: full) {
    case .success(let entries): return .read(folder, entries: entries)
    case .failure(let failure): return .failed(folder, reason: failure.message)
    }
  }

  /// What went wrong, in the system's words ("permission denied") where it has some.
  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return SystemError.reason(Int32(underlying.code))
    }
    return error.localizedDescription
  }

  // MARK: The package's sources

  /// The package's own `Sources` folder: looked for above the current directory, then above
  /// this executable (which a build puts under `.build` in the package); `nil` when neither is
  /// inside the package.
  static func packageSources() -> String? {
    var starts = [FileManager.default.currentDirectoryPath]
    #if os(Linux)
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      starts.append(executable)
    }
    #else
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path { starts.append(executable) }
    #endif
    for start in starts {
      var directory = (start as NSString).standardizingPath
      // At most as many steps as the path has components: "/" is its own parent.
      for _ in 0...directory.split(separator: "/").count {
        let sources = (directory as NSString).appendingPathComponent("Sources")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")),
          FileManager.default.fileExists(
            atPath: (sources as NSString).appendingPathComponent("tessera-demo"), isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          return sources
        }
        directory = (directory as NSString).deletingLastPathComponent
      }
    }
    return nil
  }
}
