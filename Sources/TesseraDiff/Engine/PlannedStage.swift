/// The arrangements that the data before or after a stage can have.
@usableFromInline
enum StageSpace: Sendable {
  /// The source.
  case source
  /// The source without deleted sections and rows (source order; paired rows show their target
  /// value).
  case afterRemovals
  /// Sections in target order (inserted sections complete); a paired section holds its
  /// surviving source rows in source order, showing their target value.
  case targetSectionsSurvivingRows
  /// Sections in target order (inserted sections complete); a paired section holds all its
  /// source rows, as they were.
  case targetSectionsAllRows
  /// The target.
  case target
}

/// How to build the data shown after a stage, without holding any element.
@usableFromInline
struct StageData: Sendable {
  /// The arrangement of the data.
  @usableFromInline var space: StageSpace
  /// By source section: whether the section still shows its source value because its section
  /// update comes in a later stage. Empty when no section waits.
  @usableFromInline var keepSourceSection: [Bool]

  init(space: StageSpace, keepSourceSection: [Bool]) {
    self.space = space
    self.keepSourceSection = keepSourceSection
  }
}

/// One stage as the planner decides it: the operations, in the index spaces of the stage, and a
/// recipe for its data.
@usableFromInline
struct PlannedStage: Sendable {
  // The operations, with the meaning and index spaces of the fields of ``Changeset``.
  @usableFromInline var sectionDeletes: [Int] = []
  @usableFromInline var sectionInserts: [Int] = []
  @usableFromInline var sectionUpdates: [Int] = []
  @usableFromInline var sectionMoves: [Move<Int>] = []
  @usableFromInline var elementDeletes: [ElementPath] = []
  @usableFromInline var elementInserts: [ElementPath] = []
  @usableFromInline var elementUpdates: [ElementPath] = []
  @usableFromInline var elementMoves: [Move<ElementPath>] = []
  /// How to build the data shown after the stage.
  @usableFromInline var data: StageData

  init(data: StageData) {
    self.data = data
  }

  /// Whether the stage holds no operation.
  var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionUpdates.isEmpty
      && sectionMoves.isEmpty && elementDeletes.isEmpty && elementInserts.isEmpty
      && elementUpdates.isEmpty && elementMoves.isEmpty
  }
}
