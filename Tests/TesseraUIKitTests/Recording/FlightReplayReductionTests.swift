#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import Testing
@testable import Tessera
@testable import TesseraTesting
import TesseraUIKit

/// A bug of the kind that crashes apps in production: every batch that moves rows loses its
/// first move, so the view and the data disagree.
let droppingTheFirstMove: @Sendable (ListBatch) -> ListBatch = { batch in
  var batch = batch
  if !batch.stage.elementMoves.isEmpty { batch.stage.elementMoves.removeFirst() }
  return batch
}

@Suite("A recorded failure is replayed, reduced and printed as a test")
@MainActor
struct FlightReplayReductionTests {
  /// The session of `seed`: 12 updates of a random list on a table whose identity oracle is
  /// on (as a replay's is), with taps between them. Returns the recording's JSON, and the rule
  /// the live table saw broken first, with the update that broke it.
  static func session(seed: UInt64) async -> (json: String, rule: String?, update: Int?) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    var snapshots = RandomSnapshotGenerator(
      sectionCount: 1...3, rowsPerSection: 0...6, duplicateRowIDProbability: 0, duplicateSectionIDProbability: 0,
      headerProbability: 0.5, heightPolicies: [.fixed(30), .automatic])
    snapshots.expandableRowProbability = 0.2
    let edits = RandomEditGenerator(duplicateProbability: 0, newContent: snapshots)
    let live = RecordedSession(collection: false)
    if let table = live.table, let host = live.host as? TableViewHost { installIdentityOracle(table, host) }
    var failedAt: Int?
    var snapshot = snapshots.makeSnapshot(using: &rng)
    for step in 0..<12 {
      if step > 0 {
        snapshot = edits.edit(snapshot, using: &rng).snapshot
        if Bool.random(using: &rng), let path = live.visiblePaths.randomElement(using: &rng) { live.tap(path) }
      }
      await live.controller.apply(snapshot, animatingDifferences: step > 0)
      live.layOut()
      if failedAt == nil, !live.violations.isEmpty { failedAt = live.controller.flightRecorder.latestUpdateNumber }
    }
    let rule = live.table?.violations.first.map { ContractExplanation($0).ruleID }
    return (live.controller.flightRecording().json(), rule, failedAt)
  }

  /// A fault in the controller's batches crashes a live session (on iOS, with UIKit's
  /// exception); its recording reproduces the failure on the headless table with the same
  /// rule at the same update, passes once the fault is gone (and says the recorded batches
  /// are not what the code sends now), is reduced to at most 3 updates, and prints as a Swift
  /// test, which `replayedMoveDropped()` in PrintedReproduction.swift is, verbatim: it fails
  /// with the fault and passes without it.
  @Test func aFaultyBatchIsReproducedReducedAndPrinted() async throws {
    let live = await FlightRecorderFaults.batchFault.withValue(droppingTheFirstMove) {
      await Self.session(seed: 10)
    }
    let rule = try #require(live.rule, "the fault broke no rule live")
    let replay = try FlightReplay(json: live.json)
    let reproduced = await FlightRecorderFaults.batchFault.withValue(droppingTheFirstMove) { await replay.run() }
    #expect(reproduced.violation?.explanation.ruleID == rule, "\(reproduced.report)")
    #expect(reproduced.violation?.updateNumber == live.update, "\(reproduced.report)")
    #expect(reproduced.report.contains("broke rule \(rule)"), "\(reproduced.report)")

    let fixed = await replay.run()
    #expect(fixed.passed, "\(fixed.report)")
    #expect(!fixed.divergences.isEmpty, "the recorded batches lost a move, the fixed code's do not")

    let reduction = try #require(
      await FlightRecorderFaults.batchFault.withValue(droppingTheFirstMove) { await replay.reduced() })
    #expect(reduction.updateCount <= 3, "reduced to \(reduction.updateCount) of \(reduction.originalUpdateCount)")
    #expect(reduction.violation.explanation.ruleID == rule)

    let printed = reduction.swiftTest(named: "replayedMoveDropped")
    let fixture = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("PrintedReproduction.swift"),
      encoding: .utf8)
    #expect(
      PrintedReproductionFixture.code(of: fixture) == printed,
      "PrintedReproduction.swift is not the printed test; it now prints:\n\(printed)")
    await #expect(throws: FlightReplayFailure.self) {
      try await FlightRecorderFaults.batchFault.withValue(droppingTheFirstMove) { try await replayedMoveDropped() }
    }
    try await replayedMoveDropped()
  }

  /// `tessera-replay` on the faulty session's recording, as a file and inside a crash report:
  /// it prints the broken rule, reduces the recording and prints the test, and exits 1; with
  /// the fault gone it exits 0, and a crash report without a recording exits 2.
  @Test func theToolReplaysReducesAndPrintsARecordingAndACrashReport() async throws {
    let live = await FlightRecorderFaults.batchFault.withValue(droppingTheFirstMove) {
      await Self.session(seed: 10)
    }
    let rule = try #require(live.rule, "the fault broke no rule live")
    let failing = await FlightRecorderFaults.batchFault.withValue(droppingTheFirstMove) {
      await ReplayTool.replay(live.json, source: "recording.json", testName: "checkoutListCrash")
    }
    #expect(failing.status == 1, "\(failing)")
    #expect(failing.output.contains("broke rule \(rule)"), "\(failing.output)")
    #expect(failing.output.contains("Reduced by delta debugging to "), "\(failing.output)")
    #expect(failing.output.contains("@Test @MainActor func checkoutListCrash() async throws {"), "\(failing.output)")
    let fixed = await ReplayTool.replay(live.json, source: "recording.json")
    #expect(fixed.status == 0 && fixed.output.contains("no rule broken"), "\(fixed)")

    let recording = try FlightRecording(json: live.json)
    let reason =
      "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    let report = FlightCrashReport(
      exceptionName: "NSInternalInconsistencyException", exceptionReason: reason, recordings: [recording]
    ).json()
    let crashed = await FlightRecorderFaults.batchFault.withValue(droppingTheFirstMove) {
      await ReplayTool.replay(report, source: "crash.json", reduces: false)
    }
    #expect(crashed.status == 1, "\(crashed)")
    #expect(crashed.output.contains("Rule R3.7 #3") && crashed.output.contains("Recording 1 of 1:"), "\(crashed)")
    #expect(crashed.output.contains("broke rule \(rule)") && !crashed.output.contains("Reduced"), "\(crashed)")
    let empty = FlightCrashReport(exceptionName: nil, exceptionReason: reason, recordings: []).json()
    let unreadable = await ReplayTool.replay(empty, source: "crash.json")
    #expect(unreadable.status == 2, "\(unreadable)")
    #expect(unreadable.error == "tessera-replay: error: crash.json is a crash report without a flight recording\n")
  }

  /// Delta debugging finds exactly the updates a failure needs: 300 seeded cases where a
  /// sequence of 1 to 40 updates fails when it keeps 1 to 3 given ones; ddmin returns those
  /// and no other, within its budget of replays.
  @Test func deltaDebuggingKeepsExactlyTheUpdatesAFailureNeeds() async {
    for seed in UInt64(1)...300 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let count = Int.random(in: 1...40, using: &rng)
      let needed = Set(
        (0..<Int.random(in: 1...min(3, count), using: &rng)).map { _ in
          Int.random(in: 0..<count, using: &rng)
        })
      var replays = 0
      let kept = await FlightReplay.ddmin(Array(0..<count), budget: 1_000, replays: &replays) { subset in
        needed.isSubset(of: subset)
      }
      #expect(kept == needed.sorted(), "seed \(seed): kept \(kept) of \(count), needed \(needed.sorted())")
      #expect(replays < 1_000, "seed \(seed): \(replays) replays")
    }
  }

  /// A document whose ids end strings with `"#` gets a raw string delimiter none of them
  /// closes, and the printed JSON reads back as the reduced recording.
  @Test func thePrintedRecordingReadsBackWhateverItsIDs() async throws {
    let live = RecordedSession(collection: false)
    await live.controller.apply(
      ListSnapshot {
        Section("s") {
          Row("a\"#", GeneratedContent(label: "a"))
          Row("b\"##", GeneratedContent(label: "b"))
        }
      })
    let recording = live.controller.flightRecording()
    let shape = try #require(try recording.shapes().last)
    let reduction = FlightReplay.Reduction(
      recording: recording,
      violation: FlightReplayViolation(
        moment: "update 1", entryIndex: 0, updateNumber: 1,
        explanation: ContractExplanation(ruleID: "R3.7 #3", exceptionName: nil, message: "", explanation: "")),
      hostKind: .table, originalUpdateCount: 1, replayCount: 1)
    let printed = reduction.swiftTest()
    #expect(printed.contains("json: ###\"\"\""))
    guard let start = printed.range(of: "###\"\"\"\n"), let end = printed.range(of: "\n    \"\"\"###") else {
      Issue.record("no raw string in\n\(printed)")
      return
    }
    let body = printed[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.dropFirst(4) }
      .joined(separator: "\n")
    let read = try FlightRecording(json: body)
    #expect(try read.shapes().last == shape)
  }
}

/// How PrintedReproduction.swift holds the printed test: everything after its first line (a
/// comment that keeps the formatter off the generated code).
enum PrintedReproductionFixture {
  static func code(of file: String) -> String {
    guard let firstLineEnd = file.firstIndex(of: "\n") else { return file }
    return String(file[file.index(after: firstLineEnd)...])
  }
}
