#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Showing snapshots, in the shapes of the controller and of UIKit's diffable data source.
extension UIKitListHost {
  /// Shows `snapshot` as soon as possible, animated unless `animatingDifferences` is `false`
  /// (the change is then still applied as batch updates, without animation), without waiting.
  public func submit(_ snapshot: ListSnapshot, animatingDifferences: Bool = true) {
    controller.submit(snapshot, animatingDifferences: animatingDifferences)
  }

  /// Shows `snapshot`; returns once it (or a later snapshot that replaced it) is on screen.
  public func apply(_ snapshot: ListSnapshot) async { await controller.apply(snapshot) }

  /// Shows `snapshot`, animating the differences or not, and calls `completion` once it (or a
  /// later snapshot that replaced it) is on screen.
  ///
  /// Without animation the change is still diffed and applied as batch updates, inside
  /// `UIView.performWithoutAnimation`, as UIKit's diffable data source does since iOS 15: the
  /// cells of unchanged rows, the selection, VoiceOver focus and first responders stay.
  public func apply(
    _ snapshot: ListSnapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    controller.submit(snapshot, animatingDifferences: animatingDifferences)
    guard let completion else { return }
    Task { @MainActor in
      await controller.settle()
      completion()
    }
  }

  /// Shows `snapshot`, animating the differences or not; returns once it (or a later snapshot
  /// that replaced it) is on screen.
  public func apply(_ snapshot: ListSnapshot, animatingDifferences: Bool) async {
    await controller.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  /// Selects the header of `section`, as a tap does: a collapsible section toggles. Spelled as
  /// the controller's ``ListController/selectHeader(inSection:)``.
  public func selectHeader(inSection section: Int) {
    controller.selectHeader(inSection: section)
  }

  /// Receives every diagnostic of the host and its controller once (a missing registration, a
  /// duplicate id…): the controller's ``ListController/diagnosticsHandler``, set here so a
  /// test or a screen can collect only its own.
  public var diagnosticsHandler: @MainActor (ListDiagnostic) -> Void {
    get { controller.diagnosticsHandler }
    set { controller.diagnosticsHandler = newValue }
  }

  /// Gives the controller the view's width when it changed (and is not 0), without touching
  /// the view: for the moments UIKit asks the host for heights or layouts, so an app that never
  /// calls the `…DidLayout()` method does not keep heights of a width-0 first load. Returns
  /// whether the width changed.
  @discardableResult
  func noticeWidthChange() -> Bool {
    let width = ListController.layoutWidth(forAvailableWidth: availableWidth)
    guard width > 0, width != controller.layoutWidth else { return false }
    controller.availableWidthDidChange()
    return true
  }

  /// Call when the view's width may have changed; cheap when it did not. Heights are measured
  /// again lazily for the new width.
  func listViewDidLayout() {
    // Through the controller's rule: a width it cannot use (NaN, infinite) is no change.
    guard ListController.layoutWidth(forAvailableWidth: availableWidth) != controller.layoutWidth else { return }
    let hadNoWidth = controller.layoutWidth <= 0
    controller.availableWidthDidChange()
    widthDidChange(hadNoWidth: hadNoWidth)
  }
}
