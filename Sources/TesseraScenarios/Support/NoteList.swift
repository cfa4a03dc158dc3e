import TesseraTesting
import TesseraUIKit

/// A list of notes in two sections (the second with a title header), as the anchoring scenarios
/// edit it: rows by id, in display order, each as tall as its note says.
struct NoteList {
  var sections: [[(id: Int, note: Note)]]
  var nextID = 0

  init(rowCount: Int, using rng: inout some RandomNumberGenerator) {
    let split = Int.random(in: 0...rowCount, using: &rng)
    sections = [[], []]
    for index in 0..<rowCount {
      sections[index < split ? 0 : 1].append((nextID, Note(height: Int.random(in: 20...300, using: &rng))))
      nextID += 1
    }
  }

  /// `heights.count` rows in the first section, of those heights.
  init(heights: [Int]) {
    sections = [heights.enumerated().map { ($0.offset, Note(height: $0.element)) }, []]
    nextID = heights.count
  }

  /// Every row id, in display order.
  var ids: [Int] { sections.flatMap { $0.map(\.id) } }

  var snapshot: ListSnapshot {
    ListSnapshot(sections: [
      Section("first", rows: sections[0].map { Row($0.id, $0.note, height: .automatic(estimate: 44)).expandable() }),
      Section(
        "second", header: "Second",
        rows: sections[1].map { Row($0.id, $0.note, height: .automatic(estimate: 44)).expandable() }),
    ])
  }

  /// The (section, row) of the `flat`-th row; `flat` may be the row count (the end).
  func position(ofFlat flat: Int) -> (section: Int, row: Int) {
    flat <= sections[0].count ? (0, flat) : (1, flat - sections[0].count)
  }

  /// The (section, row) of the existing `flat`-th row.
  func rowPosition(ofFlat flat: Int) -> (section: Int, row: Int) {
    flat < sections[0].count ? (0, flat) : (1, flat - sections[0].count)
  }

  mutating func insert(at flat: Int, height: Int) {
    let (section, row) = position(ofFlat: flat)
    sections[section].insert((nextID, Note(height: height)), at: row)
    nextID += 1
  }

  mutating func insert(at flat: Int, using rng: inout some RandomNumberGenerator) {
    insert(at: flat, height: Int.random(in: 20...300, using: &rng))
  }

  @discardableResult
  mutating func remove(at flat: Int) -> (id: Int, note: Note) {
    let (section, row) = rowPosition(ofFlat: flat)
    return sections[section].remove(at: row)
  }

  mutating func resize(at flat: Int, to height: Int) {
    let (section, row) = rowPosition(ofFlat: flat)
    sections[section][row].note.height = height
    sections[section][row].note.revision += 1
  }
}

extension ScenarioContext {
  /// The largest offset the content allows.
  var maximumOffset: CGFloat { max(0, driver.view.contentSize.height - driver.view.bounds.height) }

  /// The first row whose top is visible (else the row covering the top), by id, with its
  /// distance from the top: worked out from the view's geometry, not asked of the host.
  func anchor() -> (id: Int, distance: CGFloat)? {
    driver.layout()
    let top = driver.view.contentOffset.y
    let height = driver.view.bounds.height
    let rows = driver.visibleRows.sorted {
      $0.frame.minY != $1.frame.minY ? $0.frame.minY < $1.frame.minY : $0.indexPath < $1.indexPath
    }
    let pick = rows.first { $0.frame.minY >= top && $0.frame.minY < top + height } ?? rows.first { $0.frame.maxY > top }
    guard let pick, let id = host.rowID(at: pick.indexPath)?.base as? Int else { return nil }
    return (id, pick.frame.minY - top)
  }

  /// How far the row `id` is from where `distance` says, allowing for the offset's clamping;
  /// `nil` when the row is not on screen.
  func anchorError(keeping id: Int, at distance: CGFloat) -> CGFloat? {
    guard let frame = frame(ofRowWithID: RowID(id)) else { return nil }
    let wanted = min(max(frame.minY - distance, 0), maximumOffset)
    return abs(driver.view.contentOffset.y - wanted)
  }
}
