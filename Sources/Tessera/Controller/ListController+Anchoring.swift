// The reader's place is state the controller keeps, like expansion: noted before an update,
// followed through the diff's matches, given back to the host after it.
extension ListController {
  /// The reader's place now, when ``anchoring`` asks for it and the host can keep it (see
  /// ``ReaderPlaceTracker/note(in:from:hostHasLoaded:)``).
  func noteReaderPlace() -> ReaderPlaceTracker.NotedPlace? {
    guard anchoring != .none, let host = placeTracker.host else { return nil }
    return ReaderPlaceTracker.note(in: dataSourceList, from: host, hostHasLoaded: hostHasLoaded)
  }

  /// ``noteReaderPlace()`` for a reload, with the ids of the rows just above the anchor.
  func noteReaderPlaceForReload() -> ReaderPlaceTracker.NotedPlace? {
    noteReaderPlace().map { ReaderPlaceTracker.notingRowsAbove($0, in: dataSourceList) }
  }

  /// Gives `noted` back to the host once an update is shown: its anchor row, found through
  /// `matches` (or by id after a reload, `matches` `nil`), at the same distance from the top;
  /// the end (or the start) of the content when ``ListAnchoring/bottom`` (``ListAnchoring/top``)
  /// and the reader was there. A deleted anchor row hands over to the nearest row before it
  /// that survived; when none did, the reader sees the top.
  func restoreReaderPlace(_ noted: ReaderPlaceTracker.NotedPlace?, matches: RowMatches?) {
    guard let noted else { return }
    guard noted.place != nil else { return restoreReaderPlace(noted, at: nil) }
    let path: ElementPath?
    if let matches {
      path = Self.survivingRow(ofSourceRow: noted.flatIndex, through: matches).flatMap {
        Self.path(ofFlatIndex: $0, in: dataSourceList)
      }
    } else {
      path = survivingRow(ofRowAt: noted)
    }
    restoreReaderPlace(noted, at: path)
  }

  /// Gives `noted` back to the host with its anchor row, or the row that takes its place, at
  /// `path` (`nil`: neither it nor a row before it survived, or the list was empty).
  func restoreReaderPlace(_ noted: ReaderPlaceTracker.NotedPlace?, at path: ElementPath?) {
    guard let noted, let host = placeTracker.host else { return }
    let target: ListReaderTarget?
    if let place = noted.place {
      target = anchoringNow.target(keeping: place, anchorNowAt: path.flatMap { dataSourceList.contains($0) ? $0 : nil })
    } else {
      target = anchoring.targetAfterEmptyList
    }
    guard let target else { return }
    if case .row = target { statistics.anchorings += 1 }
    flightRecorder.recordAnchoring(target, in: dataSourceList)
    host.restoreReaderPlace(target)
  }

  /// The path now of the anchor row of `noted`, found by id after a reload; when it is gone,
  /// of the nearest of the rows noted above it that is still shown (looked for only then).
  /// - Complexity: O(distance) when the row moved a little; else one build of the id index,
  ///   plus one lookup per row noted above the anchor.
  private func survivingRow(ofRowAt noted: ReaderPlaceTracker.NotedPlace) -> ElementPath? {
    guard let anchor = noted.anchorPath, let id = noted.rowID else { return nil }
    if let path = path(ofRowWithID: id, near: anchor) { return path }
    return noted.idsAbove.lazy.compactMap { self.path(ofRowWithID: $0) }.first
  }

