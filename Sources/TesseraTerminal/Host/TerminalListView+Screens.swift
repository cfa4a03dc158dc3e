import Tessera

// What a screen needs around its rows, the terminal's way: the unavailable state as centred
// text whose first action runs on Return, the rows on screen told to the controller (for its
// reach-end actions), and `r` to refresh.
extension TerminalListView {
  // MARK: Refreshing

  /// Lets `r` refresh the list with `action` (`nil`: `r` goes to the app again), as the UIKit
  /// hosts' pull to refresh does: page loads in flight are cancelled, a reader at the top stays
  /// at the top of what the refresh brings, and the status line says "Refreshing…" until the
  /// snapshots the action gave are on screen. A second `r` meanwhile does nothing.
  public func refreshable(_ action: (@MainActor @Sendable () async -> Void)?) {
    if redirectedToMainActor("refreshable(_:)", { [self] in refreshable(action) }) { return }
    refreshAction = action
  }

  /// Whether a refresh started with `r` (or by the app through the controller) runs.
  public var isRefreshing: Bool { showsController && controller.isRefreshing }

  /// Starts the refresh `r` asks for; `false` without a refresh action.
  func startRefresh() -> Bool {
    guard let refreshAction else { return false }
    controller.refresh(refreshAction)
    return true
  }

  // MARK: The unavailable state

  /// Shows `state` instead of the rows (`nil`: the rows again), from the next frame on. The
  /// controller hears of the rows on screen once the update is over (the update handler).
  package func showUnavailableState(_ state: UnavailableState?, isAnimated: Bool) {
    unavailableState = state
  }

  /// Runs the first action of the state shown (Return); `false` when it has none.
  func performPrimaryUnavailableAction() -> Bool {
    guard let actions = unavailableState?.actions, !actions.isEmpty else { return false }
    return controller.performUnavailableAction(at: 0)
  }

  /// The lines of `state` centred in a list area of `width` × `height`: exactly `height` lines,
  /// each `width` wide; lines that do not fit are left out from the end, the title last.
  static func unavailableLines(_ state: UnavailableState, width: Int, height: Int) -> [StyledLine] {
    guard height > 0 else { return [] }
    var content = unavailableContent(state, width: width)
    if content.count > height { content.removeLast(content.count - height) }
    let blank = StyledLine().padded(toWidth: width)
    let top = (height - content.count) / 2
    return Array(repeating: blank, count: top) + content
      + Array(repeating: blank, count: height - top - content.count)
  }

  /// The lines of `state`, each centred in `width`: the title in bold (dim while loading), the
  /// message dim, then the actions, the first (the one Return runs) in inverse.
  static func unavailableContent(_ state: UnavailableState, width: Int) -> [StyledLine] {
    var content: [StyledLine] = []
    let titleStyle = state.kind == .loading ? TextStyle(attributes: .dim) : TextStyle(attributes: .bold)
    content += StyledLine(state.title, style: titleStyle).wrapped(toWidth: width)
    if let message = state.message, !message.isEmpty {
      content += StyledLine(message, style: TextStyle(attributes: .dim)).wrapped(toWidth: width)
    }
    if !state.actions.isEmpty {
      var buttons = StyledLine()
      for (index, action) in state.actions.enumerated() {
        if index > 0 { buttons.append(" ") }
        let style = index == 0 ? TextStyle(attributes: [.bold, .inverse]) : TextStyle()
        buttons.append("[\(action.title)]", style: style)
      }
      content += buttons.wrapped(toWidth: width)
    }
    return content.map { $0.padded(toWidth: width, alignment: .center) }
  }

  // MARK: The rows on screen

  /// Tells the controller the last row on screen (none while the screen is too small or the
  /// unavailable state shows), once the rows the screen shows are measured and the selection
  /// is in view: the controller runs the reach-end actions the reader arrived at.
  ///
  /// Only lists that page are measured for it: a list without reach-end actions is measured
  /// when it is drawn, as before, and the controller is told once it pages.
  func reportVisibleRows() {
    guard showsController, controller.hasReachEndActions else { return }
    controller.visibleRowsDidChange(lastVisibleRow: lastVisibleRow())
  }

  /// The last row with a line on screen, the viewport settled first.
  private func lastVisibleRow() -> ElementPath? {
    guard fitsScreen, unavailableState == nil else { return nil }
    let height = listHeight
    settleViewport(height: height)
    let items = controller.layoutItems(inRange: Double(scrollOffset), height: Double(height))
    for item in items.reversed() {
      if case .row(let path) = item { return path }
    }
    return nil
  }
}
