#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Row interactions (swipes, context menus, deletion, moves, display and prefetch). Each call
// resolves the row on screen at that moment by its index path, and each action resolves it again
// by id when it runs.
extension UIKitListHost {
  /// Runs `handler` with the row with `id` as it is on screen now; `false` when it is gone.
  func run(_ handler: RowInteractions.Handler, onRowWithID id: RowID) -> Bool {
    guard let context = controller.actionContext(forRowWithID: id) else { return false }
    handler(context)
    return true
  }

  /// Runs the row's handler chosen by `pick` for each of `indexPaths`.
  func runEach(_ indexPaths: [IndexPath], _ pick: (RowInteractions) -> RowInteractions.Handler?) {
    for indexPath in indexPaths {
      guard let row = shownRow(at: indexPath), row.behaviors.hasInteractions,
        let handler = pick(row.behaviors.interactions)
      else { continue }
      _ = run(handler, onRowWithID: row.id)
    }
  }

  /// The swipe buttons of `edge` the row at `indexPath` declares; for a trailing swipe without
  /// its own buttons, UIKit's Delete when `addsDelete` and the row has ``Row/onDelete(_:)-(RowInteractions.Handler)``.
  func rowSwipeConfiguration(
    _ edge: RowSwipeEdge, at indexPath: IndexPath, addsDelete: Bool
  )
    -> UISwipeActionsConfiguration?
  {
    guard let row = shownRow(at: indexPath) else { return nil }
    if let swipe = row.behaviors.interactions.swipeActions(edge) {
      let actions = swipe.actions.map { contextualAction($0.title, role: $0.role, $0.handler, rowID: row.id, look: $0) }
      let configuration = UISwipeActionsConfiguration(actions: actions)
      configuration.performsFirstActionWithFullSwipe = swipe.allowsFullSwipe
      return configuration
    }
    guard addsDelete, edge == .trailing, let onDelete = row.behaviors.interactions.onDelete else { return nil }
    return UISwipeActionsConfiguration(actions: [
      contextualAction("Delete", role: .destructive, onDelete, rowID: row.id)
    ])
  }

  private func contextualAction(
    _ title: String, role: RowAction.Role?, _ handler: @escaping RowInteractions.Handler, rowID: RowID,
    look: RowAction? = nil
  ) -> UIContextualAction {
    let button = UIContextualAction(style: role == .destructive ? .destructive : .normal, title: title) {
      [weak self] _, _, completion in
      completion(self?.run(handler, onRowWithID: rowID) ?? false)
    }
    if let name = look?.systemImage { button.image = UIImage(systemName: name) }
    if let tint = look?.tint { button.backgroundColor = tint.color }
    return button
  }

  /// The row's context menu at `indexPath`, if it declares one.
  func rowContextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
    guard let row = shownRow(at: indexPath), let menu = row.behaviors.interactions.contextMenu else { return nil }
    let rowID = row.id
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      let children: [UIMenuElement] = menu.actions.map { action in
        var attributes: UIMenuElement.Attributes = []
        if action.role == .destructive { attributes.insert(.destructive) }
        if action.isDisabled { attributes.insert(.disabled) }
        return UIAction(
          title: action.title, image: action.systemImage.flatMap { UIImage(systemName: $0) }, attributes: attributes
        ) { [weak self] _ in _ = self?.run(action.handler, onRowWithID: rowID) }
      }
      return self == nil ? nil : UIMenu(title: menu.title, children: children)
    }
  }

  /// Whether the row at `indexPath` can be dragged.
  func canMoveRow(at indexPath: IndexPath) -> Bool {
    shownRow(at: indexPath)?.behaviors.interactions.move != nil
  }

  /// Where a row dragged from `source` towards `proposed` may land (see
  /// ``ListController/destinationForMovingRow(at:toward:)``).
  func destinationForMovingRow(at source: IndexPath, toward proposed: IndexPath) -> IndexPath {
    IndexPath(controller.destinationForMovingRow(at: source.elementPath, toward: proposed.elementPath))
  }

  /// The user dropped a row: the controller's list follows (the view shows it there already),
  /// then the row's move handler runs.
  func userDidMoveRow(at source: IndexPath, to destination: IndexPath) {
    controller.userDidMoveRow(at: source.elementPath, to: destination.elementPath)
  }
}

extension RowActionTint {
  /// The system colour of the tint.
  @MainActor
  var color: UIColor {
    switch self {
    case .blue: .systemBlue
    case .green: .systemGreen
    case .indigo: .systemIndigo
    case .orange: .systemOrange
    case .purple: .systemPurple
    case .red: .systemRed
    case .gray: .systemGray
    case .yellow: .systemYellow
    }
  }
}
