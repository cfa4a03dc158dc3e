import Tessera

/// Where the rows and sections a stage keeps in place are once the stage is applied: an index
/// before the batch to the index after it, as UIKit moves them (deletes and move sources
/// leave, then inserts and move targets take their places, and everything else keeps its
/// order in between).
///
/// A host that refreshes the changed rows of a batch after the batch (``RowUpdates``) needs
/// their paths after it; the stage names them before it.
struct StagePathMap {
  private let leavingSections: [Int]
  private let arrivingSections: [Int]
  private let movedSections: [Int: Int]
  private let leavingRows: [Int: [Int]]
  private let arrivingRows: [Int: [Int]]

  /// - Complexity: O(*k* log *k*) for the stage's *k* section and row operations.
  init(_ stage: ListUpdateStage) {
    leavingSections = (stage.sectionDeletes + stage.sectionMoves.map(\.source)).sorted()
    arrivingSections = (stage.sectionInserts + stage.sectionMoves.map(\.target)).sorted()
    movedSections = Dictionary(stage.sectionMoves.map { ($0.source, $0.target) }, uniquingKeysWith: { a, _ in a })
    var leaving: [Int: [Int]] = [:]
    for path in stage.elementDeletes { leaving[path.section, default: []].append(path.element) }
    for move in stage.elementMoves { leaving[move.source.section, default: []].append(move.source.element) }
    var arriving: [Int: [Int]] = [:]
    for path in stage.elementInserts { arriving[path.section, default: []].append(path.element) }
    for move in stage.elementMoves { arriving[move.target.section, default: []].append(move.target.element) }
    leavingRows = leaving.mapValues { $0.sorted() }
    arrivingRows = arriving.mapValues { $0.sorted() }
  }

  /// The index after the stage of section `old`; `nil` when the stage deletes it.
  func section(after old: Int) -> Int? {
    if let target = movedSections[old] { return target }
    return Self.position(of: old, leaving: leavingSections, arriving: arrivingSections)
  }

  /// The path after the stage of the row at `old`; `nil` when the stage deletes or moves it,
  /// or deletes its section.
  /// - Complexity: O(log *k* + *a*) for the *k* rows leaving its section and the *a* arriving
  ///   in the section it is in after the stage.
  func path(after old: ElementPath) -> ElementPath? {
    guard let section = section(after: old.section),
      let element = Self.position(
        of: old.element, leaving: leavingRows[old.section] ?? [], arriving: arrivingRows[section] ?? [])
    else { return nil }
    return ElementPath(element: element, section: section)
  }

  /// Where an index that stays goes: its rank among the indexes that stay, placed in the
  /// `rank`-th slot the arriving indexes leave free. `nil` for an index that leaves.
  private static func position(of index: Int, leaving: [Int], arriving: [Int]) -> Int? {
    let before = leaving.partitioningIndex { $0 >= index }
    if before < leaving.count, leaving[before] == index { return nil }
    var slot = index - before
    for taken in arriving {
      guard taken <= slot else { break }
      slot += 1
    }
    return slot
  }
}

extension Array {
  /// The first index whose element satisfies `belongs`, for an array where the elements that
  /// do all come after those that do not (binary search).
  fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
