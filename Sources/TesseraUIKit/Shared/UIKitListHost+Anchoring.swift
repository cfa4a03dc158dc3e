#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Where a row ends up when a host scrolls to it, in words that fit a table and a collection
/// view alike.
enum ElementScrollPosition {
  case top, middle, bottom, nearest
}

// The reader's place, once for both views. The controller follows the anchor row through each
// update's matches; the host reads and sets the place in the view's own geometry (which counts
// what the controller does not lay out: table header views, section paddings, grid sections,
// insets), and measures the rows the new viewport shows before it settles, so height corrections
// land above the anchor instead of under the reader's eyes. The views keep the offset as a number
// through batches (R8.2, CV-O1) and measure rows as they come into view (R8.4, CV-O3).
extension UIKitListHost: AnchoringListHost {
  /// The first row whose top is visible, with its distance from the top of the visible area
  /// (below `adjustedContentInset.top`); else the row covering the top. Lays the view out first,
  /// so the rows on screen are those of the current offset. While a place from before a width
  /// change waits to be given back (a width the view noticed in its own layout pass), that
  /// place: it is where the reader really was.
  package func readerPlace() -> ListReaderPlace? {
    if refusedOffMainActor("readerPlace()") { return nil }
    if let waiting = placeBeforeWidthChange {
      guard let path = controller.path(ofRowWithID: waiting.id, near: waiting.place.anchorPath) else { return nil }
      var place = waiting.place
      place.anchorPath = path
      return place
    }
    listView.layoutIfNeeded()
    return placeAsShown()
  }

  /// Puts `target` in place: sets the content offset from the view's geometry, lays out (the
  /// rows entering are measured), and corrects the offset again while heights keep changing.
  /// A distance that is not a number counts as 0 (``ListReaderTarget/usable``). A place
  /// waiting from before a width change is given up: this one is newer.
  package func restoreReaderPlace(_ target: ListReaderTarget) {
    if redirectedToMainActor("restoreReaderPlace(_:)", { [self] in restoreReaderPlace(target) }) { return }
    placeBeforeWidthChange = nil
    let target = target.usable
    settleContentOffset { [self] in
      switch target {
      case .bottom:
        return maximumOffsetY
      case .top:
        return minimumOffsetY
      case .row(let path, let distance):
        guard let frame = listView.frameOfElement(at: IndexPath(path)) else { return nil }
        return frame.minY - CGFloat(distance) - listView.adjustedContentInset.top
      }
    }
  }

  /// Keeps the reader's place through `changes` that resize the view or its rows (a new
  /// frame on rotation, a split-view resize, a new content size category): the anchor row is
  /// noted before, the new width is given to the controller, and the row is put back at the
  /// same distance from the top once the rows around it are measured at the new width.
  ///
  /// ```swift
  /// coordinator.animate { _ in host.keepingReaderPlace { view.layoutIfNeeded() } }
  /// ```
  ///
  /// A width change needs no wrapping when the app calls the `…DidLayout()` method from
  /// `viewDidLayoutSubviews()`: the host keeps the reader's place through it then too.
  public func keepingReaderPlace(_ changes: () -> Void) {
    // The changes cannot wait for the main actor: they run where they were asked, without the
    // place being kept.
    if refusedOffMainActor("keepingReaderPlace(_:)") { return changes() }
    let place = shownPlace(layingOut: true)
    changes()
    if let place { placeBeforeWidthChange = place }
    noticeWidth(restoringPlace: true)
  }

  /// A reader's place as the host keeps it through a width change: the place, and the anchor
  /// row's id, to find it again once the controller lays out at the new width.
  struct ShownPlace {
    var place: ListReaderPlace
    var id: RowID
  }

  /// The reader's place as the view shows it now (laid out first when `layingOut`), when
  /// ``ListController/anchoring`` keeps one and the view shows the controller's list.
  func shownPlace(layingOut: Bool) -> ShownPlace? {
    guard controller.anchoring != .none, controller.hostHasLoaded, showsController else { return nil }
    if layingOut { listView.layoutIfNeeded() }
    guard let place = placeAsShown(), let row = controller.dataSourceList.row(at: place.anchorPath) else { return nil }
    return ShownPlace(place: place, id: row.id)
  }

  /// Gives back the place noted before a width change, if one waits.
  func restorePlaceBeforeWidthChange() {
    widthPlaceTask = nil
    guard let waiting = placeBeforeWidthChange else { return }
    placeBeforeWidthChange = nil
    guard showsController,
      let target = controller.anchoring.target(
        keeping: waiting.place, anchorNowAt: controller.path(ofRowWithID: waiting.id, near: waiting.place.anchorPath))
    else { return }
    restoreReaderPlace(target)
  }

