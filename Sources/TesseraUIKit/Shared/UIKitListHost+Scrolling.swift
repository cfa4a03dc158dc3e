#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The rows on screen change when the reader scrolls and when an update is laid out: each time,
// the controller hears of the last one (it runs reach-end actions) and visibility observers run.
// Only lists somebody asks about (a reach-end action, an observer) are laid out for it, so a
// list without them is laid out when UIKit lays it out, as before.
extension UIKitListHost {
  /// Whether anybody hears of the rows on screen: the list or one of its sections has a
  /// reach-end action, or a visibility observer was added.
  /// - Complexity: O(sections).
  var reportsVisibleRows: Bool {
    !visibleRowsObservers.isEmpty || controller.hasReachEndActions
  }

  /// The view scrolled (its `scrollViewDidScroll(_:)`): the rows it shows now, laid out first,
  /// are reported. Not while an update is under way (the list the view shows and the
  /// controller's may differ; the update reports once it is shown) nor while the view lays out
  /// or runs the app's code for a view.
  func listViewDidScroll() {
    guard showsController, controller.hostHasLoaded, !controller.isUpdating, viewCallbackDepth == 0,
      viewConfigurationDepth == 0, reportsVisibleRows
    else { return }
    if listView.window != nil { listView.layoutIfNeeded() }
    visibleRowsMayHaveChanged()
  }

  /// An update or reload is shown: once laid out, the rows it shows are reported, so a reader
  /// who stays near the end of a list that grew is seen there, and a first page shorter than the
  /// screen loads the next.
  func listDidUpdate() {
    guard showsController, controller.hostHasLoaded, viewConfigurationDepth == 0, reportsVisibleRows else { return }
    if listView.window != nil { listView.layoutIfNeeded() }
    visibleRowsMayHaveChanged()
  }
}
