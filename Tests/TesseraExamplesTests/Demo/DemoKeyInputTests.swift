import Testing
import TesseraExamples
import TesseraTerminal

/// Keys typed into the demo's terminal are never lost or swallowed: an unfinished escape
/// sequence times out into Escape and the keys after it, and `q` quits the first time.
@Suite("tessera-demo key input")
struct DemoKeyInputTests {
  /// Issue: `ESC [` with nothing after it waited for ever and swallowed the next key, often the
  /// `q` of a user who wanted out.
  @Test("ESC [ then q 200 ms later ends the demo with status 0")
  func unfinishedSequenceThenQuit() async throws {
    let demo = try DemoTerminal(["settings"])
    try await demo.waitForOutput("the settings") { $0.contains("Push notifications") }
    demo.type("\u{1B}[")
    // Part of the input, not a synchronisation: the user pauses before the next key (from
    // when the demo has read the first ones).
    try await demo.waitUntilInputIsRead()
    try await Task.sleep(for: .milliseconds(200))
    demo.type("q")
    let ending = try await demo.waitForExit()
    #expect(ending == DemoTerminal.Ending(status: 0, signal: nil))
    #expect(demo.settings == demo.settingsBefore)
    #expect(demo.isOnNormalScreen)
  }

  /// What a user or a fuzzer may type that neither quits nor stops the demo: whole sequences,
  /// sequences the demo does not know, Alt-keys (ESC and a character; Alt-[ is `ESC [`, the
  /// start of a sequence), characters of every width, control keys.
  static let tokens: [String] = [
    "\u{1B}[A", "\u{1B}[B", "\u{1B}OA", "\u{1B}OB", "\u{1B}[1;5A", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H", "\u{1B}[F",
    "\u{1B}[3~", "\u{1B}[Z", "\u{1B}OM", "\u{1B}[99~", "\u{1B}[<0;10;5M", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}OP",
    "\u{1B}[", "\u{1B}O", "\u{1B}[1;", "j", "k", "x", "1", "[", "~", " ", "\t", "\r", "\n", "\u{7F}", "\u{1}", "\u{2}",
    "é", "中", "😀", "\u{202E}", "\u{0}",
  ]

  /// Issue: 5 of 15 runs of key spam needed a second `q`.
  @Test("After key spam, the first q ends the demo", arguments: UInt64(1)...20)
  func keySpamThenQuit(seed: UInt64) async throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var spam = ""
    for _ in 0..<Int.random(in: 20...200, using: &random) {
      spam += Self.tokens.randomElement(using: &random)!
    }
    // The spam ends on whole keys. Tokens may leave a sequence open (`ESC O`, a paste, a mouse
    // report); the pause below then lets it time out, but a loaded machine's pseudo-terminal can
    // hand its last bytes over late, in one read with the `q`, which then rightly completes the
    // sequence (`ESC O q` is a keypad key). An open sequence before a pause is the subject of
    // `unfinishedSequenceThenQuit`; here each is closed (`j` moves the selection down).
    var decoder = KeyDecoder()
    _ = decoder.decode(Array(spam.utf8))
    for closer in ["j", "\u{1B}[201~", "j", "j", "j"] where decoder.hasPendingInput {
      spam += closer
      _ = decoder.decode(Array(closer.utf8))
    }
    #expect(!decoder.hasPendingInput, "seed \(seed): the spam still ends inside a sequence")
    let demo = try DemoTerminal(["merchants"])
    try await demo.waitForOutput("the merchants (seed \(seed))") { $0.contains("Takings by city") }
    // The spam in writes of random sizes, so sequences and characters are cut across reads.
    var bytes = Array(spam.utf8)[...]
    while !bytes.isEmpty {
      let count = Int.random(in: 1...max(1, bytes.count), using: &random)
      demo.type(String(decoding: bytes.prefix(count), as: UTF8.self))
      bytes = bytes.dropFirst(count)
    }
    // Part of the input: the user pauses, longer than an escape sequence waits, then quits. The
    // pause starts once the demo has read the spam, so a loaded machine cannot take it away.
    try await demo.waitUntilInputIsRead()
    try await Task.sleep(for: .milliseconds(100))
    demo.type("q")
    // A swallowed `q` leaves the demo running: the wait then fails, naming the seed.
    let ending = try await demo.waitForExit(timeout: .seconds(10))
    #expect(ending == DemoTerminal.Ending(status: 0, signal: nil), "seed \(seed): \(spam.debugDescription)")
    #expect(demo.settings == demo.settingsBefore, "seed \(seed)")
    #expect(demo.isOnNormalScreen, "seed \(seed)")
  }
}
