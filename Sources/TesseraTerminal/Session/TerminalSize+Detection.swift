extension TerminalSize {
  /// The size of the terminal: asked of `output`, then of `input` (`ioctl(TIOCGWINSZ)`); when
  /// neither is a terminal that knows its size, from the `COLUMNS` and `LINES` environment
  /// variables; else 80 × 24.
  public static func current(output: Int32, input: Int32) -> TerminalSize {
    resolve(measured: reported(output: output, input: input), environment: POSIX.environment)
  }

  /// The size the terminal reports: asked of `output`, then of `input` (`ioctl(TIOCGWINSZ)`);
  /// `nil` when neither is a terminal that knows its size, where ``current(output:input:)``
  /// falls back to `COLUMNS` and `LINES`. A program tells from it where a size came from, to
  /// name the right thing to fix when the size cannot be used.
  public static func reported(output: Int32, input: Int32) -> TerminalSize? {
    POSIX.windowSize(of: output) ?? POSIX.windowSize(of: input)
  }

  /// The size to use given a `measured` one (if any) and the environment: the pure core of
  /// ``current(output:input:)``. `COLUMNS` and `LINES` count only when they are
  /// positive integers; each falls back to 80 and 24 on its own.
  public static func resolve(
    measured: TerminalSize?, environment: (String) -> String?
  ) -> TerminalSize {
    if let measured, measured.columns > 0, measured.rows > 0 { return measured }
    func positive(_ name: String) -> Int? {
      guard let text = environment(name), let value = Int(text), value > 0 else { return nil }
      return value
    }
    return TerminalSize(
      columns: positive("COLUMNS") ?? fallback.columns, rows: positive("LINES") ?? fallback.rows)
  }
}
