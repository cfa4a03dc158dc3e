/// The closure through which a row's behaviour reports a user action to whoever runs the screen.
///
/// Behaviours never capture mutable state: they call `send`, the host applies the action to the
/// screen's state and renders the next snapshot.
public typealias Send<Action> = @MainActor @Sendable (Action) -> Void

/// A screen of the examples: state that becomes a snapshot and changes with the user's actions.
///
/// ```swift
/// var screen = SettingsScreen()
/// let send: Send<SettingsScreen.Action> = { action in /* apply, then show the new snapshot */ }
/// controller.apply(screen.snapshot(send: send))
/// screen.apply(.set(.notifications, isOn: false))
/// controller.apply(screen.snapshot(send: send))
/// ```
public protocol ExampleScreen: Sendable {
  /// What the user can do on this screen.
  associatedtype Action: Sendable

  /// The list that shows the state; a pure function of `self`. Behaviours report through `send`.
  func snapshot(send: @escaping Send<Action>) -> ListSnapshot

  /// Moves to the state that follows `action`.
  mutating func apply(_ action: Action)
}
