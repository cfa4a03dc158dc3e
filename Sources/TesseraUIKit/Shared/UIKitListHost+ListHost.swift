#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

extension UIKitListHost: MeasuringListHost {
  /// Animates only when the view is in a window: a detached view must not animate (the
  /// controller reloads it instead). Whether the app wants an update animated comes with each
  /// batch.
  package var canAnimateUpdates: Bool { listView.window != nil }

  /// The view's width.
  package var availableWidth: Double { Double(listView.bounds.width) }

  /// Reloads the view (first load, off screen, or a change too large to animate). With
  /// persistent selection, the ids selected are read before the controller switches to the new
  /// list and selected again after the reload.
  package func reloadAll(updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void) {
    keepingSelection {
      updateData()
      listView.reloadData()
      cellRegistry.forgetChanges()
    }
    didShowChanges()
    completion()
  }

  /// The controller now shows its list through another host: the view reloads with no
  /// sections, and the host answers no row ids, until the controller is attached here again.
  package func listControllerDidDetach(_ controller: ListController) {
    listView.reloadData()
  }

  /// Applies one batch in one `performBatchUpdates`, swapping the data inside the block; a
  /// batch that must not animate runs inside `UIView.performWithoutAnimation`, as UIKit's
  /// diffable data source does since iOS 15 (cells, selection and focus stay).
  ///
  /// Rows whose content changed keep their cells whatever else the batch does: in a batch that
  /// only changes contents they are reconfigured inside it; in a batch that also inserts,
  /// deletes or moves rows or sections, they are reconfigured right after it, at their paths
  /// after it, as Apple documents for changes that come with inserts and deletes (the index
  /// space of a reconfigure inside such a batch is not documented). Only a row whose cell type
  /// changed, or whose type was registered again, gets a new cell (a reload, inside the batch).
  ///
  /// The batch is committed when `performBatchUpdates` returns; the controller continues then,
  /// without waiting for the animation (UIKit runs overlapping animations correctly, and a
  /// screen must not stall its updates on animation timing).
  package func performBatch(
    _ batch: ListBatch, updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  ) {
    let updates = rowUpdates(of: batch.stage)
    // The selection as the view has it now, not as it had it when the update began (a row
    // deselected between two batches stays deselected), and the rows an earlier batch took out.
    if batch.isFirstOfUpdate { selectionKeptThroughUpdate = [] }
    selectionKeptThroughUpdate.formUnion(persistentlySelectedRowIDs)
    let apply = { [self] in
      listView.performBatchUpdates(
        { [self] in
          updateData()
          addOperations(of: batch.stage, updates: updates)
        }, completion: nil)
      if !updates.reconfiguredAfterBatch.isEmpty { listView.reconfigureElements(at: updates.reconfiguredAfterBatch) }
    }
    if batch.isAnimated { apply() } else { UIView.performWithoutAnimation(apply) }
    // UIKit carries the selection of moved rows but drops it for reloaded rows and sections,
    // and for rows deleted here and inserted again (in a later batch of the update): select
    // those ids again, and keep until the next batch only those not shown yet.
    selectionKeptThroughUpdate = restoreSelection(of: selectionKeptThroughUpdate)
    refreshSupplements(inSections: batch.supplementRefreshes)
    didShowChanges()
    completion()
  }

  /// Refreshes rows (expanded, collapsed, or asked for by id) with their own cells, then lets
  /// them take their new heights. A row whose content type was registered again since its cell
  /// was made is reloaded instead, with a cell of the new registration (UIKit raises when a
  /// reconfigured cell comes from another registration); a selected one stays selected. Rows
  /// off screen are reloaded, so the view asks their heights again when they come into view.
  package func refreshRows(at paths: [ElementPath]) {
    guard controller.hostHasLoaded else { return }
    let updates = rowUpdates(at: forgettingHeightsOffScreen(of: paths))
    if !updates.reconfigured.isEmpty { listView.refreshElements(at: updates.reconfigured) }
    reloadKeepingSelection(at: updates.reloaded)
  }

  /// How the rows shown at `paths` are shown again as they are: with their own cells
  /// (reconfigured) when ``keepsCell(at:showing:)`` allows, else with new ones (reloaded).
  /// Paths of no row are left out.
  func rowUpdates(at paths: [ElementPath]) -> RowUpdates {
    var updates = RowUpdates()
    let shown = controller.dataSourceList
    for path in paths {
      guard let content = shown.content(at: path) else { continue }
      if keepsCell(at: path, showing: content) {
        updates.reconfigured.append(IndexPath(path))
      } else {
        updates.reloaded.append(IndexPath(path))
      }
    }
    return updates
  }

