/// The few control sequences (ECMA-48 / xterm) that Tessera writes to a terminal.
public enum TerminalControl {
  /// Resets colours and attributes to the terminal's default (SGR 0).
  public static let resetStyle = "\u{1B}[0m"
  /// Switches to the alternate screen, keeping the user's scrollback intact.
  public static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Returns from the alternate screen to the normal one.
  public static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Hides the cursor.
  public static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  public static let showCursor = "\u{1B}[?25h"
  /// Turns automatic wrapping at the right margin off, so that a line that is too wide can
  /// never spill onto the next row.
  public static let disableAutowrap = "\u{1B}[?7l"
  /// Turns automatic wrapping at the right margin back on (the terminal's default).
  public static let enableAutowrap = "\u{1B}[?7h"
  /// Erases the whole screen (the cursor does not move).
  public static let clearScreen = "\u{1B}[2J"
  /// Erases from the cursor to the end of its line, in the default background once the style
  /// was reset.
  public static let eraseToEndOfLine = "\u{1B}[K"
  /// Moves the cursor to the top-left corner.
  public static let cursorHome = "\u{1B}[H"

  /// Appends the sequence moving the cursor to `row`, `column` (both 0-based) to `output`.
  public static func appendMoveCursor(row: Int, column: Int, to output: inout String) {
    output += "\u{1B}["
    output += String(max(row, 0) + 1)
    output += ";"
    output += String(max(column, 0) + 1)
    output += "H"
  }

  /// The sequence moving the cursor to `row`, `column` (both 0-based).
  public static func moveCursor(row: Int, column: Int) -> String {
    var output = ""
    appendMoveCursor(row: row, column: column, to: &output)
    return output
  }
}
