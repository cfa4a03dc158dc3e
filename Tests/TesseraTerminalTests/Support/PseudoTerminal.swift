#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX pseudo-terminal functions. Glibc's module map hides them (they need
/// `_XOPEN_SOURCE`), so on Linux they are looked up at run time.
enum PTYFunctions {
  #if canImport(Glibc)
  typealias OpenFunction = @convention(c) (Int32) -> Int32
  typealias DescriptorFunction = @convention(c) (Int32) -> Int32
  typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let address = dlsym(nil, name) else { return nil }
    return unsafeBitCast(address, to: type)
  }
  static let openpt = symbol("posix_openpt", as: OpenFunction.self)
  static let grantpt = symbol("grantpt", as: DescriptorFunction.self)
  static let unlockpt = symbol("unlockpt", as: DescriptorFunction.self)
  static let ptsname = symbol("ptsname", as: NameFunction.self)
  #else
  static let openpt: ((Int32) -> Int32)? = { posix_openpt($0) }
  static let grantpt: ((Int32) -> Int32)? = { Darwin.grantpt($0) }
  static let unlockpt: ((Int32) -> Int32)? = { Darwin.unlockpt($0) }
  static let ptsname: ((Int32) -> UnsafeMutablePointer<CChar>?)? = { Darwin.ptsname($0) }
  #endif
}

/// A pseudo-terminal pair opened in the test process: the `terminal` side behaves like the
/// user's terminal device for a program, the `controller` side is where the emulator would sit.
final class PseudoTerminal {
  enum Failure: Error { case cannotOpen(String) }

  /// The emulator's side: write keys here, read what the program drew.
  let controller: Int32
  /// The program's side: a real terminal device (`isatty` is true).
  let terminal: Int32

  init(columns: Int = 80, rows: Int = 24) throws {
    guard let openPseudoTerminal = PTYFunctions.openpt, let grantpt = PTYFunctions.grantpt,
      let unlockpt = PTYFunctions.unlockpt, let ptsname = PTYFunctions.ptsname
    else { throw Failure.cannotOpen("pseudo-terminal functions not found") }
    let controller = openPseudoTerminal(O_RDWR | O_NOCTTY)
    guard controller >= 0 else { throw Failure.cannotOpen("posix_openpt errno \(errno)") }
    guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller) else {
      close(controller)
      throw Failure.cannotOpen("grantpt/unlockpt/ptsname errno \(errno)")
    }
    let terminal = open(name, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else {
      close(controller)
      throw Failure.cannotOpen("open \(String(cString: name)) errno \(errno)")
    }
    self.controller = controller
    self.terminal = terminal
    setSize(columns: columns, rows: rows)
  }

  deinit {
    closeController()
    close(terminal)
  }

  private var isControllerOpen = true

  /// Closes the emulator's side, as when the terminal window goes away.
  func closeController() {
    if isControllerOpen {
      close(controller)
      isControllerOpen = false
    }
  }

  /// Sets the window size the program sees.
  func setSize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
  }

  /// Types `text` into the terminal.
  func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(controller, &bytes, bytes.count)
  }

  /// Reads what the program wrote until `condition` holds for it or `attempts` polls of
  /// `pollMilliseconds` pass without new output.
  func readOutput(
    attempts: Int = 50, pollMilliseconds: Int32 = 20, until condition: (String) -> Bool = { _ in false }
  ) -> String {
    var collected: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var quietPolls = 0
    while quietPolls < attempts {
      if condition(String(decoding: collected, as: UTF8.self)) { break }
      var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, pollMilliseconds) > 0 else {
        quietPolls += 1
        continue
      }
      let count = read(controller, &buffer, buffer.count)
      guard count > 0 else { break }
      collected += buffer[..<count]
    }
    return String(decoding: collected, as: UTF8.self)
  }

  /// The terminal settings of the program's side, as raw bytes for exact comparison.
  func settingsBytes() -> [UInt8] {
    var settings = termios()
    _ = tcgetattr(terminal, &settings)
    return withUnsafeBytes(of: &settings) { Array($0) }
  }

  /// The terminal settings of the program's side.
  func settings() -> termios {
    var settings = termios()
    _ = tcgetattr(terminal, &settings)
    return settings
  }
}
