/// How a host keeps the reader's place when the list changes under them.
///
/// Set it on ``ListController/anchoring``. Every host that can scroll follows it
/// through batch updates, reloads, expansion and width changes.
public enum ListAnchoring: Sendable, Hashable {
  /// The first row whose top is visible stays at the same distance from the top of the
  /// viewport; when it is deleted, the nearest surviving row before it takes its place. When
  /// neither it nor any row before it survived (a list replaced whole, as a refresh does), the
  /// reader sees the top of the new list, not whichever old row happened to be left below. The
  /// default.
  case firstVisibleRow
  /// Chat-style: a reader at the bottom stays at the bottom as rows are appended; a reader
  /// who scrolled up keeps their place as with ``firstVisibleRow``.
  case bottom
  /// Feed-style: a reader at the top stays at the top as rows are inserted above, so new rows
  /// come into view; a reader who scrolled down keeps their place as with ``firstVisibleRow``.
  case top
  /// The host leaves its content offset alone (the view's own behaviour).
  case none

  /// Where a host puts a reader who was at `place` once the list changed: the top or the bottom
  /// of the content when this anchoring keeps a reader there and the reader was there, else the
  /// anchor row (or the row that took its place), now at `anchorPath`, at the same distance
  /// from the top; the top when `anchorPath` is `nil` (neither the anchor row nor a row before
  /// it is left). `nil` for ``none``. A distance that is not a number counts as 0 (see
  /// ``ListController/layoutOffset(_:)``).
  package func target(keeping place: ListReaderPlace, anchorNowAt anchorPath: ElementPath?) -> ListReaderTarget? {
    switch self {
    case .none: return nil
    case .bottom where place.isAtBottom: return .bottom
    case .top where place.isAtTop: return .top
    default:
      guard let anchorPath else { return .top }
      return .row(anchorPath, distanceFromTop: ListController.layoutOffset(place.distanceFromTop))
    }
  }

  /// Where a host puts the reader once rows arrive in a list that was empty (or shown for the
  /// first time): the end for ``bottom``, the start for ``top``, nowhere in particular for the
  /// others.
  var targetAfterEmptyList: ListReaderTarget? {
    switch self {
    case .bottom: .bottom
    case .top: .top
    case .firstVisibleRow, .none: nil
    }
  }
}

/// Where the reader is, as a host sees it just before an update: the row to keep in place and
/// its distance from the top of the viewport.
package struct ListReaderPlace: Sendable, Hashable {
  /// The row to keep in place, where it is shown now.
  package var anchorPath: ElementPath
  /// How far the anchor row's top is below the top of the viewport (negative when its top is
  /// scrolled out of view), in the host's units.
  package var distanceFromTop: Double
  /// Whether the viewport shows the end of the content.
  package var isAtBottom: Bool
  /// Whether the viewport shows the start of the content (scrolled all the way up).
  package var isAtTop: Bool

  /// Creates a place.
  package init(anchorPath: ElementPath, distanceFromTop: Double, isAtBottom: Bool, isAtTop: Bool = false) {
    self.anchorPath = anchorPath
    self.distanceFromTop = distanceFromTop
    self.isAtBottom = isAtBottom
    self.isAtTop = isAtTop
  }
}

/// Where a host puts the reader once an update is shown.
///
/// A host reads a target's distance through ``usable``, so that a distance that is not a
/// number never reaches its offsets.
package enum ListReaderTarget: Sendable, Hashable {
  /// The row at this path (after the update) goes at this distance below the viewport's top.
  case row(ElementPath, distanceFromTop: Double)
  /// The end of the content goes at the bottom of the viewport.
  case bottom
  /// The start of the content goes at the top of the viewport.
  case top

  /// The target with a distance an offset can be computed from (``ListController/layoutOffset(_:)``):
  /// NaN is 0, and a distance beyond what a layout can hold is clamped.
  package var usable: ListReaderTarget {
    guard case .row(let path, let distance) = self else { return self }
    return .row(path, distanceFromTop: ListController.layoutOffset(distance))
  }
}

/// A host that scrolls and keeps the reader's place: the optional capability of a
/// ``ListHost`` whose view has a content offset.
///
/// The controller asks the host where the reader is before an update, follows the anchor row
/// through the diff's matches (no id is hashed again), and tells the host where that row must
/// go once the update's batches are applied.
@MainActor
package protocol AnchoringListHost: ListHost {
  /// The reader's place now, or `nil` when nothing is shown. Called before the first batch of
  /// an update, before a reload, and before an expansion changes heights.
  func readerPlace() -> ListReaderPlace?

  /// Moves the content so the reader sees `target`, after the update and after measuring the
  /// rows the new viewport shows (height corrections are part of the update).
  func restoreReaderPlace(_ target: ListReaderTarget)
}