  /// Measures a row with its registered cell, kept for measuring only.
  package func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double {
    guard let registration = cellRegistry.registration(for: row.content) else {
      return Self.missingRegistrationRowHeight
    }
    let context = CellContext(
      rowID: row.id, isExpanded: isExpanded, outlineLevel: row.outlineLevel, isMeasuring: true, send: { _ in false })
    return measure(width: width, with: registration) { cell in
      prepareOutline(of: cell)
      _ = registration.configure(cell, row.content, context)
      // Measured as shown: indented, with a parent's disclosure control.
      showOutline(of: row, in: cell, isExpanded: isExpanded)
    }
  }

  /// Custom content is measured with its registered view; titles and unregistered content are
  /// ``titleSupplementHeight`` tall.
  package func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double {
    guard let content = supplement.content, let registration = supplementRegistry.registration(for: content) else {
      return titleSupplementHeight
    }
    // The section is not known here (sizing is by content), so the context is neutral.
    let context = SectionSupplementContext(
      sectionID: SectionID("measuring"), isHeader: isHeader, isCollapsible: false, isCollapsed: false,
      isMeasuring: true, toggle: {})
    return measure(width: width, with: registration) { _ = registration.configure($0, content, context) }
  }

  /// The fitting height at `width` of the measuring view of `registration`, configured first.
  private func measure<Context>(
    width: Double, with registration: ContentRegistry<Context>.Registration, configure: (UIView) -> Void
  ) -> Double {
    let view: UIView
    if let cached = sizingViews[registration.reuseIdentifier] {
      view = cached
    } else {
      view = registration.makeView()
      sizingViews[registration.reuseIdentifier] = view
    }
    view.bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: view.bounds.height)
    prepareForMeasuring(view)
    configuringView { configure(view) }
    let size = view.systemLayoutSizeFitting(
      CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    return Double(size.height)
  }

  /// How the updated rows of `stage` are shown, decided before the batch (the list shown is
  /// still the old one): a row keeps its cell when its content type is the same and the cell
  /// it has comes from the current registration of that type; otherwise it gets a new cell
  /// (reload). A type registered again since the last reload reloads its rows unless their
  /// cell on screen is of the new registration (a reconfigured cell must come from the
  /// registration that made it: UIKit raises otherwise). Kept cells are reconfigured inside a
  /// batch that changes contents only, and after the batch, at their new paths, otherwise.
  func rowUpdates(of stage: ListUpdateStage) -> RowUpdates {
    guard !stage.elementUpdates.isEmpty else { return RowUpdates() }
    let old = controller.dataSourceList
    let new = DataSourceList(sections: stage.data)
    let map = stage.isContentOnly ? nil : StagePathMap(stage)
    var updates = RowUpdates()
    for path in stage.elementUpdates {
      // The stage never deletes or moves a row it updates; a path it cannot place is reloaded.
      let after: ElementPath? = if let map { map.path(after: path) } else { path }
      // Read in place: copying a section or a row to look at one field retains all they hold.
      guard let after, let content = new.content(at: after) else {
        updates.reloaded.append(IndexPath(path))
        continue
      }
      if old.contentTypeID(at: path) == content.contentTypeID, keepsCell(at: path, showing: content) {
        if map == nil {
          updates.reconfigured.append(IndexPath(path))
        } else {
          updates.reconfiguredAfterBatch.append(IndexPath(after))
        }
      } else {
        updates.reloaded.append(IndexPath(path))
      }
    }
    return updates
  }

  /// Whether the cell of the row at `path` can show `content` again: its type was not
  /// registered again since the view last reloaded, or the cell on screen is of its current
  /// registration.
  func keepsCell(at path: ElementPath, showing content: AnyRowContent) -> Bool {
    guard cellRegistry.changedTypes.contains(content.contentTypeID) else { return true }
    guard let cell = listView.visibleElementView(at: IndexPath(path)) else { return false }
    let current = cellRegistry.registration(for: content)?.reuseIdentifier ?? Self.missingRegistrationIdentifier
    return Self.reuseIdentifier(of: cell) == current
  }
}
