import Testing
import TesseraTesting

@testable import TesseraTerminal

@Suite("FrameRenderer")
struct FrameRendererTests {
  let size = TerminalSize(columns: 10, rows: 4)
  let clear = "\u{1B}[0m\u{1B}[H\u{1B}[2J"

  @Test("The first frame is drawn in full, an identical frame writes nothing")
  func firstFrameThenNothing() {
    var renderer = FrameRenderer(styleMode: .plain)
    let frame: [StyledLine] = ["one", "", "three"]
    #expect(
      renderer.render(frame, size: size)
        == clear + "\u{1B}[1;1Hone\u{1B}[K\u{1B}[3;1Hthree\u{1B}[K")
    #expect(renderer.render(frame, size: size) == "")
    #expect(renderer.screen == ["one", "", "three", ""])
  }

  @Test("Only changed lines are written")
  func onlyChangedLines() {
    var renderer = FrameRenderer(styleMode: .plain)
    _ = renderer.render(["one", "two", "three", "four"], size: size)
    #expect(renderer.render(["one", "2", "three", "four"], size: size) == "\u{1B}[2;1H2\u{1B}[K")
    #expect(renderer.render(["one", "2", "three", "fourfour"], size: size) == "\u{1B}[4;1Hfourfour\u{1B}[K")
  }

  @Test("Rows the frame no longer covers are cleared")
  func shorterFrame() {
    var renderer = FrameRenderer(styleMode: .plain)
    _ = renderer.render(["a", "b", "c"], size: size)
    #expect(renderer.render(["a"], size: size) == "\u{1B}[2;1H\u{1B}[K\u{1B}[3;1H\u{1B}[K")
  }

  @Test("A new size or invalidate() redraws everything")
  func fullRedraw() {
    var renderer = FrameRenderer(styleMode: .plain)
    let frame: [StyledLine] = ["a", "b"]
    _ = renderer.render(frame, size: size)
    let resized = renderer.render(frame, size: TerminalSize(columns: 12, rows: 4))
    #expect(resized == clear + "\u{1B}[1;1Ha\u{1B}[K\u{1B}[2;1Hb\u{1B}[K")
    renderer.invalidate()
    #expect(renderer.render(frame, size: TerminalSize(columns: 12, rows: 4)) == resized)
    renderer.styleMode = .color
    #expect(renderer.render(frame, size: TerminalSize(columns: 12, rows: 4)) == resized)
  }

  @Test("Frames are clamped to the screen")
  func clamping() {
    var renderer = FrameRenderer(styleMode: .plain)
    let small = TerminalSize(columns: 5, rows: 2)
    let output = renderer.render(["abcdefgh", "中文字", "hidden"], size: small)
    #expect(output == clear + "\u{1B}[1;1Habcde\u{1B}[2;1H中文\u{1B}[K")
    #expect(renderer.screen.map(\.plainText) == ["abcde", "中文"])
    #expect(renderer.render(["x"], size: TerminalSize(columns: 0, rows: 3)) == "")
    #expect(renderer.render(["x"], size: TerminalSize(columns: 3, rows: 0)) == "")
  }

  @Test("Styled lines reset their style before erasing the rest of the row")
  func styledLines() {
    var renderer = FrameRenderer(styleMode: .color)
    let line = StyledLine("hi", style: TextStyle(foreground: .green))
    #expect(renderer.render([line], size: size) == clear + "\u{1B}[1;1H\u{1B}[0;32mhi\u{1B}[0m\u{1B}[K")
  }

  @Test("The screen always shows the last frame, whatever the sequence of frames", arguments: [3, 17, 404] as [UInt64])
  func screenMatchesFrames(seed: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: seed)
    let styles = [TextStyle.plain, TextStyle(foreground: .red), TextStyle(attributes: .inverse)]
    var renderer = FrameRenderer(styleMode: .color)
    var size = TerminalSize(columns: 8, rows: 4)
    var screen = VirtualScreen(size: size)
    for step in 0..<300 {
      if Int.random(in: 0..<10, using: &generator) == 0 {
        size = TerminalSize(
          columns: Int.random(in: 1...16, using: &generator), rows: Int.random(in: 1...6, using: &generator))
        screen.resize(to: size)
      }
      if Int.random(in: 0..<20, using: &generator) == 0 { renderer.invalidate() }
      let frame = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        StyledLine(
          RandomText.make(using: &generator).filter { !$0.isNewline },
          style: styles.randomElement(using: &generator) ?? .plain)
      }
      screen.apply(renderer.render(frame, size: size))
      let expected = (0..<size.rows).map { row -> String in
        guard row < frame.count else { return "" }
        var text = frame[row].truncated(toWidth: size.columns, ellipsis: "").plainText
        while text.last == " " { text.removeLast() }
        return text
      }
      #expect(screen.violations.isEmpty, "seed \(seed) step \(step): \(screen.violations)")
      #expect(screen.lines == expected, "seed \(seed) step \(step) size \(size)")
      if !screen.violations.isEmpty || screen.lines != expected { return }
    }
  }
}
