#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import Tessera

/// Writes the flight recordings of an app's lists to a file when an Objective-C exception is
/// about to end the app (as UIKit's `NSInternalInconsistencyException` for a bad batch does),
/// for the app's crash reporter to pick up at the next launch. Opt-in: nothing is written until
/// `install(writingTo:)` (on platforms with Objective-C exceptions).
///
/// ```swift
/// // At launch, before the lists are shown:
/// if let report = FlightRecorderCrashReporting.pendingReport() {
///   crashReporter.attach(report, named: "lists.json")   // your crash reporter's attachment API
///   FlightRecorderCrashReporting.removePendingReport()
/// }
/// FlightRecorderCrashReporting.install()
///
/// // For each list:
/// FlightRecorderCrashReporting.include(host.controller)
/// ```
///
/// The report is a ``FlightCrashReport``: the exception's name and reason, and the recording
/// of each included controller. `tessera-replay` explains the exception and replays the
/// recordings on any Mac or Linux machine. Recordings hold ids and type names only; hash ids
/// that are personal data with ``FlightRecorder/identifierRedaction``.
@MainActor
public enum FlightRecorderCrashReporting {
  /// Where the report is written unless told otherwise: `TesseraFlightRecording.json` in the
  /// app's caches directory (the temporary directory where there is none).
  package static var defaultReportURL: URL {
    let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
    return (caches ?? FileManager.default.temporaryDirectory).appendingPathComponent("TesseraFlightRecording.json")
  }

  /// The controllers whose recordings go into a report (held weakly).
  private static var controllers: [WeakController] = []

  /// Adds `controller` to the reports (held weakly: a list that is gone drops out).
  public static func include(_ controller: ListController) {
    controllers.removeAll { $0.controller == nil || $0.controller === controller }
    controllers.append(WeakController(controller: controller))
  }

  /// Removes `controller` from the reports.
  public static func exclude(_ controller: ListController) {
    controllers.removeAll { $0.controller == nil || $0.controller === controller }
  }

  /// The report of an exception named `name` with `reason`: the recordings of the included
  /// controllers still alive.
  package static func report(exceptionName name: String?, reason: String?) -> FlightCrashReport {
    FlightCrashReport(
      exceptionName: name, exceptionReason: reason,
      recordings: controllers.compactMap { $0.controller?.flightRecording() })
  }

  /// Writes the report of an exception to `url`, replacing what was there; returns whether it
  /// was written.
  @discardableResult
  package static func writeReport(exceptionName name: String?, reason: String?, to url: URL) -> Bool {
    let json = report(exceptionName: name, reason: reason).json()
    return (try? Data(json.utf8).write(to: url, options: .atomic)) != nil
  }

  /// The report a previous run left at `url`, if any: attach it to the crash report the app's
  /// crash reporter sends, then ``removePendingReport(at:)``.
  public static func pendingReport(at url: URL? = nil) -> String? {
    guard let data = FileManager.default.contents(atPath: (url ?? defaultReportURL).path) else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// Removes the report a previous run left at `url`.
  public static func removePendingReport(at url: URL? = nil) {
    try? FileManager.default.removeItem(at: url ?? defaultReportURL)
  }

  /// Where ``install(writingTo:)`` writes: set on the main actor, read by the handler.
  nonisolated(unsafe) static var installedURL: URL?
}

/// A controller held weakly.
private struct WeakController {
  weak var controller: ListController?
}

#if canImport(ObjectiveC)
extension FlightRecorderCrashReporting {
  /// Writes a report to `url` when an uncaught Objective-C exception is about to end the app,
  /// then lets the handler that was set before (a crash reporter's) run. Installing again
  /// only changes the file.
  ///
  /// The handler reads the lists on the main thread only, where UIKit raises its exceptions;
  /// an exception raised on another thread is written with no recording.
  public static func install(writingTo url: URL? = nil) {
    let isInstalled = installedURL != nil
    installedURL = url ?? defaultReportURL
    guard !isInstalled else { return }
    previousHandler = NSGetUncaughtExceptionHandler()
    NSSetUncaughtExceptionHandler(writeFlightRecordingsOfUncaughtException)
  }

  /// Puts back the handler that was set before ``install(writingTo:)``.
  public static func uninstall() {
    guard installedURL != nil else { return }
    installedURL = nil
    NSSetUncaughtExceptionHandler(previousHandler)
    previousHandler = nil
  }

  /// The handler set before this one, run after the report is written.
  nonisolated(unsafe) static var previousHandler: ExceptionHandler?
}

/// The type of `NSSetUncaughtExceptionHandler`'s handler.
typealias ExceptionHandler = @convention(c) (NSException) -> Void

/// Writes the report, on the main thread, then runs the handler set before.
private func writeFlightRecordingsOfUncaughtException(_ exception: NSException) {
  if let url = FlightRecorderCrashReporting.installedURL {
    writeReport(exceptionName: exception.name.rawValue, reason: exception.reason, to: url)
  }
  FlightRecorderCrashReporting.previousHandler?(exception)
}

#if canImport(UIKit, _version: 7000) || !canImport(UIKit)
/// Writes the report with the lists' recordings when the exception was raised on the main
/// thread, where the lists live (UIKit raises its exceptions there), else with none.
private func writeReport(exceptionName name: String, reason: String?, to url: URL) {
  guard Thread.isMainThread else {
    _ = try? Data(FlightCrashReport(exceptionName: name, exceptionReason: reason, recordings: []).json().utf8)
      .write(to: url, options: .atomic)
    return
  }
  MainActor.assumeIsolated {
    _ = FlightRecorderCrashReporting.writeReport(exceptionName: name, reason: reason, to: url)
  }
}
#else
/// SDKs before iOS 17 ship a standard library that cannot enter the main actor from the
/// handler (`MainActor.assumeIsolated` came with Swift 5.9): the report has the exception only.
private func writeReport(exceptionName name: String, reason: String?, to url: URL) {
  _ = try? Data(FlightCrashReport(exceptionName: name, exceptionReason: reason, recordings: []).json().utf8)
    .write(to: url, options: .atomic)
}
#endif
#endif
