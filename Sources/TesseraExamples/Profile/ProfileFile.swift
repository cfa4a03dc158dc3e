import Foundation
import TesseraTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a profile file through the system calls themselves, so that every failure can be said
/// precisely: an empty path, a symbolic-link loop, a directory or another kind of file that is
/// not a regular one (a device, a pipe, a socket), a file above the size limit, or the system's
/// own reason (`strerror`), never a framework's error domain and code.
enum ProfileFile {
  /// The largest profile read: 64 MiB. A profile response is a few kilobytes; past this the file
  /// is refused at once with its size, instead of taking the memory and time of a file that is
  /// almost certainly not a profile.
  static let maximumSize = 64 << 20

  /// What reading a file gave.
  enum Outcome {
    /// The file's bytes.
    case read([UInt8])
    /// Why it could not be read.
    case failed(ProfileLoadError.Problem)
  }

  /// The bytes of the file at `path`, or why they cannot be read.
  static func read(_ path: String) -> Outcome {
    guard !path.isEmpty else { return .failed(.unreadable(reason: "the path is empty")) }
    var status = stat()
    guard stat(path, &status) == 0 else { return .failed(problem(statError: errno, path: path)) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failed(.unreadable(reason: "it is a directory"))
    case S_IFCHR: return .failed(.unreadable(reason: "it is not a regular file but a character device"))
    case S_IFBLK: return .failed(.unreadable(reason: "it is not a regular file but a block device"))
    case S_IFIFO: return .failed(.unreadable(reason: "it is not a regular file but a pipe (FIFO)"))
    case S_IFSOCK: return .failed(.unreadable(reason: "it is not a regular file but a socket"))
    default: return .failed(.unreadable(reason: "it is not a regular file"))
    }
    guard Int(status.st_size) <= maximumSize else {
      return .failed(
        .unreadable(reason: "it is \(status.st_size) bytes; profiles larger than \(maximumSize >> 20) MiB are refused"))
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failed(.unreadable(reason: SystemError.reason(errno))) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += buffer[..<count]
        // Files whose size the system does not know (some under /proc) are bounded here.
        guard bytes.count <= maximumSize else {
          return .failed(.unreadable(reason: "it is larger than \(maximumSize >> 20) MiB; larger profiles are refused"))
        }
      } else if count == 0 {
        return .read(bytes)
      } else if errno != EINTR {
        return .failed(.unreadable(reason: SystemError.reason(errno)))
      }
    }
  }

  /// `read(2)`, spelt with its module because `read` inside this type is ``read(_:)``.
  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #elseif canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
    #endif
  }

  private static func problem(statError code: Int32, path: String) -> ProfileLoadError.Problem {
    switch code {
    case ENOENT:
      // A link whose target is missing is worth telling apart from a missing file.
      var link = stat()
      if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
        return .unreadable(reason: "it is a symbolic link to a file that does not exist")
      }
      return .fileNotFound
    case ELOOP: return .unreadable(reason: "it is a symbolic-link loop (or a chain of more than 40 links)")
    case ENOTDIR: return .unreadable(reason: "a part of the path before the file name is not a directory")
    case ENAMETOOLONG: return .unreadable(reason: "the path is too long")
    default: return .unreadable(reason: SystemError.reason(code))
    }
  }
}
