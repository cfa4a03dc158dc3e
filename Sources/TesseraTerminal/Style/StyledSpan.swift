import TesseraText

/// A run of text drawn in one style, safe to write to a terminal.
///
/// The text never holds control characters: tabs and line breaks become spaces and other
/// controls are dropped when the span is made, so its ``width`` is exactly what it occupies.
/// Invisible format characters standing alone (a right-to-left override, a zero-width space)
/// are dropped too, so nothing can reorder or hide what a line shows.
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

  /// `text` with tabs and line breaks turned into spaces, and other control characters and
  /// invisible format characters (`Character.isInvisibleFormatControl` of TesseraText) dropped.
  ///
  /// - Complexity: O(n); text without anything to change is returned as it is.
  static func sanitized(_ text: String) -> String {
    if isClean(text) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character.isNewline || character == "\t" {
        result.append(" ")
        continue
      }
      let first = character.unicodeScalars.first?.value ?? 0
      if first < 0x20 || (first >= 0x7F && first < 0xA0) { continue }
      if character.isInvisibleFormatControl { continue }
      result.append(character)
    }
    return result
  }

  /// Whether `text` holds no control and no format character: nothing for ``sanitized(_:)``
  /// to change. Printable ASCII is checked byte by byte; other text scalar by scalar.
  static func isClean(_ text: String) -> Bool {
    var isASCII = true
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F { return false }
      if byte >= 0x80 { isASCII = false }
    }
    if isASCII { return true }
    for scalar in text.unicodeScalars where scalar.value >= 0x80 {
      if scalar.value < 0xA0 { return false }  // C1 controls
      if scalar.mayBeFormatCharacter && scalar.properties.generalCategory == .format { return false }
    }
    return true
  }
}
