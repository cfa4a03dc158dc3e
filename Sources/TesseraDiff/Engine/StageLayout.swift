/// Kinds of operations (section updates are placed separately).
struct OperationKinds: OptionSet {
  let rawValue: UInt8

  static let sectionDelete = OperationKinds(rawValue: 1)
  static let sectionInsert = OperationKinds(rawValue: 2)
  static let sectionMove = OperationKinds(rawValue: 4)
  static let rowDelete = OperationKinds(rawValue: 8)
  static let rowUpdate = OperationKinds(rawValue: 16)
  static let rowInsert = OperationKinds(rawValue: 32)
  static let rowMove = OperationKinds(rawValue: 64)

  static let removals: OperationKinds = [.sectionDelete, .rowDelete, .rowUpdate]
  static let sectionArrivals: OperationKinds = [.sectionInsert, .sectionMove]
  static let rowArrivals: OperationKinds = [.rowInsert, .rowMove]
  static let sections: OperationKinds = [.sectionDelete, .sectionInsert, .sectionMove]
  static let rows: OperationKinds = [.rowDelete, .rowUpdate, .rowInsert, .rowMove]
  static let all: OperationKinds = [.sections, .rows]
}

/// A way to split the operation kinds into consecutive stages, with the arrangement each stage
/// starts from. The planner takes the legal layout with the fewest non-empty stages.
struct StageLayout {
  /// The kinds of each stage.
  let stages: [OperationKinds]
  /// The arrangement of the data before each stage (after it: the next one's, or the target).
  let spaces: [StageSpace]
  /// ``spaces``, then the target: the arrangement before stage `i` and, at the end, after the
  /// last one (kept with the layout, so planning a diff allocates nothing for it).
  let spacesThenTarget: [StageSpace]

  init(stages: [OperationKinds], spaces: [StageSpace]) {
    self.stages = stages
    self.spaces = spaces
    self.spacesThenTarget = spaces + [.target]
  }

  /// Everything at once.
  static let single = StageLayout(stages: [.all], spaces: [.source])
  /// Removals and updates, then section and row arrivals and moves.
  static let removalsThenArrivals = StageLayout(
    stages: [.removals, [.sectionArrivals, .rowArrivals]], spaces: [.source, .afterRemovals])
  /// Removals, updates and section arrivals, then row arrivals and moves.
  static let rowArrivalsLast = StageLayout(
    stages: [[.removals, .sectionArrivals], .rowArrivals],
    spaces: [.source, .targetSectionsSurvivingRows])
  /// Section operations, then row operations.
  static let sectionsThenRows = StageLayout(
    stages: [.sections, .rows], spaces: [.source, .targetSectionsAllRows])
  /// Removals and updates; section arrivals and moves; row arrivals and moves. Always legal.
  static let threeSteps = StageLayout(
    stages: [.removals, .sectionArrivals, .rowArrivals],
    spaces: [.source, .afterRemovals, .targetSectionsSurvivingRows])

  /// The candidates, in order of preference at equal stage counts.
  static let candidates = [single, removalsThenArrivals, rowArrivalsLast, sectionsThenRows, threeSteps]

  /// The stage that holds `kind`.
  func stage(of kind: OperationKinds) -> Int {
    stages.firstIndex { $0.contains(kind) } ?? (stages.count - 1)
  }

  /// Whether every stage is one legal batch for the changes described by `analysis`.
  func isLegal(_ analysis: StageAnalysis) -> Bool {
    stages.allSatisfy { Self.isLegal($0, analysis) }
  }

  /// Whether a batch of the given kinds is legal:
  /// - no row reload together with a section move (R3.14 #7);
  /// - no row reloaded and moved in one batch (R3.14 #1);
  /// - no row operation inside a section that the batch moves (L4).
  static func isLegal(_ kinds: OperationKinds, _ analysis: StageAnalysis) -> Bool {
    if kinds.contains([.rowUpdate, .sectionMove]) && analysis.hasRowUpdate && analysis.hasSectionMove {
      return false
    }
    if kinds.contains([.rowUpdate, .rowMove]) && analysis.hasMovedRowUpdate { return false }
    guard kinds.contains(.sectionMove) else { return true }
    let source = analysis.movedSectionSourceFacts
    let target = analysis.movedSectionTargetFacts
    if kinds.contains(.rowDelete) && source & SectionFact.rowDelete != 0 { return false }
    if kinds.contains(.rowUpdate) && source & SectionFact.rowUpdate != 0 { return false }
    if kinds.contains(.rowInsert) && target & SectionFact.rowInsert != 0 { return false }
    if kinds.contains(.rowMove)
      && (source & SectionFact.rowMoveOut != 0 || target & SectionFact.rowMoveIn != 0)
    {
      return false
    }
    return true
  }

  /// Whether a section update of `source` (paired with `target`) can join a batch of `kinds`:
  /// the batch must neither move the section nor hold a row operation inside it.
  static func acceptsSectionUpdate(_ kinds: OperationKinds, source: Int, target: Int, _ tables: DiffTables) -> Bool {
    let sourceFacts = StageAnalysis.sourceFacts(source, tables)
    let targetFacts = tables.targetFacts[target]
    if kinds.contains(.sectionMove) && StageAnalysis.isMoved(source, tables) { return false }
    if kinds.contains(.rowDelete) && sourceFacts & SectionFact.rowDelete != 0 { return false }
    if kinds.contains(.rowUpdate) && sourceFacts & SectionFact.rowUpdate != 0 { return false }
    if kinds.contains(.rowInsert) && targetFacts & SectionFact.rowInsert != 0 { return false }
    if kinds.contains(.rowMove)
      && (sourceFacts & SectionFact.rowMoveOut != 0 || targetFacts & SectionFact.rowMoveIn != 0)
    {
      return false
    }
    return true
  }
}
