#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, async-signal-safe wrappers around the system calls the session needs.
enum POSIX {
  /// Writes all `count` bytes at `bytes` to `descriptor`, retrying after interruptions and
  /// short writes and waiting when the descriptor is non-blocking and full. Stops at the first
  /// real error. Uses only `write(2)` and `poll(2)`, so it is safe in a signal handler.
  @discardableResult
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Bool {
    var offset = 0
    while offset < count {
      let written = write(descriptor, bytes + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, 1000)
      } else {
        return false
      }
    }
    return true
  }

  /// Writes the UTF-8 bytes of `text` to `descriptor` (see ``writeAll(_:_:_:)``).
  @discardableResult
  static func writeAll(_ descriptor: Int32, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return true }
      return writeAll(descriptor, base, buffer.count)
    }
  }

  /// `original` with canonical mode, echo, signal keys and extended input processing off, and
  /// reads returning as soon as one byte is there. Output processing stays on, so a stray `\n`
  /// written by someone else still returns the carriage.
  static func rawMode(from original: termios) -> termios {
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }

  /// The window size of the terminal `descriptor` refers to, or `nil` when it is not a terminal
  /// or reports no size.
  static func windowSize(of descriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// The value of the environment variable `name`.
  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// Whether a descriptor whose `fstat` gave `status` is open on something that is no file,
  /// pipe, socket or device: the runtime's own event queue, set up on a descriptor the program
  /// was started without. Such a descriptor counts as closed.
  static func isOpenOnNoFile(_ status: stat) -> Bool {
    let type = status.st_mode & S_IFMT
    return !(type == S_IFCHR || type == S_IFIFO || type == S_IFREG || type == S_IFSOCK)
  }

  /// Makes `descriptor` non-blocking and closed on exec.
  static func configurePipeEnd(_ descriptor: Int32) {
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }

  /// Milliseconds for `poll(2)` until `deadline`: rounded up, at least 0, at most `Int32.max`;
  /// -1 (wait for ever) without a deadline.
  static func pollTimeout(until deadline: ContinuousClock.Instant?) -> Int32 {
    guard let deadline else { return -1 }
    let remaining = deadline - ContinuousClock.now
    guard remaining > .zero else { return 0 }
    let (seconds, attoseconds) = remaining.components
    let perMillisecond: Int64 = 1_000_000_000_000_000
    var milliseconds = seconds.multipliedReportingOverflow(by: 1000)
    guard !milliseconds.overflow else { return Int32.max }
    milliseconds.partialValue += attoseconds / perMillisecond
    if attoseconds % perMillisecond != 0 { milliseconds.partialValue += 1 }
    return Int32(clamping: milliseconds.partialValue)
  }
}
