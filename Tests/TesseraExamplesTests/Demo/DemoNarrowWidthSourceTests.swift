import Testing

/// A print width below 20 is refused with a message that names where the width came from:
/// `--width`, the terminal, or `$COLUMNS` when no terminal reports a size, so the user knows
/// what to change.
@Suite("tessera-demo: where a too-narrow width came from")
struct DemoNarrowWidthSourceTests {
  /// Issue: with no terminal to ask, `COLUMNS=10` gave "width 10 is too narrow … (use --width
  /// 20 or more)", which did not say where the 10 came from.
  @Test("A width from $COLUMNS is named as such, with how to fix it")
  func fromColumnsVariable() async throws {
    let result = try await DemoBinary.run(["product", "--print"], environment: ["COLUMNS": "10"])
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "tessera-demo: error: width 10 from $COLUMNS is too narrow: the screens need at least 20 columns "
        + "(set COLUMNS to 20 or more, or use --width 20 or more)\n")
  }

  @Test("--width wins over $COLUMNS, and is named when too narrow")
  func optionWins() async throws {
    let printed = try await DemoBinary.run(["settings", "--print", "--width", "40"], environment: ["COLUMNS": "10"])
    #expect(printed.status == 0, "\(printed.standardError)")
    let refused = try await DemoBinary.run(["settings", "--print", "--width", "12"], environment: ["COLUMNS": "10"])
    #expect(refused.status == 2)
    #expect(
      refused.standardError
        == "tessera-demo: error: width 12 is too narrow: the screens need at least 20 columns (use --width 20 or more)\n"
    )
  }

  @Test("A narrow terminal is named, whatever $COLUMNS says")
  func fromTerminal() async throws {
    let demo = try DemoTerminal(["settings", "--print"], columns: 10, environment: ["COLUMNS": "10"])
    let ending = try await demo.waitForExit()
    #expect(ending == DemoTerminal.Ending(status: 2, signal: nil))
    let output = demo.output.replacingOccurrences(of: "\r\n", with: "\n")
    #expect(
      output
        == "tessera-demo: error: terminal width 10 is too narrow: the screens need at least 20 columns "
        + "(widen the terminal, or use --width 20 or more)\n")
  }
}
