#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import Testing
import TesseraTesting
import TesseraUIKit

@Suite("Flight recordings replay what was recorded")
@MainActor
struct FlightReplayPropertyTests {
  /// How many sessions the property test runs: 500, or the number `TESSERA_REPLAY_SESSIONS`
  /// says (CI's second run, with the invariant checks compiled in, runs the first 100; the
  /// first sessions of any count are the same sessions).
  static let sessionCount: Int = {
    let value = ProcessInfo.processInfo.environment["TESSERA_REPLAY_SESSIONS"].flatMap { Int($0) }
    return max(5, value ?? 500)
  }()

  /// 5 × 100 = 500 seeded sessions (or `TESSERA_REPLAY_SESSIONS`) on a table or a
  /// collection view, with edits of every kind (duplicates included), headers that count their
  /// rows, collapses, taps that select and expand, scrolling, width changes, expansions by
  /// code, height invalidations and applies with and without animation: each session's
  /// recording, written as JSON and read back, replays with the same batches and the same
  /// screen after every update. A failure names its seed.
  @Test(arguments: 0..<5)
  func recordedSessionsReplayTheSame(batch: Int) async throws {
    let sessions = Self.sessionCount / 5
    var compared = 0
    var screens = 0
    var drags = 0
    for session in 0..<sessions {
      let seed = UInt64(70_000 + batch * 1_000 + session)
      compared += try await checkSession(seed: seed, screensCompared: &screens, dragsLanded: &drags)
    }
    #expect(drags >= sessions / 10, "only \(drags) drags landed in \(sessions) sessions")
    // About 9 updates a session, a screen for most of them (not after ids were shown twice).
    #expect(compared > 8 * sessions, "only \(compared) updates compared in \(sessions) sessions")
    #expect(screens > 5 * sessions, "only \(screens) screens compared in \(sessions) sessions")
  }

  /// `snapshot` with three rows in four draggable, within their section or across the list
  /// (the app takes no note of a drag: the next snapshot puts the row back).
  func withMovableRows(_ snapshot: ListSnapshot) -> ListSnapshot {
    var snapshot = snapshot
    for section in snapshot.sections.indices {
      for index in snapshot.sections[section].rows.indices {
        let row = snapshot.sections[section].rows[index]
        let key = String(describing: row.id).unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
        guard key % 4 != 0 else { continue }
        snapshot.sections[section].rows[index] = row.onMove(within: key % 2 == 0 ? .section : .list) { _ in }
      }
    }
    return snapshot
  }

