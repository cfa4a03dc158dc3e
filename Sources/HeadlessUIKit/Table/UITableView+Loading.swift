#if !canImport(UIKit)
import Foundation

// Loading and count caching (R2).
extension UITableView {
  /// Throws away cached counts, heights and the visible rows; the next layout repeats the load
  /// sequence (R2.4). The selection is cleared at once, as UIKit does: `indexPathsForSelectedRows`
  /// is `nil` right after the call. Calling it inside a batch or with uncommitted updates is misuse.
  public func reloadData() { discardCachesForReload() }

  /// The number of sections, from the cache; loads it first if it is invalid (R2.3).
  public var numberOfSections: Int { answerFromCache { layout.sectionCount } }

  /// The number of rows of a section, from the cache (R2.3); 0 for a section that does not exist.
  public func numberOfRows(inSection section: Int) -> Int {
    answerFromCache { layout.sections.indices.contains(section) ? layout.sections[section].rows.count : 0 }
  }

  /// Whether a batch is open or being committed (R2.4).
  public var hasUncommittedUpdates: Bool {
    checkMainThread()
    return batchSession.hasUncommittedUpdates
  }

  // MARK: Internals

  /// The load sequence (R2.2): `numberOfSections(in:)` once, `numberOfRows` for every section,
  /// then per section its header, footer and row heights (R5.2/R5.3, R6). Cells are requested by
  /// the following layout pass, for visible rows only. Previously visible cells go back to the
  /// pool (R2.4).
  /// - Complexity: O(rows + sections) data-source calls when estimation is off or estimates come
  ///   from the delegate; O(sections) calls and O(rows) work otherwise.
  func loadData() {
    recycleAllVisibleRows()
    for section in layout.sections {
      recycleSupplementView(section.header.view)
      recycleSupplementView(section.footer.view)
    }
    selectedRows = []
    prefetching.reset()
    let sectionCount = askNumberOfSections()
    let counts = askNumberOfRows(sectionCount: sectionCount)
    estimatesHeights = decideEstimation(counts: counts)
    simulation.didWarnSelfSizingWithoutEstimation = false
    var sections: [SectionLayout] = []
    sections.reserveCapacity(sectionCount)
    for (section, count) in counts.enumerated() {
      sections.append(makeSection(section, rowCount: count))
    }
    let header = layout.tableHeaderHeight
    let footer = layout.tableFooterHeight
    layout = TableLayout(sections: sections)
    layout.tableHeaderHeight = header
    layout.tableFooterHeight = footer
    cacheIsValid = true
    recordShownIdentities()
    updateContentSize()
  }

  /// R5.2: estimation is off only when `estimatedRowHeight == 0` and the delegate does not
  /// implement `estimatedHeightForRowAt`. Finding out may call that method for the first row,
  /// which UIKit would do anyway.
  private func decideEstimation(counts: [Int]) -> Bool {
    if estimatedRowHeight != 0 { return true }
    guard delegate != nil, mayImplement(.estimatedHeightForRow),
      let section = counts.firstIndex(where: { $0 > 0 })
    else { return false }
    let first = RowPath(section: section, row: 0)
    guard let estimate = askEstimatedHeightForRow(first) else { return false }
    probedEstimate = (first, estimate)
    return true
  }

  /// Builds the layout of a section that is new to the table (loaded, inserted or reloaded).
  func makeSection(_ section: Int, rowCount: Int) -> SectionLayout {
    let header = makeSupplement(section, isHeader: true)
    let footer = makeSupplement(section, isHeader: false)
    var layout = SectionLayout(rows: makeRows(section, count: rowCount))
    layout.header = header
    layout.footer = footer
    layout.topPadding = header.height > 0 ? resolvedHeaderTopPadding : 0
    return layout
  }

  /// Sends every visible cell back to the pool with `didEndDisplaying` (R2.4, R4.9).
  func recycleAllVisibleRows() {
    for row in visibleRows.removeAll() {
      sendDidEndDisplaying(row.view, at: row.path)
      recycle(row.view)
    }
  }
}
#endif
