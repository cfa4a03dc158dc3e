/// What ``TerminalSession/nextEvent(timeout:)`` returns.
public enum TerminalEvent: Sendable, Hashable {
  /// A key was pressed.
  case key(Key)
  /// The terminal changed size; the payload is the new size.
  case resize(TerminalSize)
  /// The timeout passed without input: time for an animation tick.
  case timeout
  /// Input is over (standard input closed or failed); every later call returns this again.
  case endOfInput
}