  /// The reader's place in the controller's own layout, for a host whose viewport is
  /// `[top, top + height)` of ``contentHeight`` (a host that draws rows at the offsets the
  /// controller gives, such as a terminal): the first row whose top is in the viewport, else
  /// the row that covers its top. `nil` when no row is shown.
  /// - Complexity: O(log n) plus the headers and footers skipped.
  ///
  /// A top or a height that is not a number counts as 0, and one beyond what a layout can hold
  /// is clamped (``layoutOffset(_:)``).
  package func readerPlace(viewportTop top: Double, viewportHeight height: Double) -> ListReaderPlace? {
    guard heightCache.keepsHeights, dataSourceList.rowCount > 0 else { return nil }
    let top = Self.layoutOffset(top)
    let height = max(Self.layoutOffset(height), 0)
    let isAtBottom = top + height >= contentHeight - 0.5
    let isAtTop = top <= 0.5
    var covering: ListReaderPlace?
    var index = heightCache.sizing.offsets.item(atOffset: max(top, 0)) ?? 0
    while index < heightCache.sizing.offsets.count {
      let itemTop = heightCache.sizing.offsets.offset(ofItem: index)
      if itemTop >= top + height, covering != nil { break }
      if case .row(let path) = heightCache.sizing.layoutItem(index) {
        let place = ListReaderPlace(
          anchorPath: path, distanceFromTop: itemTop - top, isAtBottom: isAtBottom, isAtTop: isAtTop)
        if itemTop >= top { return place }
        if covering == nil { covering = place }
      }
      index += 1
    }
    return covering
  }

  /// The offset of a viewport of `height` that shows `target` (clamped to the content), in
  /// the controller's layout: for hosts that draw rows at the offsets the controller gives.
  /// Always a number from 0 to the content height: a distance or a height that is not a
  /// number counts as 0 (``layoutOffset(_:)``).
  /// - Complexity: O(log n).
  package func viewportTop(showing target: ListReaderTarget, viewportHeight height: Double) -> Double {
    let maximum = max(0, contentHeight - max(Self.layoutOffset(height), 0))
    switch target.usable {
    case .bottom:
      return maximum
    case .top:
      return 0
    case .row(let path, let distance):
      return min(max(offsetOfRow(at: path) - distance, 0), maximum)
    }
  }

  /// The largest offset, distance or height the reader-place math works with: far beyond any
  /// list's content (10 million rows of the tallest height are 10¹²), and still exact to a
  /// fraction of a point.
  package nonisolated static let maximumLayoutOffset = 1e15

  /// `value` as an offset or a distance the reader-place math can use: itself within
  /// ±``maximumLayoutOffset``, clamped beyond (the infinities included), and 0 when it is not a
  /// number. Every offset, distance and viewport height that comes into that math from a host
  /// or an app goes through here once, so a NaN never reaches a view's offset (where `min` and
  /// `max` would let it through) nor an integer conversion (where it traps).
  package nonisolated static func layoutOffset(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    return min(max(value, -maximumLayoutOffset), maximumLayoutOffset)
  }

  // MARK: Following a row through an update

  /// The target flat index of source row `source`, or, when it was deleted, of the nearest
  /// source row before it that survived; `nil` when neither it nor a row before it survived
  /// (the reader's rows were replaced: the reader then sees the top, not a row that was below).
  /// - Complexity: O(1) for an in-place change, else O(target rows), one pass over the matches.
  static func survivingRow(ofSourceRow source: Int, through matches: RowMatches) -> Int? {
    if matches.isInPlace {
      // Rows deleted at the end, the anchor among them: the last row is the nearest before it.
      return matches.targetRowCount > 0 ? min(source, matches.targetRowCount - 1) : nil
    }
    var before: (source: Int, target: Int)?
    var found: Int?
    matches.forEachSourceRow { target, partner in
      guard found == nil, let partner, partner <= source else { return }
      if partner == source {
        found = target
      } else if before.map({ partner > $0.source }) ?? true {
        before = (partner, target)
      }
    }
    return found ?? before?.target
  }

  /// The flat index of the row at `path` of `list`.
  /// - Complexity: O(sections).
  static func flatIndex(of path: ElementPath, in list: DataSourceList) -> Int {
    var flat = path.element
    for section in 0..<min(path.section, list.sectionCount) { flat += list.rowCount(inSection: section) }
    return flat
  }

  /// The path of the row at flat index `flat` of `list`, `nil` past the end.
  /// - Complexity: O(sections).
  static func path(ofFlatIndex flat: Int, in list: DataSourceList) -> ElementPath? {
    var remaining = flat
    for section in 0..<list.sectionCount {
      let count = list.rowCount(inSection: section)
      if remaining < count { return ElementPath(element: remaining, section: section) }
      remaining -= count
    }
    return nil
  }
}
