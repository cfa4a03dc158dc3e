import Tessera

/// Where a row ends up when a terminal list scrolls to it.
public enum TerminalScrollPosition: Sendable, Hashable {
  /// On the first line of the list.
  case top
  /// In the middle of the list's lines.
  case middle
  /// On the last line of the list.
  case bottom
}

// The reader's place in a terminal: the controller's layout is the screen's, so the place is
// read from and put back with the controller's offset index directly. The selected row, when it
// is on screen, is the reader's anchor: it is the row being read.
extension TerminalListView: AnchoringListHost {
  /// The selected row when it is on screen, else the first row whose top line is on screen,
  /// with its distance (in lines) from the top of the list; `nil` while the controller shows
  /// its list through another host.
  package func readerPlace() -> ListReaderPlace? {
    if refusedOffMainActor("readerPlace()") { return nil }
    guard showsController else { return nil }
    let top = Double(scrollOffset)
    let height = Double(listHeight)
    if case .row? = selection, case .row(let path)? = currentSelectionItem() {
      let rowTop = controller.offsetOfRow(at: path)
      if rowTop >= top && rowTop < top + height {
        let isAtBottom = top + height >= controller.contentHeight - 0.5
        return ListReaderPlace(
          anchorPath: path, distanceFromTop: rowTop - top, isAtBottom: isAtBottom, isAtTop: scrollOffset == 0)
      }
    }
    return controller.readerPlace(viewportTop: top, viewportHeight: height)
  }

  /// Scrolls so `target` is where the reader saw it, measuring the rows the screen then shows
  /// (a measured row above the anchor moves it) until it stays. When the selected row is gone,
  /// the row that takes its place takes the selection too, so the highlight stays on its line;
  /// when it is hidden below a collapsed parent, its nearest shown parent takes it.
  /// Does nothing while the controller shows its list through another host.
  package func restoreReaderPlace(_ target: ListReaderTarget) {
    if redirectedToMainActor("restoreReaderPlace(_:)", { [self] in restoreReaderPlace(target) }) { return }
    guard showsController else { return }
    if case .row(let path, _) = target, case .row(let id)? = selection, controller.dataSourceList.contains(path),
      pathOfSelectedRow(id) == nil
    {
      // A row hidden below a collapsed parent hands the selection to that parent instead.
      selectItem(.row(shownAncestor(ofHiddenRow: id) ?? path))
    }
    // The viewport's top is a number within the content however the target was computed
    // (`viewportTop(showing:viewportHeight:)` takes a distance that is not a number as 0).
    for _ in 0..<Self.maximumSettlingRounds(height: listHeight) {
      let wanted = Int(controller.viewportTop(showing: target, viewportHeight: Double(listHeight)).rounded())
      scrollOffset = wanted
      let moved = measureVisibleRows(height: listHeight)
      if !moved && Int(controller.viewportTop(showing: target, viewportHeight: Double(listHeight)).rounded()) == wanted
      {
        break
      }
    }
  }

  /// Scrolls so the row with `id` is at `position`, exactly: the rows the screen will show are
  /// measured first. Returns `false` when the row is not shown (also while the controller
  /// shows its list through another host).
  @discardableResult
  public func scrollToRow(withID id: some Hashable & Sendable, at position: TerminalScrollPosition = .top) -> Bool {
    scrollToRow(withID: RowID(id), at: position)
  }

  /// The same, for a `RowID` the package already made: no conversion.
  @discardableResult
  package func scrollToRow(withID id: RowID, at position: TerminalScrollPosition = .top) -> Bool {
    // Done on the main actor; whether the row was shown is not known yet.
    if redirectedToMainActor("scrollToRow(withID:at:)", { [self] in scrollToRow(withID: id, at: position) }) {
      return false
    }
    guard showsController, let path = controller.path(ofRowWithID: id) else { return false }
    for _ in 0..<Self.maximumSettlingRounds(height: listHeight) {
      let height = controller.heightForRow(at: path)
      let distance: Double =
        switch position {
        case .top: 0
        case .middle: ((Double(listHeight) - height) / 2).rounded(.down)
        case .bottom: Double(listHeight) - height
        }
      let before = scrollOffset
      restoreReaderPlace(.row(path, distanceFromTop: distance))
      if scrollOffset == before { break }
    }
    return true
  }

  /// Runs `changes` (a new size) keeping the reader's anchor row on the same line.
  func keepingReaderPlace(_ changes: () -> Void) {
    let place = controller.anchoring == .none || !controller.hostHasLoaded ? nil : readerPlace()
    let id = place.flatMap { controller.dataSourceList.row(at: $0.anchorPath)?.id }
    changes()
    guard let place,
      let target = controller.anchoring.target(
        keeping: place, anchorNowAt: id.flatMap { controller.path(ofRowWithID: $0, near: place.anchorPath) })
    else { return }
    restoreReaderPlace(target)
  }
}
