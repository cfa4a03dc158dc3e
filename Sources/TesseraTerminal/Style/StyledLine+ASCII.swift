extension StyledLine {
  /// This line with only ASCII characters, for terminals whose locale is not UTF-8 (`LANG=C`):
  /// markers, arrows and box drawing become their usual ASCII stand-ins (`▸` `>`, `─` `-`,
  /// `┌` `+`, `•` `*`, `…` `...` where it fits), and any other character becomes `?` once per
  /// column it takes, so every line keeps its width and the layout holds.
  ///
  /// - Complexity: O(n) in the characters of the line.
  public func asciiOnly() -> StyledLine {
    guard spans.contains(where: { !$0.text.utf8.allSatisfy { $0 < 0x80 } }) else { return self }
    return StyledLine(
      spans.map { span in
        var text = ""
        text.reserveCapacity(span.text.utf8.count)
        for character in span.text {
          if character.isASCII {
            text.append(character)
          } else if let replacement = Self.asciiStandIns[character] {
            text += replacement
          } else {
            text += String(repeating: "?", count: DisplayWidth.of(character))
          }
        }
        return StyledSpan(text, style: span.style)
      })
  }

  /// One column each, like the characters they stand for.
  private static let asciiStandIns: [Character: String] = [
    "▸": ">", "▾": "v", "›": ">", "‹": "<", "•": "*", "·": "-", "…": ".",
    "─": "-", "│": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+",
    "↑": "^", "↓": "v", "←": "<", "→": ">", "✓": "v", "✔": "v", "✗": "x", "⚠": "!",
    "“": "\"", "”": "\"", "‘": "'", "’": "'", "–": "-", "—": "-", "¥": "Y",
  ]
}
