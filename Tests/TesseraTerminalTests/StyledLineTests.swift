import Testing
import TesseraTesting

@testable import TesseraTerminal

@Suite("Styled text")
struct StyledLineTests {
  let red = TextStyle(foreground: .red)
  let boldBlue = TextStyle(foreground: .blue, attributes: .bold)

  @Test("SGR sequences start from a reset and follow the style mode")
  func sgr() {
    let style = TextStyle(foreground: .red, background: .brightBlue, attributes: [.bold, .underline])
    #expect(style.sgr(mode: .color) == "\u{1B}[0;1;4;31;104m")
    #expect(style.sgr(mode: .monochrome) == "\u{1B}[0;1;4m")
    #expect(style.sgr(mode: .plain) == "")
    #expect(TextStyle(foreground: .brightWhite).sgr(mode: .color) == "\u{1B}[0;97m")
    #expect(
      TextStyle(background: .black, attributes: [.dim, .italic, .inverse]).sgr(mode: .color)
        == "\u{1B}[0;2;3;7;40m")
    #expect(TerminalColor.green.bright == .brightGreen)
    #expect(TerminalColor.brightGreen.bright == .brightGreen)
  }

  @Test("Styled lines render with SGR only when styling is on")
  func rendering() {
    var line = StyledLine("¥199", style: red)
    line.append(" free")
    line.append("!", style: boldBlue)
    #expect(
      line.rendered(mode: .color)
        == "\u{1B}[0;31m¥199\u{1B}[0m free\u{1B}[0;1;34m!\u{1B}[0m")
    #expect(line.rendered(mode: .monochrome) == "¥199 free\u{1B}[0;1m!\u{1B}[0m")
    #expect(line.rendered(mode: .plain) == "¥199 free!")
    #expect(StyledLine("plain").rendered(mode: .color) == "plain")
  }

  @Test("NO_COLOR, TERM=dumb, a non-terminal and the policy decide the style mode")
  func capabilities() {
    func mode(_ policy: ColorPolicy, tty: Bool, _ environment: [String: String]) -> StyleMode {
      TerminalCapabilities.resolve(policy: policy, isTerminal: tty) { environment[$0] }.styleMode
    }
    #expect(mode(.auto, tty: true, [:]) == .color)
    #expect(mode(.auto, tty: true, ["NO_COLOR": "1"]) == .monochrome)
    #expect(mode(.auto, tty: true, ["NO_COLOR": "false"]) == .monochrome)
    #expect(mode(.auto, tty: true, ["NO_COLOR": ""]) == .color)
    #expect(mode(.auto, tty: false, [:]) == .plain)
    #expect(mode(.auto, tty: true, ["TERM": "dumb"]) == .plain)
    #expect(mode(.always, tty: false, ["NO_COLOR": "1"]) == .color)
    #expect(mode(.never, tty: true, [:]) == .plain)
  }

  @Test("Spans drop control characters so their width is exact")
  func sanitizing() {
    let span = StyledSpan("a\tb\nc\u{1B}[31m\u{85}d")
    #expect(span.text == "a b c[31m d")
    #expect(span.width == 11)
    #expect(StyledSpan("暂无评论").width == 8)
    #expect(StyledLine("x\r\ny").plainText == "x y")
  }

  /// Issue: a right-to-left override (U+202E) in content reached the terminal at zero width
  /// and could reorder what was shown.
  @Test("Bidi controls and other invisible format characters never reach the terminal")
  func formatCharactersDropped() {
    // These always stand alone (a cluster of their own), wherever they are.
    let dropped: [UInt32] = [
      0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C,
      0x200B, 0x2060, 0x2064, 0xFEFF, 0x00AD, 0x180E, 0xFFF9, 0xFFFB, 0xE0001,
    ]
    // These join the character before them; at the start of the text they stand alone.
    for value: UInt32 in [0x200C, 0x200D, 0xE0041] {
      #expect(StyledSpan("\(Character(Unicode.Scalar(value)!))ab").text == "ab", "U+\(String(value, radix: 16))")
    }
    for value in dropped {
      let scalar = Character(Unicode.Scalar(value)!)
      let span = StyledSpan("ab\(scalar)cd")
      #expect(span.text == "abcd", "U+\(String(value, radix: 16)) was kept")
      #expect(span.width == 4)
      #expect(StyledLine("\(scalar)").isEmpty)
      #expect(TextLayout.wrap("abc\(scalar)def", width: 3) == ["abc", "def"], "U+\(String(value, radix: 16))")
    }
    let override = StyledLine("user\u{202E}gnp.exe", style: red)
    #expect(override.plainText == "usergnp.exe")
    #expect(!override.rendered(mode: .color).unicodeScalars.contains("\u{202E}"))
    // Inside a cluster, format characters are part of what is drawn: kept.
    for kept in ["👨‍👩‍👧", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "\u{0600}١", "می\u{200C}خواهم", "e\u{301}"] {
      #expect(StyledSpan(kept).text == kept, "\(kept.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test("Whatever the text, no laid-out line holds a control or a format character on its own")
  func formatCharactersNeverLaidOut() {
    let pieces = [
      "a", "中", " ", "\u{202E}", "\u{2066}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{AD}", "\u{1B}", "\n", "👨‍👩‍👧",
      "e\u{301}",
    ]
    for seed in UInt64(1)...200 {
      var random = SeededRandomNumberGenerator(seed: seed)
      let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }
        .joined()
      let width = Int.random(in: 1...12, using: &random)
      let line = StyledLine(text, style: red)
      let lines = line.wrapped(toWidth: width) + [line.truncated(toWidth: width), line.fitted(toWidth: width)]
      for laidOut in lines {
        let shown = laidOut.rendered(mode: .plain)
        #expect(!shown.contains { $0.isInvisibleFormatControl }, "seed \(seed): \(shown.debugDescription)")
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "seed \(seed)")
        #expect(laidOut.width <= width, "seed \(seed)")
      }
      for plain in TextLayout.wrap(text, width: width) {
        #expect(!plain.contains { $0.isInvisibleFormatControl }, "seed \(seed): \(plain.debugDescription)")
      }
    }
  }

  @Test("Appending merges equal styles and skips empty text")
  func appending() {
    var line = StyledLine()
    line.append("a", style: red)
    line.append("", style: boldBlue)
    line.append("b", style: red)
    line.append("中", style: boldBlue)
    #expect(line.spans == [StyledSpan("ab", style: red), StyledSpan("中", style: boldBlue)])
    #expect(line.width == 4)
    #expect(
      line == StyledLine([StyledSpan("a", style: red), StyledSpan("b", style: red), StyledSpan("中", style: boldBlue)]))
    let joined: StyledLine = "x" + StyledLine("y", style: red)
    #expect(joined.plainText == "xy" && joined.width == 2)
  }

  @Test("Padding, truncating and fitting keep styles")
  func layout() {
    let line = StyledLine([StyledSpan("Hello ", style: red), StyledSpan("世界", style: boldBlue)])
    #expect(line.width == 10)
    let selected = TextStyle(attributes: .inverse)
    #expect(line.padded(toWidth: 12, style: selected).spans.last == StyledSpan("  ", style: selected))
    #expect(line.padded(toWidth: 12, alignment: .trailing).spans.first == StyledSpan("  "))
    #expect(line.truncated(toWidth: 9).spans == [StyledSpan("Hello ", style: red), StyledSpan("世…", style: boldBlue)])
    #expect(line.truncated(toWidth: 7).spans == [StyledSpan("Hello", style: red), StyledSpan("…", style: boldBlue)])
    #expect(line.truncated(toWidth: 5).spans == [StyledSpan("Hell…", style: red)])
    #expect(line.truncated(toWidth: 8).spans == [StyledSpan("Hello", style: red), StyledSpan("…", style: boldBlue)])
    #expect(line.truncated(toWidth: 0).isEmpty)
    for width in 1...12 {
      #expect(line.fitted(toWidth: width).width == width, "width \(width)")
    }
    let overlaid = line.merged(with: selected)
    #expect(overlaid.spans.allSatisfy { $0.style.attributes.contains(.inverse) })
    #expect(overlaid.spans.first?.style.foreground == .red)
  }

  @Test("Wrapping keeps each character's style")
  func wrapping() {
    let line = StyledLine([
      StyledSpan("View all ", style: red), StyledSpan("comments", style: boldBlue),
      StyledSpan(" 查看所有评论"),
    ])
    let wrapped = line.wrapped(toWidth: 9)
    #expect(wrapped.map(\.plainText) == ["View all", "comments", "查看所有", "评论"])
    #expect(wrapped[0].spans == [StyledSpan("View all", style: red)])
    #expect(wrapped[1].spans == [StyledSpan("comments", style: boldBlue)])
    #expect(wrapped[2].spans == [StyledSpan("查看所有")])
    #expect(line.wrapped(toWidth: 0).isEmpty)
    #expect(StyledLine().wrapped(toWidth: 5) == [StyledLine()])
    #expect(StyledLine("中", style: red).wrapped(toWidth: 1) == [StyledLine("…", style: red)])
  }

  @Test("Styled wrapping matches plain wrapping and keeps styles", arguments: [5, 11, 2025] as [UInt64])
  func wrappingProperty(seed: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: seed)
    let styles = [TextStyle.plain, red, boldBlue, TextStyle(attributes: .underline)]
    for _ in 0..<200 {
      var line = StyledLine()
      var styledCharacters: [(Character, TextStyle)] = []
      for _ in 0..<Int.random(in: 0...5, using: &generator) {
        let text = RandomText.make(using: &generator)
        let style = styles.randomElement(using: &generator) ?? .plain
        let span = StyledSpan(text, style: style)
        line.append(span)
        styledCharacters += span.text.map { ($0, style) }
      }
      let width = Int.random(in: 1...12, using: &generator)
      let wrapped = line.wrapped(toWidth: width)
      #expect(wrapped.map(\.plainText) == TextLayout.wrap(line.plainText, width: width), "seed \(seed)")
      #expect(wrapped.allSatisfy { $0.width <= width }, "seed \(seed)")
      let kept = wrapped.flatMap { wrappedLine in
        wrappedLine.spans.flatMap { span in span.text.map { ($0, span.style) } }
      }.filter { !$0.0.isWhitespace }
      let expected = styledCharacters.filter { !$0.0.isWhitespace }.map { character, style in
        DisplayWidth.of(character) > width ? (TextLayout.defaultPlaceholder, style) : (character, style)
      }
      let same =
        kept.count == expected.count
        && zip(kept, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
      #expect(same, "seed \(seed) width \(width) line \(line.plainText.debugDescription)")
    }
  }
}

