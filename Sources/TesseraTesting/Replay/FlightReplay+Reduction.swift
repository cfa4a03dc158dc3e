#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit

extension FlightReplay {
  /// A recording cut down to the fewest updates that still break the same rule, found by delta
  /// debugging, with the violation it reproduces.
  public struct Reduction: Sendable {
    /// The reduced recording.
    public var recording: FlightRecording
    /// The violation it reproduces.
    public var violation: FlightReplayViolation
    /// The host it reproduces it through.
    public var hostKind: HostKind
    /// The updates of the original recording (with its first shape, when it had one).
    public var originalUpdateCount: Int
    /// The updates left.
    public var updateCount: Int { recording.updates.count }
    /// How many replays the reduction ran.
    public var replayCount: Int

    /// Creates a reduction.
    public init(
      recording: FlightRecording, violation: FlightReplayViolation, hostKind: HostKind, originalUpdateCount: Int,
      replayCount: Int
    ) {
      self.recording = recording
      self.violation = violation
      self.hostKind = hostKind
      self.originalUpdateCount = originalUpdateCount
      self.replayCount = replayCount
    }
  }

  /// The fewest updates of the recording, with the events that followed each, that still
  /// break the rule the whole recording breaks, by delta debugging (Zeller's ddmin over the
  /// updates): `nil` when the recording breaks no rule.
  ///
  /// The reduced recording writes each update's shape out as a change from the update kept
  /// before it, so it reads on its own (``Reduction/swiftTest(named:)`` prints it as a test).
  ///
  /// - Parameter maximumReplays: The most replays to run; the smallest failing sequence found
  ///   by then is returned.
  /// - Complexity: O(n log n) replays for n updates in the usual case, O(n²) at worst.
  public func reduced(maximumReplays: Int = 1_000) async -> Reduction? {
    guard let steps = try? ReplayStep.steps(of: recording) else { return nil }
    let units = Self.units(of: steps, start: recording.start)
    let full = await run(Self.recording(of: units, from: recording))
    guard let violation = full.violation else { return nil }
    var replays = 1
    let target = violation.explanation.ruleID
    let kept = await Self.ddmin(units.indices.map { $0 }, budget: maximumReplays, replays: &replays) { subset in
      let result = await run(Self.recording(of: subset.map { units[$0] }, from: recording))
      return result.violation?.explanation.ruleID == target
    }
    let reduced = Self.recording(of: kept.map { units[$0] }, from: recording)
    let final = await run(reduced)
    replays += 1
    return Reduction(
      recording: reduced, violation: final.violation ?? violation, hostKind: hostKind,
      originalUpdateCount: units.count, replayCount: replays)
  }

  /// Replays `recording` through this replay's host.
  private func run(_ recording: FlightRecording) async -> FlightReplayResult {
    var replay = self
    replay.recording = recording
    return await replay.run()
  }

  /// One unit of the reduction: an update with its shape, and the events that followed it.
  struct Unit {
    var update: FlightRecording.Update
    var shape: FlightRecording.Shape
    var events: [FlightRecording.Event]
  }

  /// The units of `steps`: the first shape (when there is one) as an update that loads it,
  /// then each update with the events after it. Events before the first update go with it.
  static func units(of steps: [ReplayStep], start: FlightRecording.Shape) -> [Unit] {
    var units: [Unit] = []
    var leading: [FlightRecording.Event] = []
    if !start.sections.isEmpty {
      units.append(
        Unit(
          update: FlightRecording.Update(
            number: 0, isAnimated: false, outcome: .reload(.firstLoad), change: FlightRecording.ShapeChange()),
          shape: start, events: []))
    }
    for step in steps {
      switch step {
      case .update(let update, let shape, _):
        units.append(Unit(update: update, shape: shape, events: units.isEmpty ? leading : []))
        leading = []
      case .event(let event, _):
        if units.isEmpty { leading.append(event) } else { units[units.count - 1].events.append(event) }
      }
    }
    return units
  }

  /// A recording of `units` alone: each update's change written from the one before it, as the
  /// drags after that one left it (a drag that no longer fits makes a recording that does not
  /// read, which the reduction counts as passing).
  static func recording(of units: [Unit], from original: FlightRecording) -> FlightRecording {
    var entries: [FlightRecording.Entry] = []
    var previous = FlightRecording.Shape()
    for unit in units {
      var update = unit.update
      var shape = unit.shape
      for event in unit.events {
        guard case .userMove(_, let from, let to) = event else { continue }
        guard let moved = try? FlightRecording.shape(applyingMoveFrom: from, to: to, to: shape) else { break }
        shape = moved
      }
      update.change = FlightRecording.ShapeChange(from: previous, to: unit.shape)
      entries.append(.update(update))
      entries += unit.events.map { .event($0) }
      previous = shape
    }
    return FlightRecording(
      version: original.version, hostKind: original.hostKind, settings: original.settings, droppedUpdates: 0,
      start: FlightRecording.Shape(), entries: entries)
  }

