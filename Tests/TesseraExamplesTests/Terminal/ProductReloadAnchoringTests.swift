import Testing
import Tessera
import TesseraExamples
import TesseraTerminal
import TesseraTesting

/// Reloading the product page keeps the row being read on its line: the reply's rows above it
/// differ (another image, title, promotions; a section gone), the row itself survives by id.
@Suite("Terminal: the product page keeps the reader's place through a reload")
@MainActor
struct ProductReloadAnchoringTests {
  /// The screen line whose text starts with `prefix`.
  private func line(startingWith prefix: String, in view: TerminalListView) -> Int? {
    view.frame(now: ContinuousClock.now).firstIndex { $0.plainText.hasPrefix(prefix) }
  }

  @Test(arguments: [UInt64(5), 6, 7, 8])
  func theSelectedRowKeepsItsLineThroughAReload(seed: UInt64) async {
    var generator = SeededRandomNumberGenerator(seed: seed)
    let session = ScreenSession(ProductScreen())
    session.controller.diagnosticsHandler = { _ in }
    let view = TerminalListView(
      controller: session.controller, renderers: .examples, size: TerminalSize(columns: 80, rows: 10))
    session.dispatch(.loaded(Product.random(using: &generator)))
    await session.controller.settle()
    // The reader scrolls to the reviews and selects their heading, two lines below the top.
    view.scrollToRow(withID: "comment-summary", at: .top)
    view.select(rowWithID: "comment-summary")
    _ = view.handle(.up)
    _ = view.handle(.up)
    _ = view.handle(.down)
    _ = view.handle(.down)
    let before = line(startingWith: "Product reviews", in: view)
    #expect(before != nil, "seed \(seed): the reviews heading is on screen")

    session.dispatch(.reload)
    session.dispatch(.loaded(Product.random(using: &generator)))
    await session.controller.settle()
    guard view.controller.path(ofRowWithID: "comment-summary") != nil else { return }
    #expect(line(startingWith: "Product reviews", in: view) == before, "seed \(seed): the heading left its line")
    #expect(view.selection == .row("comment-summary"))
  }
}
