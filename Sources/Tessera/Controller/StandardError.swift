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

/// Standard error as a text stream, so diagnostics never mix with a terminal host's screen.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    var bytes = Array(string.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        #if canImport(ucrt)
        let written = _write(2, buffer.baseAddress! + offset, UInt32(buffer.count - offset))
        #else
        let written = Int(writeBytes(2, buffer.baseAddress! + offset, buffer.count - offset))
        #endif
        guard written > 0 else { return }
        offset += Int(written)
      }
    }
  }
}
