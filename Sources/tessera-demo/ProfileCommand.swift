import ArgumentParser
import TesseraExamples
import TesseraTerminal

/// `tessera-demo profile`: the profile of seed 004, decoded from JSON.
struct ProfileCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "profile",
    abstract: "A profile decoded from JSON: a titled, collapsible section per kind of data present.",
    discussion: """
      Reads the bundled sample response, or the file given with --json. The JSON has the shape \
      {"data": {"fullName": …, "pictureUrl": …, "email": …, "about": …, \
      "friends": [{"name": …, "pictureUrl": …}], "profileAttributes": [{"key": …, "value": …}]}}; \
      every member may be missing, and a section appears only when its data is present.

      Keys: Enter on a section title collapses or expands the section; r reads the file again.

      A file that cannot be used (missing, malformed or truncated JSON, a value of the wrong \
      type) shows an error screen naming the file, the line and column, and what was expected \
      there; with --print the same message goes to standard error and the exit status is 2.
      """
  )

  @Option(help: ArgumentHelp("A JSON file to read instead of the bundled sample.", valueName: "path"))
  var json: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "How long reading the file takes on top of its own time, in milliseconds (a slow disk or network; interactive only).",
      valueName: "ms"))
  var delay = 0

  @OptionGroup var display: DisplayOptions

  func run() async throws {
    try await reportingFailures {
      if let json, json.isEmpty {
        throw DemoFailure("--json needs the path of a JSON file, and the path given is empty")
      }
      guard (0...3_600_000).contains(delay) else {
        throw DemoFailure("--delay \(delay) is out of range: use 0 to 3600000 milliseconds (an hour)")
      }
      let status = try await Self.run(json: json, delay: .milliseconds(delay), display: display)
      if status != 0 { throw ExitCode(status) }
    }
  }

  @MainActor
  private static func run(json: String?, delay: Duration, display: DisplayOptions) async throws -> Int32 {
    let page = ScreenSession(ProfileScreen())
    if display.printsOnce {
      page.dispatch(load(json: json))
      if case .failed(let error) = page.screen.profile {
        throw DemoFailure("\(error)")
      }
      try await DemoScreen.print(page.snapshot, options: display)
      return 0
    }
    // The loading state shows at once; the file is read, decoded and turned into rows away
    // from the main actor, which keeps drawing and answering keys (q quits a load of a million
    // friends at once).
    page.start()
    return await DemoScreen.run(page.controller, options: display) { app, view in
      let hints = "Enter on a title collapses it · r reload · " + DemoScreen.commonHints
      view.status = DemoScreen.status(nil, hints: hints)
      let loader = BackgroundLoad(app: app) {
        // A reload cancels the wait of the read it replaces.
        guard (try? await Task.sleep(for: delay)) != nil else { return }
        let loaded = await loadAway(json: json)
        // A reload started meanwhile brings the file as it is now.
        guard !Task.isCancelled else { return }
        await page.dispatchBuildingAway(loaded)
      }
      page.onAction = { action in
        if action == .reload { loader.start() }
        view.status = DemoScreen.status(page.screen.status, hints: hints)
      }
      app.onKey = { key in
        guard key == .character("r") else { return .ignored }
        page.dispatch(.reload)
        return .handled
      }
      loader.start()
    }
  }

  /// Reads and decodes the profile: the file given, else the bundled sample.
  private nonisolated static func load(json: String?) -> ProfileScreen.Action {
    do throws(ProfileLoadError) {
      let profile = if let json { try Profile.load(fromPath: json) } else { try Profile.loadBundled() }
      return .loaded(profile)
    } catch {
      return .failed(error)
    }
  }

  /// ``load(json:)`` away from the main actor.
  private nonisolated static func loadAway(json: String?) async -> ProfileScreen.Action {
    await Task.detached { load(json: json) }.value
  }
}
