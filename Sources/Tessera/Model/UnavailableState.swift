/// What a list shows instead of rows when there is nothing to show: it is empty, still loading,
/// or failed to load. A title, an optional message and SF Symbol, and buttons such as "Try
/// again".
///
/// Give it to a snapshot with ``ListSnapshot/unavailable(_:)`` (or
/// ``ListSnapshot/unavailableWhenEmpty(_:)``); every host shows it with the update that brings
/// it and hides it with the update that takes it away: the UIKit hosts as the list's background
/// (a `UIContentUnavailableView` on iOS 17 and later, a view laid out the same way on iOS 16),
/// the terminal as centred text whose first action runs on Return.
///
/// ```swift
/// ListSnapshot {
///   Section("results") { for item in results { Row(item.id, ItemContent(item)) } }
/// }
/// .unavailableWhenEmpty(.empty("No Results", message: "Try another search.", systemImage: "magnifyingglass"))
/// ```
public struct UnavailableState: Sendable, Equatable, CustomStringConvertible {
  /// Why nothing is shown, which decides how the state looks (a loading state shows progress).
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// There is nothing to show (no items, or nothing matches a filter).
    case empty
    /// The content is on its way.
    case loading
    /// The content could not be loaded.
    case failed
  }

  /// Why nothing is shown.
  public var kind: Kind
  /// The headline, such as "No Messages".
  public var title: String
  /// Text under the title, or `nil` for none.
  public var message: String?
  /// The name of the SF Symbol shown above the title, or `nil` for none.
  public var systemImage: String?
  /// The buttons under the message, in order; the first is the primary one.
  public var actions: [UnavailableAction]

  /// Creates a state.
  public init(
    _ kind: Kind, title: String, message: String? = nil, systemImage: String? = nil,
    actions: [UnavailableAction] = []
  ) {
    self.kind = kind
    self.title = title
    self.message = message
    self.systemImage = systemImage
    self.actions = actions
  }

  /// An empty list: `.empty("No Messages", systemImage: "tray")`.
  public static func empty(
    _ title: String, message: String? = nil, systemImage: String? = nil, actions: [UnavailableAction] = []
  ) -> UnavailableState {
    UnavailableState(.empty, title: title, message: message, systemImage: systemImage, actions: actions)
  }

  /// A list whose content is on its way.
  public static func loading(_ title: String = "Loading…", message: String? = nil) -> UnavailableState {
    UnavailableState(.loading, title: title, message: message)
  }

  /// A list whose content failed to load, usually with a "Try again" action.
  public static func failed(
    _ title: String, message: String? = nil, systemImage: String? = "exclamationmark.triangle",
    actions: [UnavailableAction] = []
  ) -> UnavailableState {
    UnavailableState(.failed, title: title, message: message, systemImage: systemImage, actions: actions)
  }

  /// The state's text, one line each: the title, the message, then each action in brackets
  /// (`[Try Again]`), as screen text and the terminal show it.
  public var lines: [String] {
    var lines = [title]
    if let message, !message.isEmpty { lines.append(message) }
    if !actions.isEmpty { lines.append(actions.map { "[\($0.title)]" }.joined(separator: " ")) }
    return lines
  }

  /// `UnavailableState(empty: "No Messages")`, for diagnostics.
  public var description: String { "UnavailableState(\(kind): \"\(title)\")" }
}

/// A button of an ``UnavailableState``: a title and what it does. The handler runs in a task
/// the list's ``ListController`` tracks, so ``ListController/settle()`` waits for it.
///
/// Actions compare by title alone: a new closure does not make the state a new one, and the
/// handler that runs is the one of the state on screen when the button is pressed.
public struct UnavailableAction: Sendable, Equatable {
  /// What runs when the button is pressed.
  public typealias Handler = @MainActor @Sendable () async -> Void

  /// The button's title, such as "Try Again".
  public var title: String
  /// What the button does.
  public var handler: Handler

  /// Creates a button.
  public init(_ title: String, handler: @escaping Handler) {
    self.title = title
    self.handler = handler
  }

  /// Equal when the titles are.
  public static func == (lhs: UnavailableAction, rhs: UnavailableAction) -> Bool { lhs.title == rhs.title }
}
