/// Turns whole frames into the least output that puts them on screen.
///
/// A frame is the list of lines for the screen, top to bottom. The renderer remembers what it
/// drew last; for a new frame it writes only the rows that changed (cursor to the row, the
/// line, erase to the end of the row), and everything after a size change or
/// ``invalidate()``. The result is one string to write in one call
/// (``TerminalSession/write(_:)``), so the terminal never shows half a frame.
///
/// The screen cannot be corrupted by a frame: lines wider than the screen are cut, rows beyond
/// the screen are ignored, rows the frame does not cover are cleared, and styles are reset at
/// the end of every line.
///
/// ```swift
/// var renderer = FrameRenderer(styleMode: capabilities.styleMode)
/// session.write(renderer.render(lines, size: session.size))
/// ```
public struct FrameRenderer: Sendable {
  /// How much styling the output carries.
  public var styleMode: StyleMode {
    didSet { if styleMode != oldValue { invalidate() } }
  }
  /// Whether the terminal shows Unicode; when `false` every line is drawn with
  /// ``StyledLine/asciiOnly()`` (a locale that is not UTF-8, such as `LANG=C`).
  public var isUnicode = true {
    didSet { if isUnicode != oldValue { invalidate() } }
  }
  /// The size the last frame was drawn for, if any.
  public private(set) var size: TerminalSize?
  /// What is on screen: one line per row, each already cut to the width.
  public private(set) var screen: [StyledLine] = []
  private var needsFullRedraw = true

  /// A renderer that has drawn nothing yet; its first frame is drawn in full.
  public init(styleMode: StyleMode) {
    self.styleMode = styleMode
  }

  /// Forgets what is on screen, so the next frame is drawn in full (after the screen was
  /// disturbed, e.g. by another program's output or on the user's request).
  public mutating func invalidate() {
    needsFullRedraw = true
  }

  /// The output that brings the screen from the last frame to `frame` on a terminal of `size`;
  /// empty when nothing changed.
  ///
  /// A full redraw (first frame, new size, after ``invalidate()``) clears the screen first and
  /// then writes every non-empty row; otherwise only rows whose line differs are written.
  ///
  /// - Complexity: O(rows × columns) to compare, plus the size of the output.
  public mutating func render(_ frame: [StyledLine], size: TerminalSize) -> String {
    let full = needsFullRedraw || size != self.size
    self.size = size
    needsFullRedraw = false
    guard size.columns > 0, size.rows > 0 else {
      screen = []
      return ""
    }
    var output = ""
    if full {
      output += TerminalControl.resetStyle
      output += TerminalControl.cursorHome
      output += TerminalControl.clearScreen
      screen = Array(repeating: StyledLine(), count: size.rows)
    }
    for row in 0..<size.rows {
      var line = row < frame.count ? frame[row] : StyledLine()
      if !isUnicode { line = line.asciiOnly() }
      if line.width > size.columns { line = line.truncated(toWidth: size.columns, ellipsis: "") }
      if line == screen[row] { continue }
      TerminalControl.appendMoveCursor(row: row, column: 0, to: &output)
      line.appendRendered(to: &output, mode: styleMode)
      if line.width < size.columns { output += TerminalControl.eraseToEndOfLine }
      screen[row] = line
    }
    return output
  }
}
