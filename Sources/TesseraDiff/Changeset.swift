/// One stage of a staged changeset: changes that can be applied together as one batch update,
/// and the data that is shown once they are applied.
///
/// Index spaces follow UIKit's batch-update rules: deletes, updates and move *sources* refer to
/// the data **before** this stage; inserts and move *targets* refer to ``data``, the data **after**
/// this stage.
public struct Changeset<Section: DiffableSection> {
  /// The data to show once this stage is applied; a host swaps it in inside the batch.
  public var data: [Section]

  /// Sections deleted (indexes before the stage), ascending.
  public var sectionDeletes: [Int]
  /// Sections inserted (indexes after the stage), ascending.
  public var sectionInserts: [Int]
  /// Sections whose own content changed (indexes before the stage), ascending.
  public var sectionUpdates: [Int]
  /// Sections moved, from an index before the stage to an index after it.
  public var sectionMoves: [Move<Int>]

  /// Elements deleted (paths before the stage), ascending.
  public var elementDeletes: [ElementPath]
  /// Elements inserted (paths after the stage), ascending.
  public var elementInserts: [ElementPath]
  /// Elements with the same identity whose content changed (paths before the stage), ascending.
  public var elementUpdates: [ElementPath]
  /// Elements moved, from a path before the stage to a path after it.
  public var elementMoves: [Move<ElementPath>]

  /// Creates a stage; the arrays default to empty.
  public init(
    data: [Section],
    sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionUpdates: [Int] = [],
    sectionMoves: [Move<Int>] = [],
    elementDeletes: [ElementPath] = [], elementInserts: [ElementPath] = [],
    elementUpdates: [ElementPath] = [], elementMoves: [Move<ElementPath>] = []
  ) {
    self.data = data
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionUpdates = sectionUpdates
    self.sectionMoves = sectionMoves
    self.elementDeletes = elementDeletes
    self.elementInserts = elementInserts
    self.elementUpdates = elementUpdates
    self.elementMoves = elementMoves
  }

  /// The number of operations in this stage.
  public var changeCount: Int {
    sectionDeletes.count + sectionInserts.count + sectionUpdates.count + sectionMoves.count
      + elementDeletes.count + elementInserts.count + elementUpdates.count + elementMoves.count
  }

  /// Whether the stage has no operation at all.
  public var hasChanges: Bool { changeCount > 0 }

  /// Whether the stage only changes the contents of rows in place (no section operation, no
  /// insert, delete or move): the one test hosts and the controller use to refresh rows
  /// without restructuring.
  public var isContentOnly: Bool { !elementUpdates.isEmpty && changeCount == elementUpdates.count }
}

extension Changeset: Sendable where Section: Sendable {}
