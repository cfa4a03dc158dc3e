#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TesseraExamples

/// Issue: files that are not regular files said "You don't have permission" (as root), a
/// symbolic-link loop said "file not found", an empty path said "it is a directory", and
/// /proc/self/mem printed "NSCocoaErrorDomain error 256".
@Suite("Profile files that cannot be read")
struct ProfileFileTests {
  /// A fresh directory with a FIFO, a symbolic-link loop, a dangling link and a regular file.
  private static func fixtures() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-files-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    #expect(mkfifo(directory + "/fifo", 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/loop-a", withDestinationPath: directory + "/loop-b")
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/loop-b", withDestinationPath: directory + "/loop-a")
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/dangling", withDestinationPath: directory + "/nothing")
    return directory
  }

  private func message(forPath path: String) -> String {
    do {
      _ = try Profile.load(fromPath: path)
      return "loaded"
    } catch {
      return error.description
    }
  }

  @Test(
    "Each kind of unreadable path says what is wrong",
    arguments: [
      ("/dev/zero", "could not read the file: it is not a regular file but a character device"),
      ("FIXTURES/fifo", "could not read the file: it is not a regular file but a pipe (FIFO)"),
      ("", "could not read the file: the path is empty"),
      ("FIXTURES/loop-a", "could not read the file: it is a symbolic-link loop (or a chain of more than 40 links)"),
      ("FIXTURES/dangling", "could not read the file: it is a symbolic link to a file that does not exist"),
      ("FIXTURES", "could not read the file: it is a directory"),
      ("/proc/self/mem", "could not read the file: input/output error"),
      ("FIXTURES/missing.json", "file not found: expected a JSON file at this path"),
    ])
  func unreadable(path: String, problem: String) throws {
    let directory = try Self.fixtures()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let resolved = path.replacingOccurrences(of: "FIXTURES", with: directory)
    let text = message(forPath: resolved)
    // An empty path has no name to put first: the message is the problem alone.
    #expect(text == (resolved.isEmpty ? problem : "\(resolved): \(problem)"))
    #expect(!text.contains("NSCocoaErrorDomain") && !text.contains("permission"))
  }

  @Test("A file larger than the limit is refused with its size, without reading it")
  func tooLarge() throws {
    let directory = try Self.fixtures()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/huge.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 200 << 20) == 0)  // sparse: 200 MiB that take no disk
    #expect(
      message(forPath: path)
        == "\(path): could not read the file: it is 209715200 bytes; profiles larger than 64 MiB are refused")
  }
}
