// The content of each kind of row of the settings page, and the event its switches send.

extension SettingsScreen {
  /// A section header: a title, or just spacing between groups when the title is `nil`.
  public struct Header: Equatable, Sendable {
    /// The title, or `nil` for a blank gap.
    public var title: String?
    /// Creates the header content.
    public init(_ title: String?) { self.title = title }
  }

  /// A fixed title with a value that cannot be changed here, e.g. "Account  tessera_2025".
  public struct StaticRow: Equatable, Sendable {
    /// The fixed title.
    public var title: String
    /// The value on the trailing side.
    public var value: String
    /// Creates the row content.
    public init(title: String, value: String) {
      self.title = title
      self.value = value
    }
  }

  /// A row that leads to another page: a title, an optional current value and a disclosure
  /// indicator (`›`).
  public struct Disclosure: Equatable, Sendable {
    /// The fixed title.
    public var title: String
    /// The current value, shown before the indicator; `nil` for none.
    public var value: String?
    /// Creates the row content.
    public init(title: String, value: String? = nil) {
      self.title = title
      self.value = value
    }
  }

  /// A row with a switch. The cell reports a flip with ``SwitchToggled``; the row's behaviour
  /// turns it into an action, and the switch shows the state's value in the next snapshot.
  public struct SwitchRow: Equatable, Sendable {
    /// The fixed title.
    public var title: String
    /// A line of explanation under the title, if any.
    public var detail: String?
    /// The switch's position.
    public var isOn: Bool
    /// Creates the row content.
    public init(title: String, detail: String? = nil, isOn: Bool) {
      self.title = title
      self.detail = detail
      self.isOn = isOn
    }
  }

  /// The event a switch cell sends when the user flips it.
  public struct SwitchToggled: Equatable, Sendable {
    /// The position the user moved the switch to.
    public var isOn: Bool
    /// Creates the event.
    public init(isOn: Bool) { self.isOn = isOn }
  }
}
