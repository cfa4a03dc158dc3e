#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import TesseraTerminal

/// Sessions change process-wide state (signal handlers, the active-session slot), so these
/// tests run one at a time.
@Suite("TerminalSession", .serialized)
struct TerminalSessionTests {
  /// Generous bound for waits that normally end at once; a failure shows up as `.timeout`.
  let patience: Duration = .seconds(5)

  /// The handler currently installed for `signal`, as an address.
  func handlerAddress(_ signal: Int32) -> UInt {
    var action = sigaction()
    _ = sigaction(signal, nil, &action)
    return withUnsafeBytes(of: &action) { $0.load(as: UInt.self) }
  }

  /// A pipe as (read end, write end).
  func makePipe() -> (Int32, Int32) {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    return (ends[0], ends[1])
  }

  @Test("Start and restore on a real pseudo-terminal put every setting back exactly")
  func rawModeRoundTrip() throws {
    let pty = try PseudoTerminal(columns: 100, rows: 30)
    let before = pty.settingsBytes()
    let interruptHandler = handlerAddress(SIGINT)
    let resizeHandler = handlerAddress(SIGWINCH)
    let session = TerminalSession(input: pty.terminal, output: pty.terminal)

    try session.start()
    #expect(session.isActive)
    let raw = pty.settings()
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
    #expect(handlerAddress(SIGINT) != interruptHandler)
    #expect(handlerAddress(SIGWINCH) != resizeHandler)
    let entered = pty.readOutput { $0.contains(session.enterSequence) }
    #expect(entered == session.enterSequence)
    #expect(session.size == TerminalSize(columns: 100, rows: 30))

    session.restore()
    #expect(!session.isActive)
    #expect(pty.settingsBytes() == before)
    #expect(handlerAddress(SIGINT) == interruptHandler)
    #expect(handlerAddress(SIGWINCH) == resizeHandler)
    session.restore()
    session.write("END")
    let restored = pty.readOutput { $0.hasSuffix("END") }
    #expect(restored == session.restoreSequence + "END")
    #expect(restored.hasPrefix("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"))
  }

  @Test("Keys typed into the terminal arrive as events")
  func keysFromTerminal() throws {
    let pty = try PseudoTerminal()
    let session = TerminalSession(input: pty.terminal, output: pty.terminal)
    try session.start()
    defer { session.restore() }
    pty.type("q\u{1B}[A\r\u{3}")
    #expect(session.nextEvent(timeout: patience) == .key(.character("q")))
    #expect(session.nextEvent(timeout: patience) == .key(.up))
    #expect(session.nextEvent(timeout: patience) == .key(.enter))
    #expect(session.nextEvent(timeout: patience) == .key(.ctrlC))
  }

  @Test("The signal-path restore does the same job, and only once")
  func emergencyRestore() throws {
    let pty = try PseudoTerminal()
    let before = pty.settingsBytes()
    let session = TerminalSession(input: pty.terminal, output: pty.terminal)
    try session.start()
    _ = pty.readOutput { $0.contains(session.enterSequence) }

    TerminalSignals.restoreNow()
    #expect(pty.settingsBytes() == before)
    TerminalSignals.restoreNow()
    session.restore()
    session.write("END")
    #expect(pty.readOutput { $0.hasSuffix("END") } == session.restoreSequence + "END")
  }

  /// Issue: SIGUSR1 and SIGALRM ended a program leaving the terminal raw and on the alternate
  /// screen.
  @Test("Every signal that would end the process is handled while active; ignored ones are left alone")
  func fatalSignalsHandled() throws {
    let pty = try PseudoTerminal()
    var ignore = sigaction()
    var previous = sigaction()
    // SIG_IGN, as `nohup` leaves SIGHUP.
    withUnsafeMutableBytes(of: &ignore) { $0.storeBytes(of: UInt(1), as: UInt.self) }
    _ = sigaction(SIGUSR2, &ignore, &previous)
    defer { _ = sigaction(SIGUSR2, &previous, nil) }
    let watched = [SIGUSR1, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE, SIGSYS]
    let before = watched.map(handlerAddress)
    #expect(before.allSatisfy { $0 == 0 }, "the test expects the default actions")
    let session = TerminalSession(input: pty.terminal, output: pty.terminal)
    try session.start()
    for signal in watched {
      #expect(handlerAddress(signal) > 1, "no handler for signal \(signal)")
    }
    #expect(handlerAddress(SIGUSR2) == 1, "an ignored signal must stay ignored")
    session.restore()
    #expect(watched.map(handlerAddress) == before)
    #expect(handlerAddress(SIGUSR2) == 1)
  }

