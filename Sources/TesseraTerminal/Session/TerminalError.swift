/// Why a ``TerminalSession`` could not start.
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Another session is already active in this process; restore it first.
  case sessionAlreadyActive
  /// A system call failed; `name` is the call and `code` its `errno`.
  case systemCall(name: String, code: Int32)
  /// The input descriptor cannot give keys; `problem` says why (closed, write-only…).
  case inputUnavailable(problem: String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .sessionAlreadyActive:
      "another terminal session is already active; restore it before starting a new one"
    case .systemCall(let name, let code):
      "\(name) failed with errno \(code)"
    case .inputUnavailable(let problem):
      "standard input \(problem), so no key can be read"
    }
  }
}
