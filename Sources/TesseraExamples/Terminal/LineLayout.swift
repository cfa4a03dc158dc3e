import TesseraTerminal

/// The layouts the example renderers are made of. Every function returns lines no wider than
/// `width` (and at least one line for a width of 1 or more), whatever the text.
enum LineLayout {
  /// `body` wrapped after `prefix`, continuation lines indented by the prefix's width:
  ///
  /// ```
  /// ◆ Buy 2, get 10% off on every
  ///   order this week
  /// ```
  ///
  /// When the prefix leaves no room, the two are wrapped together instead.
  /// - Complexity: O(n) in the length of the text.
  static func hanging(_ prefix: StyledLine, _ body: StyledLine, width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    let room = width - prefix.width
    guard room >= 4 else { return (prefix + body).wrapped(toWidth: width) }
    let indent = StyledLine(String(repeating: " ", count: prefix.width))
    return body.wrapped(toWidth: room).enumerated().map { index, line in
      (index == 0 ? prefix : indent) + line
    }
  }

  /// `leading` on the left and `trailing` against the right edge of one line when both fit
  /// with a space between them; otherwise `leading` wrapped, then `trailing` right-aligned on
  /// a line of its own (cut if it is wider than the line).
  /// - Complexity: O(n + width).
  static func spread(_ leading: StyledLine, _ trailing: StyledLine, width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    if trailing.isEmpty { return leading.wrapped(toWidth: width) }
    if leading.width + 1 + trailing.width <= width {
      return [leading.padded(toWidth: width - trailing.width) + trailing]
    }
    let last = trailing.truncated(toWidth: width).padded(toWidth: width, alignment: .trailing)
    return leading.wrapped(toWidth: width) + [last]
  }

  /// One line: `line` cut to `width` with an ellipsis if needed.
  static func single(_ line: StyledLine, width: Int) -> [StyledLine] {
    width > 0 ? [line.truncated(toWidth: width)] : []
  }

  /// A line of `width` spaces (the blank rows inside boxes).
  static func blank(_ width: Int) -> StyledLine {
    StyledLine(String(repeating: " ", count: max(0, width)))
  }

  /// `amount` with thousands separators: `12,345`.
  static func grouped(_ amount: Int) -> String {
    let digits = String(amount.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return amount < 0 ? "-" + result : result
  }
}
