#if !canImport(UIKit)
import Foundation
import Testing
import Tessera
import TesseraTesting

/// Runs the replay code of the article "When a list crashes in production" on the recording
/// PrintedReproduction.swift holds: a list whose batches lost a move.
@Suite("The crash article's replay")
@MainActor
struct CrashReplayArticleTests {
  static func printedRecording() throws -> String {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("TesseraUIKitTests/Recording/PrintedReproduction.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    guard let start = text.range(of: "#\"\"\"\n"), let end = text.range(of: "\n    \"\"\"#") else { return "" }
    return text[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.dropFirst(4) }.joined(
      separator: "\n")
  }

  @Test func theArticlesReplayFindsReducesAndPrintsTheFailure() async throws {
    let recording = try Self.printedRecording()
    let dropFirstMove: @Sendable (ListBatch) -> ListBatch = { batch in
      var batch = batch
      if !batch.stage.elementMoves.isEmpty { batch.stage.elementMoves.removeFirst() }
      return batch
    }
    let test = try await FlightRecorderFaults.batchFault.withValue(dropFirstMove) {
      try await explainCrash(report: recording)
    }
    #expect(test?.contains("@Test @MainActor func checkoutListCrash()") == true, "\(test ?? "nil")")
    #expect(try await explainCrash(report: recording) == nil, "without the fault the recording replays cleanly")
  }

  @Test func theArticlesExplanationNamesTheRuleAndTheCounts() throws {
    let report = try explainException(
      text:
        "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    )
    #expect(report.contains("Rule R3.7 #3") && report.contains("should have reported 4 rows in section 0"), "\(report)")
  }
}
#endif
