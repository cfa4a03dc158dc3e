/// One stage of an update, as a host applies it in one batch: the operations, in UIKit's index
/// spaces, and the data shown once it is applied.
public typealias ListUpdateStage = Changeset<PresentedSection>

/// What a ``ListController`` needs from a view that shows a list (a table view, a terminal, a
/// test double). The host reads its data from ``ListController/presented`` and never keeps
/// index paths of its own.
@MainActor
public protocol ListHost: AnyObject {
  /// Whether changes should animate: the host is on screen and has shown data before. When it is
  /// `false` the controller reloads instead (a table that is not in a window must not animate).
  var canAnimateUpdates: Bool { get }

  /// The width rows are laid out in (points on UIKit, columns in a terminal).
  var availableWidth: Double { get }

  /// Shows ``ListController/presented`` from scratch, without animation, then calls
  /// `completion` exactly once.
  func reloadAll(completion: @escaping @MainActor () -> Void)

  /// Applies one stage as one batch update.
  ///
  /// The host starts its batch, calls `updateData` inside it (so that the "before" state is the
  /// old data and the "after" state the new one), performs the stage's operations and calls
  /// `completion` exactly once when the batch has finished (at once, or when its animation ends).
  func performBatch(
    _ stage: ListUpdateStage, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor () -> Void
  )

  /// The rows at `paths` changed only in how they are drawn (their expansion): refresh them in
  /// place and animate their new heights, without reloading them.
  func refreshRows(at paths: [ElementPath])

  /// Measures an `automatic` row for `width`. Called at most once per (row, content, width,
  /// expanded state): the controller caches the answer.
  func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double

  /// The height of a header or footer that has no height policy of its own.
  func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double

  /// How tall one unit of width is, for `aspectRatio` rows: 1 where width and height share a
  /// unit (points), 0.5 in a terminal whose cells are twice as tall as they are wide.
  var aspectRatioScale: Double { get }
}

extension ListHost {
  /// Width and height share a unit.
  public var aspectRatioScale: Double { 1 }
}
