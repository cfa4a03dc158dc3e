/// One stage of an update, as a host applies it in one batch: the operations, in UIKit's index
/// spaces, and the data shown once it is applied.
package typealias ListUpdateStage = Changeset<DataSourceSection>

/// One batch of an update, as the controller hands it to its host: the stage to apply, whether
/// to animate it, and the headers and footers to refresh in place.
package struct ListBatch: Sendable {
  /// The operations, and the data shown once they are applied.
  package var stage: ListUpdateStage
  /// Whether the batch animates: `false` when the snapshot was applied with
  /// `animatingDifferences: false`. The host applies it all the same, as a batch (cells and
  /// selection stay), only without animation.
  package var isAnimated: Bool
  /// Sections, as indexes once the batch is applied, whose header or footer changed in a way
  /// the view shown can take in place (new text, new content of the same type, the collapsed
  /// marker): refresh the views on screen (the next dequeue shows the others); never reload
  /// the section for it. Their new heights are in the controller's layout already.
  package var supplementRefreshes: [Int]
  /// Whether this is the first batch of an update. A rare update of several batches may take
  /// a row out in one batch and bring it back in a later one (a row whose section is deleted
  /// arrives in another section): what the host keeps by row id through an update, such as the
  /// selection, is read at the first batch and restored after each.
  package var isFirstOfUpdate: Bool

  /// Creates a batch.
  package init(
    stage: ListUpdateStage, isAnimated: Bool = true, supplementRefreshes: [Int] = [], isFirstOfUpdate: Bool = true
  ) {
    self.stage = stage
    self.isAnimated = isAnimated
    self.supplementRefreshes = supplementRefreshes
    self.isFirstOfUpdate = isFirstOfUpdate
  }
}

/// What a ``ListController`` needs from a view that shows a list (a table view, a terminal, a
/// test double). The host reads its data from ``ListController/dataSourceList`` and never keeps
/// index paths of its own.
@MainActor
package protocol ListHost: AnyObject {
  /// Whether changes can animate: the host is on screen. When it is `false` the controller
  /// reloads instead (a table that is not in a window must not animate). Whether the app wants
  /// an update animated is not the host's business: it comes with each ``ListBatch``.
  var canAnimateUpdates: Bool { get }

  /// The width rows are laid out in (points on UIKit, columns in a terminal).
  var availableWidth: Double { get }

  /// Shows ``ListController/dataSourceList`` from scratch, without animation: the host calls
  /// `updateData` first (the controller switches to the new list then, so the host can still
  /// read what it showed before, such as the ids of selected rows), then reloads, then calls
  /// `completion` exactly once.
  func reloadAll(updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void)

  /// Applies one batch of an update.
  ///
  /// The host starts its batch, calls `updateData` inside it (so that the "before" state is the
  /// old data and the "after" state the new one), performs the stage's operations, refreshes the
  /// batch's ``ListBatch/supplementRefreshes`` and calls `completion` exactly once when the
  /// batch has finished (at once, or when its animation ends).
  func performBatch(
    _ batch: ListBatch, updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  )

  /// The rows at `paths` changed only in how they are drawn (their expansion): refresh them in
  /// place and animate their new heights, without reloading them.
  func refreshRows(at paths: [ElementPath])

  /// How many points one unit of the host's height stands for: heights are given in points
  /// (`.height(44)`, `.aspectRatio(_:)` of a width in points, `.automatic(estimate:)`) and
  /// every host turns them into its own unit by this one scale (``HeightScale``). 1 where the
  /// unit is the point (UIKit); 20 in a terminal, where one line stands for the height of one
  /// line of body text.
  var pointsPerHeightUnit: Double { get }

  /// How tall one unit of width is, for `aspectRatio` rows: 1 where width and height share a
  /// unit (points), 0.5 in a terminal whose cells are twice as tall as they are wide.
  var aspectRatioScale: Double { get }

  /// The height an `automatic` row is given before it is measured when neither the row nor the
  /// app says otherwise, in the host's own unit: one standard row, 44 points on UIKit, one line
  /// in a terminal. An estimate means the same thing in every host: the height of a plain
  /// one-line row there.
  var defaultRowEstimate: Double { get }

  /// `controller` was attached to another host and no longer updates this one: the list it
  /// shows goes on changing without batches, so stop showing it (a table reloads with no
  /// sections). Called once, after the other host is attached. The default does nothing.
  func listControllerDidDetach(_ controller: ListController)

  /// Shows `state` instead of, or over, the rows (`nil`: hides the one shown). Called once the
  /// update whose snapshot changed the state is shown, and after the first reload of a newly
  /// attached host. `isAnimated` is whether that update animates: fade the state in or out
  /// with it. The host runs an action through ``ListController/performUnavailableAction(at:)``.
  /// The default does nothing.
  func showUnavailableState(_ state: UnavailableState?, isAnimated: Bool)
}

extension ListHost {
  /// Heights are in points.
  package var pointsPerHeightUnit: Double { 1 }

  /// Width and height share a unit.
  package var aspectRatioScale: Double { 1 }

  /// One standard UIKit row: 44 points.
  package var defaultRowEstimate: Double { 44 }

  /// Does nothing.
  package func listControllerDidDetach(_ controller: ListController) {}

  /// Does nothing.
  package func showUnavailableState(_ state: UnavailableState?, isAnimated: Bool) {}
}

/// A host that measures rows: the optional capability of a ``ListHost`` whose view asks the
/// controller for row heights and offsets (a table view, a terminal). Only for such hosts does
/// the controller keep its height cache and offset index; for the others it skips that work.
@MainActor
package protocol MeasuringListHost: ListHost {
  /// Measures an `automatic` row for `width`. Called at most once per (row, content, width,
  /// expanded state): the controller caches the answer.
  func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double

  /// The height of a header or footer that has no height policy of its own.
  func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double
}
