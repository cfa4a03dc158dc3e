extension SettingsScreen {
  /// The page as a list: an untitled group for the account (just spacing above it), then
  /// Preferences with the switches, then About.
  ///
  /// A switch flows back into state in a loop: the cell sends ``SwitchToggled``, the row's
  /// handler sends ``Action/set(_:isOn:)``, ``apply(_:)`` stores the value and the next snapshot
  /// shows it. Selecting a switch row flips it too, for hosts without a separate switch control.
  @ListBuilder<Section>
  public func snapshot(send: @escaping Send<Action>) -> ListSnapshot {
    Section("account") {
      disclosure("avatar", .avatar, value: "🙂", send: send)
      disclosure("nickname", .nickname, value: nickname, send: send)
      Row("account", StaticRow(title: "Account", value: account))
    }.header(.content(Header(nil)))

    Section("preferences") {
      switchRow(
        "notifications", .notifications, title: "Push notifications", detail: "Order updates and replies", send: send)
      switchRow("wifi-only", .downloadsOverWiFiOnly, title: "Download over Wi-Fi only", send: send)
      disclosure("language", .language, value: "简体中文", send: send)
    }.header(.content(Header("Preferences")))

    Section("about") {
      disclosure("help", .help, send: send)
      Row("version", StaticRow(title: "Version", value: "1.0.0"))
      disclosure("about", .about, send: send)
    }.header(.content(Header("About")))
  }

  private func disclosure(
    _ id: String, _ destination: Destination, value: String? = nil, send: @escaping Send<Action>
  ) -> Row {
    Row(id, Disclosure(title: destination.rawValue, value: value)).onSelect { _ in send(.open(destination)) }
  }

  private func switchRow(
    _ id: String, _ toggle: Switch, title: String, detail: String? = nil, send: @escaping Send<Action>
  ) -> Row {
    let isOn = isOn(toggle)
    return Row(id, SwitchRow(title: title, detail: detail, isOn: isOn))
      .on(SwitchToggled.self) { event, _ in send(.set(toggle, isOn: event.isOn)) }
      .onSelect { _ in send(.set(toggle, isOn: !isOn)) }
  }
}
