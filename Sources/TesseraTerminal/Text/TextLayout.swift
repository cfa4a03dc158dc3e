/// Lays plain text out in terminal columns: wrapping, truncation and padding by display width
/// (see ``DisplayWidth``).
///
/// Every function here treats a width below 1 as "nothing fits" and never returns text wider
/// than asked for (assuming East Asian Ambiguous characters are 1 column, as ``DisplayWidth``
/// does). For text with styles, ``StyledLine`` offers the same operations.
public enum TextLayout {
  /// What stands in for a character wider than the whole line (a CJK character in a
  /// 1-column field), so that nothing overflows.
  public static let defaultPlaceholder: Character = "…"

  /// What ends truncated text by default.
  public static let defaultEllipsis = "…"

  /// Wraps `text` into lines no wider than `width` columns.
  ///
  /// - Explicit line breaks (`\n`, `\r\n`, `\r`, U+2028...) are kept; each starts a new line, so
  ///   `"a\n"` gives `["a", ""]` and `""` gives `[""]`.
  /// - Latin text breaks at spaces; CJK text may break between any two characters, except
  ///   before closing punctuation such as `，` or `。` and after opening brackets such as `「`.
  /// - Words longer than the line are cut where they overflow.
  /// - Spaces at the end of a line, and spaces a wrap carries to the start of the next line, are
  ///   dropped; indentation at the start of a paragraph is kept.
  /// - A character wider than `width` (a CJK character when `width` is 1) is replaced by
  ///   `placeholder`, which should be 1 column wide (`?` is used otherwise).
  /// - Tabs become single spaces and other control characters are dropped.
  ///
  /// - Returns: the lines, or an empty array when `width` is less than 1.
  /// - Complexity: O(n) for ordinary text of n characters (O(n × width) at worst).
  public static func wrap(
    _ text: String, width: Int, placeholder: Character = defaultPlaceholder
  ) -> [String] {
    guard width > 0 else { return [] }
    if let line = singleASCIILine(text, width: width) { return [line] }
    var cells: [LayoutCell] = []
    cells.reserveCapacity(text.utf8.count)
    for character in text {
      if let cell = LayoutCell(character, tag: 0) { cells.append(cell) }
    }
    let ranges = LineBreaker.breakLines(
      &cells, width: width, placeholder: safePlaceholder(placeholder))
    return ranges.map { range in
      var line = ""
      for cell in cells[range] { line.append(cell.character) }
      return line
    }
  }

  /// `text` shortened to at most `width` columns, ending with `ellipsis` when it was cut.
  ///
  /// Text that fits is returned unchanged. Spaces before the ellipsis are dropped. When even the
  /// ellipsis does not fit, the text is cut without it. `text` is treated as one line: wrap it
  /// first if it may hold line breaks.
  ///
  /// - Complexity: O(n).
  public static func truncate(
    _ text: String, width: Int, ellipsis: String = defaultEllipsis
  ) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    let budget = ellipsisWidth <= width ? width - ellipsisWidth : width
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > budget { break }
      result.append(character)
      used += characterWidth
    }
    if ellipsisWidth <= width {
      while result.last == " " { result.removeLast() }
      result += ellipsis
    }
    return result
  }

  /// `text` with spaces added to make it `width` columns wide, placed by `alignment`.
  ///
  /// Text already as wide or wider is returned unchanged; use
  /// ``fit(_:width:alignment:ellipsis:)`` to get exactly `width` columns.
  ///
  /// - Complexity: O(n + width).
  public static func pad(
    _ text: String, width: Int, alignment: TextAlignment = .leading
  ) -> String {
    let (before, after) = alignment.split(width - DisplayWidth.of(text))
    if before == 0 && after == 0 { return text }
    return String(repeating: " ", count: before) + text + String(repeating: " ", count: after)
  }

  /// `text` truncated and padded to exactly `width` columns (an empty string for widths below 1).
  ///
  /// A wide character that would straddle the end of the field is dropped and the gap padded.
  ///
  /// - Complexity: O(n + width).
  public static func fit(
    _ text: String, width: Int, alignment: TextAlignment = .leading,
    ellipsis: String = defaultEllipsis
  ) -> String {
    guard width > 0 else { return "" }
    return pad(truncate(text, width: width, ellipsis: ellipsis), width: width, alignment: alignment)
  }

  // MARK: - Internals

  /// `text` without trailing spaces when it is printable ASCII on one line that fits.
  static func singleASCIILine(_ text: String, width: Int) -> String? {
    var count = 0
    var lastNonSpace = 0
    for byte in text.utf8 {
      guard byte >= 0x20 && byte < 0x7F else { return nil }
      count += 1
      if byte != 0x20 { lastNonSpace = count }
    }
    guard count <= width else { return nil }
    return lastNonSpace == count ? text : String(text.prefix(lastNonSpace))
  }

  /// `placeholder`, or `?` when it is not exactly one column wide.
  static func safePlaceholder(_ placeholder: Character) -> Character {
    DisplayWidth.of(placeholder) == 1 ? placeholder : "?"
  }
}
