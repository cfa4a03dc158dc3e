import TesseraDiff
import TesseraTesting
import Testing

/// Diffs `source` into `target` and records an issue if the oracle finds any problem.
func checkedDiff(
  _ source: [TestSection], _ target: [TestSection], sourceLocation: SourceLocation = #_sourceLocation
) -> StagedChangeset<TestSection> {
  let stages = StagedChangeset(source: source, target: target)
  let problems = UIKitBatchOracle.problems(applying: stages, to: source, target: target)
  #expect(problems.isEmpty, "\(problems)\n\(stages.summary)", sourceLocation: sourceLocation)
  for stage in stages {
    let forbidden = forbiddenCombinations(in: stage)
    #expect(forbidden.isEmpty, "\(forbidden)\n\(stages.summary)", sourceLocation: sourceLocation)
  }
  return stages
}

/// The combinations of spec R3.14 found in `stage`, checked directly on the operation lists.
func forbiddenCombinations<Section>(in stage: Changeset<Section>) -> [String] {
  var found: [String] = []
  let deletes = Set(stage.elementDeletes)
  let updates = Set(stage.elementUpdates)
  let inserts = Set(stage.elementInserts)
  let moveSources = stage.elementMoves.map(\.source)
  let moveTargets = stage.elementMoves.map(\.target)
  if !updates.isDisjoint(with: moveSources) { found.append("#1 reload + move of one row") }
  if !updates.isDisjoint(with: deletes) { found.append("#2 reload + delete of one row") }
  if !deletes.isDisjoint(with: moveSources) { found.append("#3 delete + move of one row") }
  if !Set(stage.sectionDeletes).isDisjoint(with: stage.sectionMoves.map(\.source)) {
    found.append("#3 delete + move of one section")
  }
  if !inserts.isDisjoint(with: moveTargets) { found.append("#4 insert + move to one row") }
  if !Set(stage.sectionInserts).isDisjoint(with: stage.sectionMoves.map(\.target)) {
    found.append("#4 insert + move to one section")
  }
  if Set(moveSources).count != moveSources.count || Set(moveTargets).count != moveTargets.count {
    found.append("#5 two moves from or to one row")
  }
  if stage.elementMoves.contains(where: { stage.sectionDeletes.contains($0.source.section) }) {
    found.append("#6 move out of a deleted section")
  }
  if stage.elementMoves.contains(where: { stage.sectionInserts.contains($0.target.section) }) {
    found.append("#6 move into an inserted section")
  }
  if !stage.elementUpdates.isEmpty && !stage.sectionMoves.isEmpty { found.append("#7 reloadRows + moveSection") }
  if deletes.count != stage.elementDeletes.count || inserts.count != stage.elementInserts.count
    || updates.count != stage.elementUpdates.count
  {
    found.append("#8 duplicate operation")
  }
  return found
}

func path(_ section: Int, _ row: Int) -> ElementPath { ElementPath(element: row, section: section) }

func rowMove(_ from: (Int, Int), _ to: (Int, Int)) -> Move<ElementPath> {
  Move(source: path(from.0, from.1), target: path(to.0, to.1))
}
