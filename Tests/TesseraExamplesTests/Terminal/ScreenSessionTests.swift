import Foundation
import Testing
import TesseraExamples
import TesseraTerminal
import TesseraTesting

/// A screen session shown in a terminal view of `width` columns, as the demo runs it.
@MainActor
private func shown<Screen: ExampleScreen>(
  _ screen: Screen, width: Int = 50
) async -> (ScreenSession<Screen>, TerminalListView) {
  let session = ScreenSession(screen)
  let view = TerminalListView(
    controller: session.controller, renderers: .examples, size: TerminalSize(columns: width, rows: 30))
  session.start()
  await session.controller.settle()
  return (session, view)
}

/// The plain text of what the view shows, one string per line, trailing blanks removed.
@MainActor
private func text(of view: TerminalListView) async -> [String] {
  let lines = await ListDocument.lines(of: view)
  return ListDocument.text(lines, mode: .plain).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
    String.init)
}

@Suite("Screen session")
@MainActor
struct ScreenSessionTests {
  @Test("An action whose snapshot is built away from the main actor is shown, with its onAction")
  func actionBuiltAway() async {
    let (session, view) = await shown(SettingsScreen())
    var seen: [SettingsScreen.Action] = []
    session.onAction = { seen.append($0) }
    await session.dispatchBuildingAway(.set(.notifications, isOn: false))
    #expect(session.screen.notificationsOn == false)
    #expect(seen == [.set(.notifications, isOn: false)])
    await session.controller.settle()
    #expect(await text(of: view).contains { $0.hasPrefix("Push notifications") && $0.hasSuffix("[ ]") })
  }

  @Test("An action dispatched while another's snapshot is built away is kept: both apply")
  func actionDispatchedWhileBuildingAwayIsKept() async {
    let gate = BuildGate()
    let session = ScreenSession(GatedScreen(gate: gate))
    session.start()
    gate.isClosed = true
    let away = Task { await session.dispatchBuildingAway(.append(1)) }
    // The build away has started and waits at the gate; an action comes meanwhile.
    while !gate.hasWaiter { await Task.yield() }
    session.dispatch(.append(2))
    gate.open()
    await away.value
    #expect(session.screen.values == [2, 1], "the action dispatched meanwhile was undone, or the first one lost")
    await session.controller.settle()
    #expect(session.controller.dataSourceList.rowCount == 2)
  }

  @Test("Selecting a switch row sends an action; the new state shows in the next snapshot")
  func switchFlowsBack() async {
    let (session, view) = await shown(SettingsScreen())
    #expect(await text(of: view).contains { $0.hasPrefix("Push notifications") && $0.hasSuffix("[x]") })
    #expect(session.controller.selectRow(withID: "notifications"))
    await session.controller.settle()
    #expect(session.screen.notificationsOn == false)
    #expect(await text(of: view).contains { $0.hasPrefix("Push notifications") && $0.hasSuffix("[ ]") })
    // The typed cell event takes the same way back.
    #expect(session.controller.send(SettingsScreen.SwitchToggled(isOn: true), toRowWithID: "notifications"))
    await session.controller.settle()
    #expect(session.screen.notificationsOn)
  }

  @Test("onAction sees each action after it was applied")
  func onActionAfterApply() async {
    let (session, _) = await shown(SettingsScreen())
    var seen: [(SettingsScreen.Action, String?)] = []
    session.onAction = { action in seen.append((action, session.screen.status)) }
    session.controller.selectRow(withID: "help")
    #expect(seen.count == 1)
    #expect(seen.first?.0 == .open(.help))
    #expect(seen.first?.1 == "Open Help & feedback")
  }

