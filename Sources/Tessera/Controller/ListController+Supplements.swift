// Headers and footers that change in place. The diff reports a section whose header, footer or
// collapsed state changed as an update, which a host would show by reloading the section: every
// visible cell of it made again, and (since a reloaded section may not have row operations in
// the same batch) a batch of its own. When the views shown can take the change, the controller
// takes such updates out of the stages and hands them to the host as refreshes instead.
extension ListController {
  /// One batch to hand to the host: a stage of the diff, and the sections (indexes after it)
  /// whose headers and footers it refreshes in place.
  struct RegroupedBatch {
    var stage: ListUpdateStage
    var supplementRefreshes: [Int]
  }

  /// The batches of `stages`, or `nil` when each stage is a batch as it is (no header or
  /// footer changes): section updates a host can show in place leave each stage and become
  /// refreshes of that stage. A stage left with nothing to do is folded into the one
  /// before it (it differed from it in section values only, so the index spaces agree): a row
  /// deleted under a header that counts the rows is one batch, not two.
  ///
  /// A section whose id is duplicated before or after the stage keeps its update: the refresh
  /// could not be placed with certainty.
  /// - Complexity: O(sections) per stage that updates a section; O(1) for the others.
  func regroupedBatches(_ stages: StagedChangeset<DataSourceSection>, from source: DataSourceList) -> [RegroupedBatch]?
  {
    // The usual update changes no header or footer: each stage is a batch as it is. The stages
    // are looked at where they are (a copy of one retains and releases its nine arrays).
    if stages.indices.allSatisfy({ stages[$0].sectionUpdates.isEmpty && stages[$0].hasChanges }) { return nil }
    var batches: [RegroupedBatch] = []
    var before = source.sections
    // The data before the last batch, to check that a folded refresh can be placed there.
    var beforeLastBatch = before
    for var stage in stages {
      var refreshes: [Int] = []
      if !stage.sectionUpdates.isEmpty {
        let unique = Self.uniqueIndexes(of: before)
        let after = Self.uniqueIndexes(of: stage.data)
        stage.sectionUpdates.removeAll { old in
          let shown = before[old]
          guard unique[shown.id] == old, let new = after[shown.id],
            Self.updatesInPlace(from: shown, to: stage.data[new])
          else { return false }
          refreshes.append(new)
          return true
        }
      }
      let stageBefore = before
      before = stage.data
      if !stage.hasChanges, var previous = batches.last,
        Self.canFold(refreshes, of: stage.data, into: beforeLastBatch)
      {
        previous.stage.data = stage.data
        previous.supplementRefreshes = Array(Set(previous.supplementRefreshes).union(refreshes)).sorted()
        batches[batches.count - 1] = previous
      } else {
        batches.append(RegroupedBatch(stage: stage, supplementRefreshes: refreshes.sorted()))
        beforeLastBatch = stageBefore
      }
    }
    return batches
  }

  /// Whether the sections `refreshes` of `data` each occur once before the batch they would
  /// join (a section of that batch with a duplicated id, or inserted by it, keeps its own batch).
  private static func canFold(
    _ refreshes: [Int], of data: [DataSourceSection], into before: [DataSourceSection]
  ) -> Bool {
    let unique = uniqueIndexes(of: before)
    return refreshes.allSatisfy { unique[data[$0].id] != nil }
  }

  /// The index of each section id that occurs once in `sections`.
  private static func uniqueIndexes(of sections: [DataSourceSection]) -> [SectionID: Int] {
    // Sized once: filling them never rehashes.
    var indexes: [SectionID: Int] = Dictionary(minimumCapacity: sections.count)
    var duplicated: Set<SectionID> = Set(minimumCapacity: sections.count)
    for (index, section) in sections.enumerated() where indexes.updateValue(index, forKey: section.id) != nil {
      duplicated.insert(section.id)
    }
    for id in duplicated { indexes[id] = nil }
    return indexes
  }

  /// Whether a host can show the change from `old` to `new` without reloading the section: the
  /// same collapsibility and layout, and headers and footers of the same kind (none, a title,
  /// or content of the same type), so the views shown can be configured again.
  static func updatesInPlace(from old: DataSourceSection, to new: DataSourceSection) -> Bool {
    old.section.collapsibility == new.section.collapsibility
      && old.section.collectionLayout == new.section.collectionLayout
      && isSameKind(old.section.header, new.section.header) && isSameKind(old.section.footer, new.section.footer)
  }

  private static func isSameKind(_ old: SectionSupplement?, _ new: SectionSupplement?) -> Bool {
    switch (old, new) {
    case (nil, nil): true
    case let (old?, new?): old.content?.contentTypeID == new.content?.contentTypeID
    default: false
    }
  }
}