@Suite("Wrapping very long text")
struct StyledLineLongWrapTests {
  /// Issue: a one-paragraph profile of 200 MB took minutes and gigabytes: every character got a
  /// layout cell although a row is never taller than HeightPolicy.maximumHeight lines.
  @Test func wrappingStopsAtTheTallestRowAndKeepsTheLinesItMakes() {
    let words = (0..<2_000).map { "word\($0 % 97)" }.joined(separator: " ")
    let line = StyledLine(words)
    let all = line.wrapped(toWidth: 30, maximumLines: .max)
    let capped = line.wrapped(toWidth: 30, maximumLines: 50)
    #expect(all.count > 50)
    #expect(capped.map(\.plainText) == all.prefix(50).map(\.plainText))
    let huge = StyledLine(String(repeating: "ab ", count: 4_000_000))  // 12 MB
    #expect(huge.wrapped(toWidth: 80).count == Int(HeightPolicy.maximumHeight))
  }
}

@Suite("ASCII-only lines")
struct StyledLineASCIITests {
  @Test func everyCharacterBecomesASCIIAndWidthsHold() {
    let line = StyledLine("▸ 成都 ¥6,516 ┌─┐ 🙂 café", style: TextStyle(attributes: .bold))
    let ascii = line.asciiOnly()
    #expect(ascii.plainText == "> ???? Y6,516 +-+ ?? caf?")
    #expect(ascii.plainText.utf8.allSatisfy { $0 < 0x80 })
    #expect(ascii.width == line.width)
    #expect(ascii.spans.allSatisfy { $0.style == TextStyle(attributes: .bold) })
    let plain = StyledLine("already ascii")
    #expect(plain.asciiOnly() == plain)
  }

  @Test(arguments: [
    (["LANG": "C.UTF-8"], true), (["LANG": "C"], false), ([:], false), (["LC_ALL": "en_GB.utf8", "LANG": "C"], true),
    (["LC_ALL": "", "LC_CTYPE": "POSIX", "LANG": "C.UTF-8"], false),
  ])
  func theLocaleDecidesUnicode(environment: [String: String], isUnicode: Bool) {
    let capabilities = TerminalCapabilities.resolve(policy: .auto, isTerminal: true) { environment[$0] }
    #expect(capabilities.isUnicode == isUnicode)
  }
}
