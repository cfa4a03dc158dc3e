// Uses HeadlessUIKit's simulation API (taps).
#if !canImport(UIKit)
import HeadlessUIKit
import Testing
import TesseraTesting
import TesseraUIKit

/// Both UIKit hosts show a list's unavailable state (empty, loading, failed) as the view's
/// background with the update that brings it, take it away with the update that ends it, put
/// the app's own background back, show its text in the screen text, and run its buttons'
/// actions in tasks `settle()` waits for.
@Suite("Unavailable states in UIKit hosts")
@MainActor
struct UnavailableStateHostTests {
  private let empty = UnavailableState.empty(
    "No Messages", message: "New mail shows here.", systemImage: "tray")

  private func inbox(_ count: Int) -> ListSnapshot {
    ListSnapshot { Section("mail", rows: numberedRows(count)) }.unavailableWhenEmpty(empty)
  }

  @Test(arguments: ListHostKind.allCases)
  func theStateShowsAndHidesWithItsUpdateAndIsInTheScreenText(_ kind: ListHostKind) async throws {
    let subject = ScreenSubject(kind)
    let appBackground = UIView(frame: .zero)
    subject.setBackgroundView(appBackground)
    await subject.host.apply(inbox(0))
    subject.view.layoutIfNeeded()
    let shown = try #require(subject.backgroundView())
    #expect(shown !== appBackground)
    #expect(shown.alpha == 1)
    let text = subject.screenText()
    for line in empty.lines { #expect(text.contains("background: \(line)"), "\(text)") }

    await subject.host.apply(inbox(2))
    subject.view.layoutIfNeeded()
    #expect(subject.backgroundView() === appBackground, "the app's own background is back")
    #expect(!subject.screenText().contains("No Messages"))
    #expect(subject.screenText().contains("Item 1"))

    // Without animation too, and a state replaced by another.
    await subject.host.apply(inbox(0), animatingDifferences: false)
    #expect(subject.screenText().contains("background: No Messages"))
    let loading = UnavailableState.loading("Fetching mail…")
    await subject.host.apply(inbox(0).unavailable(loading))
    let text2 = subject.screenText()
    #expect(text2.contains("background: Fetching mail…") && !text2.contains("No Messages"), "\(text2)")
    await subject.host.apply(inbox(1), animatingDifferences: false)
    #expect(subject.backgroundView() === appBackground)
  }

  @Test(arguments: ListHostKind.allCases)
  func aLoadingStateShowsASpinnerInsteadOfItsImage(_ kind: ListHostKind) async throws {
    let subject = ScreenSubject(kind)
    await subject.host.apply(inbox(0).unavailable(.loading()))
    let background = try #require(subject.backgroundView())
    func views(in view: UIView) -> [UIView] { view.subviews + view.subviews.flatMap(views(in:)) }
    let spinner = try #require(views(in: background).compactMap { $0 as? UIActivityIndicatorView }.first)
    #expect(spinner.isAnimating)
    #expect(!views(in: background).contains { $0 is UIImageView })
    #expect(subject.screenText().contains("background: Loading…"))
  }

  @Test(arguments: ListHostKind.allCases)
  func anActionRunsAndSettleWaitsForIt(_ kind: ListHostKind) async throws {
    let subject = ScreenSubject(kind)
    let gate = Gate()
    let tally = Tally()
    let failed = UnavailableState.failed(
      "Couldn't Load", message: "Check your connection.",
      actions: [
        UnavailableAction("Try Again") {
          tally.add("retry")
          await gate.wait()
          tally.add("retried")
        },
        UnavailableAction("Settings") { tally.add("settings") },
      ])
    await subject.host.apply(ListSnapshot { Section("s", rows: []) }.unavailable(failed))
    #expect(subject.screenText().contains("background: [Try Again] [Settings]"))
    let buttons = subject.backgroundButtons()
    #expect(buttons.map(\.currentTitle) == ["Try Again", "Settings"])
    #expect(buttons[0].simulateTap())
    await gate.waitForArrivals()
    #expect(tally["retry"] == 1)

    let settled = Task { @MainActor in
      await subject.controller.settle()
      tally.add("settled")
    }
    for _ in 0..<3 { await Task.yield() }  // the settling task runs to its wait
    #expect(tally["settled"] == 0, "settle() waits for the action")
    gate.open()
    await settled.value
    #expect(tally["retried"] == 1 && tally["settled"] == 1)

    #expect(buttons[1].simulateTap())
    await subject.controller.settle()
    #expect(tally["settings"] == 1 && tally["retry"] == 1)
  }
}
#endif
