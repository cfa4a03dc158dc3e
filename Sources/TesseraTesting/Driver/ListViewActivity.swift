#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif
import Foundation

/// What a list view was asked to do, counted the same way by both drivers: each counter is a
/// call made to the view (by its host, or by the driver's gestures), never a guess about what
/// the view did inside.
///
/// Take a mark, act, and subtract: `driver.activity.since(mark)`.
public struct ListViewActivity: Equatable, Sendable, CustomStringConvertible {
  /// Outermost batches: `performBatchUpdates` calls, and update calls made outside one.
  public var batches = 0
  /// Those of ``batches`` that began with animations off (`UIView.performWithoutAnimation`).
  public var batchesWithoutAnimation = 0
  /// `reloadData()` calls.
  public var fullReloads = 0
  /// Sections passed to `reloadSections`.
  public var reloadedSections: [Int] = []
  /// Sections passed to `insertSections`, `deleteSections` or `moveSection`.
  public var sectionChanges = 0
  /// Rows (items) passed to `reloadRows` (`reloadItems`), before the batch.
  public var reloadedRows: [IndexPath] = []
  /// Rows passed to `reconfigureRows` (`reconfigureItems`).
  public var reconfiguredRows: [IndexPath] = []
  /// Rows passed to `insertRows` (`insertItems`).
  public var insertedRows: [IndexPath] = []
  /// Rows passed to `deleteRows` (`deleteItems`).
  public var deletedRows: [IndexPath] = []
  /// `moveRow` (`moveItem`) calls.
  public var rowMoves = 0
  /// Every cell dequeued (`dequeueReusableCell(withIdentifier:for:)` or its collection view
  /// twin), by the index path it was dequeued for; headers and footers are not cells.
  public var dequeuedRows: [IndexPath] = []
  /// The rows of the dequeues that handed out a cell the view had never handed out before: a
  /// cell made anew, by the index path it was made for.
  public var createdRows: [IndexPath] = []

  /// Nothing counted yet.
  public init() {}

  /// How many cells were dequeued.
  public var dequeues: Int { dequeuedRows.count }

  /// How many cells were dequeued for the row at `indexPath`.
  public func dequeues(at indexPath: IndexPath) -> Int { dequeuedRows.filter { $0 == indexPath }.count }

  /// How many cells were made anew.
  public var cellsCreated: Int { createdRows.count }

  /// How many times the row at `indexPath` was reloaded (`reloadRows`, `reloadItems`).
  public func reloads(at indexPath: IndexPath) -> Int { reloadedRows.filter { $0 == indexPath }.count }

  /// How many times the row at `indexPath` was reconfigured (`reconfigureRows`,
  /// `reconfigureItems`).
  public func reconfigurations(at indexPath: IndexPath) -> Int { reconfiguredRows.filter { $0 == indexPath }.count }

  /// Whether the view reloaded anything: all of it, sections or rows.
  public var reloadedAnything: Bool { fullReloads > 0 || !reloadedSections.isEmpty || !reloadedRows.isEmpty }

  /// What was asked after `mark`, an earlier value of the same driver's activity.
  public func since(_ mark: ListViewActivity) -> ListViewActivity {
    var difference = ListViewActivity()
    difference.batches = batches - mark.batches
    difference.batchesWithoutAnimation = batchesWithoutAnimation - mark.batchesWithoutAnimation
    difference.fullReloads = fullReloads - mark.fullReloads
    difference.reloadedSections = Array(reloadedSections.dropFirst(mark.reloadedSections.count))
    difference.sectionChanges = sectionChanges - mark.sectionChanges
    difference.reloadedRows = Array(reloadedRows.dropFirst(mark.reloadedRows.count))
    difference.reconfiguredRows = Array(reconfiguredRows.dropFirst(mark.reconfiguredRows.count))
    difference.insertedRows = Array(insertedRows.dropFirst(mark.insertedRows.count))
    difference.deletedRows = Array(deletedRows.dropFirst(mark.deletedRows.count))
    difference.rowMoves = rowMoves - mark.rowMoves
    difference.dequeuedRows = Array(dequeuedRows.dropFirst(mark.dequeuedRows.count))
    difference.createdRows = Array(createdRows.dropFirst(mark.createdRows.count))
    return difference
  }

  /// The counters that are not zero, for failure messages.
  public var description: String {
    func paths(_ paths: [IndexPath]) -> String {
      "[" + paths.map { "\($0.section)-\($0.item)" }.joined(separator: ", ") + "]"
    }
    var parts: [String] = []
    if batches > 0 { parts.append("batches \(batches)") }
    if batchesWithoutAnimation > 0 { parts.append("without animation \(batchesWithoutAnimation)") }
    if fullReloads > 0 { parts.append("reloadData \(fullReloads)") }
    if !reloadedSections.isEmpty { parts.append("reloaded sections \(reloadedSections)") }
    if sectionChanges > 0 { parts.append("section changes \(sectionChanges)") }
    if !reloadedRows.isEmpty { parts.append("reloaded \(paths(reloadedRows))") }
    if !reconfiguredRows.isEmpty { parts.append("reconfigured \(paths(reconfiguredRows))") }
    if !insertedRows.isEmpty { parts.append("inserted \(paths(insertedRows))") }
    if !deletedRows.isEmpty { parts.append("deleted \(paths(deletedRows))") }
    if rowMoves > 0 { parts.append("moves \(rowMoves)") }
    if !dequeuedRows.isEmpty { parts.append("dequeued \(paths(dequeuedRows))") }
    if !createdRows.isEmpty { parts.append("created \(paths(createdRows))") }
    return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
  }
}
