import Testing
import TesseraTesting

@testable import TesseraTerminal

@Suite("TextLayout")
struct TextLayoutTests {
  // MARK: Wrapping

  @Test("Latin text breaks at spaces and drops them at breaks")
  func latin() {
    #expect(TextLayout.wrap("The quick brown fox jumps", width: 10) == ["The quick", "brown fox", "jumps"])
    #expect(TextLayout.wrap("hello world", width: 5) == ["hello", "world"])
    #expect(TextLayout.wrap("hello     world", width: 7) == ["hello", "world"])
    #expect(TextLayout.wrap("hello world   ", width: 20) == ["hello world"])
    #expect(TextLayout.wrap("  indented text here", width: 10) == ["  indented", "text here"])
    #expect(TextLayout.wrap("a\tb", width: 5) == ["a b"])
  }

  @Test("Words longer than the line are cut")
  func longWords() {
    #expect(TextLayout.wrap("supercalifragilistic", width: 5) == ["super", "calif", "ragil", "istic"])
    #expect(TextLayout.wrap("go supercalifragilistic now", width: 8) == ["go", "supercal", "ifragili", "stic now"])
  }

  @Test("Explicit line breaks are kept")
  func newlines() {
    #expect(TextLayout.wrap("a\n\nb", width: 10) == ["a", "", "b"])
    #expect(TextLayout.wrap("a\r\nb\rc", width: 10) == ["a", "b", "c"])
    #expect(TextLayout.wrap("a\n", width: 10) == ["a", ""])
    #expect(TextLayout.wrap("", width: 10) == [""])
    #expect(TextLayout.wrap("first line\nsecond line", width: 6) == ["first", "line", "second", "line"])
  }

