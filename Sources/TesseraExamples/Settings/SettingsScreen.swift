/// The settings ("personal center") page of seed 002: rows with fixed titles, switches whose
/// position flows back into this state, and disclosure rows that lead elsewhere.
///
/// The seed gives every row a describe-data object with a cell class, a select block and a
/// configure hook; here each row is one line of ``snapshot(send:)`` with its content and its
/// behaviours, and the order of the lines is the order on screen.
public struct SettingsScreen: ExampleScreen, Equatable {
  /// The user's nickname, shown next to "Nickname".
  public var nickname: String
  /// The account name, shown but not editable.
  public var account: String
  /// Whether push notifications are on.
  public var notificationsOn: Bool
  /// Whether downloads wait for Wi-Fi.
  public var downloadsOverWiFiOnly: Bool
  /// What the user last asked to open, for the host to show; a real app would navigate instead.
  public var status: String?

  /// Creates the page with sample values.
  public init(
    nickname: String = "Tessera 小助手", account: String = "tessera_2025", notificationsOn: Bool = true,
    downloadsOverWiFiOnly: Bool = false, status: String? = nil
  ) {
    self.nickname = nickname
    self.account = account
    self.notificationsOn = notificationsOn
    self.downloadsOverWiFiOnly = downloadsOverWiFiOnly
    self.status = status
  }

  /// The switches of the page.
  public enum Switch: Hashable, Sendable {
    /// Push notifications.
    case notifications
    /// Downloads over Wi-Fi only.
    case downloadsOverWiFiOnly
  }

  /// The pages the disclosure rows lead to; the raw value is the row's title.
  public enum Destination: String, CaseIterable, Sendable {
    /// Changing the profile picture.
    case avatar = "Avatar"
    /// Editing the nickname.
    case nickname = "Nickname"
    /// Choosing the app's language.
    case language = "Language"
    /// Help pages and the feedback form.
    case help = "Help & feedback"
    /// The app's version and licences.
    case about = "About Tessera"
  }

  /// What the user can do on the page.
  public enum Action: Equatable, Sendable {
    /// A switch was turned on or off.
    case set(Switch, isOn: Bool)
    /// A disclosure row was selected.
    case open(Destination)
  }

  /// Moves to the state that follows `action`.
  public mutating func apply(_ action: Action) {
    switch action {
    case .set(.notifications, let isOn): notificationsOn = isOn
    case .set(.downloadsOverWiFiOnly, let isOn): downloadsOverWiFiOnly = isOn
    case .open(let destination): status = "Open \(destination.rawValue)"
    }
  }

  /// Whether `toggle` is on.
  public func isOn(_ toggle: Switch) -> Bool {
    switch toggle {
    case .notifications: notificationsOn
    case .downloadsOverWiFiOnly: downloadsOverWiFiOnly
    }
  }
}
