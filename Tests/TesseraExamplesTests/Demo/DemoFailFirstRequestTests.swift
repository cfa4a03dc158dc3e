import Testing
import TesseraExamples

/// `tessera-demo product --fail-first-request`: the interactive page's first request fails, so
/// the error and "Try again" can be reached, and "Try again" loads the product.
@Suite("tessera-demo product --fail-first-request")
struct DemoFailFirstRequestTests {
  @Test("The first request fails; \"Try again\" sends the next, which loads the product")
  func tryAgainLoads() async throws {
    var generator = SeededRandomNumberGenerator(seed: 5)
    let product = Product.random(using: &generator)
    let demo = try DemoTerminal(["product", "--fail-first-request", "--delay", "0", "--seed", "5"], rows: 40)
    let failed = try await demo.waitForOutput("the failed page") { $0.contains("Request 1 failed (seed 5)") }
    #expect(failed.contains("Could not load the product"))
    #expect(failed.contains("The server did not answer in time."))
    #expect(failed.contains("Try again"))
    #expect(!failed.contains(product.name), "the product was shown before it was loaded")

    // End selects the last row, "Try again"; Enter selects it.
    demo.type("\u{1B}[F\r")
    let loaded = try await demo.waitForOutput("the loaded product") { $0.contains("Loaded (seed 5, request 2)") }
    #expect(loaded.contains(product.name), "the first product of the seed is loaded")

    demo.type("q")
    #expect(try await demo.waitForExit() == DemoTerminal.Ending(status: 0, signal: nil))
    #expect(demo.settings == demo.settingsBefore)
  }

  @Test("product --help names the option")
  func help() async throws {
    let result = try await DemoBinary.run(["product", "--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("--fail-first-request"))
  }

  @Test("--print refuses it, with status 2 and one line naming --state failed")
  func refusedWithPrint() async throws {
    let result = try await DemoBinary.run(["product", "--print", "--fail-first-request"])
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "tessera-demo: error: --fail-first-request applies to the interactive page only; --print writes no "
        + "request (use --state failed for the page a failed request leaves)\n")
  }
}
