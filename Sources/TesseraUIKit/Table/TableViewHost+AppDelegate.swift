#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Calls to the app's own delegate for the methods the host implements itself. On iOS these are
// optional Objective-C methods, called with `?`; the headless protocols give every method a
// default, so the call is direct. This is the only place the two spellings differ.
extension TableViewHost {
  func appDelegateWillDisplay(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    #if canImport(UIKit)
    delegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    #else
    delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    #endif
  }

  func appDelegateDidEndDisplaying(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    #if canImport(UIKit)
    delegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    #else
    delegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    #endif
  }

  func appDelegateDidSelect(rowAt indexPath: IndexPath) {
    #if canImport(UIKit)
    delegate?.tableView?(tableView, didSelectRowAt: indexPath)
    #else
    delegate?.tableView(tableView, didSelectRowAt: indexPath)
    #endif
  }

  func appDelegateDidDeselect(rowAt indexPath: IndexPath) {
    #if canImport(UIKit)
    delegate?.tableView?(tableView, didDeselectRowAt: indexPath)
    #else
    delegate?.tableView(tableView, didDeselectRowAt: indexPath)
    #endif
  }

  func appDelegateSwipeConfiguration(
    _ edge: RowSwipeEdge, forRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    #if canImport(UIKit)
    edge == .leading
      ? delegate?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
      : delegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
    #else
    edge == .leading
      ? delegate?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
      : delegate?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
    #endif
  }

  func appDelegateContextMenu(forRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
    #if canImport(UIKit)
    delegate?.tableView?(tableView, contextMenuConfigurationForRowAt: indexPath, point: point) ?? nil
    #else
    delegate?.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point) ?? nil
    #endif
  }

  func appDelegateDidScroll() {
    #if canImport(UIKit)
    delegate?.scrollViewDidScroll?(tableView)
    #else
    delegate?.scrollViewDidScroll(tableView)
    #endif
  }
}
