#if !canImport(UIKit)
import Foundation

// Committing a batch (R10.4): the shared path queries the new counts (R3.5) and validates (R3.6,
// R3.7); the table applies the plan in canonical order (R3.3) to heights, the visible set and the
// pool (R3.11), and the shared path schedules the completions (R3.12).
extension UITableView: BatchUpdatingListView {
  static func failure(_ kind: TableUpdateError.Kind) -> TableUpdateError { TableUpdateError(kind) }
  var hasDataSource: Bool { dataSource != nil }
  var cachedCounts: [Int] { layout.rowCounts }

  func askCounts() -> [Int] {
    askNumberOfRows(sectionCount: askNumberOfSections())
  }

  func batchFailure(
    _ error: TableUpdateError, before: [Int], after: [Int], updates: [TableUpdateOperation]
  ) -> TableUpdateError {
    var failure = error
    failure.batch = TableUpdateError.BatchSummary(
      before: before, after: after, updates: updates, table: tableDescription)
    return failure
  }

  /// Applies a validated plan in UIKit's canonical order (R3.3): rows leave their sections in
  /// descending order, then arrive in ascending order, carrying the heights of moved rows.
  /// - Complexity: O(sections + operations × (chunk size + log n) + visible rows), plus the
  ///   data-source calls for new rows and sections.
  func apply(_ plan: BatchPlan, batch: PendingBatch) {
    log(.batchCommit(ops: plan.operations))
    let (columns, moved) = plan.removingLeavers(from: { layout.sections[$0].rows }) { $0.remove(at: $1) }
    // The delegate is asked for the new heights first; the rows that leave end displaying
    // while the layout is still the old one; then the layout changes.
    if plan.keepsSectionsInPlace {
      let edits = sectionEdits(plan, columns: columns, moved: moved)
      visibleRows.remap(through: plan) { endDisplaying($0.view, at: $0.path) }
      for edit in edits { layout.updateSection(edit.section, edit.apply(to:)) }
    } else {
      let newLayout = rebuiltLayout(plan, columns: columns, moved: moved)
      visibleRows.remap(through: plan) { endDisplaying($0.view, at: $0.path) }
      layout = newLayout
    }
    selectedRows = Set(selectedRows.compactMap { plan.target(of: $0) })
    prefetching.remap(plan.target(of:))
    cacheIsValid = true

    if batch.hasNoStructuralOperations { refreshRowHeights() }
    checkIdentities(plan)
    updateVisibleRows()
    returnOffScreenSupplementViews(keptSections: plan.sectionSources)
    reconfigureAfterCommit(batch, plan, reconfigure)
  }

  /// What changes in one kept section: its header, its footer and its rows, each `nil` when it
  /// stays as it is.
  private struct SectionEdit {
    let section: Int
    let header: SupplementLayout?
    let footer: SupplementLayout?
    let rows: HeightColumn?

    func apply(to layout: inout SectionLayout) {
      if let header { layout.header = header }
      if let footer { layout.footer = footer }
      if let rows { layout.rows = rows }
    }
  }

  /// The edits of a plan whose every section stays where it was: only the sections whose rows
  /// change or that have a header or footer are edited, and the delegate is asked in the order
  /// the rebuilding path asks it (each section's header, footer, then its new rows).
  /// - Complexity: O(sections) reads, plus the edited sections' own work.
  private func sectionEdits(
    _ plan: BatchPlan, columns: [Int: HeightColumn], moved: [RowPath: BatchPlan.CarriedHeight]
  ) -> [SectionEdit] {
    var edits: [SectionEdit] = []
    for index in plan.sectionSources.indices {
      let supplements = refreshedSupplements(ofSection: index, at: index)
      let rows = columns[index].map { arrivedRows($0, section: index, plan: plan, moved: moved) }
      guard supplements.header != nil || supplements.footer != nil || rows != nil else { continue }
      edits.append(SectionEdit(section: index, header: supplements.header, footer: supplements.footer, rows: rows))
    }
    return edits
  }

  /// The layout after a plan that inserts, deletes, reloads or moves sections: made again from
  /// the kept sections (carried over, with their row changes) and the new ones.
  /// - Complexity: O(sections).
  private func rebuiltLayout(
    _ plan: BatchPlan, columns: [Int: HeightColumn], moved: [RowPath: BatchPlan.CarriedHeight]
  ) -> TableLayout {
    let sections = plan.newSections(fresh: { makeSection($0, rowCount: plan.newCounts[$0]) }) { index, origin in
      var section = layout.sections[origin]
      let supplements = refreshedSupplements(ofSection: origin, at: index)
      if let header = supplements.header { section.header = header }
      if let footer = supplements.footer { section.footer = footer }
      if let column = columns[index] { section.rows = arrivedRows(column, section: index, plan: plan, moved: moved) }
      return section
    }
    for (index, target) in plan.sectionTargets.enumerated() where target == nil {
      recycleSupplementView(layout.sections[index].header.view)
      recycleSupplementView(layout.sections[index].footer.view)
    }
    var newLayout = TableLayout(sections: sections)
    newLayout.tableHeaderHeight = layout.tableHeaderHeight
    newLayout.tableFooterHeight = layout.tableFooterHeight
    return newLayout
  }

  /// The row heights of kept section `section`: `column`, its old heights without the rows that
  /// left, with the rows that arrive inserted (a moved row with its height, a new one with
  /// ``newRowHeight(_:)``'s).
  private func arrivedRows(
    _ column: HeightColumn, section: Int, plan: BatchPlan, moved: [RowPath: BatchPlan.CarriedHeight]
  ) -> HeightColumn {
    var column = column
    plan.insertArrivals(
      into: &column, section: section, moved: moved,
      insert: { $0.insert($1.height, isMeasured: $1.isMeasured, at: $2) },
      fresh: { newRowHeight(RowPath(section: section, row: $0)) })
    return column
  }

  /// The height of a row new to the table: an estimate, or the real height when estimation is
  /// off (R5.2, R5.3).
  private func newRowHeight(_ path: RowPath) -> (height: CGFloat, isMeasured: Bool) {
    estimatesHeights ? (estimatedHeight(for: path), false) : (realHeightWithoutCell(path), true)
  }
}
#endif
