#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's own words for an `errno` value, for messages that say why a system call failed.
public enum SystemError {
  /// `strerror(code)` starting with a lower-case letter, to fit after a colon: "no space left
  /// on device"; "error 123" when the system has no words for it.
  public static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    let reason = String(cString: text)
    return reason.prefix(1).lowercased() + reason.dropFirst()
  }
}
