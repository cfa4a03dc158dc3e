import Testing

@testable import TesseraText

@Suite("DisplayWidth")
struct DisplayWidthTests {
  @Test("ASCII is one column per printable character, controls take none")
  func ascii() {
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("Hello, world") == 12)
    #expect(DisplayWidth.of("a\tb\u{7F}c\u{1B}") == 3)
    #expect(DisplayWidth.of("line\r\n") == 4)
    #expect(DisplayWidth.of(Character("a")) == 1)
    #expect(DisplayWidth.of(Character("\n")) == 0)
    #expect(DisplayWidth.of(Unicode.Scalar(0x85)!) == 0)
  }

  @Test("CJK text from the seeds is two columns per character")
  func chineseSeedStrings() {
    #expect(DisplayWidth.of("暂无评论") == 8)
    #expect(DisplayWidth.of("查看所有评论") == 12)
    #expect(DisplayWidth.of("iOS实现多个可变cell复杂界面的制作") == 3 + 2 * 6 + 4 + 2 * 7)
    #expect(DisplayWidth.of("商品详情，价格：¥199。") == 2 * 8 + 1 + 3 + 2)
  }

  @Test(
    "Hangul, kana, fullwidth forms and CJK punctuation are wide",
    arguments: [
      ("한국어", 6), ("カタカナ", 8), ("ひらがな", 8), ("ＡＢＣ", 6), ("「」。、", 8), ("\u{3000}", 2),
      ("ｶﾀｶﾅ", 4),  // halfwidth katakana stay narrow
    ])
  func wideScripts(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width, "\(text)")
  }

  @Test(
    "Emoji, flags, ZWJ sequences, keycaps and VS16 are two columns",
    arguments: [
      ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("🇨🇳", 2), ("🇩🇰🇺🇸", 4), ("1️⃣", 2), ("#️⃣", 2),
      ("❤️", 2), ("❤", 1), ("☺︎", 1), ("🏳️‍🌈", 2), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2), ("a😀b", 4),
    ])
  func emoji(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test(
    "Combining marks, joiners and variation selectors take no columns",
    arguments: [
      ("e\u{301}", 1), ("a\u{300}\u{316}\u{35C}", 1), ("\u{301}", 0), ("a\u{200B}b", 2),
      ("a\u{200D}b", 2), ("\u{FE0F}", 0), ("x\u{FE00}", 1), ("\u{1100}\u{1161}\u{11A8}", 2),
      ("ä", 1), ("Zürich", 6), ("naïve café", 10), ("\u{AD}", 1),
    ])
  func zeroWidth(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test("The width of a string is the sum over its characters")
  func stringIsSumOfCharacters() {
    let samples = [
      "iOS实现多个可变cell复杂界面的制作", "e\u{301}t\u{301}e\u{301}", "Ålborg 👨‍👩‍👧 København",
      "abc\u{301}", "\u{301}abc", "x\r\ny", "中\u{308}文", "Ab🇩🇰!",
    ]
    for text in samples {
      let sum = text.reduce(0) { $0 + DisplayWidth.of($1) }
      #expect(DisplayWidth.of(text) == sum, "\(text)")
      #expect(DisplayWidth.of(text[...]) == sum, "\(text)")
    }
  }

  @Test("Scalar widths at table edges")
  func scalarEdges() {
    let cases: [(UInt32, Int)] = [
      (0x20, 1), (0x7E, 1), (0x1F, 0), (0xA0, 1), (0x2FF, 1), (0x300, 0), (0x36F, 0), (0x370, 1),
      (0x10FF, 1), (0x1100, 2), (0x115F, 2), (0x1160, 0), (0x11FF, 0), (0x1200, 1), (0x2E7F, 1),
      (0x2E80, 2), (0x3000, 2), (0x303F, 1), (0x4E00, 2), (0x9FFF, 2), (0xAC00, 2), (0xD7A3, 2),
      (0xD7B0, 0), (0xFF01, 2), (0xFF61, 1), (0xFFE0, 2), (0x1F600, 2), (0x1F1E6, 1),
      (0x20000, 2), (0x2FFFD, 2), (0x30000, 2), (0xE0001, 0), (0xE0100, 0), (0x10FFFF, 1),
    ]
    for (value, width) in cases {
      let scalar = Unicode.Scalar(value)!
      #expect(DisplayWidth.of(scalar) == width, "U+\(String(value, radix: 16, uppercase: true))")
    }
  }
}
