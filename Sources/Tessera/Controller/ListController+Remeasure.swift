/// Rows that asked to be measured again, waiting for the next turn of the main actor.
struct HeightInvalidations {
  /// The ids, in the order they asked (each once).
  private(set) var ids: [RowID] = []
  private var known: Set<RowID> = []
  /// The ids whose cell on screen is configured again before it is measured.
  private var reconfiguring: Set<RowID> = []
  /// The turn that serves them, once scheduled.
  var scheduled: Task<Void, Never>?
  /// The row being configured again and measured now: a request for it meanwhile (a cell that
  /// asks whenever it is configured) is the one being served, not a new one.
  var serving: RowID?

  var isEmpty: Bool { ids.isEmpty }

  /// Adds `id` (whose cell on screen is configured again first when `reconfigures`, or when it
  /// asked so before in this turn); returns whether it was not waiting already.
  mutating func insert(_ id: RowID, reconfigures: Bool) -> Bool {
    if reconfigures { reconfiguring.insert(id) }
    guard known.insert(id).inserted else { return false }
    ids.append(id)
    return true
  }

  /// The ids waiting and those of them to configure again, which then no longer wait.
  mutating func take() -> (ids: [RowID], reconfiguring: Set<RowID>) {
    defer {
      ids = []
      known = []
      reconfiguring = []
    }
    return (ids, reconfiguring)
  }
}

// Cells that ask to be measured again: an image that arrived after the cell was configured,
// state inside a SwiftUI row. The content did not change, so nothing else would measure them.
extension ListController {
  /// Asks for the row with `id` to be measured again, because what it shows changed size
  /// without its content changing. The cached height is replaced and, when it differs, the
  /// host shows the new one (a UIKit view animates it in one empty batch when on screen).
  ///
  /// - Parameters:
  ///   - id: The id of the row; every row shown with it is measured again.
  ///   - reconfiguringShownCell: Whether the row's cell on screen is configured again
  ///     with its row before it is measured (``ListHeightUpdating/reconfigureShownRow(at:)``).
  ///     `true`, the default, is for the app: something the cell reads besides the content
  ///     changed (a picture arrived in the app's cache), and the cell on screen does not know
  ///     it yet. A cell that changed itself asks with `false` (through its context's
  ///     `invalidateHeight()`), and is measured as it is.
  ///
  /// Requests are served together on the next turn of the main actor, so many rows asking at
  /// once (every image of a page arriving) cost one batch. A row that is no longer shown when
  /// they are served is skipped; so are rows of fixed or aspect-ratio height, which are never
  /// measured. ``updateHeightsIfNeeded()`` serves the requests at once, and ``settle()`` waits
  /// for them too.
  public func invalidateHeight(ofRowWithID id: RowID, reconfiguringShownCell: Bool = true) {
    guard heightInvalidations.serving != id,
      heightInvalidations.insert(id, reconfigures: reconfiguringShownCell), heightInvalidations.scheduled == nil
    else { return }
    heightInvalidations.scheduled = Task { @MainActor [weak self] in
      self?.heightInvalidations.scheduled = nil
      self?.updateHeightsIfNeeded()
    }
  }

