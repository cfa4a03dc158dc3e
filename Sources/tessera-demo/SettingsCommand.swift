import ArgumentParser
import TesseraExamples
import TesseraTerminal

/// `tessera-demo settings`: the personal-center page of seed 002.
struct SettingsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings",
    abstract: "A settings page: static rows, switches and disclosure rows.",
    discussion: """
      Rows with fixed titles, grouped in sections with spacing between them. Enter or Space on \
      a switch row flips it: the row sends an action, the screen's state changes and the next \
      snapshot shows the switch in its new position. Enter on a disclosure row (›) says in the \
      status line which page it would open.
      """
  )

  @OptionGroup var display: DisplayOptions

  func run() async throws {
    try await reportingFailures {
      let status = try await Self.run(display: display)
      if status != 0 { throw ExitCode(status) }
    }
  }

  @MainActor
  private static func run(display: DisplayOptions) async throws -> Int32 {
    let page = ScreenSession(SettingsScreen())
    if display.printsOnce {
      try await DemoScreen.print(page.snapshot, options: display)
      return 0
    }
    page.start()
    return await DemoScreen.run(page.controller, options: display) { _, view in
      view.status = DemoScreen.status(nil, hints: DemoScreen.commonHints)
      page.onAction = { _ in
        view.status = DemoScreen.status(page.screen.status, hints: DemoScreen.commonHints)
      }
    }
  }
}
