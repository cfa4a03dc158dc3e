#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit
import TesseraUIKit

/// Replays a flight recording on the headless views: the recorded updates go through a new
/// controller and the recorded kind of host (``TableViewHost`` or ``CollectionViewHost``), with
/// stand-in rows that have the recorded ids, content types, fingerprints and heights, and the
/// recorded taps, scrolling, width changes, registrations and expansions in between. The views
/// enforce UIKit's rules, so a batch that crashed an app fails here too, with the rule it broke.
///
/// ```swift
/// let replay = try FlightReplay(json: crashReport.flightRecording)
/// let result = await replay.run()
/// print(result.report)                       // the first violation, explained
/// if let reduced = await replay.reduced() {  // the fewest updates that still fail
///   print(reduced.swiftTest(named: "listCrashOfMay3"))
/// }
/// ```
@MainActor
public struct FlightReplay {
  /// The host a replay drives.
  public enum HostKind: String, Sendable, CaseIterable {
    /// ``TableViewHost`` on a `UITableView`.
    case table = "TableViewHost"
    /// ``CollectionViewHost`` on a `UICollectionView`.
    case collection = "CollectionViewHost"
  }

  /// The recording replayed.
  public var recording: FlightRecording
  /// The host it is replayed through: the recorded one unless set (a table for a recording of
  /// another kind of host).
  public var hostKind: HostKind
  /// Whether the result keeps the screen text after each update (for comparisons with a live
  /// run).
  public var capturesScreenText = false
  /// How that screen text is written; without headers and footers by default, whose titles a
  /// recording does not keep.
  public var screenTextOptions = ScreenTextOptions(includesHeadersAndFooters: false)

  /// A replay of `recording`, through `hostKind` or the recorded host.
  public init(_ recording: FlightRecording, hostKind: HostKind? = nil) {
    self.recording = recording
    self.hostKind = hostKind ?? recording.hostKind.flatMap(HostKind.init(rawValue:)) ?? .table
  }

  /// A replay of the recording in `json`.
  /// - Throws: ``FlightRecordingReadError`` when the document cannot be read.
  public init(json: String, hostKind: HostKind? = nil) throws(FlightRecordingReadError) {
    self.init(try FlightRecording(json: json), hostKind: hostKind)
  }

  /// Replays the recording and returns what happened: the first violation of UIKit's rules,
  /// explained, or none; the batches of each update, recorded and replayed.
  public func run() async -> FlightReplayResult {
    do {
      let steps = try ReplayStep.steps(of: recording)
      return await run(steps)
    } catch {
      return FlightReplayResult(hostKind: hostKind, readError: error)
    }
  }

  /// Replays the recording and throws when it breaks a rule of UIKit's contract, or when it
  /// cannot be read: for a test that a recorded failure no longer happens.
  public func check() async throws(FlightReplayFailure) {
    let result = await run()
    guard result.passed else { throw FlightReplayFailure(result: result) }
  }

  // MARK: Running

  /// Replays `steps`.
  func run(_ steps: [ReplayStep]) async -> FlightReplayResult {
    let stage = ReplayStage(hostKind: hostKind, recording: recording)
    var result = FlightReplayResult(hostKind: hostKind)
    stage.registerUpFront(steps)
    stage.loadMeasurements(until: steps.firstIndex { $0.isUpdate } ?? steps.count, in: steps, from: 0)
    if !recording.start.sections.isEmpty {
      stage.setCollapse(of: recording.start)
      await stage.controller.apply(stage.kit.snapshot(of: recording.start), animatingDifferences: false)
      stage.layOut()
      if let violation = stage.takeViolation(during: "the first shape", entry: nil, update: nil) {
        result.violation = violation
        return result
      }
    }
    for (index, step) in steps.enumerated() {
      switch step {
      case .update(let update, let shape, let entry):
        stage.loadMeasurements(
          until: steps[(index + 1)...].firstIndex { $0.isUpdate } ?? steps.count, in: steps, from: index + 1)
        let replayed = await stage.apply(update, shape: shape)
        var outcome = ReplayedUpdate(number: update.number, recordedBatches: update.batches, replayedBatches: replayed)
        if capturesScreenText { outcome.screenText = stage.screenText(screenTextOptions) }
        if outcome.recordedBatches != outcome.replayedBatches {
          result.divergences.append(
            "update \(update.number): recorded \(Self.describe(update.batches)), replayed \(Self.describe(replayed))")
        }
        result.updates.append(outcome)
        if let violation = stage.takeViolation(during: "update \(update.number)", entry: entry, update: update.number) {
          result.violation = violation
          result.notes += stage.notes
          return result
        }
      case .event(let event, let entry):
        await stage.perform(event)
        if let violation = stage.takeViolation(during: Self.describe(event), entry: entry, update: nil) {
          result.violation = violation
          result.notes += stage.notes
          return result
        }
      }
    }
    result.notes += stage.notes
    return result
  }

