// The reader's place is state the controller keeps, like expansion: noted before an update,
// followed through the diff's matches, given back to the host after it.
extension ListController {
  /// A reader's place noted before an update, with what the controller needs to follow its
  /// anchor row: the row's id (for reloads) and flat index (for the diff's matches).
  struct NotedPlace {
    var place: ListReaderPlace
    var rowID: RowID
    var flatIndex: Int
  }

  /// The reader's place now, when ``anchoring`` asks for it and the host can keep it.
  func noteReaderPlace() -> NotedPlace? {
    guard anchoring != .none, hostHasLoaded, let host = anchoringHost,
      let place = host.readerPlace(), presented.contains(place.anchorPath)
    else { return nil }
    return NotedPlace(
      place: place, rowID: presented[place.anchorPath].id,
      flatIndex: Self.flatIndex(of: place.anchorPath, in: presented))
  }

  /// Gives `noted` back to the host once an update is shown: its anchor row, found through
  /// `matches` (or by id after a reload, `matches` `nil`), at the same distance from the top;
  /// the end (or the start) of the content when ``ListAnchoring/bottom`` (``ListAnchoring/top``)
  /// and the reader was there.
  func restoreReaderPlace(_ noted: NotedPlace?, matches: RowMatches?) {
    guard let noted else { return }
    let path: ElementPath?
    if let matches {
      path = Self.survivingRow(ofSourceRow: noted.flatIndex, through: matches).flatMap {
        Self.path(ofFlatIndex: $0, in: presented)
      }
    } else {
      path = self.path(ofRowWithID: noted.rowID, near: noted.place.anchorPath)
    }
    restoreReaderPlace(noted, at: path)
  }

  /// Gives `noted` back to the host with its anchor row at `path` (`nil`: nothing survived).
  func restoreReaderPlace(_ noted: NotedPlace?, at path: ElementPath?) {
    guard let noted, let host = anchoringHost,
      let target = anchoring.target(
        keeping: noted.place, anchorNowAt: path.flatMap { presented.contains($0) ? $0 : nil })
    else { return }
    if case .row = target { statistics.anchorings += 1 }
    host.restoreReaderPlace(target)
  }

  /// The reader's place in the controller's own layout, for a host whose viewport is
  /// `[top, top + height)` of ``contentHeight`` (a host that draws rows at the offsets the
  /// controller gives, such as a terminal): the first row whose top is in the viewport, else
  /// the row that covers its top. `nil` when no row is shown.
  /// - Complexity: O(log n) plus the headers and footers skipped.
  public func readerPlace(viewportTop top: Double, viewportHeight height: Double) -> ListReaderPlace? {
    guard keepsHeights, presented.rowCount > 0 else { return nil }
    let isAtBottom = top + height >= contentHeight - 0.5
    let isAtTop = top <= 0.5
    var covering: ListReaderPlace?
    var index = sizing.offsets.item(atOffset: max(top, 0)) ?? 0
    while index < sizing.offsets.count {
      let itemTop = sizing.offsets.offset(ofItem: index)
      if itemTop >= top + max(height, 0), covering != nil { break }
      if case .row(let path) = sizing.layoutItem(index) {
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
  /// - Complexity: O(log n).
  public func viewportTop(showing target: ListReaderTarget, viewportHeight height: Double) -> Double {
    let maximum = max(0, contentHeight - height)
    switch target {
    case .bottom:
      return maximum
    case .top:
      return 0
    case .row(let path, let distance):
      return min(max(offsetOfRow(at: path) - distance, 0), maximum)
    }
  }

  // MARK: Following a row through an update

  /// The target flat index of source row `source`, or, when it was deleted, of the nearest
  /// source row before it that survived, else the nearest after it; `nil` when no row survived.
  /// - Complexity: O(1) for an in-place change, else O(target rows), one pass over the matches.
  static func survivingRow(ofSourceRow source: Int, through matches: RowMatches) -> Int? {
    if matches.isInPlace { return source < matches.targetRowCount ? source : nil }
    var before: (source: Int, target: Int)?
    var after: (source: Int, target: Int)?
    for target in 0..<matches.targetRowCount {
      guard let partner = matches.sourceRow(ofTargetRow: target) else { continue }
      if partner == source { return target }
      if partner < source {
        if before.map({ partner > $0.source }) ?? true { before = (partner, target) }
      } else if after.map({ partner < $0.source }) ?? true {
        after = (partner, target)
      }
    }
    return before?.target ?? after?.target
  }

  /// The flat index of the row at `path` of `list`.
  /// - Complexity: O(sections).
  static func flatIndex(of path: ElementPath, in list: PresentedList) -> Int {
    var flat = path.element
    for section in 0..<min(path.section, list.sectionCount) { flat += list.rowCount(inSection: section) }
    return flat
  }

  /// The path of the row at flat index `flat` of `list`, `nil` past the end.
  /// - Complexity: O(sections).
  static func path(ofFlatIndex flat: Int, in list: PresentedList) -> ElementPath? {
    var remaining = flat
    for section in 0..<list.sectionCount {
      let count = list.rowCount(inSection: section)
      if remaining < count { return ElementPath(element: remaining, section: section) }
      remaining -= count
    }
    return nil
  }
}
