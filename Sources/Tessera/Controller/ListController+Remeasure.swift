// Cells that ask to be measured again: an image that arrived after the cell was configured,
// state inside a SwiftUI row. The content did not change, so nothing else would measure them.
extension ListController {
  /// Asks for the row with `id` to be measured again, because what it shows changed size
  /// without its content changing. The cached height is replaced and, when it differs, the
  /// host shows the new one (a UIKit view animates it in one empty batch when on screen), and
  /// the reader's place is kept: a reader at the bottom of a ``ListAnchoring/bottom`` list
  /// stays there.
  ///
  /// - Parameters:
  ///   - id: The id of the row; every row shown with it is measured again.
  ///   - reconfiguringShownCell: Whether the row's cell on screen is configured again
  ///     with its row before it is measured.
  ///     `true`, the default, is for the app: something the cell reads besides the content
  ///     changed (a picture arrived in the app's cache), and the cell on screen does not know
  ///     it yet. A cell that changed itself asks with `false` (through its context's
  ///     `invalidateHeight()`), and is measured as it is.
  ///
  /// Requests are served together on the next turn of the main actor, so many rows asking at
  /// once (every image of a page arriving) cost one batch, and a row that asks many times in a
  /// turn is measured once. A row that is no longer shown when they are served is skipped; so
  /// are rows of fixed or aspect-ratio height, which are never measured.
  /// ``updateHeightsIfNeeded()`` serves the requests at once, and ``settle()`` waits for them
  /// too.
  ///
  /// A row asked for while another is being measured (a cell that asks for other rows from its
  /// `configure`) is served on the next turn; requests that keep leading to others (two rows
  /// asking for each other) are dropped after eight turns in a row, and reported once.
  public func invalidateHeight(ofRowWithID id: some Hashable & Sendable, reconfiguringShownCell: Bool = true) {
    invalidateHeight(ofRowWithID: RowID(id), reconfiguringShownCell: reconfiguringShownCell)
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func invalidateHeight(ofRowWithID id: RowID, reconfiguringShownCell: Bool = true) {
    if redirectedToMainActor(
      "ListController.invalidateHeight(ofRowWithID:reconfiguringShownCell:)",
      {
        $0.invalidateHeight(ofRowWithID: id, reconfiguringShownCell: reconfiguringShownCell)
      })
    {
      return
    }
    flightRecorder.record(.heightInvalidation(id))
    if let serving = heightCache.invalidations.serving, serving.id == id { return }
    let round = heightCache.invalidations.serving.map { $0.round + 1 } ?? 0
    if round == 0 { heightCache.invalidations.reportedDrop = false }
    guard round <= HeightInvalidations.maximumRounds else {
      guard !heightCache.invalidations.reportedDrop else { return }
      heightCache.invalidations.reportedDrop = true
      let cause = heightCache.invalidations.serving.map { "row \($0.id)" } ?? "another row"
      report(
        .hostMisuse(
          "row \(id) was asked to be measured again while \(cause) was, \(round) turns in a row: rows that ask for "
            + "each other to be measured again (from a cell's configure) would loop forever; the request is dropped"))
      return
    }
    guard heightCache.invalidations.insert(id, reconfigures: reconfiguringShownCell, round: round),
      heightCache.invalidations.scheduled == nil
    else { return }
    heightCache.invalidations.scheduled = Task { @MainActor [weak self] in
      self?.heightCache.invalidations.scheduled = nil
      self?.updateHeightsIfNeeded()
    }
  }

  /// Forgets every measured height, rows, headers and footers, at every width, because what
  /// rows look like changed without their content changing: the look of every row (a theme
  /// with other fonts or spacing). This is the one call for such a change. A new text size
  /// (Dynamic Type) needs no call: the UIKit hosts make this one themselves when their view's
  /// text size changes.
  ///
  /// Nothing is measured here. Each row keeps its height as its estimate until it is needed
  /// again: the rows on screen are measured at once (a UIKit host reloads its view, which asks
  /// them), the others when they are shown or asked for, and the content height follows as they
  /// are. Headers and footers are measured again at once. The reader's place is kept.
  ///
  /// ```swift
  /// theme = .compact
  /// host.controller.invalidateMeasuredHeights()
  /// ```
  ///
  /// A call while the controller swaps the list it shows (from a host callback) is refused with
  /// a diagnostic.
  /// - Complexity: O(n) for the n rows shown, a fill of one number each (no row is read or
  ///   measured), plus O(sections log n) for the headers and footers and the measurements of
  ///   the rows on screen.
  public func invalidateMeasuredHeights() {
    if redirectedToMainActor("ListController.invalidateMeasuredHeights()", { $0.invalidateMeasuredHeights() }) {
      return
    }
    guard heightCache.keepsHeights,
      !refusesDuringSwap("invalidateMeasuredHeights()", instead: "the heights are kept")
    else { return }
    flightRecorder.record(.measuredHeightsInvalidation)
    let place = noteReaderPlace()
    heightCache.sizing.forgetAllMeasurements()
    heightCache.version &+= 1
    relayoutSupplements()
    guard hostHasLoaded, let host else { return }
    statistics.refreshes += 1
    if let updating = host as? any ListHeightUpdating {
      updating.allRowHeightsDidChange()
    } else {
      host.refreshRows(at: dataSourceList.allPaths)
    }
    restoreReaderPlace(place, at: place?.anchorPath)
  }

  /// Forgets the measured heights of the rows `isIncluded` picks, at every width, so that each
  /// is measured again when it is next shown or asked for, as after a width change: for what
  /// changes the height of some rows without changing their content, such as the look of a
  /// content type (a UIKit host calls it itself when a content type's cell is registered after
  /// its rows are shown). For every row, call ``invalidateMeasuredHeights()``.
  ///
  /// Nothing is measured here: the rows keep their heights as estimates until they are needed
  /// again; the host shows the new heights of those on screen at once and forgets what it kept
  /// of the others. The reader's place is
  /// kept. Rows of fixed or aspect-ratio height are never measured, so they are left as they
  /// are. A call while the controller swaps the list it shows (from a host callback) is refused
  /// with a diagnostic.
  ///
  /// - Parameter isIncluded: Picks the rows to measure again.
  /// - Complexity: O(n) for the n rows shown, plus the measurements of the rows on screen.
  public func invalidateMeasuredHeights(ofRowsWhere isIncluded: (Row) -> Bool) {
    // The predicate cannot wait for the main actor; every height is forgotten there instead.
    if redirectedToMainActor(
      "ListController.invalidateMeasuredHeights(ofRowsWhere:)", { $0.invalidateMeasuredHeights() })
    {
      return
    }
    guard heightCache.keepsHeights,
      !refusesDuringSwap("invalidateMeasuredHeights(ofRowsWhere:)", instead: "the heights are kept")
    else { return }
    var paths: [ElementPath] = []
    for (sectionIndex, section) in dataSourceList.sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated()
      where heightCache.sizing.exactHeight(of: row) == nil && isIncluded(row) {
        paths.append(ElementPath(element: rowIndex, section: sectionIndex))
      }
    }
    guard !paths.isEmpty else { return }
    flightRecorder.record(.measuredHeightsInvalidation)
    let place = noteReaderPlace()
    heightCache.sizing.invalidate(updated: paths)
    heightCache.version &+= 1
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
  /// - Complexity: O(sections log n), plus the measurements of the headers and footers that
  ///   have no height of their own.
  public func invalidateSupplementHeights() {
    if redirectedToMainActor("ListController.invalidateSupplementHeights()", { $0.invalidateSupplementHeights() }) {
      return
    }
    guard heightCache.keepsHeights,
      !refusesDuringSwap("invalidateSupplementHeights()", instead: "the heights are kept")
    else { return }
    flightRecorder.record(.supplementHeightsInvalidation)
    let place = noteReaderPlace()
    heightCache.version &+= 1
    relayoutSupplements()
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
  public var hasPendingHeightInvalidations: Bool { !heightCache.invalidations.isEmpty }

  /// Measures again, now, the rows that asked with
  /// ``invalidateHeight(ofRowWithID:reconfiguringShownCell:)-3k0y8``, and tells the host about the
  /// heights that changed, all in one go, keeping the reader's place. While an update is under
  /// way the requests wait until the controller has caught up (they are served then).
  /// - Complexity: O(k log n) for k rows that asked, plus their measurements.
  public func updateHeightsIfNeeded() {
    if redirectedToMainActor("ListController.updateHeightsIfNeeded()", { $0.updateHeightsIfNeeded() }) { return }
    guard !heightCache.invalidations.isEmpty, !isUpdating else { return }
    // A host that does not measure keeps no heights: there is nothing to replace.
    guard heightCache.keepsHeights else {
      _ = heightCache.invalidations.take()
      return
    }
    let updating = host as? any ListHeightUpdating
    let place = noteReaderPlace()
    // Rows are told apart by id until the end: a host may change the list while it measures
    // (calling the controller back), so paths are looked up again, not kept.
    var changedIDs: [RowID] = []
    let (requests, reconfiguring) = heightCache.invalidations.take()
    for (id, round) in requests {
      for path in paths(ofRowsWithID: id) {
        guard let row = dataSourceList.row(at: path), row.id == id, heightCache.sizing.exactHeight(of: row) == nil
        else {
          continue
        }
        let old = heightCache.sizing.laidOutHeight(ofRowAt: path)
        heightCache.sizing.invalidate(updated: [path])
        // Until the host has shown the list once, heights are measured when it asks for them.
        guard hostHasLoaded else { continue }
        let version = layoutVersion
        // A request for this row while it is configured and measured here is this one; one
        // for another row is served on the next turn, a round deeper.
        heightCache.invalidations.serving = (id, round)
        defer { heightCache.invalidations.serving = nil }
        // Configured again first when the app asked: its cell may call the app back, which
        // makes a later version (the height is then used but not kept).
        if reconfiguring.contains(id) { updating?.reconfigureShownRow(at: path) }
        let new: Double
        if let shown = updating?.measureShownRow(at: path, width: heightCache.sizing.width) {
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
    restoreReaderPlace(place, at: place?.anchorPath)
  }

  /// Returns once the rows that asked to be measured again have been.
  func settleHeightInvalidations() async {
    await heightCache.invalidations.scheduled?.value
  }

  /// Measures the headers and footers of the list shown again and puts their heights in the
  /// layout, leaving the rows' heights as they are.
  /// - Complexity: O(sections log n), plus the measurements.
  func relayoutSupplements() {
    // The host is asked before the sizing changes (it may ask the controller for heights while
    // it answers).
    let heights = supplementHeights(of: dataSourceList)
    guard heights.count == 2 * dataSourceList.sectionCount else { return }
    heightCache.sizing.setSupplementHeights(heights)
  }
}

extension DataSourceList {
  /// The path of every row, in order.
  /// - Complexity: O(rows).
  var allPaths: [ElementPath] {
    var paths: [ElementPath] = []
    paths.reserveCapacity(rowCount)
    for section in 0..<sectionCount {
      for element in 0..<rowCount(inSection: section) { paths.append(ElementPath(element: element, section: section)) }
    }
    return paths
  }
}
