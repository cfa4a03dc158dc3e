// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// The iOS code of TesseraUIKit.docc/WhenAListCrashesInProduction.md, verbatim between the
// wrapper lines: this file compiles it (on Linux and macOS and, through ios-compile, against
// the iOS SDK), and DocSnippetTests fails when the article drifts from it. The
// replay's code is in Tests/ReadmeTests/Articles/CrashReplaySnippets.swift.
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import TesseraUIKit

/// What the article's app uses to send its crash reports: its own reporter's attachments.
@MainActor
protocol CrashReporterAttachments {
  func attach(_ text: String, named name: String)
}

@MainActor  // doc wrapper
func configureRecording(of controller: ListController) {  // doc wrapper
controller.flightRecorder.identifierRedaction = .hashed   // user ids are personal data here
controller.flightRecorder.capacity = 32                   // the last 32 updates (64 unless set)
}  // doc wrapper

@MainActor  // doc wrapper
func bugReport(of host: TableViewHost) -> String {  // doc wrapper
let json = host.controller.flightRecording().json()  // ids and type names, never content
return json  // doc wrapper
}  // doc wrapper

#if canImport(ObjectiveC)  // doc wrapper
@MainActor  // doc wrapper
func applicationDidLaunch(crashReporter: some CrashReporterAttachments, host: TableViewHost) {  // doc wrapper
if let report = FlightRecorderCrashReporting.pendingReport() {  // left by the last crash
  crashReporter.attach(report, named: "lists.json")
  FlightRecorderCrashReporting.removePendingReport()
}
FlightRecorderCrashReporting.install()                  // keeps the handler already set
FlightRecorderCrashReporting.include(host.controller)   // each list to report, held weakly
}  // doc wrapper
#endif  // doc wrapper
