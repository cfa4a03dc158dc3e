#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TesseraTerminal

/// `TerminalSize.reported(output:input:)`: the size a terminal reports, and `nil` where
/// `current(output:input:)` falls back to `COLUMNS` and `LINES`.
@Suite("TerminalSize.reported")
struct TerminalSizeReportedTests {
  @Test("A terminal's size is reported, asked of the output first, then of the input")
  func terminal() throws {
    let pty = try PseudoTerminal(columns: 33, rows: 11)
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    #expect(TerminalSize.reported(output: pty.terminal, input: ends[0]) == TerminalSize(columns: 33, rows: 11))
    #expect(TerminalSize.reported(output: ends[1], input: pty.terminal) == TerminalSize(columns: 33, rows: 11))
  }

  @Test("Pipes and files report no size")
  func noTerminal() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    #expect(TerminalSize.reported(output: ends[1], input: ends[0]) == nil)
    let null = open("/dev/null", O_RDWR)
    defer { close(null) }
    #expect(TerminalSize.reported(output: null, input: null) == nil)
  }
}
