import Foundation
import HeadlessUIKit
import TesseraTesting

/// One UIKit update call.
enum UpdateCall: CustomStringConvertible {
  case deleteSection(Int)
  case insertSection(Int)
  case reloadSection(Int)
  case moveSection(Int, Int)
  case deleteRow(IndexPath)
  case insertRow(IndexPath)
  case reloadRow(IndexPath)
  case moveRow(IndexPath, IndexPath)

  var description: String {
    switch self {
    case .deleteSection(let s): "deleteSection \(s)"
    case .insertSection(let s): "insertSection \(s)"
    case .reloadSection(let s): "reloadSection \(s)"
    case .moveSection(let a, let b): "moveSection \(a)->\(b)"
    case .deleteRow(let p): "deleteRow \(p.tableString)"
    case .insertRow(let p): "insertRow \(p.tableString)"
    case .reloadRow(let p): "reloadRow \(p.tableString)"
    case .moveRow(let a, let b): "moveRow \(a.tableString)->\(b.tableString)"
    }
  }

  /// Whether dropping this call from a valid batch is guaranteed to break the counts.
  var changesCounts: Bool {
    switch self {
    case .deleteRow, .insertRow, .deleteSection, .insertSection: true
    default: false
    }
  }

  @MainActor
  func send(to table: UITableView) {
    switch self {
    case .deleteSection(let s): table.deleteSections([s], with: .fade)
    case .insertSection(let s): table.insertSections([s], with: .fade)
    case .reloadSection(let s): table.reloadSections([s], with: .fade)
    case .moveSection(let a, let b): table.moveSection(a, toSection: b)
    case .deleteRow(let p): table.deleteRows(at: [p], with: .fade)
    case .insertRow(let p): table.insertRows(at: [p], with: .fade)
    case .reloadRow(let p): table.reloadRows(at: [p], with: .fade)
    case .moveRow(let a, let b): table.moveRow(at: a, to: b)
    }
  }
}

extension IndexPath {
  var tableString: String { "(\(section),\(row))" }
}

/// A random batch that is valid by construction: an old model of unique row titles, the new
/// model, and the UIKit calls that turn one into the other. It exercises every legal
/// combination of R3.6 (section deletes, inserts, reloads, moves; row deletes, inserts,
/// reloads, moves within and across sections, also into moved sections) and avoids the illegal
/// ones of R3.14.
struct RandomBatch {
  var old: [[String]]
  var new: [[String]]
  var calls: [UpdateCall]

  private enum SectionFate { case keep, delete, reload, move }
  private enum RowFate { case keep, delete, reload, move }
  private enum Entry {
    case old(Int)
    case inserted
  }

  static func make(using rng: inout SeededRandomNumberGenerator) -> RandomBatch {
    var nextID = 0
    func fresh() -> String {
      nextID += 1
      return "r\(nextID)"
    }
    let old = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
      (0..<Int.random(in: 0...6, using: &rng)).map { _ in fresh() }
    }
    var calls: [UpdateCall] = []

    // Sections.
    let fates: [SectionFate] = old.indices.map { _ in
      let roll = Double.random(in: 0..<1, using: &rng)
      return roll < 0.15 ? .delete : roll < 0.25 ? .reload : roll < 0.4 ? .move : .keep
    }
    var order: [Entry] = old.indices.filter { fates[$0] == .keep || fates[$0] == .reload }.map { .old($0) }
    for section in old.indices where fates[section] == .move {
      order.insert(.old(section), at: Int.random(in: 0...order.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      order.insert(.inserted, at: Int.random(in: 0...order.count, using: &rng))
    }
    var finalIndex: [Int: Int] = [:]
    for (index, entry) in order.enumerated() {
      switch entry {
      case .inserted: calls.append(.insertSection(index))
      case .old(let section):
        finalIndex[section] = index
        if fates[section] == .move { calls.append(.moveSection(section, index)) }
      }
    }
    for section in old.indices where fates[section] == .delete { calls.append(.deleteSection(section)) }
    for section in old.indices where fates[section] == .reload { calls.append(.reloadSection(section)) }
    let hasSectionMoves = fates.contains(.move)

    // Rows of sections that survive as themselves (kept or moved).
    let rowHosts = order.indices.filter {
      if case .old(let s) = order[$0], fates[s] == .keep || fates[s] == .move { return true }
      return false
    }
    var survivors: [Int: [String]] = [:]
    var movedIn: [Int: [(String, IndexPath)]] = [:]
    for final in rowHosts {
      guard case .old(let section) = order[final] else { continue }
      var kept: [String] = []
      for (row, title) in old[section].enumerated() {
        let roll = Double.random(in: 0..<1, using: &rng)
        let fate: RowFate =
          roll < 0.2 ? .delete : roll < 0.3 && !hasSectionMoves ? .reload : roll < 0.45 ? .move : .keep
        let path = IndexPath(row: row, section: section)
        switch fate {
        case .keep: kept.append(title)
        case .reload:
          kept.append(title + "'")
          calls.append(.reloadRow(path))
        case .delete: calls.append(.deleteRow(path))
        case .move:
          let host = rowHosts.randomElement(using: &rng) ?? final
          movedIn[host, default: []].append((title, path))
        }
      }
      survivors[final] = kept
    }

    // The new model, and the insert/move destinations in it.
    var new: [[String]] = []
    for (index, entry) in order.enumerated() {
      switch entry {
      case .inserted:
        new.append((0..<Int.random(in: 0...3, using: &rng)).map { _ in fresh() })
      case .old(let section) where fates[section] == .reload:
        new.append((0..<Int.random(in: 0...4, using: &rng)).map { _ in fresh() })
      case .old:
        var rows: [(title: String, from: IndexPath?, isNew: Bool)] = (survivors[index] ?? []).map { ($0, nil, false) }
        for (title, from) in movedIn[index] ?? [] {
          rows.insert((title, from, false), at: Int.random(in: 0...rows.count, using: &rng))
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
          rows.insert((fresh(), nil, true), at: Int.random(in: 0...rows.count, using: &rng))
        }
        for (row, entry) in rows.enumerated() {
          let path = IndexPath(row: row, section: index)
          if let from = entry.from { calls.append(.moveRow(from, path)) }
          if entry.isNew { calls.append(.insertRow(path)) }
        }
        new.append(rows.map(\.title))
      }
    }
    return RandomBatch(old: old, new: new, calls: calls)
  }
}
