#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

#if !canImport(ucrt)
private let writeBytes = write
#endif

/// A text stream that writes straight to a file descriptor, whole: partial and interrupted
/// writes are retried. Tessera writes its default diagnostics to ``standardError``, so they
/// never mix with a terminal host's screen; programs can use it for their own messages.
///
/// ```swift
/// var output = FileDescriptorOutput.standardError
/// print("something went wrong", to: &output)
/// ```
public struct FileDescriptorOutput: TextOutputStream, Sendable {
  /// The descriptor written to.
  public let descriptor: Int32

  /// A stream writing to `descriptor`.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Standard output (descriptor 1).
  public static var standardOutput: FileDescriptorOutput { FileDescriptorOutput(descriptor: 1) }
  /// Standard error (descriptor 2).
  public static var standardError: FileDescriptorOutput { FileDescriptorOutput(descriptor: 2) }

  /// Writes all of `string`; stops at the first error other than an interruption.
  public mutating func write(_ string: String) {
    var bytes = Array(string.utf8)[...]
    while !bytes.isEmpty {
      #if canImport(ucrt)
      let written = Int(bytes.withUnsafeBytes { _write(descriptor, $0.baseAddress, UInt32($0.count)) })
      #else
      let written = bytes.withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      #endif
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
