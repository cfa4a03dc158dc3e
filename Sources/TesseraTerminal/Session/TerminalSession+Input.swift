#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalSession {
  /// Why `descriptor` cannot be read for keys, or `nil` when it can: "is closed" when it is not
  /// open, or when it is open on something that is no file at all. The second case matters:
  /// a program started with its standard input closed (`<&-`) finds descriptor 0 reused by the
  /// runtime's own event queue before `main` runs, and reading keys from it would wait for ever.
  /// "is open for writing only" when it cannot be read; "is a directory"; and "is the terminal
  /// of another job" when it is a terminal whose foreground is another process group (the
  /// program was started in the background).
  public static func inputProblem(of descriptor: Int32) -> String? {
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0 else { return "is closed" }
    if flags & O_ACCMODE == O_WRONLY { return "is open for writing only" }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return "cannot be examined (errno \(errno))" }
    if status.st_mode & S_IFMT == S_IFDIR { return "is a directory" }
    if POSIX.isOpenOnNoFile(status) { return "is closed" }
    // A background job that took the terminal over would fight the shell for it, and leave it
    // raw when the shell takes it back.
    if isatty(descriptor) == 1 && TerminalSignals.isInBackground(on: descriptor) {
      return "is the terminal of another job: this one runs in the background (run it in the foreground)"
    }
    return nil
  }
}