  /// Batches in words, as a replay's report writes them: `1 batch: deleteRows [(0 - 1)]`.
  public nonisolated static func describe(_ batches: [FlightRecording.Batch]) -> String {
    guard !batches.isEmpty else { return "no batch" }
    return "\(batches.count) batch\(batches.count == 1 ? "" : "es"): "
      + batches.map { FlightReplayResult.describe($0) }.joined(separator: "; ")
  }

  /// `tap on "row-1"`.
  nonisolated static func describe(_ event: FlightRecording.Event) -> String {
    switch event {
    case .tap(let row, _): "a tap on row \(row)"
    case .deselect(let row, _): "a deselection of row \(row)"
    case .viewport(let top): "a scroll to \(top)"
    case .width(let width): "a width change to \(width)"
    case .registration(let type, _, let forSupplements):
      "the registration of a \(forSupplements ? "header and footer view" : "cell") for \(type)"
    case .expansion(let row, let isExpanded): "\(isExpanded ? "the expansion" : "the collapse") of row \(row)"
    case .userMove(let row, let from, let to): "a drag of row \(row) from \(from) to \(to)"
    case .heightInvalidation(let row): "a height invalidation of row \(row)"
    case .measuredHeightsInvalidation: "the invalidation of every measured height"
    case .supplementHeightsInvalidation: "the invalidation of every header and footer height"
    default: "an event"
    }
  }
}

/// One step of a replay: an update with the shape it shows, or an event, with the index of its
/// entry in the recording.
enum ReplayStep {
  case update(FlightRecording.Update, FlightRecording.Shape, entry: Int)
  case event(FlightRecording.Event, entry: Int)

  var isUpdate: Bool {
    if case .update = self { return true }
    return false
  }

  /// The steps of `recording`, each update with its shape.
  static func steps(of recording: FlightRecording) throws(FlightRecordingReadError) -> [ReplayStep] {
    var shape = recording.start
    var steps: [ReplayStep] = []
    steps.reserveCapacity(recording.entries.count)
    for (index, entry) in recording.entries.enumerated() {
      switch entry {
      case .update(let update):
        do {
          shape = try FlightRecording.shape(applying: update.change, to: shape)
        } catch {
          throw FlightRecordingReadError(location: "entries[\(index)].\(error.location)", problem: error.problem)
        }
        steps.append(.update(update, shape, entry: index))
      case .event(let event):
        // A drag moves a row of the list the next update's change keeps rows of.
        if case .userMove(_, let from, let to) = event {
          do {
            shape = try FlightRecording.shape(applyingMoveFrom: from, to: to, to: shape)
          } catch {
            throw FlightRecordingReadError(location: "entries[\(index)].\(error.location)", problem: error.problem)
          }
        }
        steps.append(.event(event, entry: index))
      }
    }
    return steps
  }
}

/// Thrown by ``FlightReplay/check()``: the replay broke a rule of UIKit's contract, or the
/// recording could not be read.
public struct FlightReplayFailure: Error, Sendable, CustomStringConvertible {
  /// What the replay found.
  public var result: FlightReplayResult

  /// The result's report.
  public var description: String { result.report }
}
#endif