  @Test("A merchant row expands and collapses on select; its expanded height is measured once")
  func merchantExpansion() async throws {
    var generator = SeededRandomNumberGenerator(seed: 3)
    let merchants = Merchant.randomList(using: &generator)
    let first = try #require(merchants.sorted { $0.city < $1.city }.first)
    let (session, view) = await shown(MerchantScreen(merchants: merchants))
    let collapsed = await text(of: view)
    #expect(collapsed.count == merchants.count + 1)
    let measured = session.controller.statistics.measurements

    session.controller.selectRow(withID: RowID(first.id))
    let expanded = await text(of: view)
    #expect(expanded.count == collapsed.count + first.details.count)
    for detail in first.details {
      #expect(
        expanded.contains { $0.hasPrefix("    \(detail.category)") && $0.hasSuffix(String(detail.amount.formatted)) })
    }
    #expect(session.controller.statistics.measurements == measured + 1)

    session.controller.selectRow(withID: RowID(first.id))
    #expect(await text(of: view) == collapsed)
    session.controller.selectRow(withID: RowID(first.id))
    #expect(await text(of: view) == expanded)
    #expect(session.controller.statistics.measurements == measured + 1, "heights are cached by id, content and width")

    // Expansion is kept by id: it survives sorting.
    await session.dispatchAndSettle(.sort(.largestSum))
    #expect(
      Set(await text(of: view))
        == Set(expanded.map { $0.replacingOccurrences(of: "Takings by city", with: "Takings, largest first") }))
  }

  @Test("Selecting a profile section header hides its rows, selecting it again shows them")
  func profileCollapse() async throws {
    let profile = try Profile.loadBundled()
    let (session, view) = await shown(ProfileScreen(profile: .loaded(profile)))
    #expect(await text(of: view).contains("(IS) Ida Sørensen"))
    session.controller.selectHeader(inSection: 0)
    await session.controller.settle()
    let collapsed = await text(of: view)
    #expect(collapsed.first == "▸ Main Info")
    #expect(!collapsed.contains("(IS) Ida Sørensen"))
    #expect(collapsed.contains("▾ Friends"))
    session.controller.selectHeader(inSection: 0)
    await session.controller.settle()
    #expect(await text(of: view).prefix(2) == ["▾ Main Info", "(IS) Ida Sørensen"])
  }

  @Test("The error screen names the file, the position, the path and the problem")
  func profileErrorScreen() async throws {
    let error = ProfileLoadError(
      file: "broken.json", position: .init(line: 2, column: 23),
      problem: .wrongType(path: "data.friends[0].name", expected: "a string", found: "a number"))
    let (_, view) = await shown(ProfileScreen(profile: .failed(error)), width: 60)
    #expect(
      await text(of: view) == [
        "Could not load the profile",
        "File        broken.json",
        "Position    line 2, column 23",
        "Path        data.friends[0].name",
        "Problem     wrong type at data.friends[0].name: expected a",
        "            string, found a number",
        "Try again",
      ])
  }
}

extension Int {
  /// `12,345`, as the merchant rows show amounts.
  fileprivate var formatted: String {
    let digits = String(self)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}

/// Holds the snapshots that pass it until it is opened.
private final class BuildGate: @unchecked Sendable {
  private let condition = NSCondition()
  private var closed = false
  private var waiting = false

  /// Whether builds away from the main thread wait.
  var isClosed: Bool {
    get { condition.withLock { closed } }
    set { condition.withLock { closed = newValue } }
  }

  /// Whether a build is waiting at the gate.
  var hasWaiter: Bool { condition.withLock { waiting } }

  /// Lets every waiting build through, and later ones too.
  func open() {
    condition.withLock {
      closed = false
      condition.broadcast()
    }
  }

  /// Waits while the gate is closed.
  func pass() {
    condition.withLock {
      while closed {
        waiting = true
        condition.wait()
      }
      waiting = false
    }
  }
}

/// A screen of numbers whose snapshot waits at a gate once it shows a 1 (the number the test
/// appends away from the main actor).
private struct GatedScreen: ExampleScreen {
  enum Action: Sendable { case append(Int) }
  let gate: BuildGate
  var values: [Int] = []

  func snapshot(send: @escaping Send<Action>) -> ListSnapshot {
    if values.contains(1) { gate.pass() }
    return ListSnapshot { Section("numbers") { for value in values { Row(value, "\(value)") } } }
  }

  mutating func apply(_ action: Action) {
    switch action {
    case .append(let value): values.append(value)
    }
  }
}
