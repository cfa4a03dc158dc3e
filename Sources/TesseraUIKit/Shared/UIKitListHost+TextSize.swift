#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import Tessera

// Dynamic Type as a feature: when the user picks another text size, rows and headers are
// measured again by themselves; the app does nothing. Heights are measured with views kept out
// of any window, so each measurement first gives its view the list's text size, and the host
// remembers the size it measured at: whenever the list's text size differs from it (a trait
// change from iOS 17, the text size notification before), every height is forgotten, lazily
// (the rows on screen are measured at once, the others when they are next needed).
extension UIKitListHost {
  /// Starts following the list's text size: from iOS 17 through a trait change registration on
  /// the list's view, which also sees the view move into a window of another text size or a
  /// parent's trait override; before, through `UIContentSizeCategory.didChangeNotification`,
  /// which UIKit posts on the main thread once the new size is in the views' traits.
  func followTextSize() {
    // The iOS 17 API is in SDKs whose UIKit is 7000 and up (not in the iOS 16 SDKs).
    #if !canImport(UIKit) || canImport(UIKit, _version: 7000)
    if #available(iOS 17.0, *) {
      listView.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
        [weak self] (_: UIScrollView, _: UITraitCollection) in
        self?.scheduleTextSizeCheck()
      }
      return
    }
    #endif
    textSizeObserver = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      // Posted by UIKit on the main thread, and handed over on the main queue.
      Task { @MainActor in self?.scheduleTextSizeCheck() }
    }
  }

  /// Looks at the list's text size once the views are told of the change: the list's view
  /// hears of it before its cells do, and a row measured from a cell still at the old size
  /// would be wrong. The controller's `settle()` waits for the check.
  func scheduleTextSizeCheck() {
    guard textSizeTask == nil else { return }
    let task = Task { @MainActor [weak self] in
      self?.textSizeTask = nil
      self?.listTextSizeMayHaveChanged()
    }
    textSizeTask = task
    controller.trackHostWork(task)
  }

  /// Forgets every height when the list's text size is no longer the one they were measured at.
  func listTextSizeMayHaveChanged() {
    let textSize = listView.traitCollection.preferredContentSizeCategory
    guard let measured = measuredTextSize, measured != textSize else { return }
    measuredTextSize = nil
    // Rows, headers and footers, in one reload that keeps the reader's place.
    controller.invalidateMeasuredHeights()
  }

  /// Gives a view kept for measuring the list's text size (from iOS 17, where a view outside any
  /// window can be told; before, it has the app's, which is the list's), and notes the size the
  /// heights are measured at.
  func prepareForMeasuring(_ view: UIView) {
    let textSize = listView.traitCollection.preferredContentSizeCategory
    measuredTextSize = textSize
    #if !canImport(UIKit) || canImport(UIKit, _version: 7000)
    if #available(iOS 17.0, *), view.traitCollection.preferredContentSizeCategory != textSize {
      view.traitOverrides.preferredContentSizeCategory = textSize
    }
    #endif
  }
}
