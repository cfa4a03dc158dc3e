import ArgumentParser
import TesseraExamples
import TesseraTerminal

/// `tessera-demo merchants`: the merchant summary of seed 003.
struct MerchantsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merchants",
    abstract: "Takings by city: rows that expand on select into a variable number of detail lines.",
    discussion: """
      Each row shows a city and its total; Enter expands it into one line per merchant \
      category, and Enter again hides them. The expanded height is measured once and cached. \
      Expansion is kept by the merchant's id, so it survives sorting and reloads.

      Keys: s switches the order (by city / largest first); r loads new random takings.
      """
  )

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Seed of the random takings; the same seed gives the same data.", valueName: "n"))
  var seed: UInt64 = 3

  @OptionGroup var display: DisplayOptions

  func run() async throws {
    try await reportingFailures {
      let status = try await Self.run(seed: seed, display: display)
      if status != 0 { throw ExitCode(status) }
    }
  }

  @MainActor
  private static func run(seed: UInt64, display: DisplayOptions) async throws -> Int32 {
    let demo = MerchantsDemo(seed: seed)
    if display.printsOnce {
      try await DemoScreen.print(demo.page.snapshot, options: display)
      return 0
    }
    return await demo.run(display: display)
  }
}

/// The interactive merchant summary.
@MainActor
final class MerchantsDemo {
  let page: ScreenSession<MerchantScreen>
  private var generator: SeededRandomNumberGenerator
  private static let hints = "s sort · r reload · " + DemoScreen.commonHints

  init(seed: UInt64) {
    generator = SeededRandomNumberGenerator(seed: seed)
    page = ScreenSession(MerchantScreen())
    page.dispatch(.loaded(Merchant.randomList(using: &generator)))
  }

  func run(display: DisplayOptions) async -> Int32 {
    await DemoScreen.run(page.controller, options: display) { app, view in
      view.status = DemoScreen.status(nil, hints: Self.hints)
      app.onKey = { [self] key in
        switch key {
        case .character("r"):
          page.dispatch(.loaded(Merchant.randomList(using: &generator)))
          view.status = DemoScreen.status("New takings", hints: Self.hints)
        case .character("s"):
          let order: MerchantScreen.Order = page.screen.order == .city ? .largestSum : .city
          page.dispatch(.sort(order))
          view.status = DemoScreen.status(order == .city ? "Sorted by city" : "Largest first", hints: Self.hints)
        default:
          return .ignored
        }
        return .handled
      }
    }
  }
}
