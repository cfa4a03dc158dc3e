/// A run of text drawn in one style, safe to write to a terminal.
///
/// The text never holds control characters: tabs and line breaks become spaces and other
/// controls are dropped when the span is made, so its ``width`` is exactly what it occupies.
public struct StyledSpan: Sendable, Hashable, CustomStringConvertible {
  /// The text, without control characters.
  public let text: String
  /// How the text looks.
  public let style: TextStyle
  /// The display width of ``text`` in columns.
  public let width: Int

  /// A span showing `text` in `style`.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public init(_ text: String, style: TextStyle = .plain) {
    let clean = StyledSpan.sanitized(text)
    self.text = clean
    self.style = style
    self.width = DisplayWidth.of(clean)
  }

  /// Makes a span from text already known to be clean, with its width.
  init(uncheckedText text: String, style: TextStyle, width: Int) {
    self.text = text
    self.style = style
    self.width = width
  }

  /// The text.
  public var description: String { text }

  /// `text` with tabs and line breaks turned into spaces and other control characters dropped.
  static func sanitized(_ text: String) -> String {
    var isClean = true
    var previous: UInt8 = 0
    for byte in text.utf8 {
      // C0 controls and DEL, and C1 controls (encoded as C2 80...C2 9F).
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte < 0xA0) {
        isClean = false
        break
      }
      previous = byte
    }
    if isClean { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character.isNewline || character == "\t" {
        result.append(" ")
        continue
      }
      let first = character.unicodeScalars.first?.value ?? 0
      if first < 0x20 || (first >= 0x7F && first < 0xA0) { continue }
      result.append(character)
    }
    return result
  }
}