  /// The reader's place read from the cells on screen as the view last laid them out (their
  /// frames, not the view's layout, which may be in the middle of a change), without laying
  /// anything out: the first row whose top is visible, else the row covering the top.
  private func placeAsShown() -> ListReaderPlace? {
    let top = visibleTop
    let bottom = top + visibleHeight
    var first: (path: IndexPath, top: CGFloat)?
    var covering: (path: IndexPath, top: CGFloat)?
    for indexPath in listView.visibleElementPaths {
      guard let frame = listView.visibleElementView(at: indexPath)?.frame else { continue }
      let candidate = (path: indexPath, top: frame.minY)
      if frame.minY >= top && frame.minY < bottom {
        if first.map({ Self.isBefore(candidate, $0) }) ?? true { first = candidate }
      } else if frame.maxY > top && frame.minY < top {
        if covering.map({ Self.isBefore(candidate, $0) }) ?? true { covering = candidate }
      }
    }
    guard let anchor = first ?? covering else { return nil }
    return ListReaderPlace(
      anchorPath: anchor.path.elementPath, distanceFromTop: Double(anchor.top - top), isAtBottom: isAtBottom,
      isAtTop: listView.contentOffset.y <= minimumOffsetY + 0.5)
  }

  // MARK: Scrolling to a row

  /// Scrolls so the row at `path` is at `position`, exactly: the offset comes from the view's
  /// geometry, and the rows the target viewport shows are laid out (so measured) before the
  /// final offset is decided. Animated, the view then scrolls from where it was to that offset.
  func scroll(toElementAt path: ElementPath, at position: ElementScrollPosition, animated: Bool) {
    // The app's scroll is newer than a place waiting from before a width change.
    restorePlaceBeforeWidthChange()
    let start = listView.contentOffset
    listView.layoutIfNeeded()
    var position = position
    if position == .nearest, let frame = listView.frameOfElement(at: IndexPath(path)) {
      if frame.minY < visibleTop {
        position = .top
      } else if frame.maxY > visibleTop + visibleHeight {
        position = .bottom
      } else {
        return
      }
    }
    settleContentOffset { [self] in
      guard let frame = listView.frameOfElement(at: IndexPath(path)) else { return nil }
      let inset = listView.adjustedContentInset.top
      switch position {
      case .top, .nearest: return frame.minY - inset
      case .middle: return frame.midY - visibleHeight / 2 - inset
      case .bottom: return frame.maxY - visibleHeight - inset
      }
    }
    let end = listView.contentOffset
    guard animated, end != start else { return }
    listView.contentOffset = start
    listView.setContentOffset(end, animated: true)
  }

  // MARK: Geometry

  /// Rounds of "set the offset, lay out, look again": each round measures the rows that
  /// entered; a few are enough, more at the end of the content, where every round can bring
  /// estimated rows into view and grow the content.
  static var maximumSettlingRounds: Int { 16 }

  /// Sets the content offset to `wanted()` (clamped to the content), lays out, and repeats
  /// while the layout moved what `wanted()` says; `nil` stops.
  func settleContentOffset(_ wanted: () -> CGFloat?) {
    for _ in 0..<Self.maximumSettlingRounds {
      listView.layoutIfNeeded()
      guard let y = wanted() else { return }
      let clamped = min(max(y, minimumOffsetY), maximumOffsetY)
      guard abs(clamped - listView.contentOffset.y) >= 0.01 else { return }
      listView.contentOffset = CGPoint(x: listView.contentOffset.x, y: clamped)
    }
    listView.layoutIfNeeded()
  }

  /// The content coordinate at the top of the visible area.
  var visibleTop: CGFloat { listView.contentOffset.y + listView.adjustedContentInset.top }

  /// The height of the visible area.
  var visibleHeight: CGFloat {
    let insets = listView.adjustedContentInset
    return max(0, listView.bounds.height - insets.top - insets.bottom)
  }

  private var minimumOffsetY: CGFloat { -listView.adjustedContentInset.top }

  private var maximumOffsetY: CGFloat {
    max(minimumOffsetY, listView.contentSize.height + listView.adjustedContentInset.bottom - listView.bounds.height)
  }

  /// Whether the visible area shows the end of the content.
  private var isAtBottom: Bool {
    listView.contentOffset.y >= maximumOffsetY - 0.5
  }

  /// Whether `a` comes before `b` on screen (higher, then by index path).
  private static func isBefore(_ a: (path: IndexPath, top: CGFloat), _ b: (path: IndexPath, top: CGFloat)) -> Bool {
    a.top != b.top ? a.top < b.top : a.path < b.path
  }
}
