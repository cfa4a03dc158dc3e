#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TesseraTerminal

/// `FileDescriptorOutput.problem`: whether text can be written to a descriptor at all, asked
/// before the first write so a program can name the descriptor.
@Suite("FileDescriptorOutput")
struct FileDescriptorOutputTests {
  /// A pipe as (read end, write end), both closed in children.
  private func makePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  @Test("A pipe's write end, a terminal-less device and a file can be written")
  func writable() throws {
    let ends = try makePipe()
    defer {
      close(ends.read)
      close(ends.write)
    }
    #expect(FileDescriptorOutput(descriptor: ends.write).problem == nil)
    let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
    try #require(null >= 0)
    defer { close(null) }
    #expect(FileDescriptorOutput(descriptor: null).problem == nil)
  }

  @Test("A descriptor that is not open is closed")
  func notOpen() {
    // No process has this many descriptors: the number is never reused by another test.
    #expect(FileDescriptorOutput(descriptor: Int32.max).problem == "is closed")
    #expect(FileDescriptorOutput(descriptor: -1).problem == "is closed")
  }

  @Test("A descriptor open for reading only cannot be written")
  func readOnly() throws {
    let ends = try makePipe()
    defer {
      close(ends.read)
      close(ends.write)
    }
    #expect(FileDescriptorOutput(descriptor: ends.read).problem == "is open for reading only")
    let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
    try #require(null >= 0)
    defer { close(null) }
    #expect(FileDescriptorOutput(descriptor: null).problem == "is open for reading only")
  }

  #if os(Linux)
  /// What a closed standard output becomes once the runtime's event queue takes its number:
  /// a descriptor on no file (an eventfd or epoll instance there; an inotify instance here,
  /// the kind of descriptor the C library module offers).
  @Test("A descriptor open on no file counts as closed")
  func noFile() throws {
    let queue = inotify_init1(Int32(IN_CLOEXEC))
    try #require(queue >= 0)
    defer { close(queue) }
    #expect(FileDescriptorOutput(descriptor: queue).problem == "is closed")
  }
  #endif
}