  /// Zeller's ddmin: the smallest subsequence of `items` found for which `fails` holds, given
  /// that it holds for `items`.
  static func ddmin(
    _ items: [Int], budget: Int, replays: inout Int, fails: ([Int]) async -> Bool
  ) async -> [Int] {
    var current = items
    var granularity = 2
    while current.count >= 2, replays < budget {
      let chunks = split(current, into: granularity)
      var reduced = false
      for chunk in chunks where replays < budget {
        replays += 1
        if await fails(chunk) {
          current = chunk
          granularity = 2
          reduced = true
          break
        }
      }
      if !reduced && granularity > 2 {
        for index in chunks.indices where replays < budget {
          let complement = chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
          replays += 1
          if await fails(complement) {
            current = complement
            granularity = max(granularity - 1, 2)
            reduced = true
            break
          }
        }
      }
      if !reduced {
        guard granularity < current.count else { break }
        granularity = min(granularity * 2, current.count)
      }
    }
    return current
  }

  /// `items` in `count` nearly equal consecutive chunks.
  static func split(_ items: [Int], into count: Int) -> [[Int]] {
    let size = items.count / count
    let extra = items.count % count
    var chunks: [[Int]] = []
    var start = 0
    for index in 0..<count {
      let length = size + (index < extra ? 1 : 0)
      chunks.append(Array(items[start..<(start + length)]))
      start += length
    }
    return chunks.filter { !$0.isEmpty }
  }
}

extension FlightRecording.ShapeChange {
  /// The change from `previous` to `next`: rows of `next` that `previous` has as they are
  /// (same id, type, fingerprint, height and flags; rows that share an id by occurrence) as
  /// runs kept from it, the others written out.
  /// - Complexity: O(rows of both).
  public init(from previous: FlightRecording.Shape, to next: FlightRecording.Shape) {
    var positions: [FlightRecording.Identifier: [Int]] = [:]
    let flat = previous.flatRows
    for (index, row) in flat.enumerated().reversed() { positions[row.id, default: []].append(index) }
    var sections: [FlightRecording.SectionChange] = []
    for section in next.sections {
      var runs: [FlightRecording.RowRun] = []
      for row in section.rows {
        if let index = positions[row.id]?.popLast(), flat[index] == row {
          if case .kept(let from, let count)? = runs.last, from + count == index {
            runs[runs.count - 1] = .kept(from: from, count: count + 1)
          } else {
            runs.append(.kept(from: index, count: 1))
          }
        } else {
          runs.append(.row(row))
        }
      }
      sections.append(
        FlightRecording.SectionChange(attributes: section.attributes, rows: runs, hiddenRows: section.hiddenRows))
    }
    self.init(sections: sections)
  }
}

extension FlightReplay.Reduction {
  /// The reduced recording as a Swift test to paste into the app's tests: it replays the
  /// recording on the headless views and fails while the rule is still broken, so it passes
  /// once the fault is fixed.
  public func swiftTest(named name: String = "replayedListFailure") -> String {
    let json = recording.json(lineBreaks: true)
    // A raw string literal whose delimiter no `"` followed by `#`s in the document can close.
    var hashes = 1
    var run = 0
    var afterQuote = false
    for character in json {
      if character == "\"" {
        afterQuote = true
        run = 0
      } else if character == "#", afterQuote {
        run += 1
        hashes = max(hashes, run + 1)
      } else {
        afterQuote = false
        run = 0
      }
    }
    let delimiter = String(repeating: "#", count: hashes)
    let indented = json.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
      separator: "\n")
    return """
      import Testing
      import TesseraTesting

      /// \(updateCount) of \(originalUpdateCount) recorded updates of a list, replayed through \(hostKind.rawValue): they break
      /// UIKit's rule \(violation.explanation.ruleID). Fails while the fault is there; passes once it is fixed.
      @Test @MainActor func \(name)() async throws {
        let recording = try FlightRecording(
          json: \(delimiter)\"\"\"
      \(indented)
          \"\"\"\(delimiter))
        try await FlightReplay(recording, hostKind: .\(hostKind == .table ? "table" : "collection")).check()
      }

      """
  }
}
#endif
