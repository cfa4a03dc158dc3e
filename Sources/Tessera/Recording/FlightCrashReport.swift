/// What a crash leaves for the next launch: the exception that ended the app, and the flight
/// recordings of the lists that were on screen. The iOS helper of `TesseraUIKit`
/// (`FlightRecorderCrashReporting`) writes one when an Objective-C exception is about to end
/// the app; `tessera-replay` reads it, explains the exception and replays each recording.
public struct FlightCrashReport: Sendable, Equatable {
  /// The `format` member of a crash report's JSON document.
  public static let formatName = "tessera-crash-report"

  /// The exception's name (`NSInternalInconsistencyException`), when known.
  public var exceptionName: String?
  /// The exception's reason, UIKit's text.
  public var exceptionReason: String?
  /// The recordings of the lists, one per controller.
  public var recordings: [FlightRecording]

  /// Creates a report.
  public init(exceptionName: String?, exceptionReason: String?, recordings: [FlightRecording]) {
    self.exceptionName = exceptionName
    self.exceptionReason = exceptionReason
    self.recordings = recordings
  }

  /// The report as a JSON document: `{"format": "tessera-crash-report", "version": 1,
  /// "exception": {"name": …, "reason": …}, "recordings": [RECORDING…]}`, each recording as
  /// ``FlightRecording/json(lineBreaks:)`` writes it.
  public func json() -> String {
    var writer = JSONWriter()
    writer.raw("{\"format\":")
    writer.string(Self.formatName)
    writer.raw(",\"version\":\(FlightRecording.currentVersion),\"exception\":{\"name\":")
    if let exceptionName { writer.string(exceptionName) } else { writer.raw("null") }
    writer.raw(",\"reason\":")
    if let exceptionReason { writer.string(exceptionReason) } else { writer.raw("null") }
    writer.raw("},\"recordings\":[")
    for (index, recording) in recordings.enumerated() {
      if index > 0 { writer.raw(",\n") }
      writer.raw(recording.json())
    }
    writer.raw("]}")
    return writer.text
  }
}
