#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A row of the anchoring tests: as tall as it says (plus 60 points when expanded), so a content
/// change can change its height.
struct Note: Equatable, Sendable, CustomStringConvertible {
  var height: Int
  var revision = 0
  var description: String { "\(height)pt r\(revision)" }
}

/// A table cell for ``Note``: its fitting height is the note's.
final class NoteTableCell: UITableViewCell, TableCell {
  private var height: CGFloat = 44

  func configure(with note: Note, context: CellContext) {
    height = CGFloat(note.height + (context.isExpanded ? 60 : 0))
    textLabel?.text = note.description
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}

/// A list cell for ``Note``: its fitting height is the note's.
final class NoteCollectionCell: UICollectionViewListCell, CollectionCell {
  private var height: CGFloat = 44

  func configure(with note: Note, context: CellContext) {
    height = CGFloat(note.height + (context.isExpanded ? 60 : 0))
    var configuration = defaultContentConfiguration()
    configuration.text = note.description
    contentConfiguration = configuration
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}

/// A list of notes in two sections (the second with a title header), as the anchoring tests
/// edit it: rows by id, in display order.
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

  mutating func insert(at flat: Int, using rng: inout some RandomNumberGenerator) {
    let (section, row) = position(ofFlat: flat)
    sections[section].insert((nextID, Note(height: Int.random(in: 20...300, using: &rng))), at: row)
    nextID += 1
  }

  mutating func remove(at flat: Int) -> (id: Int, note: Note) {
    let (section, row) = rowPosition(ofFlat: flat)
    return sections[section].remove(at: row)
  }

  mutating func resize(at flat: Int, using rng: inout some RandomNumberGenerator) {
    let (section, row) = rowPosition(ofFlat: flat)
    sections[section][row].note.height = Int.random(in: 20...300, using: &rng)
    sections[section][row].note.revision += 1
  }
}

/// What the anchoring tests need of a host and its view, the same for a table and a collection
/// view.
@MainActor
struct AnchoringSubject {
  let host: UIKitListHost
  let controller: ListController
  let view: UIScrollView
  let frameOfRow: (IndexPath) -> CGRect?
  let visibleRows: () -> [IndexPath]
  let violations: () -> [String]
  let indexPath: (Int) -> IndexPath?

  static func table(height: CGFloat = 600) -> AnchoringSubject {
    let (table, host) = makeTable(width: 320, height: height)
    table.isEventLogEnabled = false
    host.register(NoteTableCell.self)
    return AnchoringSubject(
      host: host, controller: host.controller, view: table,
      frameOfRow: { path in
        path.section < table.numberOfSections && path.row < table.numberOfRows(inSection: path.section)
          ? table.rectForRow(at: path) : nil
      },
      visibleRows: { table.indexPathsForVisibleRows ?? [] }, violations: { table.violations.map { "\($0)" } },
      indexPath: { host.indexPath(forRowID: RowID($0)) })
  }

  static func collection(height: CGFloat = 600) -> AnchoringSubject {
    let (collectionView, host) = makeCollection(width: 320, height: height)
    collectionView.isEventLogEnabled = false
    host.register(NoteCollectionCell.self)
    return AnchoringSubject(
      host: host, controller: host.controller, view: collectionView,
      frameOfRow: { collectionView.layoutAttributesForItem(at: $0)?.frame },
      visibleRows: { collectionView.indexPathsForVisibleItems },
      violations: { collectionView.violations.map { "\($0)" } },
      indexPath: { host.indexPath(forRowID: RowID($0)) })
  }

  var maximumOffset: CGFloat { max(0, view.contentSize.height - view.bounds.height) }

  /// The first row whose top is visible (else the row covering the top), by id, with its
  /// distance from the top: worked out here from the view's geometry, not asked of the host.
  func anchor() -> (id: Int, distance: CGFloat)? {
    view.layoutIfNeeded()
    let top = view.contentOffset.y
    let rows = visibleRows().compactMap { path in frameOfRow(path).map { (path, $0) } }
      .sorted { $0.1.minY != $1.1.minY ? $0.1.minY < $1.1.minY : $0.0 < $1.0 }
    let pick = rows.first { $0.1.minY >= top && $0.1.minY < top + view.bounds.height } ?? rows.first { $0.1.maxY > top }
    guard let (path, frame) = pick,
      let id = controller.dataSourceList.row(at: ElementPath(element: path[1], section: path[0]))?.id.base as? Int
    else { return nil }
    return (id, frame.minY - top)
  }

  /// How far the row `id` is from where `distance` says, allowing for the offset's clamping.
  func error(keeping id: Int, at distance: CGFloat) -> CGFloat? {
    guard let path = indexPath(id), let frame = frameOfRow(path) else { return nil }
    let wanted = min(max(frame.minY - distance, 0), maximumOffset)
    return abs(view.contentOffset.y - wanted)
  }
}
