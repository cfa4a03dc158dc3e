import Foundation
import Tessera
import TesseraDiff

/// What the rows of the state-to-screen scenarios show: a small plain struct (an item's serial
/// number and version), as the items of the peers' published scenarios are.
struct BenchTile: Equatable, Sendable {
  var serial: Int
  var version: Int
}

/// A scenario of `Row`s as an app makes them, measured as the app pays for it: building a
/// snapshot with the result builder, or diffing two snapshots that were each built anew (no
/// array shared between them), with `Int` ids (or UUIDs) and ``BenchTile`` contents.
///
/// The names are kept from run to run so that results stay comparable:
/// - `build-10k`, `build-50k`: one section of 10,000 or 50,000 rows; `build-100x100`: 100
///   sections of 100 rows; each also with UUID ids (`-uuid`). Elements: the rows built. The
///   model `rows` builds with the result builder (`for` loops in `Section { }`), the model `map`
///   with `map` over the items (`Section(id, rows:)`), and the model `row-floor` only hashes
///   every id once, the floor of a build that keeps its ids' hashes.
/// - `sections-100x100-insert`: one row inserted into one of 100 sections of 100 rows;
///   `sections-100x100-move`: one row moved from one of them to another; `sections-churn-10`:
///   1% of the rows (100) deleted and as many inserted, all in 10 of the 100 sections;
///   `nochange-10k`: 10,000 rows in one section, built twice. Elements: the rows of both lists.
///   The model `alone` diffs only the sections that changed, as lists of their own: the changed
///   rows' own cost.
struct RowScenario {
  enum Work {
    /// The rows built with the result builder, and with `map` over the items.
    /// `hashFloor` hashes every id once (`hashValue`) and builds nothing: what any list that
    /// keeps its ids' hashes pays for them, whatever else it does.
    case build(rows: Int, builder: () -> ListSnapshot, map: () -> ListSnapshot, hashFloor: () -> Int)
    case diff(() -> (source: ListSnapshot, target: ListSnapshot, changed: [Int]))
  }

  let name: String
  let work: Work

  static var all: [RowScenario] {
    var scenarios: [RowScenario] = []
    for (name, sections, rows) in [("build-10k", 1, 10_000), ("build-50k", 1, 50_000), ("build-100x100", 100, 100)] {
      scenarios.append(
        RowScenario(
          name: name,
          work: .build(
            rows: sections * rows, builder: { buildInt(sections, rows) }, map: { mapInt(sections, rows) },
            hashFloor: { hashes(of: 0..<(sections * rows)) })))
      let ids = uuids(sections * rows)
      scenarios.append(
        RowScenario(
          name: name + "-uuid",
          work: .build(
            rows: sections * rows, builder: { buildUUID(sections, rows, ids) },
            map: { mapUUID(sections, rows, ids) }, hashFloor: { hashes(of: ids) })))
    }
    scenarios.append(RowScenario(name: "sections-100x100-insert", work: .diff(insertion)))
    scenarios.append(RowScenario(name: "sections-100x100-move", work: .diff(move)))
    scenarios.append(RowScenario(name: "sections-churn-10", work: .diff(churn)))
    scenarios.append(RowScenario(name: "nochange-10k", work: .diff(noChange)))
    return scenarios
  }

  static func named(_ name: String) -> RowScenario? { all.first { $0.name == name } }

  // MARK: Building

  /// `sections` sections of `rows` rows with `Int` ids, as a screen writes them.
  static func buildInt(_ sections: Int, _ rows: Int) -> ListSnapshot {
    ListSnapshot {
      for section in 0..<sections {
        Section(section) {
          for row in 0..<rows {
            let serial = section * rows + row
            Row(serial, BenchTile(serial: serial, version: 0))
          }
        }
      }
    }
  }

