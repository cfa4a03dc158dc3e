import Testing

/// `tessera-demo product --state`: which state `--print` writes, and what a value that is no
/// state gets.
@Suite("tessera-demo product --state")
struct DemoStateOptionTests {
  @Test("--state failed prints the error page: the title, the reason and \"Try again\"")
  func failed() async throws {
    let result = try await DemoBinary.run(["product", "--print", "--width", "40", "--state", "failed"])
    #expect(!result.signaled)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput.split(separator: "\n")
        == ["Could not load the product", "The server did not answer in time.", "Try again ›"])
  }

  @Test("--state failed with Chinese labels")
  func failedInChinese() async throws {
    let result = try await DemoBinary.run([
      "product", "--print", "--width", "40", "--state", "failed", "--language", "chinese",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first == "无法加载商品")
    #expect(lines.last == "重试 ›")
  }

  @Test(
    "A value that is no state is refused in one line naming it and the three states",
    arguments: ["bogus", "", "Failed", "error", "loaded,failed"])
  func badValue(_ value: String) async throws {
    let result = try await DemoBinary.run(["product", "--print", "--state", value])
    #expect(!result.signaled)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "tessera-demo: error: The value '\(value)' is invalid for '--state <state>'. "
        + "Please provide one of 'loading', 'loaded' or 'failed'.\n")
  }

  @Test("--state failed is a --print option: an interactive page refuses it, as the others")
  func failedOnATerminal() async throws {
    let demo = try DemoTerminal(["product", "--state", "failed"])
    let ending = try await demo.waitForExit()
    #expect(ending == DemoTerminal.Ending(status: 2, signal: nil))
    #expect(
      demo.output.contains("tessera-demo: error: --state applies to --print only"), "\(demo.output.debugDescription)")
    #expect(demo.settings == demo.settingsBefore)
  }
}