  /// Forgets the measured heights of the rows `isIncluded` picks, at every width, so that each
  /// is measured again when it is next shown or asked for, as after a width change. The rows on
  /// screen take their new heights at once (a UIKit view animates them in one empty batch), and
  /// the reader's place is kept.
  ///
  /// This is for what changes the height of many rows without changing their content: the text
  /// size changed (Dynamic Type), or the look of a content type changed. A UIKit host calls it
  /// itself when a content type's cell is registered after its rows are shown.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(
  ///   forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
  /// ) { _ in
  ///   MainActor.assumeIsolated { host.controller.invalidateMeasuredHeights() }
  /// }
  /// ```
  ///
  /// Rows of fixed or aspect-ratio height are never measured, so they are left as they are. A
  /// call while the controller swaps the list it shows (from a host callback) is refused with a
  /// diagnostic.
  ///
  /// - Parameter isIncluded: Picks the rows to measure again; every row when omitted.
  /// - Complexity: O(n) for the n rows shown, plus the measurements of the rows on screen.
  public func invalidateMeasuredHeights(ofRowsWhere isIncluded: (Row) -> Bool = { _ in true }) {
    guard keepsHeights,
      !refusesDuringSwap("invalidateMeasuredHeights(ofRowsWhere:)", instead: "the heights are kept")
    else { return }
    var paths: [ElementPath] = []
    for (sectionIndex, section) in presented.sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() where sizing.exactHeight(of: row) == nil && isIncluded(row) {
        paths.append(ElementPath(element: rowIndex, section: sectionIndex))
      }
    }
    guard !paths.isEmpty else { return }
    let place = noteReaderPlace()
    sizing.invalidate(updated: paths)
    sizingVersion &+= 1
    rebuildLayout()
    guard hostHasLoaded, host != nil else { return }
    statistics.refreshes += 1
    showNewHeights(ofRowsAt: paths)
    restoreReaderPlace(place, at: place?.anchorPath)
  }

  /// Measures every section header and footer again and lays the list out with their new
  /// heights, keeping the reader's place: for views that now size differently with the same
  /// content (a view registered for their content type while they were shown, a new text size).
  /// The host shows them with their new views and heights itself (a UIKit host reloads). A call
  /// while the controller swaps the list it shows (from a host callback) is refused with a
  /// diagnostic.
  /// - Complexity: O(n) for the n rows and sections shown, plus the measurements of the headers
  ///   and footers that have no height of their own.
  public func invalidateSupplementHeights() {
    guard keepsHeights,
      !refusesDuringSwap("invalidateSupplementHeights()", instead: "the heights are kept")
    else { return }
    let place = noteReaderPlace()
    sizingVersion &+= 1
    rebuildLayout()
    guard hostHasLoaded, host != nil else { return }
    restoreReaderPlace(place, at: place?.anchorPath)
  }

  /// Tells the host that the rows at `paths` have new heights: a host that updates heights
  /// shows them (``ListHeightUpdating/rowHeightsDidChange(at:)``); any other refreshes the rows.
  private func showNewHeights(ofRowsAt paths: [ElementPath]) {
    if let updating = host as? any ListHeightUpdating {
      updating.rowHeightsDidChange(at: paths)
    } else {
      host?.refreshRows(at: paths)
    }
  }

  /// Whether rows asked to be measured again and wait for ``updateHeightsIfNeeded()``.
  public var hasPendingHeightInvalidations: Bool { !heightInvalidations.isEmpty }

  /// Measures again, now, the rows that asked with
  /// ``invalidateHeight(ofRowWithID:reconfiguringShownCell:)``, and tells the host about the
  /// heights that changed, all in one go. While an update is under way the requests wait until
  /// the controller has caught up (they are served then).
  /// - Complexity: O(k log n) for k rows that asked, plus their measurements.
  public func updateHeightsIfNeeded() {
    guard !heightInvalidations.isEmpty, !isUpdating else { return }
    // A host that does not measure keeps no heights: there is nothing to replace.
    guard keepsHeights else {
      _ = heightInvalidations.take()
      return
    }
    let updating = host as? any ListHeightUpdating
    // Rows are told apart by id until the end: a host may change the list while it measures
    // (calling the controller back), so paths are looked up again, not kept.
    var changedIDs: [RowID] = []
    let (ids, reconfiguring) = heightInvalidations.take()
    for id in ids {
      for path in paths(ofRowsWithID: id) {
        guard let row = presented.row(at: path), row.id == id, sizing.exactHeight(of: row) == nil else { continue }
        let old = sizing.offsets.height(ofItem: sizing.item(ofRowAt: path))
        sizing.invalidate(updated: [path])
        // Until the host has shown the list once, heights are measured when it asks for them.
        guard hostHasLoaded else { continue }
        let version = layoutVersion
        // A request for this row while it is configured and measured here is this one: a
        // cell that asks whenever it is configured would otherwise be served every turn.
        heightInvalidations.serving = id
        defer { heightInvalidations.serving = nil }
        // Configured again first when the app asked: its cell may call the app back, which
        // makes a later version (the height is then used but not kept).
        if reconfiguring.contains(id) { updating?.reconfigureShownRow(at: path) }
        let new: Double
        if let shown = updating?.measureShownRow(at: path, width: sizing.width) {
          new = keep(
            shown, by: "measureShownRow", of: row, at: path, isExpanded: isExpanded(row),
            measuredAtLayoutVersion: version)
        } else {
          new = heightForRow(at: path)
        }
        if new != old && changedIDs.last != id { changedIDs.append(id) }
      }
    }
    let changed = changedIDs.flatMap { paths(ofRowsWithID: $0) }
    guard !changed.isEmpty, host != nil else { return }
    showNewHeights(ofRowsAt: changed)
  }

  /// Returns once the rows that asked to be measured again have been.
  func settleHeightInvalidations() async {
    await heightInvalidations.scheduled?.value
  }
}
