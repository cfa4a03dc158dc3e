#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

extension TableViewHost: ListHost {
  /// Animates only when the table is in a window (spec L6) and no apply asked for no
  /// animation; the controller reloads anyway until the table has loaded once.
  public var canAnimateUpdates: Bool { tableView.window != nil && pendingNonAnimatedApplies == 0 }

  /// The table's width.
  public var availableWidth: Double { Double(tableView.bounds.width) }

  /// Reloads the table (first load, off screen, or a change too large to animate).
  public func reloadAll(completion: @escaping @MainActor () -> Void) {
    reloadKeepingSelection()
    refreshSectionIndexIfNeeded()
    completion()
  }

  /// Applies one stage in one `performBatchUpdates`, swapping the data inside the block.
  ///
  /// The batch is committed when `performBatchUpdates` returns; the controller continues then,
  /// without waiting for the animation (UIKit runs overlapping animations correctly, and a
  /// screen must not stall its updates on animation timing).
  public func performBatch(
    _ stage: ListUpdateStage, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    let onlyUpdates = stage.isContentOnly
    let oldList = controller.presented
    let animations = rowAnimations
    let selected = selectionBehavior == .persistent ? selectedRowIDs : []
    tableView.performBatchUpdates({ [self] in
      updateData()
      if !stage.sectionDeletes.isEmpty { tableView.deleteSections(IndexSet(stage.sectionDeletes), with: animations.delete) }
      if !stage.sectionInserts.isEmpty { tableView.insertSections(IndexSet(stage.sectionInserts), with: animations.insert) }
      if !stage.sectionUpdates.isEmpty { tableView.reloadSections(IndexSet(stage.sectionUpdates), with: animations.reload) }
      for move in stage.sectionMoves { tableView.moveSection(move.source, toSection: move.target) }
      if !stage.elementDeletes.isEmpty { tableView.deleteRows(at: stage.elementDeletes.map(Self.indexPath), with: animations.delete) }
      if !stage.elementInserts.isEmpty { tableView.insertRows(at: stage.elementInserts.map(Self.indexPath), with: animations.insert) }
      for move in stage.elementMoves { tableView.moveRow(at: Self.indexPath(move.source), to: Self.indexPath(move.target)) }
      if !stage.elementUpdates.isEmpty {
        // Content-only updates keep their cells (reconfigure) when the cell type stays the same;
        // a changed content type needs a new cell (reload).
        let sameType = onlyUpdates && stage.elementUpdates.allSatisfy { path in
          oldList.row(at: path)?.content.contentTypeID == controller.presented.row(at: path)?.content.contentTypeID
        }
        if sameType {
          tableView.reconfigureRows(at: stage.elementUpdates.map(Self.indexPath))
        } else {
          tableView.reloadRows(at: stage.elementUpdates.map(Self.indexPath), with: animations.reload)
        }
      }
    }, completion: nil)
    // UIKit carries the selection of moved rows but drops it for reloaded rows and sections
    // (a header whose count changed reloads its section): select those ids again.
    if !selected.isEmpty { restoreSelection(of: selected) }
    refreshSectionIndexIfNeeded()
    completion()
  }

  /// Refreshes expanded or collapsed rows in place, then animates their heights (spec R5.6).
  public func refreshRows(at paths: [ElementPath]) {
    guard controller.hostHasLoaded else { return }
    tableView.reconfigureRows(at: paths.map(Self.indexPath))
    tableView.performBatchUpdates(nil, completion: nil)
  }

  /// Measures a row with its registered cell.
  public func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double {
    measure(row, isExpanded: isExpanded, width: width)
  }

  /// Custom content is measured with its registered view; titles use ``titleSupplementHeight``.
  public func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double {
    measureSupplement(supplement, isHeader: isHeader, width: width)
  }

  static func indexPath(_ path: ElementPath) -> IndexPath {
    IndexPath(row: path.element, section: path.section)
  }
}
