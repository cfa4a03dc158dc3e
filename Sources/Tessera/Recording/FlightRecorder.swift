/// Keeps a list's recent history, always on and cheap, so that a failure in production can be
/// replayed and explained on any machine: every ``ListController`` has one
/// (``ListController/flightRecorder``), and ``ListController/flightRecording()`` exports what it
/// kept.
///
/// It keeps the latest ``capacity`` updates: for each, how the shape of the list changed (taken
/// from the diff the controller runs anyway, so an update that changes 1% of a list costs the
/// recorder that 1%, never a copy of every id), the batches handed to the view or the reload
/// chosen instead, and the events in between (taps, scrolling, width changes, registrations,
/// measurements, expansion, diagnostics). It holds no content values and no snapshots: the
/// shapes of earlier updates are worked out from the list on screen, backwards, only when a
/// recording is exported.
///
/// ```swift
/// controller.flightRecorder.identifierRedaction = .hashed   // ids that are personal data
/// let report = controller.flightRecording().json()          // attach it to a bug report
/// ```
@MainActor
public final class FlightRecorder {
  /// How ids appear in an exported recording.
  public enum IdentifierRedaction: Sendable {
    /// As they are: strings and integers, other values as their type and description.
    case none
    /// As a 64-bit FNV-1a hash of their type and description, in hexadecimal: equal ids hash
    /// equally, so a replay still tells rows apart, but the values are not in the recording.
    /// (A hash of a guessable value can be guessed back: use ``custom(_:)`` for secrets.)
    case hashed
    /// As the text `transform` gives for each id (equal ids must get equal texts).
    case custom(@Sendable (ListIdentifier) -> String)
  }

  /// Whether updates and events are recorded. On by default; turning it off forgets what was
  /// kept.
  public var isEnabled = true {
    didSet { if !isEnabled { clear() } }
  }

  /// How many updates are kept (at least 1): 64 unless set. Older ones are dropped, as are
  /// those before the latest reload of the view, whose shapes cannot be worked out.
  public var capacity = 64 {
    didSet {
      capacity = max(1, capacity)
      trim()
    }
  }

  /// How ids are written when a recording is exported; ``IdentifierRedaction/none`` unless set.
  public var identifierRedaction: IdentifierRedaction = .none

  /// The most events kept for one update (taps, measurements...); the rest are counted.
  public nonisolated static let eventLimit = 256

  /// The most rows of collapsed sections kept for one update: their ids matter only if the
  /// section is expanded again, and a large collapsed section would otherwise cost its size
  /// on every update.
  public nonisolated static let hiddenRowLimit = 1_000

  // MARK: State

  /// The kept updates, oldest first.
  var records: [UpdateRecord] = []
  /// Events recorded before the first kept update.
  var leadingEvents: [EventRecord] = []
  var leadingDroppedEvents = 0
  /// Updates dropped from the front (capacity, or a reload after them).
  var droppedUpdates = 0
  /// Updates started since the controller was created.
  var updateCount = 0
  /// Snapshots submitted since the last update started.
  var submittedSinceUpdate = 0
  /// The list the update under way shows once it is applied (the controller holds it too while
  /// it applies): exported recordings start from it while the view is between two batches.
  var inFlightTarget: DataSourceList?
  /// Why the next reload happens, when the update that leads to it said so.
  var pendingReloadReason: FlightRecording.ReloadReason?
  /// The last viewport top and settings read from the host, to record them only on change.
  var lastViewportTop: Double?
  var lastSettings: FlightRecording.Settings?
  /// The controller that owns the recorder (known once it recorded an update).
  weak var owner: ListController?
  /// The host as a ``FlightRecordedHost``, cast once per host.
  weak var castHost: AnyObject?
  weak var recordedHost: (any FlightRecordedHost)?
  /// Memory reused by every update, so that recording allocates nothing per row.
  var scratch = Scratch()

  /// Creates an empty recorder.
  public init() {}

  /// Forgets everything recorded.
  public func clear() {
    records = []
    leadingEvents = []
    leadingDroppedEvents = 0
    droppedUpdates = 0
    inFlightTarget = nil
    pendingReloadReason = nil
    lastViewportTop = nil
    lastSettings = nil
    scratch = Scratch()
  }

  /// The number of updates kept now.
  public var keptUpdateCount: Int { records.count }

  /// An estimate of the memory the recorder holds, in bytes: its arrays' storage, and the ids
  /// of rows it keeps (not the strings behind them).
  public var approximateByteCount: Int {
    var bytes = scratch.byteCount + leadingEvents.capacity * MemoryLayout<EventRecord>.stride
    for record in records { bytes += record.byteCount }
    return bytes
  }

  /// Drops updates beyond ``capacity``.
  func trim() {
    guard records.count > capacity else { return }
    let excess = records.count - capacity
    droppedUpdates += excess
    records.removeFirst(excess)
    // The events recorded with the dropped updates went with them.
    leadingEvents = []
    leadingDroppedEvents = 0
  }

  /// Appends `event` to the update under way (or to the leading events).
  func append(_ event: EventRecord) {
    if records.isEmpty {
      guard leadingEvents.count < Self.eventLimit else {
        leadingDroppedEvents += 1
        return
      }
      leadingEvents.append(event)
    } else {
      records[records.count - 1].append(event)
    }
  }
}

/// What a host tells the flight recorder about its view: hosts of this package conform.
@MainActor
package protocol FlightRecordedHost: AnyObject {
  /// The host's kind as a recording names it (`TableViewHost`).
  var flightRecorderHostKind: String { get }
  /// The top of the viewport in the content, when the host scrolls.
  var flightRecorderViewportTop: Double? { get }
  /// What the host is set to.
  var flightRecorderSettings: FlightRecording.Settings { get }
}

/// Faults injected into batches before they reach a host: how the tests of the replay make a
/// batch that breaks UIKit's rules, as a bug would. Nothing sets it outside tests.
package enum FlightRecorderFaults {
  /// Changes each batch before it is recorded and handed to the host, in the task that sets it
  /// (`FlightRecorderFaults.batchFault.withValue(fault) { … }`). A constant task-local, as the
  /// iOS 16 SDK's standard library wants it.
  package static let batchFault = TaskLocal<(@Sendable (ListBatch) -> ListBatch)?>(wrappedValue: nil)
}
