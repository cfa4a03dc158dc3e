/// A source section and the target section it is paired with.
@usableFromInline
struct SectionPair: Sendable {
  /// The index of the section in the source.
  @usableFromInline var source: Int
  /// The index of the section in the target.
  @usableFromInline var target: Int

  @inlinable
  init(source: Int, target: Int) {
    self.source = source
    self.target = target
  }
}

/// How to build the data shown after a stage, without holding any element.
@usableFromInline
enum StageData: Sendable {
  /// Exactly the target.
  case target
  /// The target, except that the listed sections still show their source value (their section
  /// update comes in a later stage), holding their target rows.
  case targetKeepingSourceSections([SectionPair])
  /// The source without its deleted sections and rows, in source order; paired rows show their
  /// target value; a section shows its source value where the flag (by source index) is set,
  /// its target value otherwise.
  case afterRemovals(keepSourceSection: [Bool])
}

/// One stage as the planner decides it: the operations, in the index spaces of the stage, and a
/// recipe for its data.
@usableFromInline
struct PlannedStage: Sendable {
  @usableFromInline var sectionDeletes: [Int] = []
  @usableFromInline var sectionInserts: [Int] = []
  @usableFromInline var sectionUpdates: [Int] = []
  @usableFromInline var sectionMoves: [Move<Int>] = []
  @usableFromInline var elementDeletes: [ElementPath] = []
  @usableFromInline var elementInserts: [ElementPath] = []
  @usableFromInline var elementUpdates: [ElementPath] = []
  @usableFromInline var elementMoves: [Move<ElementPath>] = []
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