  /// Runs the session of `seed` live, replays its recording, and compares; returns the number
  /// of updates whose batches were compared, and counts the screens compared and the drags
  /// that moved a row.
  func checkSession(seed: UInt64, screensCompared: inout Int, dragsLanded: inout Int) async throws -> Int {
    var rng = SeededRandomNumberGenerator(seed: seed)
    var snapshots = RandomSnapshotGenerator(
      sectionCount: 0...4, rowsPerSection: 0...6, duplicateRowIDProbability: 0.03,
      duplicateSectionIDProbability: 0.02, headerProbability: 0.5,
      heightPolicies: [.fixed(30), .automatic, .automatic(estimate: 25), .aspectRatio(0.1)])
    snapshots.expandableRowProbability = 0.3
    snapshots.collapsibleSectionProbability = 0.3
    let edits = RandomEditGenerator(duplicateProbability: 0.03, newContent: snapshots)
    let live = RecordedSession(collection: Bool.random(using: &rng))
    live.host.selectionBehavior = Bool.random(using: &rng) ? .persistent : .deselectOnTap
    let multiple = Bool.random(using: &rng)
    (live.view as? UITableView)?.allowsMultipleSelection = multiple
    (live.view as? UICollectionView)?.allowsMultipleSelection = multiple
    var trace: [String] = []
    var texts: [Int: String] = [:]
    var snapshot = snapshots.makeSnapshot(using: &rng)
    await live.controller.apply(withMovableRows(withCountingHeaders(snapshot)), animatingDifferences: false)
    live.layOut()
    // Rows that share an id share their cached heights when their contents are equal, which a
    // recording does not keep: once ids were shown twice, only the batches are compared.
    var idsWereUnique = hasUniqueRowIDs(live.controller.dataSourceList)
    if idsWereUnique { texts[live.controller.flightRecorder.latestUpdateNumber] = live.screenText() }
    for _ in 0..<8 {
      snapshot = edits.edit(snapshot, using: &rng).snapshot
      switch Int.random(in: 0..<9, using: &rng) {
      case 0:
        if let section = live.controller.dataSourceList.sections.indices.randomElement(using: &rng) {
          live.host.selectHeader(inSection: section)
          trace.append("header \(section)")
        }
      case 1, 2:
        if let path = live.visiblePaths.randomElement(using: &rng) {
          live.tap(path)
          trace.append("tap \(path)")
        }
      case 3:
        let top = CGFloat(Int.random(in: 0...300, using: &rng))
        live.scroll(to: top)
        trace.append("scroll \(top)")
      case 4:
        let width = CGFloat([280, 320, 360].randomElement(using: &rng) ?? 320)
        live.setWidth(width)
        trace.append("width \(width)")
      case 5:
        if let row = live.controller.dataSourceList.sections.flatMap(\.rows).filter(\.isExpandable).randomElement(
          using: &rng)
        {
          live.controller.toggleExpansion(ofRowWithID: row.id)
          live.table?.layoutIfNeeded()
          live.collection?.layoutIfNeeded()
          trace.append("toggle \(row.id)")
        }
      case 6:
        if let row = live.controller.dataSourceList.sections.flatMap(\.rows).randomElement(using: &rng) {
          live.controller.invalidateHeight(ofRowWithID: row.id)
          await live.controller.settle()
          live.table?.layoutIfNeeded()
          live.collection?.layoutIfNeeded()
          trace.append("invalidate \(row.id)")
        }
      case 7:
        let paths = live.visiblePaths
        let source = paths.randomElement(using: &rng)
        let inSection = Bool.random(using: &rng)
        if let source,
          let target = paths.filter({ !inSection || $0.section == source.section }).randomElement(using: &rng),
          source != target
        {
          let landed = live.drag(source, to: target)
          if landed != nil { dragsLanded += 1 }
          trace.append("drag \(source) to \(target), landed \(landed.map { "\($0)" } ?? "nowhere")")
        }
      default:
        break
      }
      let animated = Bool.random(using: &rng)
      await live.controller.apply(withMovableRows(withCountingHeaders(snapshot)), animatingDifferences: animated)
      live.layOut()
      idsWereUnique = idsWereUnique && hasUniqueRowIDs(live.controller.dataSourceList)
      if idsWereUnique { texts[live.controller.flightRecorder.latestUpdateNumber] = live.screenText() }
      trace.append("apply animated \(animated)")
    }
    #expect(live.violations.isEmpty, "seed \(seed): the live session broke a rule: \(live.violations)")
    let recording = live.controller.flightRecording()
    let json = recording.json()
    let read = try FlightRecording(json: json)
    #expect(read == recording, "seed \(seed): the recording reads back differently")
    var replay = FlightReplay(read)
    replay.capturesScreenText = true
    replay.screenTextOptions = ScreenTextOptions(includesHeadersAndFooters: false, includesReuseIdentifiers: false)
    let result = await replay.run()
    var problems: [String] = []
    if !result.passed { problems.append(result.report) }
    if result.updates.count != recording.updates.count {
      problems.append("replayed \(result.updates.count) of \(recording.updates.count) updates")
    }
    for update in result.updates {
      if update.replayedBatches != update.recordedBatches {
        problems.append(
          "update \(update.number): recorded \(FlightReplay.describe(update.recordedBatches)), replayed \(FlightReplay.describe(update.replayedBatches))"
        )
      }
      if let live = texts[update.number], update.screenText != live {
        problems.append("update \(update.number) shows\n\(update.screenText ?? "nil")\ninstead of\n\(live)")
      }
    }
    #expect(
      problems.isEmpty, "seed \(seed): \(problems.joined(separator: "\n"))\n\(trace.joined(separator: "\n"))\n\(json)")
    screensCompared += texts.count
    return problems.isEmpty ? result.updates.count : 0
  }
}
