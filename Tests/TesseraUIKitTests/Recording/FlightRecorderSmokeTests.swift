#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

@Suite("Flight recorder smoke")
@MainActor
struct FlightRecorderSmokeTests {
  @Test func aSmallSessionRoundTrips() async throws {
    let (table, host) = makeTable(width: 320, height: 200)
    host.register(TextCell<GeneratedContent>.self)
    let first = ListSnapshot {
      Section("a") {
        Row("r1", GeneratedContent(label: "one"))
        Row("r2", GeneratedContent(label: "two"))
      }
    }
    await host.apply(first)
    table.layoutIfNeeded()
    let second = ListSnapshot {
      Section("a") {
        Row("r2", GeneratedContent(label: "two", version: 1))
        Row("r3", GeneratedContent(label: "three"))
      }
      Section("b", header: "B") {
        Row(7, GeneratedContent(label: "seven"))
      }
    }
    await host.apply(second)
    table.layoutIfNeeded()
    let recording = host.controller.flightRecording()
    let json = recording.json()
    print(json)
    let read = try FlightRecording(json: json)
    #expect(read == recording)
    let result = await FlightReplay(read).run()
    print(result.report)
    #expect(result.passed)
    #expect(result.divergences.isEmpty)
  }
}
