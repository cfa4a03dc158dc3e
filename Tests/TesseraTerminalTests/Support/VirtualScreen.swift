@testable import TesseraTerminal

/// A tiny terminal emulator for tests: understands exactly what ``FrameRenderer`` may write
/// (cursor position, erase line, erase screen, SGR, mode switches) and records anything it
/// does not, or text written past the right margin, as a violation.
struct VirtualScreen {
  private(set) var size: TerminalSize
  /// One entry per cell: a character, or `nil` for the right half of a wide character and
  /// for blank cells.
  private var cells: [[Character?]]
  private var row = 0
  private var column = 0
  /// Whether the last column was just written: with autowrap off, more text would overwrite it.
  private var isAtRightMargin = false
  /// Problems found in the output, such as text past the right margin.
  private(set) var violations: [String] = []

  init(size: TerminalSize) {
    self.size = size
    cells = Array(repeating: Array(repeating: nil, count: size.columns), count: size.rows)
  }

  /// Changes the size like a terminal window would: content is cut or blank-extended.
  mutating func resize(to newSize: TerminalSize) {
    var resized: [[Character?]] = Array(
      repeating: Array(repeating: nil, count: newSize.columns), count: newSize.rows)
    for r in 0..<min(size.rows, newSize.rows) {
      for c in 0..<min(size.columns, newSize.columns) { resized[r][c] = cells[r][c] }
    }
    cells = resized
    size = newSize
    row = min(row, max(newSize.rows - 1, 0))
    column = min(column, max(newSize.columns - 1, 0))
  }

  /// The rows as text, without trailing blanks.
  var lines: [String] {
    cells.map { row in
      var text = ""
      for cell in row { if let cell { text.append(cell) } else { text.append(" ") } }
      while text.last == " " { text.removeLast() }
      return text.replacingWideGaps()
    }
  }

  /// Interprets `output`.
  mutating func apply(_ output: String) {
    var characters = Array(output)[...]
    while let character = characters.popFirst() {
      if character == "\u{1B}" {
        guard characters.popFirst() == "[" else {
          violations.append("ESC not followed by [")
          continue
        }
        var parameters = ""
        while let next = characters.first, next.isASCII, !next.isLetter {
          parameters.append(next)
          characters.removeFirst()
        }
        guard let final = characters.popFirst() else {
          violations.append("unterminated sequence")
          return
        }
        control(parameters, final)
        continue
      }
      put(character)
    }
  }

  private mutating func control(_ parameters: String, _ final: Character) {
    switch (parameters, final) {
    case (_, "H"):
      let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
      row = min(max((numbers.first ?? 1) - 1, 0), size.rows - 1)
      column = min(max((numbers.count > 1 ? numbers[1] : 1) - 1, 0), size.columns - 1)
      isAtRightMargin = false
    case ("", "K"):
      let start = isAtRightMargin ? size.columns : column
      for c in start..<size.columns { cells[row][c] = nil }
    case ("2", "J"):
      for r in 0..<size.rows { for c in 0..<size.columns { cells[r][c] = nil } }
    case (_, "m"), (_, "h"), (_, "l"):
      break
    default:
      violations.append("unexpected sequence \(parameters)\(final)")
    }
  }

  private mutating func put(_ character: Character) {
    let width = DisplayWidth.of(character)
    if character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      violations.append("control character \(character.unicodeScalars.map(\.value)) written")
      return
    }
    guard width > 0 else { return }
    guard !isAtRightMargin, column + width <= size.columns else {
      violations.append("\(character) written past the right margin at row \(row)")
      return
    }
    cells[row][column] = character
    if width == 2 { cells[row][column + 1] = nil }
    column += width
    if column >= size.columns {
      column = size.columns - 1
      isAtRightMargin = true
    }
  }
}

extension String {
  /// A wide character fills two cells, the second shown as a blank by ``VirtualScreen/lines``;
  /// this removes those blanks so rows compare with the text that was drawn.
  fileprivate func replacingWideGaps() -> String {
    var result = ""
    var skipNextBlank = false
    for character in self {
      if skipNextBlank && character == " " {
        skipNextBlank = false
        continue
      }
      skipNextBlank = DisplayWidth.of(character) == 2
      result.append(character)
    }
    return result
  }
}
