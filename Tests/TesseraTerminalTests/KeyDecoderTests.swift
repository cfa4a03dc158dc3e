import Testing

@testable import TesseraTerminal

@Suite("KeyDecoder")
struct KeyDecoderTests {
  /// Every sequence the decoder knows, with the key it means.
  static let sequences: [(String, Key)] = [
    ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
    ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab), ("\u{1B}OM", .enter),
    ("\r", .enter), ("\n", .enter), ("\r\n", .enter), (" ", .space), ("\t", .tab),
    ("\u{7F}", .backspace), ("\u{8}", .backspace), ("\u{3}", .ctrlC), ("\u{1}", .control("a")),
    ("\u{1A}", .control("z")), ("q", .character("q")), ("Q", .character("Q")), ("~", .character("~")),
    ("é", .character("é")), ("中", .character("中")), ("😀", .character("😀")),
  ]

  func decode(_ chunks: [UInt8]...) -> [Key] {
    var decoder = KeyDecoder()
    return chunks.flatMap { decoder.decode($0) }
  }

  @Test("Every known sequence decodes to its key")
  func everySequence() {
    for (sequence, key) in Self.sequences {
      #expect(decode(Array(sequence.utf8)) == [key], "\(sequence.debugDescription)")
    }
  }

  @Test("A sequence split across reads decodes once complete")
  func splitReads() {
    for (sequence, key) in Self.sequences {
      let bytes = Array(sequence.utf8)
      for cut in 1..<max(bytes.count, 1) {
        let keys = decode(Array(bytes[..<cut]), Array(bytes[cut...]))
        #expect(keys == [key], "\(sequence.debugDescription) cut at \(cut)")
      }
    }
  }

  @Test("UTF-8 split at every byte decodes the same characters")
  func utf8SplitEverywhere() {
    let text = "aé中😀z"
    let bytes = Array(text.utf8)
    let expected = text.unicodeScalars.map { Key.character(Character($0)) }
    for cut in 0...bytes.count {
      #expect(decode(Array(bytes[..<cut]), Array(bytes[cut...])) == expected, "cut at \(cut)")
    }
    #expect(decode([0xF0], [0x9F], [0x98], [0x80]) == [.character("😀")])
  }

  @Test("Many keys in one read come out in order")
  func manyKeys() {
    let input = Array("j\u{1B}[Bk\u{1B}OA\r\u{1B}[6~ q".utf8)
    #expect(
      decode(input) == [.character("j"), .down, .character("k"), .up, .enter, .pageDown, .space, .character("q")])
  }

  @Test("An ESC at the end of a read waits; given up, it is the Escape key")
  func escape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.escape])
    #expect(decoder.decode(Array("q\u{1B}".utf8)) == [.character("q")])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flush() == [.escape])
    #expect(decode(Array("\u{1B}\u{1B}[A".utf8)) == [.escape, .up])
  }

  /// Issue: a burst of arrow keys larger than one read could end the read right after an ESC,
  /// which then was the Escape key (and quit the demo), and the rest of the sequence typed keys.
  @Test("A read that ends on the ESC of a sequence decodes the sequence with the next read")
  func readEndingOnTheEscapeOfASequence() {
    let burst = Array(String(repeating: "\u{1B}[B", count: 1_366).utf8)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for chunk in stride(from: 0, to: burst.count, by: 4_096) {
      keys += decoder.decode(burst[chunk..<min(chunk + 4_096, burst.count)])
    }
    #expect(keys.count == 1_366)
    #expect(keys.allSatisfy { $0 == .down })
    #expect(!decoder.hasPendingInput)
  }

  @Test("Alt combinations are skipped, never Escape and a key")
  func altCombinations() {
    #expect(decode(Array("\u{1B}x".utf8)) == [])
    #expect(decode(Array("\u{1B}qj".utf8)) == [.character("j")])
    #expect(decode(Array("\u{1B}\r".utf8)) == [])
    #expect(decode(Array("\u{1B}é".utf8)) == [.character("é")])
  }

  @Test("Strings the terminal sends and X10 mouse reports are skipped whole, across reads")
  func terminalStringsAndMouseReports() {
    let title = Array("\u{1B}]0;quit quickly\u{7}j".utf8)
    let status = Array("\u{1B}Pq1$r0m\u{1B}\\k".utf8)
    let mouse: [UInt8] = [0x1B, 0x5B, 0x4D, 0x20, 0x71, 0x25, UInt8(ascii: "j")]
    for (input, key) in [(title, "j"), (status, "k"), (mouse, "j")] {
      #expect(decode(input) == [.character(Character(key))], "\(input)")
      for cut in 1..<input.count {
        #expect(
          decode(Array(input[..<cut]), Array(input[cut...])) == [.character(Character(key))], "\(input) cut at \(cut)")
      }
    }
    // A string that never ends is given up with the escape timeout: no keys, and input after it
    // is read again.
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}]2;never ends q".utf8)) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [])
    #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
  }

  @Test("CR LF is one Enter, also across reads; LF CR is two")
  func carriageReturnLineFeed() {
    #expect(decode([0x0D], [0x0A]) == [.enter])
    #expect(decode([0x0D, 0x0D]) == [.enter, .enter])
    #expect(decode([0x0A, 0x0D]) == [.enter, .enter])
    #expect(decode([0x0D, 0x61, 0x0A]) == [.enter, .character("a"), .enter])
  }

  @Test("Unknown sequences, invalid UTF-8 and stray bytes are skipped")
  func unknownInput() {
    #expect(decode(Array("\u{1B}[99~x".utf8)) == [.character("x")])
    #expect(decode(Array("\u{1B}[<0;10;5Mx".utf8)) == [.character("x")])
    #expect(decode(Array("\u{1B}[200~".utf8)) == [])
    #expect(decode(Array("\u{1B}OPx".utf8)) == [.character("x")])
    #expect(decode(Array("\u{1B}[12\u{3}".utf8)) == [.ctrlC])
    #expect(
      decode([0xFF, 0x61, 0xC3, 0x28, 0xE0, 0x80, 0x80, 0x62]) == [.character("a"), .character("("), .character("b")])
    #expect(decode([0xED, 0xA0, 0x80, 0x63]) == [.character("c")])  // an encoded surrogate
    #expect(decode([0x00, 0x1C, 0x1F, 0xC2, 0x85, 0x64]) == [.character("d")])  // NUL, FS, US, NEL
  }

  @Test("An endless sequence is dropped instead of growing")
  func endlessSequence() {
    var decoder = KeyDecoder()
    _ = decoder.decode(Array("\u{1B}[".utf8))
    #expect(decoder.hasPendingInput)
    for _ in 0..<10 {
      _ = decoder.decode(Array(repeating: UInt8(ascii: "1"), count: 10))
    }
    #expect(!decoder.hasPendingInput)
    #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    _ = decoder.decode([0xE4])
    #expect(decoder.hasPendingInput)
    decoder.reset()
    #expect(!decoder.hasPendingInput)
  }

  /// Issue: `ESC [` with nothing after it waited for ever, and swallowed the next key (the `q`
  /// of a user who wanted out) as the end of the sequence.
  @Test("An unfinished sequence given up is Escape and then the keys typed after it")
  func flushUnfinishedSequence() {
    let cases: [(String, [Key])] = [
      ("\u{1B}[", [.escape, .character("[")]),
      ("\u{1B}O", [.escape, .character("O")]),
      ("\u{1B}[1;5", [.escape, .character("["), .character("1"), .character(";"), .character("5")]),
      ("j\u{1B}[2", [.character("j"), .escape, .character("["), .character("2")]),
    ]
    for (input, expected) in cases {
      var decoder = KeyDecoder()
      var keys = decoder.decode(Array(input.utf8))
      #expect(decoder.hasPendingInput, "\(input.debugDescription)")
      keys += decoder.flush()
      #expect(keys == expected, "\(input.debugDescription)")
      #expect(!decoder.hasPendingInput)
      #expect(decoder.decode(Array("q".utf8)) == [.character("q")], "the key after \(input.debugDescription)")
    }
    var decoder = KeyDecoder()
    #expect(decoder.flush() == [])
    _ = decoder.decode([0xE4, 0xB8])  // the start of 中: never a key on its own
    #expect(decoder.flush() == [])
    #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
  }

  @Test("Keys describe themselves readably")
  func descriptions() {
    #expect(Key.ctrlC.description == "ctrl-c")
    #expect(Key.pageDown.description == "page-down")
    #expect(Key.character("q").description == "\"q\"")
  }
}
