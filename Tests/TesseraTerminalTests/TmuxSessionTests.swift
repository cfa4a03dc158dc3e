#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import TesseraTerminal

/// Tests of the tmux helper itself, which later end-to-end tests of terminal programs rely on.
@Suite(
  "TmuxSession",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed; install it to run the pseudo-terminal tests"))
struct TmuxSessionTests {
  @Test("Runs a command on a real terminal, types into it and reads the screen")
  func typeAndCapture() throws {
    let tmux = try TmuxSession(command: "stty -g; echo ready; read x; echo got:$x")
    let screen = try tmux.waitUntil("the prompt") { $0.contains("ready") }
    let settings = screen.split(separator: "\n").first.map(String.init) ?? ""
    #expect(settings.split(separator: ":").count > 4, "stty -g printed \(settings)")
    try tmux.type("hello 世界")
    try tmux.sendKeys("Enter")
    try tmux.waitUntil("the echo") { $0.contains("got:hello 世界") }
    #expect(try tmux.waitForExit() == 0)
    #expect(try tmux.capture().contains("got:hello 世界"))
  }

  @Test("The terminal has the requested size and follows resizes")
  func sizeAndResize() throws {
    let tmux = try TmuxSession(command: "stty size; read x; stty size; read y", columns: 100, rows: 30)
    try tmux.waitUntil("the first size") { $0.contains("30 100") }
    try tmux.resize(columns: 90, rows: 20)
    try tmux.sendKeys("Enter")
    try tmux.waitUntil("the new size") { $0.contains("20 90") }
  }

  @Test("The environment and working directory reach the command")
  func environment() throws {
    let tmux = try TmuxSession(
      command: "echo value=$TESSERA_PROBE; pwd; read x", environment: ["TESSERA_PROBE": "42"],
      workingDirectory: "/tmp")
    let screen = try tmux.waitUntil("the output") { $0.contains("value=") && $0.contains("/tmp") }
    #expect(screen.contains("value=42"))
  }

  @Test(
    "Keys sent through tmux decode to the expected keys",
    arguments: [
      ("Up", Key.up), ("Down", .down), ("Left", .left), ("Right", .right), ("PPage", .pageUp),
      ("NPage", .pageDown), ("Home", .home), ("End", .end), ("Enter", .enter), ("Space", .space),
      ("Escape", .escape), ("C-c", .ctrlC), ("BSpace", .backspace), ("Tab", .tab), ("q", .character("q")),
    ])
  func keyBytes(name: String, key: Key) throws {
    // Raw-ish input: every byte reaches dd, which reads them one by one and stops after eight;
    // the key's bytes are followed by enough `z`s to make eight.
    let tmux = try TmuxSession(
      command:
        "stty -icanon -echo -isig -icrnl min 1; echo armed; dd bs=1 count=8 2>/dev/null | od -An -tx1; echo done; read x"
    )
    // Once "armed" shows, the terminal is out of canonical mode: keys wait for dd unchanged.
    try tmux.waitUntil("stty to run") { $0.contains("armed") }
    try tmux.sendKeys(name)
    try tmux.type("zzzzzzzz")
    let screen = try tmux.waitUntil("the bytes") { $0.contains("done") }
    let hex = screen.split(separator: "\n").drop { !$0.contains("armed") }.dropFirst()
      .prefix { !$0.contains("done") }.joined(separator: " ")
    let bytes = hex.split(separator: " ").compactMap { UInt8($0, radix: 16) }
    // The key's bytes as one read, given up after the escape timeout as a session does: the
    // `z`s were typed later (in one read, ESC z would be Alt-z).
    var decoder = KeyDecoder()
    let keyBytes = bytes.prefix { $0 != UInt8(ascii: "z") }
    let keys = decoder.decode(keyBytes) + decoder.flush()
    #expect(keys == [key], "\(name) sent \(bytes.map { String($0, radix: 16) })")
  }

  @Test("A wait that never succeeds fails with the screen in its message")
  func waitGivesUp() throws {
    let tmux = try TmuxSession(command: "echo nothing-here; read x")
    try tmux.waitUntil("the first output") { $0.contains("nothing-here") }
    do {
      try tmux.waitUntil("something else", attempts: 3) { $0.contains("something else") }
      Issue.record("the wait should have failed")
    } catch let failure as TmuxSession.Failure {
      #expect(failure.description.contains("nothing-here"))
      #expect(failure.description.contains("something else"))
    }
  }

  @Test("The command's exit status is reported, 128 + n after signal n")
  func exitStatus() throws {
    let tmux = try TmuxSession(command: "exit 3")
    #expect(try tmux.waitForExit() == 3)
    tmux.kill()
    tmux.kill()
    let killed = try TmuxSession(command: "sh -c 'kill -TERM $$'")
    #expect(try killed.waitForExit() == 128 + SIGTERM)
  }
}