  /// As ``buildInt(_:_:)``, with the given UUIDs as ids.
  static func buildUUID(_ sections: Int, _ rows: Int, _ ids: [UUID]) -> ListSnapshot {
    ListSnapshot {
      for section in 0..<sections {
        Section(section) {
          for row in 0..<rows {
            let serial = section * rows + row
            Row(ids[serial], BenchTile(serial: serial, version: 0))
          }
        }
      }
    }
  }

  /// As ``buildInt(_:_:)``, each section's rows made with `map`.
  static func mapInt(_ sections: Int, _ rows: Int) -> ListSnapshot {
    ListSnapshot(
      sections: (0..<sections).map { section in
        Section(
          section, rows: ((section * rows)..<((section + 1) * rows)).map { Row($0, BenchTile(serial: $0, version: 0)) })
      })
  }

  /// As ``buildUUID(_:_:_:)``, each section's rows made with `map`.
  static func mapUUID(_ sections: Int, _ rows: Int, _ ids: [UUID]) -> ListSnapshot {
    ListSnapshot(
      sections: (0..<sections).map { section in
        Section(
          section,
          rows: ((section * rows)..<((section + 1) * rows)).map { Row(ids[$0], BenchTile(serial: $0, version: 0)) })
      })
  }

  /// The hashes of `ids`, combined so that none is left out.
  static func hashes<IDs: Sequence>(of ids: IDs) -> Int where IDs.Element: Hashable {
    var combined = 0
    for id in ids { combined &+= id.hashValue }
    return combined
  }

  /// `count` UUIDs from the seeded generator.
  static func uuids(_ count: Int) -> [UUID] {
    var random = BenchmarkRandom(seed: 0x0001_D5)
    return (0..<count).map { _ in
      let high = random.next()
      let low = random.next()
      return withUnsafeBytes(of: (high, low)) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }
  }

  // MARK: Diffing

  /// A list of sections of serial numbers, built as rows; each entry of `versions` bumps the
  /// version of that serial.
  static func snapshot(_ serials: [[Int]], versions: [Int: Int] = [:]) -> ListSnapshot {
    ListSnapshot {
      for (section, rows) in serials.enumerated() {
        Section(section) {
          for serial in rows { Row(serial, BenchTile(serial: serial, version: versions[serial] ?? 0)) }
        }
      }
    }
  }

  static func grid(_ sections: Int, _ rows: Int) -> [[Int]] {
    (0..<sections).map { section in Array((section * rows)..<((section + 1) * rows)) }
  }

  static func insertion() -> (ListSnapshot, ListSnapshot, [Int]) {
    let source = grid(100, 100)
    var target = source
    target[37].insert(10_000, at: 42)
    return (snapshot(source), snapshot(target), [37])
  }

  static func move() -> (ListSnapshot, ListSnapshot, [Int]) {
    let source = grid(100, 100)
    var target = source
    let moved = target[12].remove(at: 30)
    target[81].insert(moved, at: 64)
    return (snapshot(source), snapshot(target), [12, 81])
  }

  static func churn() -> (ListSnapshot, ListSnapshot, [Int]) {
    var random = BenchmarkRandom(seed: 0xC4_0010)
    let source = grid(100, 100)
    var target = source
    let touched = Array((0..<100).shuffled(using: &random).prefix(10)).sorted()
    var next = 10_000
    for _ in 0..<100 {
      let section = touched[Int.random(in: 0..<touched.count, using: &random)]
      target[section].remove(at: Int.random(in: 0..<target[section].count, using: &random))
      let into = touched[Int.random(in: 0..<touched.count, using: &random)]
      target[into].insert(next, at: Int.random(in: 0...target[into].count, using: &random))
      next += 1
    }
    return (snapshot(source), snapshot(target), touched)
  }

  static func noChange() -> (ListSnapshot, ListSnapshot, [Int]) {
    let serials = [Array(0..<10_000)]
    return (snapshot(serials), snapshot(serials), [])
  }
}
