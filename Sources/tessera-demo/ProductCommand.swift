import ArgumentParser
import TesseraExamples
import TesseraTerminal

/// `tessera-demo product`: the product page of seeds 000/001.
struct ProductCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "product",
    abstract: "The product page: initial state, then the loaded product (the default screen).",
    discussion: """
      The page starts in its initial state (placeholders) while a simulated request runs for \
      about a second, then shows the loaded product. Promotions, the selected specification and \
      the store each appear at random, like the seed's arc4random(); there are 0 to 8 comments, \
      at most 4 listed, then "View all comments" — or "No comments yet" and no button.

      Keys: r fetches new random data from the same generator; the page animates only what \
      changed (changed rows flash). Enter on "View all comments" lists them all.

      --fail-first-request makes the first request fail: the page says why and offers "Try \
      again", which sends the next request (as r does), and that one succeeds.

      --print writes the loaded state by default (--state loading for the initial state, \
      --state failed for the page a failed request leaves: the reason and "Try again"): \
      printing is a snapshot, there is no second to wait for. Without --seed a random seed is \
      chosen and shown in the status line, so a run can be repeated.
      """
  )

  /// Which state --print writes. The parser refuses any other value in one line that names
  /// the value and these three.
  enum PrintedState: String, ExpressibleByArgument, CaseIterable {
    case loading, loaded, failed
  }

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Seed of the random product data; the same seed gives the same products.", valueName: "n"))
  var seed: UInt64?

  @Option(help: "Language of the page's labels: english or chinese.")
  var language: ProductScreen.Language = .english

  @Option(help: "The state --print writes: loading, loaded or failed (default: loaded).")
  var state: PrintedState?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("How long the simulated request takes, in milliseconds.", valueName: "ms"))
  var delay = 1_000

  @Flag(help: "Make the first simulated request fail, to show the error and \"Try again\" (interactive page only).")
  var failFirstRequest = false

  @OptionGroup var display: DisplayOptions

  func validate() throws {
    if state != nil && !display.printsOnce {
      throw ValidationError(
        "--state applies to --print only; the interactive page starts loading and shows the product once loaded (add --print, or leave --state out)"
      )
    }
    if failFirstRequest && display.printsOnce {
      throw ValidationError(
        "--fail-first-request applies to the interactive page only; --print writes no request (use --state failed for the page a failed request leaves)"
      )
    }
  }

  func run() async throws {
    try await reportingFailures {
      guard (0...60_000).contains(delay) else {
        throw DemoFailure("--delay \(delay) is out of range: use 0 to 60000 milliseconds")
      }
      let seed = seed ?? UInt64.random(in: 0...9_999)
      let status = try await Self.run(
        seed: seed, language: language, state: state ?? .loaded, delay: .milliseconds(delay),
        failsFirstRequest: failFirstRequest, display: display)
      if status != 0 { throw ExitCode(status) }
    }
  }

  @MainActor
  private static func run(
    seed: UInt64, language: ProductScreen.Language, state: PrintedState, delay: Duration, failsFirstRequest: Bool,
    display: DisplayOptions
  ) async throws -> Int32 {
    let demo = ProductDemo(seed: seed, language: language, delay: delay, failsFirstRequest: failsFirstRequest)
    if display.printsOnce {
      switch state {
      case .loading: break
      case .loaded: demo.page.dispatch(.loaded(demo.nextProduct()))
      case .failed: demo.page.dispatch(.failed(ProductDemo.simulatedFailure))
      }
      try await DemoScreen.print(demo.page.snapshot, options: display)
      return 0
    }
    return await demo.run(display: display)
  }
}

/// The interactive product page: a simulated request answers after `delay`; with
/// `failsFirstRequest`, the first one fails (`--fail-first-request`).
@MainActor
final class ProductDemo {
  let page: ScreenSession<ProductScreen>
  private let seed: UInt64
  private var generator: SeededRandomNumberGenerator
  private let clock = ContinuousClock()
  private var replyDue: ContinuousClock.Instant?
  private var requests = 0
  private let delay: Duration
  private let failsFirstRequest: Bool
  private static let hints = "r reload · " + DemoScreen.commonHints

  /// Why the simulated request fails: for `--print --state failed`, and for the first request
  /// with `--fail-first-request`.
  static let simulatedFailure = ProductLoadError(reason: "The server did not answer in time.")

  init(seed: UInt64, language: ProductScreen.Language, delay: Duration, failsFirstRequest: Bool = false) {
    self.seed = seed
    self.delay = delay
    self.failsFirstRequest = failsFirstRequest
    generator = SeededRandomNumberGenerator(seed: seed)
    page = ScreenSession(ProductScreen(language: language))
  }

  /// The next product of the seeded generator.
  func nextProduct() -> Product {
    Product.random(using: &generator)
  }

  func run(display: DisplayOptions) async -> Int32 {
    page.start()
    replyDue = clock.now + delay
    return await DemoScreen.run(page.controller, options: display) { app, view in
      updateStatus(view)
      app.tickInterval = .milliseconds(50)
      app.onTick = { [self] in
        guard let due = replyDue, clock.now >= due else { return }
        replyDue = nil
        requests += 1
        if failsFirstRequest && requests == 1 {
          page.dispatch(.failed(Self.simulatedFailure))
        } else {
          page.dispatch(.loaded(nextProduct()))
        }
        updateStatus(view)
      }
      // "Try again" on the failed page sends reload: the page shows its initial state while
      // the next request runs.
      page.onAction = { [self] action in
        guard action == .reload else { return }
        if replyDue == nil { replyDue = clock.now + delay }
        updateStatus(view)
      }
      app.onKey = { [self] key in
        guard key == .character("r") else { return .ignored }
        // The page stays as it is while the request runs, so the reply animates only what changed.
        if replyDue == nil { replyDue = clock.now + delay }
        updateStatus(view)
        return .handled
      }
    }
  }

  private func updateStatus(_ view: TerminalListView) {
    let message =
      if replyDue != nil {
        "Loading…"
      } else if page.screen.product.error != nil {
        "Request \(requests) failed (seed \(seed))"
      } else {
        "Loaded (seed \(seed), request \(requests))"
      }
    view.status = DemoScreen.status(message, hints: Self.hints)
  }
}

extension ProductScreen.Language: ExpressibleByArgument {}
