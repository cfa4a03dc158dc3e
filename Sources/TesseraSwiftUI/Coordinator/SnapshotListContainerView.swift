#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The view a `SnapshotList` hands to SwiftUI: it keeps the table or collection view filling
/// it and tells the coordinator when it was laid out, so the host notices a new width (SwiftUI
/// sizes this view; there is no view controller whose `viewDidLayoutSubviews` could say so).
final class SnapshotListContainerView: UIView {
  let listView: UIScrollView
  var didLayout: (@MainActor () -> Void)?

  init(listView: UIScrollView) {
    self.listView = listView
    super.init(frame: .zero)
    addSubview(listView)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    listView.frame = bounds
    didLayout?()
  }
}
