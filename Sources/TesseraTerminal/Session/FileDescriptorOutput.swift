#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text stream that writes straight to a file descriptor, whole: partial and interrupted
/// writes are retried (through the same loop the terminal session uses for the screen).
/// Programs use it for their own messages; ``TerminalListApp`` routes diagnostics to
/// ``standardError`` with it, so they never mix with the screen.
///
/// ```swift
/// var output = FileDescriptorOutput.standardError
/// print("something went wrong", to: &output)
/// ```
public struct FileDescriptorOutput: TextOutputStream, Sendable {
  /// The descriptor written to.
  public let descriptor: Int32
  /// The `errno` of the first write that failed (a closed pipe, a full disk), if any: the
  /// rest of that text was dropped.
  public private(set) var failureCode: Int32?

  /// A stream writing to `descriptor`.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Standard output (descriptor 1).
  public static var standardOutput: FileDescriptorOutput { FileDescriptorOutput(descriptor: 1) }
  /// Standard error (descriptor 2); when the program has none (``isStandardErrorAvailable`` is
  /// `false`), a stream that drops what is written to it: its ``descriptor`` is -1, so its
  /// writes fail (`EBADF`) and reach nothing.
  public static var standardError: FileDescriptorOutput {
    FileDescriptorOutput(descriptor: isStandardErrorAvailable ? TerminalSignals.standardErrorDescriptor : -1)
  }

  /// Whether the program has a standard error to write to: `false` when descriptor 2 is closed,
  /// open on no file or open for reading only (see ``problem``) the first time this is read.
  ///
  /// Decided once, for the life of the process. A program started with standard error closed
  /// (`2>&-`) finds descriptor 2 taken by the runtime's own event queue, or by the next file it
  /// opens, and a message written there would land in that. ``standardError`` drops its text
  /// then, and ``TerminalSession`` leaves descriptor 2 alone. Read it first thing in `main`,
  /// before the program opens a file.
  public static let isStandardErrorAvailable = FileDescriptorOutput(descriptor: 2).problem == nil

  /// Writes all of `string`; stops at the first error other than an interruption.
  public mutating func write(_ string: String) {
    if !POSIX.writeAll(descriptor, string), failureCode == nil { failureCode = errno }
  }

  /// Why nothing can be written to ``descriptor``, or `nil` when it can be: "is closed" when it
  /// is not open, or when it is open on something that is no file, pipe, socket or device;
  /// "is open for reading only" when it cannot be written.
  ///
  /// The second kind of "closed" matters: a program started with its standard output closed
  /// (`>&-`) finds descriptor 1 reused by the runtime's own event queue once that is set up,
  /// and its text would go there (refused as "invalid argument", or taken as an event). Ask
  /// first thing in `main`, while the descriptor is still closed, to name it to the user.
  public var problem: String? {
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0 else { return "is closed" }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return "cannot be examined (\(SystemError.reason(errno)))" }
    if POSIX.isOpenOnNoFile(status) { return "is closed" }
    if flags & O_ACCMODE == O_RDONLY { return "is open for reading only" }
    return nil
  }
}
