/// How many columns text occupies: the cells it covers in a terminal, the advances it takes in
/// HeadlessUIKit's labels (where a column is half an em of the label's font).
///
/// Widths follow what terminals draw, per grapheme cluster (a Swift `Character`):
/// - East Asian Wide and Fullwidth characters (CJK ideographs, Hangul syllables, kana, fullwidth
///   forms, CJK punctuation) and emoji with emoji presentation take **2** columns;
/// - emoji sequences (a base followed by VS16 `U+FE0F`, a keycap `U+20E3`, a skin-tone modifier,
///   tag characters, or joined with ZWJ `U+200D`) and flags (a pair of regional indicators) take
///   **2** columns as a whole;
/// - combining marks (Mn, Me), format characters such as zero-width joiners and spaces,
///   variation selectors and Hangul medial/final jamo take **0**;
/// - control characters take **0**: they are never drawn (styled rendering drops them);
/// - everything else, including East Asian Ambiguous characters and unassigned code points,
///   takes **1**.
///
/// A cluster that is not an emoji sequence is as wide as the sum of its scalars, so `e\u{301}` is
/// 1 column and a Hangul syllable spelled with conjoining jamo is 2.
///
/// ```swift
/// DisplayWidth.of("暂无评论")      // 8
/// DisplayWidth.of("e\u{301}")     // 1
/// DisplayWidth.of("👨‍👩‍👧‍👦")          // 2
/// ```
public enum DisplayWidth {
  /// The width of `scalar` drawn on its own: 0, 1 or 2 columns.
  ///
  /// - Complexity: O(1) for ASCII and Latin-1; O(log r) otherwise, r being the number of table
  ///   ranges (about 500).
  @inlinable
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if value < 0x300 { return 1 }
    return nonLatinWidth(value)
  }

  /// The width of one grapheme cluster.
  ///
  /// - Complexity: O(s log r) for a cluster of s scalars.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
    }
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    guard let second = scalars.next() else { return of(first) }
    if isRegionalIndicator(first.value) && isRegionalIndicator(second.value) { return 2 }
    let emojiBase = isEmojiBase(first.value)
    var sum = of(first)
    var next: Unicode.Scalar? = second
    while let scalar = next {
      if emojiBase && isEmojiSequenceMarker(scalar.value) { return 2 }
      sum += of(scalar)
      next = scalars.next()
    }
    return sum
  }

  /// The width of `text`: the sum of the widths of its grapheme clusters.
  ///
  /// The leading ASCII part of `text` is measured on its UTF-8 bytes without grapheme breaking,
  /// so ASCII text costs about a nanosecond per character.
  ///
  /// - Complexity: O(n) in the length of `text`.
  @inlinable
  public static func of(_ text: some StringProtocol) -> Int {
    let utf8 = text.utf8
    // Fast path: count the printable bytes of the ASCII prefix straight from the buffer.
    let prefix = utf8.withContiguousStorageIfAvailable { buffer -> (width: Int, length: Int) in
      var width = 0
      var length = 0
      for byte in buffer {
        if byte >= 0x80 { break }
        if byte >= 0x20 && byte != 0x7F { width += 1 }
        length += 1
      }
      return (width, length)
    }
    guard let (asciiWidth, asciiLength) = prefix else { return widthByCharacter(text) }
    if asciiLength == utf8.count { return asciiWidth }
    // The ASCII character just before the first non-ASCII byte may start its cluster (as in
    // `e\u{301}`), so measure from there again.
    guard asciiLength > 0 else { return widthByCharacter(text) }
    let restart = utf8.index(utf8.startIndex, offsetBy: asciiLength - 1)
    let byte = utf8[restart]
    let counted = byte >= 0x20 && byte != 0x7F ? 1 : 0
    return asciiWidth - counted + widthByCharacter(text[restart...])
  }

  /// The sum of the widths of the grapheme clusters of `text`.
  @usableFromInline
  static func widthByCharacter(_ text: some StringProtocol) -> Int {
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  // MARK: - Internals

  /// Whether `value` is a regional indicator (half of a flag).
  @usableFromInline
  static func isRegionalIndicator(_ value: UInt32) -> Bool {
    value >= 0x1F1E6 && value <= 0x1F1FF
  }

  /// Whether a cluster starting with `value` becomes a 2-column emoji when followed by an emoji
  /// sequence marker: emoji characters and the keycap bases `#`, `*` and `0`...`9`.
  static func isEmojiBase(_ value: UInt32) -> Bool {
    if value < 0x80 {
      return value == 0x23 || value == 0x2A || (value >= 0x30 && value <= 0x39)
    }
    return emojiTableContains(value)
  }

  /// Scalars that turn the cluster they follow an emoji base in into an emoji presentation:
  /// VS16, the combining keycap, ZWJ, skin-tone modifiers and tag characters.
  static func isEmojiSequenceMarker(_ value: UInt32) -> Bool {
    switch value {
    case 0xFE0F, 0x20E3, 0x200D, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
    default: return false
    }
  }

  /// Width of a scalar at or above U+0300.
  @usableFromInline
  static func nonLatinWidth(_ value: UInt32) -> Int {
    // The most common wide blocks first: CJK Unified Ideographs and Hangul syllables.
    if value >= 0x4E00 && value <= 0x9FFF { return 2 }
    if value >= 0xAC00 && value <= 0xD7A3 { return 2 }
    let table = widthTable
    var low = 0
    var high = table.count
    // Find the last range that starts at or before `value`.
    while low < high {
      let middle = (low + high) &>> 1
      if UInt32(truncatingIfNeeded: table[middle] &>> 32) <= value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low > 0 else { return 1 }
    let entry = table[low - 1]
    let end = UInt32(truncatingIfNeeded: (entry &>> 8) & 0xFF_FFFF)
    return value <= end ? Int(entry & 0xFF) : 1
  }

  /// Whether `value` has the Unicode `Emoji` property (outside ASCII).
  static func emojiTableContains(_ value: UInt32) -> Bool {
    let table = emojiTable
    var low = 0
    var high = table.count
    while low < high {
      let middle = (low + high) &>> 1
      if UInt32(truncatingIfNeeded: table[middle] &>> 24) <= value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low > 0 else { return false }
    return value <= UInt32(truncatingIfNeeded: table[low - 1] & 0xFF_FFFF)
  }
}
