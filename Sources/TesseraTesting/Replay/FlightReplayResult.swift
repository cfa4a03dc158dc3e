#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit

/// What a replay found: the first violation of UIKit's rules, if any, and what each update did.
public struct FlightReplayResult: Sendable {
  /// The host the recording was replayed through.
  public var hostKind: FlightReplay.HostKind
  /// The first violation, explained; `nil` when the replay kept every rule.
  public var violation: FlightReplayViolation?
  /// Why the recording could not be replayed at all, if it could not.
  public var readError: FlightRecordingReadError?
  /// Each update replayed, in order (up to the one that failed).
  public var updates: [ReplayedUpdate] = []
  /// Updates whose replayed batches differ from the recorded ones: the code that sends them
  /// now is not the code that sent them then, or the live run saw something the recording did
  /// not keep.
  public var divergences: [String] = []
  /// Steps the replay could not do as recorded (a tap on a row no longer shown...).
  public var notes: [String] = []

  /// Creates a result.
  public init(
    hostKind: FlightReplay.HostKind, violation: FlightReplayViolation? = nil, readError: FlightRecordingReadError? = nil
  ) {
    self.hostKind = hostKind
    self.violation = violation
    self.readError = readError
  }

  /// Whether the recording was replayed and broke no rule.
  public var passed: Bool { violation == nil && readError == nil }

  /// What happened, in words: the violation with its rule and explanation, or that the replay
  /// passed; then divergences and notes.
  public var report: String {
    var lines: [String] = []
    if let readError {
      lines.append("The recording could not be read: \(readError)")
      return lines.joined(separator: "\n")
    }
    if let violation {
      lines.append(
        "Replayed through \(hostKind.rawValue): \(violation.moment) broke rule \(violation.explanation.ruleID).")
      if let exception = violation.explanation.exceptionName {
        lines.append("UIKit raises \(exception): \(violation.explanation.message)")
      } else {
        lines.append("UIKit lets this pass, but it is misuse the headless view flags: \(violation.explanation.message)")
      }
      lines.append(violation.explanation.explanation)
      if let batches = updates.last(where: { $0.number == violation.updateNumber })?.replayedBatches, !batches.isEmpty {
        lines.append("The batches of update \(violation.updateNumber ?? 0): \(FlightReplay.describe(batches))")
      }
    } else {
      lines.append(
        "Replayed \(updates.count) update\(updates.count == 1 ? "" : "s") through \(hostKind.rawValue): no rule broken."
      )
    }
    if !divergences.isEmpty {
      lines.append(
        "The replay sent other batches than the recording for \(divergences.count) update\(divergences.count == 1 ? "" : "s"):"
      )
      lines += divergences.prefix(5).map { "  " + $0 }
    }
    if !notes.isEmpty { lines += notes.prefix(5).map { "Note: " + $0 } }
    return lines.joined(separator: "\n")
  }

  /// `deleteRows [(0, 1)], insertRows [(0, 3)]`.
  static func describe(_ batch: FlightRecording.Batch) -> String {
    var parts: [String] = []
    func add(_ name: String, _ values: [String]) {
      if !values.isEmpty { parts.append("\(name) [\(values.joined(separator: ", "))]") }
    }
    add("deleteSections", batch.sectionDeletes.map(String.init))
    add("insertSections", batch.sectionInserts.map(String.init))
    add("reloadSections", batch.sectionUpdates.map(String.init))
    add("moveSections", batch.sectionMoves.map { "\($0.source) to \($0.target)" })
    add("deleteRows", batch.rowDeletes.map(\.description))
    add("insertRows", batch.rowInserts.map(\.description))
    add("updateRows", batch.rowUpdates.map(\.description))
    add("moveRows", batch.rowMoves.map { "\($0.source) to \($0.target)" })
    return parts.isEmpty ? "empty" : parts.joined(separator: ", ")
  }
}

/// One update of a replay: its batches as recorded and as replayed, and the screen text after
/// it when the replay keeps it.
public struct ReplayedUpdate: Sendable, Equatable {
  /// The update's recorded number.
  public var number: Int
  /// The batches the recording kept.
  public var recordedBatches: [FlightRecording.Batch]
  /// The batches the replay's controller sent.
  public var replayedBatches: [FlightRecording.Batch]
  /// The screen text after the update, when ``FlightReplay/capturesScreenText``.
  public var screenText: String?

  /// Creates an update's outcome.
  public init(
    number: Int, recordedBatches: [FlightRecording.Batch], replayedBatches: [FlightRecording.Batch],
    screenText: String? = nil
  ) {
    self.number = number
    self.recordedBatches = recordedBatches
    self.replayedBatches = replayedBatches
    self.screenText = screenText
  }
}

/// A violation a replay met: when, and the rule, explained.
public struct FlightReplayViolation: Sendable, Equatable, CustomStringConvertible {
  /// When it happened: `update 7`, `a tap on row "a"`.
  public var moment: String
  /// The index of the recording's entry being replayed, `nil` before the first.
  public var entryIndex: Int?
  /// The number of the update being applied, `nil` during an event.
  public var updateNumber: Int?
  /// The rule and what went wrong.
  public var explanation: ContractExplanation

  /// Creates a violation.
  public init(moment: String, entryIndex: Int?, updateNumber: Int?, explanation: ContractExplanation) {
    self.moment = moment
    self.entryIndex = entryIndex
    self.updateNumber = updateNumber
    self.explanation = explanation
  }

  /// `update 7 broke R3.7 #3: ...`.
  public var description: String { "\(moment) broke \(explanation.ruleID): \(explanation.explanation)" }
}
#endif