  @Test("SIGWINCH becomes a resize event with the new size")
  func resizeEvent() throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let session = TerminalSession(input: pty.terminal, output: pty.terminal)
    try session.start()
    defer { session.restore() }
    pty.setSize(columns: 90, rows: 20)
    // Process-directed, as the kernel sends it: test threads may block thread-directed signals.
    kill(getpid(), SIGWINCH)
    #expect(session.nextEvent(timeout: patience) == .resize(TerminalSize(columns: 90, rows: 20)))
  }

  @Test("Several resize wake-ups before the loop looks give one event")
  func resizeCoalescing() throws {
    let pty = try PseudoTerminal(columns: 70, rows: 10)
    let session = TerminalSession(input: pty.terminal, output: pty.terminal)
    try session.start()
    defer { session.restore() }
    var wakeUps: [UInt8] = [1, 1, 1]
    _ = write(session.resizeWriteDescriptor, &wakeUps, wakeUps.count)
    #expect(session.nextEvent(timeout: patience) == .resize(TerminalSize(columns: 70, rows: 10)))
    #expect(session.nextEvent(timeout: .milliseconds(5)) == .timeout)
  }

  @Test("Closed input ends the events for good, without spinning")
  func endOfInput() {
    let (readEnd, writeEnd) = makePipe()
    defer { close(readEnd) }
    let session = TerminalSession(input: readEnd, output: writeEnd)
    var bytes = Array("ab".utf8)
    _ = write(writeEnd, &bytes, bytes.count)
    close(writeEnd)
    #expect(session.nextEvent(timeout: patience) == .key(.character("a")))
    #expect(session.nextEvent(timeout: patience) == .key(.character("b")))
    #expect(session.nextEvent(timeout: patience) == .endOfInput)
    #expect(session.nextEvent(timeout: patience) == .endOfInput)
    #expect(session.nextEvent() == .endOfInput)
  }

  @Test("A terminal that goes away ends the input")
  func terminalClosed() throws {
    let pty = try PseudoTerminal()
    let session = TerminalSession(input: pty.terminal, output: pty.terminal)
    try session.start()
    defer { session.restore() }
    pty.closeController()
    #expect(session.nextEvent(timeout: patience) == .endOfInput)
  }

  @Test("An invalid input descriptor ends the input")
  func invalidInput() {
    let session = TerminalSession(input: 9_999, output: 9_998)
    #expect(session.nextEvent(timeout: patience) == .endOfInput)
  }

  @Test("A timeout without input is a tick; input still arrives after it")
  func timeout() {
    let (readEnd, writeEnd) = makePipe()
    defer {
      close(readEnd)
      close(writeEnd)
    }
    let session = TerminalSession(input: readEnd, output: writeEnd)
    #expect(session.nextEvent(timeout: .milliseconds(5)) == .timeout)
    #expect(session.nextEvent(timeout: .zero) == .timeout)
    var bytes: [UInt8] = [0x1B, 0x5B, 0x36, 0x7E]
    _ = write(writeEnd, &bytes, bytes.count)
    #expect(session.nextEvent(timeout: patience) == .key(.pageDown))
  }

  /// Issue: `ESC [` with nothing after it was kept without a timeout, so the next key (often
  /// the `q` of a user who wants out) was eaten as the end of the sequence.
  @Test("An unfinished escape sequence times out into Escape and its bytes; the next key is kept")
  func escapeSequenceTimesOut() {
    let (readEnd, writeEnd) = makePipe()
    defer {
      close(readEnd)
      close(writeEnd)
    }
    let session = TerminalSession(input: readEnd, output: writeEnd)
    var unfinished: [UInt8] = [0x1B, 0x5B]
    _ = write(writeEnd, &unfinished, unfinished.count)
    // Nothing else is written: the session gives the sequence up by itself, well before the
    // caller's deadline.
    #expect(session.nextEvent(timeout: patience) == .key(.escape))
    #expect(session.nextEvent(timeout: patience) == .key(.character("[")))
    var quit: [UInt8] = [UInt8(ascii: "q")]
    _ = write(writeEnd, &quit, quit.count)
    #expect(session.nextEvent(timeout: patience) == .key(.character("q")))
    #expect(session.nextEvent(timeout: .milliseconds(5)) == .timeout)
  }

  @Test("A sequence whose rest is already there is one key, not Escape")
  func splitSequenceCompletes() {
    let (readEnd, writeEnd) = makePipe()
    defer {
      close(readEnd)
      close(writeEnd)
    }
    let session = TerminalSession(input: readEnd, output: writeEnd)
    for chunk: [UInt8] in [[0x1B, 0x5B], [0x41], [0x1B], [0x4F, 0x42]] {
      var bytes = chunk
      _ = write(writeEnd, &bytes, bytes.count)
    }
    #expect(session.nextEvent(timeout: patience) == .key(.up))
    #expect(session.nextEvent(timeout: patience) == .key(.down))
  }

  @Test("Input that ends inside a sequence still delivers its keys before the end")
  func endOfInputFlushesSequence() {
    let (readEnd, writeEnd) = makePipe()
    defer { close(readEnd) }
    let session = TerminalSession(input: readEnd, output: writeEnd)
    var bytes: [UInt8] = [UInt8(ascii: "a"), 0x1B, 0x5B]
    _ = write(writeEnd, &bytes, bytes.count)
    close(writeEnd)
    var events: [TerminalEvent] = []
    for _ in 0..<4 { events.append(session.nextEvent(timeout: patience)) }
    #expect(events == [.key(.character("a")), .key(.escape), .key(.character("[")), .endOfInput])
  }

  @Test("Only one session is active at a time")
  func oneSessionAtATime() throws {
    let (readEnd, writeEnd) = makePipe()
    let devNull = open("/dev/null", O_WRONLY)
    defer {
      close(readEnd)
      close(writeEnd)
      close(devNull)
    }
    let first = TerminalSession(input: readEnd, output: devNull)
    let second = TerminalSession(input: readEnd, output: devNull)
    try first.start()
    #expect(throws: TerminalError.sessionAlreadyActive) { try second.start() }
    first.restore()
    try second.start()
    #expect(second.isActive)
    second.restore()
  }

  @Test("Without a terminal, raw mode is skipped and the screen sequences still frame the output")
  func notATerminal() throws {
    let (inputRead, inputWrite) = makePipe()
    let (outputRead, outputWrite) = makePipe()
    defer {
      for descriptor in [inputRead, inputWrite, outputRead, outputWrite] { close(descriptor) }
    }
    var options = TerminalSession.Options()
    options.alternateScreen = false
    let session = TerminalSession(input: inputRead, output: outputWrite, options: options)
    try session.start()
    session.write("frame")
    session.restore()
    close(inputWrite)
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(outputRead, &buffer, buffer.count)
    let output = String(decoding: buffer[..<max(count, 0)], as: UTF8.self)
    #expect(output == "\u{1B}[?25l\u{1B}[?7l\u{1B}[0mframe\u{1B}[0m\u{1B}[?7h\u{1B}[?25h")
  }

  @Test("Dropping an active session restores the terminal")
  func deinitRestores() throws {
    let pty = try PseudoTerminal()
    let before = pty.settingsBytes()
    do {
      let session = TerminalSession(input: pty.terminal, output: pty.terminal)
      try session.start()
      #expect(pty.settingsBytes() != before)
    }
    #expect(pty.settingsBytes() == before)
    let next = TerminalSession(input: pty.terminal, output: pty.terminal)
    try next.start()
    next.restore()
  }

  @Test("The size falls back to COLUMNS and LINES, then 80x24")
  func sizeFallback() {
    let measured = TerminalSize(columns: 120, rows: 40)
    #expect(TerminalSize.resolve(measured: measured) { _ in "7" } == measured)
    let environment = ["COLUMNS": "100", "LINES": "abc"]
    #expect(TerminalSize.resolve(measured: nil) { environment[$0] } == TerminalSize(columns: 100, rows: 24))
    #expect(TerminalSize.resolve(measured: TerminalSize(columns: 0, rows: 0)) { _ in nil } == .fallback)
    #expect(TerminalSize.resolve(measured: nil) { _ in "-5" } == .fallback)
    #expect(TerminalSize(columns: -3, rows: 2) == TerminalSize(columns: 0, rows: 2))
  }
}