  @Test("CJK text breaks between any two characters")
  func cjk() {
    #expect(TextLayout.wrap("暂无评论", width: 4) == ["暂无", "评论"])
    #expect(TextLayout.wrap("查看所有评论", width: 5) == ["查看", "所有", "评论"])
    #expect(
      TextLayout.wrap("iOS实现多个可变cell复杂界面的制作", width: 10)
        == ["iOS实现多", "个可变cell", "复杂界面的", "制作"])
    #expect(TextLayout.wrap("中文字", width: 3) == ["中", "文", "字"])
    #expect(TextLayout.wrap("a中", width: 2) == ["a", "中"])
  }

  @Test("CJK closing punctuation never starts a line, opening brackets never end one")
  func kinsoku() {
    #expect(TextLayout.wrap("你好，世界。", width: 4) == ["你", "好，", "世", "界。"])
    #expect(TextLayout.wrap("看「评论」", width: 4) == ["看", "「评", "论」"])
    #expect(TextLayout.wrap("价格199元.", width: 6) == ["价格", "199元."])
  }

  @Test("Emoji and combining marks wrap as whole characters")
  func clusters() {
    #expect(TextLayout.wrap("I ❤️ Swift", width: 4) == ["I ❤️", "Swif", "t"])
    #expect(TextLayout.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    #expect(TextLayout.wrap("👨‍👩‍👧👨‍👩‍👧", width: 3) == ["👨‍👩‍👧", "👨‍👩‍👧"])
  }

  @Test("Narrow widths: wide characters become a placeholder, nothing overflows")
  func narrowWidths() {
    #expect(TextLayout.wrap("中a", width: 1) == ["…", "a"])
    #expect(TextLayout.wrap("ab 中", width: 1) == ["a", "b", "…"])
    #expect(TextLayout.wrap("中", width: 1, placeholder: "?") == ["?"])
    #expect(TextLayout.wrap("中", width: 1, placeholder: "中") == ["?"])
    #expect(TextLayout.wrap("abc", width: 0) == [])
    #expect(TextLayout.wrap("abc", width: -3) == [])
  }

  @Test("Control characters are never laid out")
  func controls() {
    #expect(TextLayout.wrap("a\u{1B}[31mb\u{7}", width: 10) == ["a[31mb"])
  }

  // MARK: Truncating and padding

  @Test("Truncation ends with an ellipsis and never exceeds the width")
  func truncate() {
    #expect(TextLayout.truncate("Hello world", width: 8) == "Hello w…")
    #expect(TextLayout.truncate("Hello world", width: 7) == "Hello…")
    #expect(TextLayout.truncate("Hello", width: 5) == "Hello")
    #expect(TextLayout.truncate("暂无评论", width: 5) == "暂无…")
    #expect(TextLayout.truncate("暂无评论", width: 4) == "暂…")
    #expect(TextLayout.truncate("abcd", width: 1) == "…")
    #expect(TextLayout.truncate("abcd", width: 0) == "")
    #expect(TextLayout.truncate("abcd", width: 2, ellipsis: "...") == "ab")
    #expect(TextLayout.truncate("abcdef", width: 5, ellipsis: "...") == "ab...")
  }

  @Test("Padding and fitting place text in a field")
  func padAndFit() {
    #expect(TextLayout.pad("ab", width: 5) == "ab   ")
    #expect(TextLayout.pad("ab", width: 5, alignment: .center) == " ab  ")
    #expect(TextLayout.pad("ab", width: 5, alignment: .trailing) == "   ab")
    #expect(TextLayout.pad("暂无", width: 5) == "暂无 ")
    #expect(TextLayout.pad("toolong", width: 3) == "toolong")
    #expect(TextLayout.fit("暂无评论", width: 5) == "暂无…")
    #expect(TextLayout.fit("中文", width: 3) == "中…")
    #expect(TextLayout.fit("ab", width: 4, alignment: .trailing) == "  ab")
    #expect(TextLayout.fit("ab", width: 0) == "")
    for width in 1...6 {
      #expect(DisplayWidth.of(TextLayout.fit("中文字abc", width: width)) == width)
    }
  }

  // MARK: Properties

  @Test("Wrapped lines fit and keep every visible character in order", arguments: [1, 2, 3, 42, 2024] as [UInt64])
  func wrapProperty(seed: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: seed)
    for _ in 0..<300 {
      let text = RandomText.make(using: &generator)
      let width = Int.random(in: 1...14, using: &generator)
      let lines = TextLayout.wrap(text, width: width)
      let widthsOK = lines.allSatisfy { DisplayWidth.of($0) <= width }
      #expect(widthsOK, "seed \(seed) width \(width) text \(text.debugDescription) lines \(lines)")
      let noTrailingSpaces = lines.allSatisfy { $0.last != " " }
      #expect(noTrailingSpaces, "seed \(seed) width \(width) text \(text.debugDescription)")
      let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
      #expect(lines.count >= paragraphs, "seed \(seed) text \(text.debugDescription)")
      let expected = RandomText.visibleCharacters(of: text, width: width)
      let actual = lines.flatMap { RandomText.visibleCharacters(of: $0, width: width) }
      #expect(actual == expected, "seed \(seed) width \(width) text \(text.debugDescription) lines \(lines)")
    }
  }

  @Test("Truncated and fitted text never exceeds the width", arguments: [7, 99] as [UInt64])
  func truncateProperty(seed: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: seed)
    for _ in 0..<300 {
      let text = RandomText.make(using: &generator).filter { !$0.isNewline }
      let width = Int.random(in: 1...14, using: &generator)
      let truncated = TextLayout.truncate(text, width: width)
      #expect(DisplayWidth.of(truncated) <= width, "seed \(seed) width \(width) text \(text.debugDescription)")
      if DisplayWidth.of(text) <= width { #expect(truncated == text, "seed \(seed)") }
      #expect(
        DisplayWidth.of(TextLayout.fit(text, width: width)) == width, "seed \(seed) text \(text.debugDescription)")
    }
  }
}

/// Random text mixing Latin words, CJK, emoji, combining marks, spaces and line breaks.
enum RandomText {
  static let pieces: [String] = [
    "a", "word", "Swift", "supercalifragilistic", "x", "暂无", "评论", "中", "查看所有评论", "，", "。",
    "「", "」", "😀", "👨‍👩‍👧", "🇩🇰", "e\u{301}", "ä", "Ω", " ", " ", "  ", "\n", "\t", "1️⃣", "ｶﾅ", "한글",
  ]

  static func make(using generator: inout SeededRandomNumberGenerator) -> String {
    let count = Int.random(in: 0...12, using: &generator)
    var text = ""
    for _ in 0..<count {
      text += pieces.randomElement(using: &generator) ?? ""
    }
    return text
  }

  /// The characters a reader sees, in order: no spaces, tabs or line breaks; characters wider
  /// than `width` as the placeholder wrapping puts in their place.
  static func visibleCharacters(of text: String, width: Int) -> [Character] {
    text.compactMap { character in
      if character.isWhitespace { return nil }
      return DisplayWidth.of(character) > width ? TextLayout.defaultPlaceholder : character
    }
  }
}
