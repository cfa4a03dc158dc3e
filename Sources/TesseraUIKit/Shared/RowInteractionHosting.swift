#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A host that resolves rows by index path and runs their interactions by id: the table host
/// and the collection host share one implementation of swipe buttons, context menus and row
/// handlers.
@MainActor
protocol RowInteractionHosting: AnyObject {
  /// The controller that owns what is shown.
  var controller: ListController { get }
}

extension RowInteractionHosting {
  /// The row shown at `indexPath`, if any.
  func shownRow(at indexPath: IndexPath) -> Row? {
    controller.presented.row(at: ElementPath(element: indexPath.row, section: indexPath.section))
  }

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

  func swipeConfiguration(_ swipe: RowSwipeActions, rowID: RowID) -> UISwipeActionsConfiguration {
    let actions = swipe.actions.map { action in
      let button = UIContextualAction(style: action.role == .destructive ? .destructive : .normal, title: action.title) {
        [weak self] _, _, completion in
        completion(self?.run(action.handler, onRowWithID: rowID) ?? false)
      }
      if let name = action.systemImage { button.image = UIImage(systemName: name) }
      if let tint = action.tint { button.backgroundColor = tint.color }
      return button
    }
    let configuration = UISwipeActionsConfiguration(actions: actions)
    configuration.performsFirstActionWithFullSwipe = swipe.allowsFullSwipe
    return configuration
  }

  func contextMenuConfiguration(_ menu: RowContextMenu, rowID: RowID) -> UIContextMenuConfiguration {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
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
}
