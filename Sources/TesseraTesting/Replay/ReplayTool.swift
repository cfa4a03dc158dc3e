#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit

/// What `tessera-replay` does, as functions: the tool only reads its arguments and files and
/// prints what these return, so tests run the same code.
@MainActor
public enum ReplayTool {
  /// What a run printed and how it ended.
  public struct Outcome: Sendable, Equatable {
    /// 0: the replay passed (or the text's batch keeps every rule); 1: a rule is broken, the
    /// failure reproduced or explained; 2: the input could not be read.
    public var status: Int32
    /// What goes to standard output.
    public var output: String
    /// What goes to standard error.
    public var error: String

    /// Creates an outcome.
    public init(status: Int32, output: String = "", error: String = "") {
      self.status = status
      self.output = output
      self.error = error
    }

    /// Unreadable input: status 2 and `message`.
    static func unreadable(_ message: String) -> Outcome {
      Outcome(status: 2, error: "tessera-replay: error: \(message)\n")
    }
  }

  /// Replays the recording (or the crash report holding recordings) in `text`, read from
  /// `source`: prints the first violation explained and, when `reduces`, the fewest updates
  /// that still fail, as a Swift test named `testName`.
  public static func replay(
    _ text: String, source: String, hostKind: FlightReplay.HostKind? = nil, reduces: Bool = true,
    testName: String = "replayedListFailure"
  ) async -> Outcome {
    if let report = try? FlightCrashReport(json: text) {
      return await replay(report, source: source, hostKind: hostKind, reduces: reduces, testName: testName)
    }
    let recording: FlightRecording
    do {
      recording = try FlightRecording(json: text)
    } catch {
      return .unreadable("\(source) is not a flight recording: \(error)")
    }
    return await replay(recording, hostKind: hostKind, reduces: reduces, testName: testName)
  }

  /// Replays `recording`.
  static func replay(
    _ recording: FlightRecording, hostKind: FlightReplay.HostKind?, reduces: Bool, testName: String
  ) async -> Outcome {
    let replay = FlightReplay(recording, hostKind: hostKind)
    let result = await replay.run()
    if let readError = result.readError {
      return .unreadable("the recording's updates do not fit together: \(readError)")
    }
    var output = result.report + "\n"
    guard !result.passed else { return Outcome(status: 0, output: output) }
    if reduces, let reduction = await replay.reduced() {
      output += "\nReduced by delta debugging to \(reduction.updateCount) of \(reduction.originalUpdateCount) "
      output += "updates (\(reduction.replayCount) replays); paste this test into your test target:\n\n"
      output += reduction.swiftTest(named: testName)
    }
    return Outcome(status: 1, output: output)
  }

  /// Explains the crash report's exception and replays each of its recordings.
  static func replay(
    _ report: FlightCrashReport, source: String, hostKind: FlightReplay.HostKind?, reduces: Bool, testName: String
  ) async -> Outcome {
    var outcome = Outcome(status: 0)
    if let reason = report.exceptionReason {
      let explained = explainException(reason, source: "\(source) (its exception)")
      outcome.output += explained.output
      if explained.status == 2 { outcome.output += explained.error }
      outcome.output += "\n"
    }
    guard !report.recordings.isEmpty else {
      return .unreadable("\(source) is a crash report without a flight recording")
    }
    for (index, recording) in report.recordings.enumerated() {
      outcome.output += "Recording \(index + 1) of \(report.recordings.count):\n"
      let replayed = await replay(recording, hostKind: hostKind, reduces: reduces, testName: testName)
      outcome.output += replayed.output + replayed.error
      outcome.status = max(outcome.status, replayed.status == 2 ? 1 : replayed.status)
    }
    return outcome
  }

  /// Explains a UIKit exception's text: the rule broken, in words, the counts the data source
  /// should have reported, and whether the batch it describes fails the same way on the
  /// headless views.
  public static func explainException(_ text: String, source: String) -> Outcome {
    let explanation: UIKitExceptionExplanation
    do {
      explanation = try UIKitExceptionExplanation(text: text)
    } catch {
      return .unreadable("\(source) is not a UIKit exception this tool can read: \(error)")
    }
    let keepsRules: Bool =
      if case .batchUpdatesDetected = explanation.exception.kind { !explanation.isConfirmed } else { false }
    return Outcome(status: keepsRules ? 0 : 1, output: explanation.report + "\n")
  }
}
#endif
