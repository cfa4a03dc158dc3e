#if !canImport(UIKit)
import Foundation

/// A change of the first responder or of VoiceOver's focus on a view inside a table or a
/// collection view, as their event logs record it (R11.7): with the index path of the row or
/// item whose cell holds the view (`nil` for a view outside any cell on screen, such as a
/// header).
public enum FocusEvent: Equatable, Sendable {
  /// A view became first responder.
  case becameFirstResponder(IndexPath?)
  /// The first responder resigned: asked to, or (`leftWindow`) because it left the window.
  case resignedFirstResponder(IndexPath?, leftWindow: Bool)
  /// VoiceOver's focus moved to a view.
  case accessibilityFocused(IndexPath?)
  /// VoiceOver's focus left a view: moved elsewhere, or (`leftWindow`) the view left the window.
  case accessibilityFocusLost(IndexPath?, leftWindow: Bool)
}

/// What changed, before the list view adds the index path.
enum FocusChange {
  case becameFirstResponder
  case resignedFirstResponder(leftWindow: Bool)
  case accessibilityFocused
  case accessibilityFocusLost(leftWindow: Bool)

  func event(at indexPath: IndexPath?) -> FocusEvent {
    switch self {
    case .becameFirstResponder: .becameFirstResponder(indexPath)
    case .resignedFirstResponder(let leftWindow): .resignedFirstResponder(indexPath, leftWindow: leftWindow)
    case .accessibilityFocused: .accessibilityFocused(indexPath)
    case .accessibilityFocusLost(let leftWindow): .accessibilityFocusLost(indexPath, leftWindow: leftWindow)
    }
  }
}

/// A list view that records focus changes of the views inside it.
@MainActor
protocol FocusLoggingListView: UIView {
  /// Records `change` of `view`, whose ancestor directly inside the list view is `child`.
  func noteFocusChange(_ change: FocusChange, of view: UIView, inside child: UIView)
}

@MainActor
enum FocusLogging {
  /// Records `change` in the innermost table or collection view that holds `view`.
  static func note(_ change: FocusChange, of view: UIView) {
    var child = view
    while let parent = child.superview {
      if let list = parent as? any FocusLoggingListView {
        list.noteFocusChange(change, of: view, inside: child)
        return
      }
      child = parent
    }
  }
}

extension UITableView: FocusLoggingListView {}
extension UICollectionView: FocusLoggingListView {}
#endif
