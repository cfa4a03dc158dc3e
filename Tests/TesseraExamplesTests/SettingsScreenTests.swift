import Testing
import TesseraExamples

private typealias Screen = SettingsScreen

@Suite("Settings page")
struct SettingsScreenTests {
  @Test("Groups and rows in order, with a spacing-only header first")
  func layout() {
    let snapshot = Screen().snapshot(send: ignore)
    #expect(snapshot.sectionIDs == ["account", "preferences", "about"])
    #expect(
      snapshot.rowIDs == [
        ["avatar", "nickname", "account"], ["notifications", "wifi-only", "language"], ["help", "version", "about"],
      ])
    #expect(
      snapshot.sections.map { $0.header?.content?.as(Screen.Header.self) }
        == [Screen.Header(nil), Screen.Header("Preferences"), Screen.Header("About")])
    #expect(
      snapshot.content(of: "nickname", as: Screen.Disclosure.self)
        == Screen.Disclosure(title: "Nickname", value: "Tessera 小助手"))
    #expect(
      snapshot.content(of: "account", as: Screen.StaticRow.self)
        == Screen.StaticRow(title: "Account", value: "tessera_2025"))
    #expect(snapshot.validate().isEmpty)
  }

  @Test("A flipped switch flows back: event, action, new state, new snapshot")
  @MainActor
  func switchRoundTrip() {
    let recorder = ActionRecorder<Screen.Action>()
    var screen = Screen()
    #expect(screen.snapshot(send: recorder.send).content(of: "notifications", as: Screen.SwitchRow.self)?.isOn == true)

    #expect(screen.snapshot(send: recorder.send).send(Screen.SwitchToggled(isOn: false), to: "notifications"))
    #expect(recorder.actions == [.set(.notifications, isOn: false)])
    for action in recorder.actions { screen.apply(action) }

    #expect(!screen.notificationsOn)
    let after = screen.snapshot(send: recorder.send)
    #expect(
      after.content(of: "notifications", as: Screen.SwitchRow.self)
        == Screen.SwitchRow(title: "Push notifications", detail: "Order updates and replies", isOn: false))
    #expect(after.content(of: "wifi-only", as: Screen.SwitchRow.self)?.isOn == false)
  }

  @Test("Selecting a switch row flips it")
  @MainActor
  func selectingFlips() {
    let recorder = ActionRecorder<Screen.Action>()
    var screen = Screen(downloadsOverWiFiOnly: false)
    #expect(screen.snapshot(send: recorder.send).select("wifi-only"))
    screen.apply(recorder.actions[0])
    #expect(screen.downloadsOverWiFiOnly)
    #expect(screen.snapshot(send: recorder.send).select("wifi-only"))
    #expect(recorder.actions == [.set(.downloadsOverWiFiOnly, isOn: true), .set(.downloadsOverWiFiOnly, isOn: false)])
  }

  @Test("Disclosure rows open their page; static rows do nothing")
  @MainActor
  func disclosures() {
    let recorder = ActionRecorder<Screen.Action>()
    var screen = Screen()
    let snapshot = screen.snapshot(send: recorder.send)
    for id: RowID in ["avatar", "nickname", "language", "help", "about"] { #expect(snapshot.select(id), "\(id)") }
    #expect(!snapshot.select("account"))
    #expect(!snapshot.select("version"))
    #expect(recorder.actions == Screen.Destination.allCases.map { .open($0) })

    screen.apply(.open(.help))
    #expect(screen.status == "Open Help & feedback")
  }
}
