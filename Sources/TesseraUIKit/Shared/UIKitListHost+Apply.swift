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
    if redirectedToMainActor(
      "submit(_:animatingDifferences:)",
      { [self] in
        submit(snapshot, animatingDifferences: animatingDifferences)
      })
    {
      return
    }
    controller.submit(snapshot, animatingDifferences: animatingDifferences)
  }

  /// Shows `snapshot`, animating the differences unless `animatingDifferences` is `false`;
  /// returns once it (or a later snapshot that replaced it) is on screen.
  public func apply(_ snapshot: ListSnapshot, animatingDifferences: Bool = true) async {
    await controller.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  /// Shows `snapshot`, animating the differences or not, and calls `completion` once it (or a
  /// later snapshot that replaced it) is on screen.
  ///
  /// Without animation the change is still diffed and applied as batch updates, inside
  /// `UIView.performWithoutAnimation`, as UIKit's diffable data source does since iOS 15: the
  /// cells of unchanged rows, the selection, VoiceOver focus and first responders stay.
  public func apply(
    _ snapshot: ListSnapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    if redirectedToMainActor(
      "apply(_:animatingDifferences:completion:)",
      { [self] in
        apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
      })
    {
      return
    }
    controller.submit(snapshot, animatingDifferences: animatingDifferences)
    guard let completion else { return }
    Task { @MainActor in
      await controller.settle()
      completion()
    }
  }

  /// Selects the header of `section`, as a tap does: a collapsible section toggles. For tests
  /// and tools that drive a host as a user would; an app toggles a section by its id, with
  /// `controller.setCollapsed(_:sectionWithID:)`, or from its header view's
  /// ``SectionSupplementContext/toggleCollapsed()``.
  package func selectHeader(inSection section: Int) {
    if redirectedToMainActor("selectHeader(inSection:)", { [self] in selectHeader(inSection: section) }) { return }
    controller.selectHeader(inSection: section)
  }

  /// The one place a new width is noticed, wherever it shows first: when the view asks the
  /// host for a height or a section's layout (`restoringPlace` `false`: the view is in its own
  /// layout pass and must not be scrolled), or when the app calls the `…DidLayout()` method or
  /// ``keepingReaderPlace(_:)`` (`true`). The width is compared as the controller lays rows out
  /// (a width that is not a number is 0, reported once), so the same width twice is one
  /// change, whichever way each came.
  ///
  /// On a change the reader's place is read as the view last showed it, the controller takes
  /// the new width (heights are measured again lazily), the view is told
  /// (``widthDidChange(hadNoWidth:insideLayout:)``), and the place is given back: at once when
  /// the view can be scrolled, else at the app's next `…DidLayout()` call or, failing that, on
  /// the next turn of the main actor (which the controller's `settle()` waits for).
  func noticeWidth(restoringPlace: Bool) {
    let width = ListController.layoutWidth(forAvailableWidth: availableWidth)
    if width != controller.layoutWidth {
      let hadNoWidth = controller.layoutWidth <= 0
      if placeBeforeWidthChange == nil, !hadNoWidth { placeBeforeWidthChange = shownPlace(layingOut: false) }
      controller.availableWidthDidChange()
      widthDidChange(hadNoWidth: hadNoWidth, insideLayout: !restoringPlace)
    }
    guard placeBeforeWidthChange != nil else { return }
    if restoringPlace {
      restorePlaceBeforeWidthChange()
    } else if widthPlaceTask == nil {
      let task = Task { @MainActor [weak self] in
        self?.widthPlaceTask = nil
        self?.restorePlaceBeforeWidthChange()
      }
      widthPlaceTask = task
      // The controller's `settle()` returns once the place is back.
      controller.trackHostWork(task)
    }
  }

  /// Call when the view's width may have changed; cheap when it did not. Heights are measured
  /// again lazily for the new width, and the reader's place is kept.
  func listViewDidLayout() {
    noticeWidth(restoringPlace: true)
  }
}
