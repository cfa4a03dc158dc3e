/// The changes that turn one sectioned list into another, split into stages that can each be
/// applied as one batch update.
///
/// ## Overview
///
/// ```swift
/// let stages = StagedChangeset(source: shown, target: next)
/// for stage in stages {
///   table.performBatchUpdates {
///     dataSource.sections = stage.data          // swap the data inside the batch
///     table.deleteSections(stage.sectionDeletes)
///     table.insertSections(stage.sectionInserts)
///     table.reloadSections(stage.sectionUpdates)
///     for move in stage.sectionMoves { table.moveSection(move.source, toSection: move.target) }
///     table.deleteRows(stage.elementDeletes)
///     table.insertRows(stage.elementInserts)
///     table.reloadRows(stage.elementUpdates)
///     for move in stage.elementMoves { table.moveRow(at: move.source, to: move.target) }
///   }
/// }
/// ```
///
/// Each ``Changeset`` uses UIKit's index spaces: deletes, updates and move sources refer to the
/// data before the stage (the previous stage's ``Changeset/data``, or `source` for the first);
/// inserts and move targets refer to the stage's own ``Changeset/data``. The last stage's data is
/// `target`. Equal lists give no stage at all.
///
/// ### What counts as a change
///
/// Sections and rows are matched by ``Diffable/diffIdentifier``; rows may move across sections.
/// A matched pair whose ``Diffable/isContentEqual(to:)`` is `false` is an *update*. Moves are
/// minimal: a section is unmoved when it belongs to a longest increasing subsequence of target
/// positions among the matched sections; a row is unmoved when it stays in the section with the
/// same identifier and belongs to a longest increasing subsequence of target positions among the
/// rows that stay in that section. Every other matched row is a move, so inserts, deletes and
/// other moves never make a row "moved" just by shifting it.
///
/// ### Duplicates
///
/// Identifiers should be unique, but the diff never relies on it. The *k*-th occurrence of an
/// identifier in the source is paired with the *k*-th occurrence in the target (sections in list
/// order; rows in reading order over the sections present in both lists); occurrences left
/// without a partner are deleted or inserted. The result is deterministic, always valid, and
/// applying it always yields `target`. ``duplicateCount`` says how many repeated occurrences the
/// diff met.
///
/// ### Staging
///
/// Every stage obeys the UITableView batch-update contract: index ranges per space, section and
/// row counts, no operation twice on one index path, no row operation inside a deleted or
/// inserted section (rows of such sections go with their section, so no row moves out of a
/// deleted section or into an inserted one), and never in one batch:
/// - the reload and the move (or delete) of one row;
/// - a row reload and a section move;
/// - a section move and a row operation inside that section;
/// - a section reload and a move of that section or a row operation inside it.
///
/// One stage is used whenever that is legal. Otherwise the changes follow the legal layout with
/// the fewest stages among: *removals* (section deletes, row deletes, every row update, so a
/// moved row is reloaded where it was) then *arrivals* (section inserts and moves, row inserts
/// and moves); removals with section arrivals, then row arrivals; all section operations, then
/// all row operations; and, always legal, removals, section arrivals, row arrivals. Each section
/// update goes into the latest stage that neither moves the section nor touches its rows, or into
/// a last stage of its own. So there are at most four stages, and usually one. Between stages a
/// section keeps its old value until its update, and a row shows its new value from the stage
/// that updates it (rows that do not change show their new value at once).
///
/// - Complexity: Creating a staged changeset is O(*n* + *m* log *m*) expected, where *n* is the
///   number of sections and rows of both lists and *m* the number of rows that keep their section
///   but change their order; when the identifiers are equal position by position it is one
///   O(*n*) scan that hashes nothing.
public struct StagedChangeset<Section: DiffableSection>: RandomAccessCollection {
  /// The stages, in the order they must be applied.
  @usableFromInline var stages: ContiguousArray<Changeset<Section>>

  /// How many occurrences of a section or row identifier repeated an earlier occurrence in the
  /// same list (the source and the target are counted separately).
  ///
  /// Rows of sections that are deleted or inserted as a whole take no part in matching and are
  /// not counted. When the identifiers of both lists are equal position by position the diff
  /// pairs them by position without hashing, and this count is 0 even if identifiers repeat.
  public let duplicateCount: Int

  /// For every row of the target, the source row it was paired with and whether its content
  /// changed: what the diff found, for callers that carry per-row facts (such as measured
  /// heights) over without matching again.
  public let rowMatches: RowMatches

  /// The changes that turn `source` into `target`.
  ///
  /// The diff's tables are allocated for this diff and freed at its end; to diff the same list
  /// again and again, keep a ``DiffWorkspace`` and use `init(source:target:workspace:)`.
  ///
  /// - Complexity: O(*n* + *m* log *m*) expected; see ``StagedChangeset``.
  @inlinable
  public init(source: [Section], target: [Section]) {
    var workspace = DiffWorkspace()
    self.init(source: source, target: target, workspace: &workspace)
  }

  /// The changes that turn `source` into `target`, worked out in the memory of `workspace`,
  /// which keeps it for the next diff: a list diffed again and again allocates its tables once.
  ///
  /// - Complexity: O(*n* + *m* log *m*) expected; see ``StagedChangeset``.
  @inlinable
  public init(source: [Section], target: [Section], workspace: inout DiffWorkspace) {
    let result = DiffEngine.stages(source: source, target: target, workspace: &workspace)
    self.stages = result.stages
    self.duplicateCount = result.duplicates
    self.rowMatches = result.rowMatches
  }

  /// A staged changeset made of the given stages, for hosts and tests that build one by hand.
  /// With no `rowMatches`, nothing is known to be paired.
  public init(stages: [Changeset<Section>], duplicateCount: Int = 0, rowMatches: RowMatches? = nil) {
    self.stages = ContiguousArray(stages)
    self.duplicateCount = duplicateCount
    let targetRows = stages.last.map { $0.data.reduce(0) { $0 + $1.elements.count } } ?? 0
    self.rowMatches = rowMatches ?? RowMatches(unpairedTargetRowCount: targetRows)
  }

  /// The position of the first stage (always 0).
  @inlinable
  public var startIndex: Int { 0 }

  /// One past the position of the last stage.
  @inlinable
  public var endIndex: Int { stages.count }

  /// The stage at `position`.
  @inlinable
  public subscript(position: Int) -> Changeset<Section> { stages[position] }

  /// The number of operations over all stages.
  public var changeCount: Int { stages.reduce(0) { $0 + $1.changeCount } }
}

extension StagedChangeset: Sendable where Section: Sendable {}

extension StagedChangeset where Section: Sendable {
  /// The changes that turn `source` into `target`, worked out in the memory of `workspace`,
  /// which keeps it, and the identifiers of `target`'s rows once a diff needed them, for the
  /// next diff: a list diffed again and again allocates its tables once, and a change that moves
  /// rows across a few sections of a large list costs those sections.
  ///
  /// - Complexity: O(*n* + *m* log *m*) expected; see ``StagedChangeset``.
  @inlinable
  public init(source: [Section], target: [Section], workspace: inout DiffWorkspace) {
    let result = DiffEngine.stages(source: source, target: target, workspace: &workspace) { $0 }
    self.stages = result.stages
    self.duplicateCount = result.duplicates
    self.rowMatches = result.rowMatches
  }
}
