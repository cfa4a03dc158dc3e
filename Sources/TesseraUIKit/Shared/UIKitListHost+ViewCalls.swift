#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// What the table and the collection view both ask of their data source and delegate, answered
// once: each view's adapter turns its view's spelling of a call into one of these. The calls the
// host shares with the app's delegate are handled, then passed on (see
// UIKitListHost+PassedOnCalls.swift); `call` names the call, `appDelegate` makes it on the app's
// delegate.
extension UIKitListHost {
  /// The sections shown, including collapsed ones; none while the controller shows its list
  /// through another host.
  var shownSectionCount: Int { showsController ? controller.dataSourceList.sectionCount : 0 }

  /// The rows shown in `section` (none while it is collapsed).
  func shownRowCount(inSection section: Int) -> Int {
    controller.shownRowCount(inSection: section)
  }

  /// The user selected the row at `indexPath`: its behaviour runs (an expandable row toggles),
  /// then the app's delegate hears of it.
  func userSelected(_ call: String, at indexPath: IndexPath, appDelegate: () -> Void) {
    guard !isComingBack(call, at: [indexPath]) else { return }
    userDidSelectRow(at: indexPath)
    passOn(call, at: [indexPath], appDelegate)
  }

  /// The user deselected the row at `indexPath`: the selection handler hears of it, then the
  /// app's delegate.
  func userDeselected(_ call: String, at indexPath: IndexPath, appDelegate: () -> Void) {
    guard !isComingBack(call, at: [indexPath]) else { return }
    userDidDeselectRow(at: indexPath)
    passOn(call, at: [indexPath], appDelegate)
  }

  /// The view shows (or, `ending`, stopped showing) the row at `indexPath`: the row's display
  /// handler runs (when it ends, only for a row still in the list), then the app's delegate's.
  func rowDisplay(_ call: String, at indexPath: IndexPath, ending: Bool, appDelegate: () -> Void) {
    guard !isComingBack(call, at: [indexPath]) else { return }
    duringViewCallback {
      runEach([indexPath]) { ending ? $0.onDidEndDisplaying : $0.onWillDisplay }
      passOn(call, at: [indexPath], appDelegate)
    }
  }

  /// The view scrolled: the rows now on screen are reported (for reach-end actions and
  /// visibility observers), then the app's delegate hears of it.
  func viewScrolled(_ call: String, appDelegate: () -> Void) {
    guard !isComingBack(call, at: []) else { return }
    listViewDidScroll()
    passOn(call, at: [], appDelegate)
  }

  /// The host's answer `own` to a call it shares with the app's delegate (swipe buttons, a
  /// context menu), else the app's delegate's; `nil` for a call that comes back.
  func answer<Answer>(
    _ call: String, at indexPaths: [IndexPath], own: () -> Answer?, appDelegate: () -> Answer?
  ) -> Answer? {
    guard !isComingBack(call, at: indexPaths) else { return nil }
    return own() ?? passOn(call, at: indexPaths, appDelegate)
  }
}
