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
    controller.submit(snapshot)
    onAction?(action)
  }

  /// Replaces the whole state (e.g. a fresh screen after a reload) and shows it.
  public func replace(with newScreen: Screen) {
    screen = newScreen
    controller.submit(snapshot)
  }

  /// Applies `action` and returns once the new snapshot is on screen.
  public func dispatchAndSettle(_ action: Screen.Action) async {
    dispatch(action)
    await controller.settle()
  }
}
