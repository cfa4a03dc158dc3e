/// Runs an ``ExampleScreen``: owns its state and a `ListController`, and closes the loop
/// state → snapshot → user action → new state → new snapshot.
///
/// The ``send`` closure given to the screen's behaviours applies the action to ``screen`` and
/// submits the new snapshot; the controller animates only what changed. Side effects that the
/// pure reducer cannot perform (reading a file again, starting a request) belong in
/// ``onAction``, which sees each action after it was applied.
///
/// ```swift
/// let session = ScreenSession(SettingsScreen())
/// let view = TerminalListView(controller: session.controller, renderers: .examples, size: size)
/// session.start()
/// session.dispatch(.set(.notifications, isOn: false))   // the switch row updates
/// await session.controller.settle()
/// ```
@MainActor
public final class ScreenSession<Screen: ExampleScreen> {
  /// The screen's current state.
  public private(set) var screen: Screen
  /// The controller that shows the screen's snapshots.
  public let controller: ListController
  /// Runs after each action has been applied and the new snapshot submitted: the place for
  /// effects, e.g. loading again after ``ProfileScreen/Action/reload``.
  public var onAction: (@MainActor (Screen.Action) -> Void)?
  /// Counts changes of ``screen``, so a snapshot built away from the main actor can tell
  /// whether the state it was built from is still the state shown.
  private var stateVersion = 0

  /// A session showing `screen` through `controller`. Nothing is submitted until ``start()``
  /// or the first action.
  public init(_ screen: Screen, controller: ListController = ListController()) {
    self.screen = screen
    self.controller = controller
  }

  /// The closure the screen's behaviours report through; it holds the session weakly.
  public var send: Send<Screen.Action> {
    { [weak self] action in self?.dispatch(action) }
  }

  /// The snapshot of the current state.
  public var snapshot: ListSnapshot { screen.snapshot(send: send) }

  /// Shows the current state.
  public func start() {
    controller.submit(snapshot)
  }

  /// Applies `action` to the state, shows the new snapshot, then runs ``onAction``.
  public func dispatch(_ action: Screen.Action) {
    screen.apply(action)
    stateVersion &+= 1
    controller.submit(snapshot)
    onAction?(action)
  }

  /// Applies `action` as ``dispatch(_:)`` does, but builds the new state's snapshot away from
  /// the main actor, so that a large state (a profile of a million friends) does not keep the
  /// screen from answering keys meanwhile. Returns once the snapshot is submitted.
  ///
  /// When another action changes the state while the snapshot is built, `action` is applied
  /// to the state as it is then, and its snapshot built again: no action is lost or undone.
  public func dispatchBuildingAway(_ action: Screen.Action) async {
    while true {
      let version = stateVersion
      var next = screen
      next.apply(action)
      let send = self.send
      let built = await Task.detached { [next] in next.snapshot(send: send) }.value
      guard version == stateVersion else { continue }
      screen = next
      stateVersion &+= 1
      controller.submit(built)
      onAction?(action)
      return
    }
  }

  /// Replaces the whole state (e.g. a fresh screen after a reload) and shows it.
  public func replace(with newScreen: Screen) {
    screen = newScreen
    stateVersion &+= 1
    controller.submit(snapshot)
  }

  /// Applies `action` and returns once the new snapshot is on screen.
  public func dispatchAndSettle(_ action: Screen.Action) async {
    dispatch(action)
    await controller.settle()
  }
}
